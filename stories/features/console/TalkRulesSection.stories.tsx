import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import SiteSettingsScreen from '../../../features/console/screens/SiteSettingsScreen';
import { resetConsoleMocks, serverFailure } from '../../mocks/handlers/console';
import { resetVenuesMock } from '../../mocks/handlers/venues';
import { page, phoneGlobals } from '../support';
import { consoleState, renderAt, slow } from './consoleSupport';

const routes = [{ path: '/sz', element: <SiteSettingsScreen /> }];

const meta = {
  title: 'Features/console/TalkRules',
  component: SiteSettingsScreen,
  parameters: { router: false, store: { preloadedState: consoleState() } },
  beforeEach: () => {
    resetConsoleMocks();
    resetVenuesMock();
  },
  render: renderAt(routes, '/sz'),
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rulesForm = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: '宣讲会规则' }, slow));

/** The site's talk rules under the other settings: 5 working days' notice, cutoff 2, at most 4 entrants. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await rulesForm(canvasElement);
    await expect(form.getByRole('textbox', { name: '提前预约工作日' })).toHaveValue('5');
    await expect(form.getByRole('textbox', { name: '取消截止工作日' })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: '进校人员上限' })).toHaveValue('4');
    await expect(form.getByText(/按国家法定节假日和调休安排计算/)).toBeVisible();
  },
};

/** Out-of-range values are refused at their fields; nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const form = await rulesForm(canvasElement);
    const notice = form.getByRole('textbox', { name: '提前预约工作日' });
    await userEvent.clear(notice);
    await userEvent.type(notice, '61');
    const entrants = form.getByRole('textbox', { name: '进校人员上限' });
    await userEvent.clear(entrants);
    await userEvent.type(entrants, '0');
    await userEvent.click(form.getByRole('button', { name: '保存宣讲会规则' }));
    await expect(await form.findByText('提前预约工作日应为0到60之间的整数')).toBeVisible();
    await expect(form.getByText('进校人员上限应为1到50之间的整数')).toBeVisible();
    await expect(notice).toHaveFocus();
  },
};

/** Saving keeps the new rules and says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await rulesForm(canvasElement);
    const cutoff = form.getByRole('textbox', { name: '取消截止工作日' });
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '3');
    await userEvent.click(form.getByRole('button', { name: '保存宣讲会规则' }));
    await expect(await page().findByText('宣讲会规则已保存', {}, slow)).toBeVisible();
    await expect(cutoff).toHaveValue('3');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', talkPaths.schoolRules)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/宣讲会规则加载失败/, {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
  play: async ({ canvasElement }) => {
    const form = await rulesForm(canvasElement);
    await expect(form.getByRole('button', { name: '保存宣讲会规则' })).toBeVisible();
  },
};
