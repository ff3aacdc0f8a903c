import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetStudentMocks, demoStudent } from '../../mocks/handlers/studentAccount';
import { demoSiteSetting } from '../../mocks/handlers/site';
import { phoneGlobals } from '../../features/support';
import { StudentAt, slow, studentState } from './StudentAt';

const meta = {
  title: 'App/StudentShell',
  component: StudentAt,
  args: { path: '/' },
  parameters: { router: false, layout: 'fullscreen', store: { preloadedState: studentState() } },
  beforeEach: () => {
    resetStudentMocks({ session: true });
  },
} satisfies Meta<typeof StudentAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = ['首页', '职位搜索', '宣讲会', '我的申请', '我的简历', '消息', '账号'];

/**
 * The home's recommended positions have arrived: a story ends only then, so no read of this session is
 * still on its way when the next story's mocks end the session (a 4003 would reload the page under it).
 */
async function homeSettled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryByText('推荐职位加载中')).not.toBeInTheDocument(), slow);
  await expect(canvas.getByRole('heading', { name: '推荐职位' })).toBeVisible();
}

/** Desktop (/sc/): the site and the student in the header, 退出登录, the six sections; the home's links. */
export const DesktopHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeVisible();
    await expect(canvas.getByText(`学校：${demoSiteSetting.wzmc}（学校代码 00000）`)).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '学生中心导航' }));
    // 消息 also says the unread count: 消息（3）.
    for (const name of SECTIONS)
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '进入账号' }));
    await expect(await canvas.findByRole('heading', { name: '账号', level: 1 }, slow)).toBeVisible();
    await expect(nav.getByRole('link', { name: '账号' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Phone (/mobile/): the top bar names the page, the tab bar holds the sections, 返回 on a detail page. */
export const Phone: Story = {
  args: { path: '/zpgw/p0001' },
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentState({ layout: 'phone' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '职位详情' }, slow)).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '学生中心导航' }));
    await expect(tabs.getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('heading', { name: '职位搜索' }, slow)).toBeVisible();
    await userEvent.click(tabs.getByRole('link', { name: '首页' }));
    await expect(await canvas.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

/** A reloaded page (the token cookie is HttpOnly): the server is asked once, and the student stays. */
export const ReloadedWithSession: Story = {
  parameters: { store: { preloadedState: studentState({ session: 'cookie' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeVisible();
    await homeSettled(canvasElement);
  },
};

/** Without a session a portal page leads to the login, which will come back to it. */
export const NotLoggedIn: Story = {
  args: { path: '/myResume' },
  parameters: { store: { preloadedState: studentState({ session: 'none' }) } },
  beforeEach: () => {
    resetStudentMocks();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  },
};

/** 退出登录 ends the session and shows the login for the same school. */
export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '首页', level: 1 }, slow);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(await canvas.findByRole('heading', { name: '学生登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学校代码' })).toHaveValue('00000');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
