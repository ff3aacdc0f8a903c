import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messagePaths } from '../../../contract/messages';
import MessageCentreScreen from '../../../features/messages/screens/MessageCentreScreen';
import { PhoneLayout } from '../../../ui/Layout';
import { resetMockInbox } from '../../mocks/handlers/messages';
import { ScreenRouter, page, phoneGlobals, storeState } from '../support';

/** Where a message's link leads, with its query (the object's id). */
function Landed() {
  const { pathname, search } = useLocation();
  return <h1>{`到达 ${pathname}${search}`}</h1>;
}

const routes = [
  { path: '/zhgl/xxzx', element: <MessageCentreScreen /> },
  { path: '*', element: <Landed /> },
];

/** As the phone shell shows it: the top bar is the page heading. */
const phoneRoutes = [
  {
    path: '/zhgl/xxzx',
    element: (
      <PhoneLayout title="消息中心">
        <MessageCentreScreen />
      </PhoneLayout>
    ),
  },
  { path: '*', element: <Landed /> },
];

const meta = {
  title: 'Features/messages/MessageCentre',
  component: MessageCentreScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ loggedIn: true }) },
  },
  globals: { backgrounds: { value: 'page' } },
  // Every story starts from the same inbox (twelve messages, three unread) and leaves it so.
  beforeEach: () => {
    resetMockInbox();
    return () => resetMockInbox();
  },
  render: () => <ScreenRouter routes={routes} at="/zhgl/xxzx" />,
} satisfies Meta<typeof MessageCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const messages = async (canvas: Canvas, name = '全部消息') =>
  within(await canvas.findByRole('list', { name })).getAllByRole('listitem');

/** Newest first, ten a page; unread ones carry a dot and say 未读. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
    const items = await messages(canvas);
    await expect(items).toHaveLength(10);
    await expect(
      within(items[0]!).getByRole('button', { name: '招聘职位已驳回：Java开发工程师' }),
    ).toBeVisible();
    await expect(within(items[0]!).getByText('未读')).toBeVisible();
    await expect(within(items[4]!).getByText('已读')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '未读（3）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await waitFor(async () => expect(await messages(canvas)).toHaveLength(2));
  },
};

/** Opening a message shows the reason and the link to the object, and marks it read. */
export const OpenMessage: Story = {
  play: async ({ canvas }) => {
    const [first] = await messages(canvas);
    const toggle = within(first!).getByRole('button', { name: /Java开发工程师/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(first!).getByText(/原因：职位描述中含有“仅限985、211院校”/)).toBeVisible();
    await expect(within(first!).getByText('已读')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '未读（2）' })).toBeVisible();
    await userEvent.click(within(first!).getByRole('link', { name: '查看职位' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/zpzwgl?id=zw0001' })).toBeVisible();
  },
};

export const UnreadFilter: Story = {
  play: async ({ canvas }) => {
    await messages(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '未读（3）' }));
    const unread = await messages(canvas, '未读消息');
    await expect(unread).toHaveLength(3);
    await userEvent.click(within(unread[1]!).getByRole('button', { name: /春季校园招聘简章/ }));
    await expect(within(unread[1]!).getByText(/修改意见：请补充各岗位的工作地点和薪资待遇/)).toBeVisible();
    // Read under 未读, it stays in view until the list is asked for again.
    await expect(await messages(canvas, '未读消息')).toHaveLength(3);
    await expect(within(unread[1]!).getByRole('link', { name: '查看公告' })).toHaveAttribute(
      'href',
      '/zpxx/zpgggl?id=gg0001',
    );
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    await messages(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '未读（3）' }));
    await messages(canvas, '未读消息');
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(await page().findByText('已将3条消息标为已读')).toBeVisible();
    await expect(await canvas.findByText('没有未读消息')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '未读' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    resetMockInbox([]);
    return () => resetMockInbox();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无消息')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(messagePaths.list, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('消息加载中')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: '全部消息' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(messagePaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '消息加载失败' })).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
  render: () => <ScreenRouter routes={phoneRoutes} at="/zhgl/xxzx" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
    const items = await messages(canvas);
    await expect(items).toHaveLength(10);
    await userEvent.click(within(items[2]!).getByRole('button', { name: /单位注册已通过/ }));
    await expect(within(items[2]!).getByRole('link', { name: '查看审核状态' })).toHaveAttribute(
      'href',
      '/dwmobileHome',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(await messages(canvas)).toHaveLength(2));
  },
};
