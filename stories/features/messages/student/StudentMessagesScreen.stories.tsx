import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { studentMessagePaths } from '../../../../contract/messages';
import StudentMessagesScreen from '../../../../features/messages/student/StudentMessagesScreen';
import { PhoneLayout } from '../../../../ui/Layout';
import { resetStudentInbox } from '../../../mocks/handlers/studentMessages';
import { StudentAt, studentState } from '../../../app/student/StudentAt';
import { studentStoreState } from '../../applications/student/studentScreenStories';
import { ScreenRouter, page, phoneGlobals } from '../../support';

/** Where a message's link leads, with its query. */
function Landed() {
  const { pathname, search } = useLocation();
  return <h1>{`到达 ${pathname}${search}`}</h1>;
}

/** As the portal's shell frames the page: its title as the heading, the top bar on phones. */
const framed = (phone: boolean): ReactElement =>
  phone ? (
    <PhoneLayout title="消息">
      <StudentMessagesScreen />
    </PhoneLayout>
  ) : (
    <>
      <h1>消息</h1>
      <StudentMessagesScreen />
    </>
  );

const routesFor = (phone: boolean) => [
  { path: '/xxzx', element: framed(phone) },
  { path: '*', element: <Landed /> },
];

const meta = {
  title: 'Features/messages/student/StudentMessages',
  component: StudentMessagesScreen,
  parameters: { layout: 'padded', router: false, store: { preloadedState: studentStoreState() } },
  globals: { backgrounds: { value: 'page' } },
  // Every story starts from the same inbox (twelve messages, three unread) and leaves it so.
  beforeEach: () => {
    resetStudentInbox();
    return () => resetStudentInbox();
  },
  render: () => <ScreenRouter routes={routesFor(false)} at="/xxzx" />,
} satisfies Meta<typeof StudentMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const messages = async (canvas: Canvas, name = '全部消息') =>
  within(await canvas.findByRole('list', { name }, slow)).getAllByRole('listitem');

/** Newest first, ten a page; unread ones say 未读; opening one marks it read and links to 我的申请. */
export const List: Story = {
  play: async ({ canvas }) => {
    const items = await messages(canvas);
    await expect(items).toHaveLength(10);
    await expect(within(items[0]!).getByRole('button', { name: '面试邀请：前端开发工程师' })).toBeVisible();
    await expect(within(items[0]!).getByText('未读')).toBeVisible();
    await expect(within(items[4]!).getByText('已读')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '未读（3）' })).toBeVisible();
    await userEvent.click(within(items[0]!).getByRole('button', { name: /前端开发工程师/ }));
    await expect(within(items[0]!).getByText('已读')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '未读（2）' })).toBeVisible();
    await userEvent.click(within(items[0]!).getByRole('link', { name: '查看申请' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /wdsq?id=a0001' })).toBeVisible();
  },
};

export const Paged: Story = {
  play: async ({ canvas }) => {
    await messages(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await waitFor(async () => expect(await messages(canvas)).toHaveLength(2));
  },
};

/** 未读 only; an invitation's message leads to the invitations. */
export const UnreadFilter: Story = {
  play: async ({ canvas }) => {
    await messages(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '未读（3）' }));
    const unread = await messages(canvas, '未读消息');
    await expect(unread).toHaveLength(3);
    await userEvent.click(within(unread[1]!).getByRole('button', { name: /算法工程师/ }));
    await expect(within(unread[1]!).getByText(/邀请你投递“算法工程师”/)).toBeVisible();
    // Read under 未读, it stays in view until the list is asked for again.
    await expect(await messages(canvas, '未读消息')).toHaveLength(3);
    await expect(within(unread[1]!).getByRole('link', { name: '查看邀请' })).toHaveAttribute(
      'href',
      '/wdsq?tab=yq',
    );
  },
};

export const ReadAll: Story = {
  play: async ({ canvas }) => {
    await messages(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '未读（3）' }));
    await messages(canvas, '未读消息');
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(await page().findByText('已将3条消息标为已读')).toBeVisible();
    await expect(await canvas.findByText('没有未读消息')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    resetStudentInbox([]);
    return () => resetStudentInbox();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无消息', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(studentMessagePaths.list, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('消息加载中')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: '全部消息' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentMessagePaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '消息加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentStoreState({ phone: true }) } },
  render: () => <ScreenRouter routes={routesFor(true)} at="/xxzx" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '消息', level: 1 })).toBeVisible();
    const items = await messages(canvas);
    await expect(items).toHaveLength(10);
    await userEvent.click(within(items[2]!).getByRole('button', { name: /产品经理助理/ }));
    await expect(within(items[2]!).getByRole('link', { name: '查看申请' })).toHaveAttribute(
      'href',
      '/wdsq?id=a0002',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(await messages(canvas)).toHaveLength(2));
  },
};

/** In the portal's shell: 消息 in the side navigation says the unread count, and follows reading. */
export const InShell: Story = {
  parameters: { layout: 'fullscreen', store: { preloadedState: studentState() } },
  render: () => <StudentAt path="/xxzx" />,
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: '学生中心导航' }, slow));
    await expect(await nav.findByRole('link', { name: '消息（3）' }, slow)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [first] = await messages(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: /前端开发工程师/ }));
    await expect(await nav.findByRole('link', { name: '消息（2）' }, slow)).toBeVisible();
  },
};

/** On phones the tab bar draws the count on the icon and says it after the label. */
export const InShellPhone: Story = {
  globals: phoneGlobals,
  parameters: { layout: 'fullscreen', store: { preloadedState: studentState({ layout: 'phone' }) } },
  render: () => <StudentAt path="/xxzx" />,
  play: async ({ canvas }) => {
    const tabs = within(await canvas.findByRole('navigation', { name: '学生中心导航' }, slow));
    await expect(await tabs.findByRole('link', { name: /^消息.*3 条未读/ }, slow)).toBeVisible();
  },
};
