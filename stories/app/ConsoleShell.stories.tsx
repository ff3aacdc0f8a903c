import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { consolePaths } from '../../contract/console';
import { DEMO_STAFF, resetConsoleMocks } from '../mocks/handlers/console';
import { consoleState, slow } from '../features/console/consoleSupport';
import { phoneGlobals } from '../features/support';
import { ConsoleAt } from './ConsoleAt';

const meta = {
  title: 'App/ConsoleShell',
  component: ConsoleAt,
  args: { path: '/' },
  parameters: { router: false, layout: 'fullscreen', store: { preloadedState: consoleState() } },
  beforeEach: () => {
    resetConsoleMocks();
  },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the site and the staff member in the header, 退出, the five sections, the page title. */
export const DesktopHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByText(DEMO_STAFF.xm, {}, slow)).toBeVisible();
    await expect(canvas.getByText(DEMO_STAFF.wzmc)).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '管理端导航' }));
    for (const name of ['首页', '单位审核', '职位审核', '公告审核', '站点设置'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await userEvent.click(nav.getByRole('link', { name: '职位审核' }));
    await expect(await canvas.findByRole('heading', { name: '职位审核', level: 1 }, slow)).toBeVisible();
    await expect(nav.getByRole('link', { name: '职位审核' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: '后端开发工程师' }, slow));
    await expect(await canvas.findByRole('heading', { name: '职位审核详情', level: 1 }, slow)).toBeVisible();
    await expect(nav.getByRole('link', { name: '职位审核' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without a session every page leads to the login, which comes back to it. */
export const NotLoggedIn: Story = {
  args: { path: '/zpgg' },
  parameters: { store: { preloadedState: consoleState({ loggedIn: false }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '管理员登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  },
};

/** Code 42 on a /mgr call: the session ends and the login comes back to the page afterwards. */
export const SessionExpired: Story = {
  args: { path: '/dw' },
  parameters: {
    msw: {
      handlers: [
        http.get(consolePaths.staffInfo, () =>
          HttpResponse.json({ code: 42, result: null, message: '登录已失效，请重新登录' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '管理员登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  },
};

/** 退出 ends the session and shows the login. */
export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '首页', level: 1 }, slow);
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    await expect(await canvas.findByRole('heading', { name: '管理员登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Phones: the top bar names the page (返回 on an item), the tab bar holds the sections. */
export const Phone: Story = {
  args: { path: '/zpgw' },
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '职位审核' }, slow)).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '管理端导航' }));
    await expect(tabs.getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: '去审核 后端开发工程师' }, slow));
    await expect(await canvas.findByRole('heading', { name: '职位审核详情' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('heading', { name: '职位审核' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

/** Phones: four sections and 更多, a sheet with the rest; Escape closes it and focus goes back. */
export const PhoneMore: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '首页' }, slow)).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '管理端导航' }));
    const more = tabs.getByRole('button', { name: '更多' });
    await userEvent.click(more);
    const sheet = within(await within(document.body).findByRole('dialog', { name: '更多' }));
    await expect(sheet.getByRole('link', { name: '招聘会管理' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
  },
};
