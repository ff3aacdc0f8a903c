import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleThemeRoot } from '../../../app/school/App';
import { consolePaths } from '../../../contract/console';
import SiteSettingsScreen from '../../../features/console/screens/SiteSettingsScreen';
import {
  neverAnswers,
  resetConsoleMocks,
  savedColourSiteSetting,
  serverFailure,
} from '../../mocks/handlers/console';
import { ScreenRouter, page, phoneGlobals } from '../support';
import { consoleState, slow } from './consoleSupport';

const routes = [{ path: '/sz', element: <SiteSettingsScreen /> }];

const meta = {
  title: 'Features/console/SiteSettings',
  component: SiteSettingsScreen,
  parameters: {
    router: false,
    store: { preloadedState: consoleState() },
    msw: { handlers: [savedColourSiteSetting] },
  },
  beforeEach: () => {
    resetConsoleMocks();
  },
  // The console's own theme root, so a saved colour re-themes the page as it does in the console.
  render: () => (
    <ConsoleThemeRoot>
      <ScreenRouter routes={routes} at="/sz" />
    </ConsoleThemeRoot>
  ),
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = (root: HTMLElement) => within(within(root).getByRole('form', { name: '站点设置' }));

/** The site's rules as saved: review modes, the daily caps (1 and 1 by default), the colour and its preview. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: '站点设置' }, slow);
    const form = settings(canvasElement);
    const modes = form.getAllByRole('radio', { name: '人工审核' });
    await expect(modes).toHaveLength(3);
    for (const mode of modes) await expect(mode).toBeChecked();
    await expect(form.getByRole('textbox', { name: '每日全职职位上限' })).toHaveValue('1');
    await expect(form.getByRole('textbox', { name: '每日实习职位上限' })).toHaveValue('1');
    await expect(form.getByRole('textbox', { name: '网站主色调' })).toHaveValue('#1677ff');
    await expect(canvas.getByText('预览：#1677ff')).toBeVisible();
  },
};

/** A colour that is not #rrggbb and a cap above 100 are refused at their fields; nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: '站点设置' }, slow);
    const form = settings(canvasElement);
    const colour = form.getByRole('textbox', { name: '网站主色调' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    await expect(canvas.getByText('颜色格式不正确，预览显示当前颜色')).toBeVisible();
    const cap = form.getByRole('textbox', { name: '每日全职职位上限' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '101');
    await userEvent.click(form.getByRole('button', { name: '保存设置' }));
    await expect(await form.findByText('请输入#开头的6位十六进制颜色，如 #1677ff')).toBeVisible();
    await expect(form.getByText('每日全职职位上限须为0至100之间的整数')).toBeVisible();
    await expect(cap).toHaveFocus();
  },
};

/** Saving: the rules are kept, and the new colour themes the console at once. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: '站点设置' }, slow);
    const form = settings(canvasElement);
    await userEvent.click(form.getAllByRole('radio', { name: '自动通过' })[1]!);
    const colour = form.getByRole('textbox', { name: '网站主色调' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#8E1B1B');
    await expect(canvas.getByText('预览：#8e1b1b')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '保存设置' }));
    await expect(await page().findByText('站点设置已保存', {}, slow)).toBeVisible();
    await waitFor(
      () =>
        expect(getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()).toBe(
          '#8e1b1b',
        ),
      slow,
    );
    await expect(form.getByRole('textbox', { name: '网站主色调' })).toHaveValue('#8e1b1b');
  },
};

/** The server's refusal of a field shows at that field. */
export const RefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [savedColourSiteSetting, serverFailure('post', consolePaths.saveSettings)],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: '站点设置' }, slow);
    await userEvent.click(settings(canvasElement).getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('服务器繁忙，请稍后再试');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [savedColourSiteSetting, neverAnswers('get', consolePaths.settings)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('站点设置加载中')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: '站点设置' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '站点设置' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存设置' })).toBeVisible();
  },
};
