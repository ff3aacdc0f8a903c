import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dishonestyPaths } from '../../../contract/dishonesty';
import SiteSettingsScreen from '../../../features/console/screens/SiteSettingsScreen';
import { resetConsoleMocks, serverFailure } from '../../mocks/handlers/console';
import { mockNoShowRule, resetNoShowRuleMock } from '../../mocks/handlers/noShowRule';
import { resetVenuesMock } from '../../mocks/handlers/venues';
import { page, phoneGlobals } from '../support';
import { consoleState, renderAt, slow } from './consoleSupport';

const routes = [{ path: '/sz', element: <SiteSettingsScreen /> }];

const meta = {
  title: 'Features/console/NoShowRule',
  component: SiteSettingsScreen,
  parameters: { router: false, store: { preloadedState: consoleState() } },
  beforeEach: () => {
    resetConsoleMocks();
    resetVenuesMock();
    resetNoShowRuleMock();
  },
  render: renderAt(routes, '/sz'),
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ruleForm = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: '招聘会未到场规则' }, slow));

/** The default rule under the talk rules: two no-shows within 365 days suspend booking for 365 days. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    await expect(form.getByRole('textbox', { name: '未到场次数' })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: '统计天数' })).toHaveValue('365');
    await expect(form.getByRole('textbox', { name: '暂停预订天数' })).toHaveValue('365');
    await expect(
      form.getByText('单位看到的规则：一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年。'),
    ).toBeVisible();
  },
};

/** Out-of-range values are refused at their fields, the first focused; nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    const count = form.getByRole('textbox', { name: '未到场次数' });
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    const window = form.getByRole('textbox', { name: '统计天数' });
    await userEvent.clear(window);
    await userEvent.type(window, '20');
    await expect(form.getByText('填写正确后，这里显示单位看到的规则说明。')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '保存未到场规则' }));
    await expect(await form.findByText('未到场次数应为1到10之间的整数')).toBeVisible();
    await expect(form.getByText('统计天数应为30到1095之间的整数')).toBeVisible();
    await expect(count).toHaveFocus();
    await expect(mockNoShowRule()).toEqual({ wdccs: 2, tjts: 365, ztts: 365 });
  },
};

/** A stricter rule: one no-show suspends for 30 days; the summary says so before it is saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    const count = form.getByRole('textbox', { name: '未到场次数' });
    await userEvent.clear(count);
    await userEvent.type(count, '1');
    const days = form.getByRole('textbox', { name: '暂停预订天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await expect(
      form.getByText('单位看到的规则：每次未到场将暂停预订招聘会展位和宣讲会30天。'),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '保存未到场规则' }));
    await expect(await page().findByText('未到场规则已保存', {}, slow)).toBeVisible();
    await waitFor(() => expect(mockNoShowRule()).toEqual({ wdccs: 1, tjts: 365, ztts: 30 }));
    await expect(days).toHaveValue('30');
  },
};

/** The server's refusal naming a field shows at that field. */
export const RefusedAtField: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(dishonestyPaths.saveSchoolRule, () =>
          HttpResponse.json({ code: 400, result: null, message: '统计天数应为30到1095之间的整数' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '保存未到场规则' }));
    await expect(await form.findByText('统计天数应为30到1095之间的整数', {}, slow)).toBeVisible();
  },
};

/** Any other refusal shows above the fields. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [serverFailure('post', dishonestyPaths.saveSchoolRule)] } },
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '保存未到场规则' }));
    await expect(await form.findByRole('alert', {}, slow)).toHaveTextContent('服务器繁忙，请稍后再试');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', dishonestyPaths.schoolRule)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/未到场规则加载失败/, {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
  play: async ({ canvasElement }) => {
    const form = await ruleForm(canvasElement);
    await expect(form.getByRole('button', { name: '保存未到场规则' })).toBeVisible();
  },
};
