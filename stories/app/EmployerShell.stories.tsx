import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyEmployerSession } from '../../app/session/employerSessionSlice';
import type { RootState } from '../../app/store';
import { demoEmployer } from '../mocks/handlers/session';
import { AppAt } from './AppAt';

const loggedIn: Partial<RootState> = { employerSession: { ...emptyEmployerSession, ...demoEmployer } };
const onPhone: Partial<RootState> = { ...loggedIn, device: { isPhone: true } };
const slow = { timeout: 8000 };

/** The shell's header (the one holding 退出): the cards on the home have headers of their own. */
function shellHeader(canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) {
  const header = canvas.getByRole('button', { name: '退出' }).closest('header');
  if (!header) throw new Error('no shell header');
  return header;
}

const meta = {
  title: 'App/EmployerShell',
  component: AppAt,
  args: { path: '/dwsy' },
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop shell: school colour header, the employer, unread messages, logout, side navigation. */
export const DesktopHome: Story = {
  parameters: { store: { preloadedState: loggedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '单位中心导航' });
    await expect(within(nav).getByRole('button', { name: '招聘信息' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '在线沟通，3条未读' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^消息\s*，3条未读$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出' })).toBeVisible();
    await expect(within(shellHeader(canvas)).getByRole('button', { name: '问题反馈' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: '问题反馈' })).toBeVisible();

    // A step of the talk application opened from the menu without a draft leads to its first step.
    await userEvent.click(within(nav).getByRole('button', { name: '宣讲会' }));
    await userEvent.click(within(nav).getByRole('link', { name: '申请宣讲会场地' }));
    await expect(await canvas.findByRole('heading', { name: '申请宣讲会场地' }, slow)).toBeVisible();
    await expect(await canvas.findByText(/还没有填写宣讲会基本信息/, {}, slow)).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '申请宣讲会场地' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** 问题反馈 in the header opens the feedback form over the current page. */
export const FeedbackFromHeader: Story = {
  parameters: { store: { preloadedState: loggedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow);
    await userEvent.click(within(shellHeader(canvas)).getByRole('button', { name: '问题反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' }, slow);
    await expect(within(dialog).getByRole('textbox', { name: /问题描述/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await within(dialog).findByText('请输入问题描述')).toBeVisible();
  },
};

/** The side navigation's last entry opens the same form; closing it puts the focus back on the entry. */
export const FeedbackFromSideNav: Story = {
  parameters: { store: { preloadedState: loggedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow);
    const entry = within(canvas.getByRole('navigation', { name: '单位中心导航' })).getByRole('button', {
      name: '问题反馈',
    });
    entry.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' }, slow);
    await expect(within(dialog).getByRole('textbox', { name: /问题描述/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '问题反馈' })).not.toBeInTheDocument());
    await waitFor(() => expect(entry).toHaveFocus());
  },
};

/** On phones the shell's home is dwmobileHome, in the tab-bar layout. */
export const PhoneHome: Story = {
  args: { path: '/' },
  parameters: { store: { preloadedState: onPhone } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '首页' }, slow)).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: '底部导航' });
    await expect(within(tabs).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: /在线沟通/ })).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('link', { name: '消息' }));
    await expect(await canvas.findByRole('heading', { name: '消息中心' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

/** A visitor on the feedback page: the chat button asks them to log in first. */
export const ChatWithoutLogin: Story = {
  args: { path: '/wtfk' },
  parameters: { store: { preloadedState: { employerSession: emptyEmployerSession } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '问题反馈', level: 1 }, slow)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '在线沟通' }, slow));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText('即时通讯功能需要登录后才可使用，请先登录')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A required survey blocks the way into a section until it is answered. */
export const RequiredSurveyBlocks: Story = {
  parameters: {
    store: { preloadedState: loggedIn },
    msw: {
      handlers: [
        http.post('/com/wjdc/lj', async ({ request }) => {
          const { router } = (await request.json()) as { router: string };
          const required = router === '/zpxx/zpzwgl' ? ['wj-1'] : [];
          return HttpResponse.json({ code: 200, result: { required, unrequired: [] }, message: '成功' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow);
    await userEvent.click(canvas.getByRole('link', { name: '招聘职位管理' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    await expect(within(dialog).getByText('您有问卷需要作答，回答完成后才能继续下一步操作。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '知道了' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` })).toBeVisible();
  },
};
