import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { useUnreadCount } from '../../../app/api/unreadCount';
import { messagePaths } from '../../../contract/messages';
import MessageCentreScreen from '../../../features/messages/screens/MessageCentreScreen';
import { resetMockInbox } from '../../../stories/mocks/handlers/messages';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, recording, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetMockInbox();
});

/** The header's unread count, as the shell shows it. */
function UnreadProbe() {
  return <output aria-label="未读消息数">{useUnreadCount()}</output>;
}

function Landed() {
  const location = useLocation();
  return <h1>{`到达 ${location.pathname}${location.search}`}</h1>;
}

function renderCentre(isPhone = false) {
  return renderScreens(
    [
      {
        path: '/zhgl/xxzx',
        element: (
          <>
            <UnreadProbe />
            <MessageCentreScreen />
          </>
        ),
      },
      { path: '*', element: <Landed /> },
    ],
    {
      at: '/zhgl/xxzx',
      preloadedState: {
        device: { isPhone },
        employerSession: { ...emptyEmployerSession, ...demoEmployer },
      },
    },
  );
}

const list = () => screen.findByRole('list', { name: /消息$/ });
const items = async () => within(await list()).getAllByRole('listitem');
const unreadCount = () => screen.getByRole('status', { name: '未读消息数' });

describe('the message centre', () => {
  it('shows the newest ten messages, unread ones marked, and the rest on page 2', async () => {
    const { user } = renderCentre();
    expect(screen.getByRole('heading', { name: '消息中心', level: 1 })).toBeInTheDocument();
    const shown = await items();
    expect(shown).toHaveLength(10);
    expect(
      within(shown[0]!).getByRole('button', { name: '招聘职位已驳回：Java开发工程师' }),
    ).toBeInTheDocument();
    expect(within(shown[0]!).getByText('未读')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('发送人：学校审核')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('2025-03-18 10:24')).toHaveAttribute(
      'datetime',
      '2025-03-18T10:24:31+08:00',
    );
    expect(within(shown[3]!).getByText('已读')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读（3）' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: '消息分页' })).getByRole('button', { name: '第 2 页' }),
    );
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(screen.getByRole('button', { name: '欢迎使用高校毕业生就业平台' })).toBeInTheDocument();
  });

  it('opens a message: the reason and the link show, it is marked read and the header count drops', async () => {
    const read = recording('post', messagePaths.read, () => ({ code: 200, result: 1, message: '成功' }));
    server.use(read.handler);
    const { user } = renderCentre();
    await waitFor(() => expect(unreadCount()).toHaveTextContent('3'));
    const [first] = await items();
    const toggle = within(first!).getByRole('button', { name: /Java开发工程师/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByText(/原因：职位描述中含有/)).toBeVisible();
    expect(within(first!).getByRole('link', { name: '查看职位' })).toHaveAttribute(
      'href',
      '/zpxx/zpzwgl?id=zw0001',
    );
    expect(within(first!).getByText('已读')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
    await waitFor(() => expect(read.calls).toHaveLength(1));
    expect(read.calls[0]?.body).toEqual({ ids: ['xx0012'] });
    expect(read.calls[0]?.headers.get('accessToken')).toBe(demoEmployer.token);
  });

  it('refreshes the header count from the server once a message is read', async () => {
    const { user } = renderCentre();
    await waitFor(() => expect(unreadCount()).toHaveTextContent('3'));
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: /Java开发工程师/ }));
    await waitFor(() => expect(unreadCount()).toHaveTextContent('2'));
    // Opening it again (or closing it) asks nothing more.
    await user.click(within(first!).getByRole('button', { name: /Java开发工程师/ }));
    await user.click(within(first!).getByRole('button', { name: /Java开发工程师/ }));
    await waitFor(() => expect(unreadCount()).toHaveTextContent('2'));
  });

  it('follows the link to the position it is about', async () => {
    const { user, path } = renderCentre();
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: /Java开发工程师/ }));
    await user.click(within(first!).getByRole('link', { name: '查看职位' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl?id=zw0001' })).toBeInTheDocument();
    expect(path()).toBe('/zpxx/zpzwgl?id=zw0001');
  });

  it('shows only unread messages under 未读; one read there stays in view', async () => {
    const { user } = renderCentre();
    await items();
    await user.click(screen.getByRole('tab', { name: '未读（3）' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '未读消息' })).toBeInTheDocument());
    const unread = await items();
    expect(unread).toHaveLength(3);
    await user.click(within(unread[1]!).getByRole('button', { name: /2025届春季校园招聘简章/ }));
    expect(within(unread[1]!).getByText(/修改意见：请补充各岗位的工作地点和薪资待遇/)).toBeVisible();
    expect(within(unread[1]!).getByRole('link', { name: '查看公告' })).toHaveAttribute(
      'href',
      '/zpxx/zpgggl?id=gg0001',
    );
    expect(await items()).toHaveLength(3);
    expect(screen.getByRole('tab', { name: '未读（2）' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks everything read: 未读 empties, the count goes to 0 and the button is disabled', async () => {
    const { user } = renderCentre();
    await waitFor(() => expect(unreadCount()).toHaveTextContent('3'));
    await user.click(screen.getByRole('tab', { name: '未读（3）' }));
    await items();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已将3条消息标为已读')).toBeInTheDocument();
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
    await waitFor(() => expect(unreadCount()).toHaveTextContent('0'));
    expect(screen.getByRole('tab', { name: '未读' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  it('says so when marking everything read fails, and keeps the list', async () => {
    server.use(
      http.post(messagePaths.readAll, () =>
        HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
      ),
    );
    const { user } = renderCentre();
    await items();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(await items()).toHaveLength(10);
  });

  it('puts a message back to unread when marking it fails', async () => {
    server.use(
      http.post(messagePaths.read, () => HttpResponse.json({ code: 500, result: null, message: '失败' })),
    );
    const { user } = renderCentre();
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: /Java开发工程师/ }));
    await waitFor(() => expect(within(first!).getByText('未读')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: '未读（3）' })).toBeInTheDocument();
  });

  it('shows an empty inbox as such', async () => {
    resetMockInbox([]);
    renderCentre();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  it('offers to load again after a failure', async () => {
    let fail = true;
    server.use(
      http.get(messagePaths.list, () =>
        fail ? HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }) : undefined,
      ),
    );
    const { user } = renderCentre();
    expect(await screen.findByRole('heading', { name: '消息加载失败' })).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await items()).toHaveLength(10);
  });

  it('on a phone leaves the heading to the top bar and pages with 上一页 / 下一页', async () => {
    const { user } = renderCentre(true);
    const registration = (await items())[2];
    expect(screen.queryByRole('heading', { name: '消息中心' })).not.toBeInTheDocument();
    await user.click(within(registration!).getByRole('button', { name: /单位注册已通过/ }));
    expect(within(registration!).getByRole('link', { name: '查看审核状态' })).toHaveAttribute(
      'href',
      '/dwmobileHome',
    );
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(await items()).toHaveLength(2));
  });
});
