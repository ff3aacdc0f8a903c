import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { announcementPaths } from '../../../contract/announcements';
import type { Envelope } from '../../../contract/envelope';
import { postingWorkflow } from '../../../contract/workflow';
import AnnouncementManagementScreen from '../../../features/announcements/employer/AnnouncementManagementScreen';
import {
  MOCK_ANNOUNCEMENT_IDS,
  MOCK_ATTACHMENT,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  mockAnnouncement,
  resetAnnouncementsMock,
} from '../../../stories/mocks/handlers/announcements';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { MOCK_READONLY_TOKEN } from '../../../stories/mocks/handlers/accountAdmin';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetAnnouncementsMock();
});

const { states } = postingWorkflow;

function renderList(at = '/zpxx/zpgggl', isPhone = false, token = demoEmployer.token) {
  return renderScreens(
    [{ path: '/zpxx/zpgggl', element: <AnnouncementManagementScreen /> }, landing('/zpxx/fbzpgg')],
    {
      at,
      preloadedState: {
        device: { isPhone },
        employerSession: { ...emptyEmployerSession, ...demoEmployer, token },
      },
    },
  );
}

const loaded = () => screen.findByRole('link', { name: '2025届春季校园招聘简章' }, { timeout: 5000 });
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent);
const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('the announcement list', () => {
  it('lists the latest change first with each state’s count on its tab', async () => {
    renderList();
    await loaded();
    expect(titles()).toEqual([
      '2025届春季校园招聘简章',
      '2025届秋季校园招聘公告',
      '2025年暑期实习生招聘',
      '管理培训生项目招聘',
      '销售代表招聘公告',
      '2024届补录公告',
      '2024届秋季招聘公告',
    ]);
    expect(screen.getByRole('tab', { name: '全部（7）' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '需修改（1）' })).toBeInTheDocument();
    expect(within(row('2025届秋季校园招聘公告')).getByText('2天后到期')).toBeInTheDocument();
  });

  it('filters by state and by title through the address', async () => {
    const { user, path } = renderList();
    await loaded();
    await user.click(screen.getByRole('tab', { name: '已发布（1）' }));
    await waitFor(() => expect(titles()).toEqual(['2025届秋季校园招聘公告']));
    expect(path()).toBe('/zpxx/zpgggl?zt=2');
    await user.click(screen.getByRole('tab', { name: '全部（7）' }));
    await user.type(screen.getByRole('textbox', { name: '公告标题' }), '2024届');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(titles()).toEqual(['2024届补录公告', '2024届秋季招聘公告']));
    expect(path()).toBe(`/zpxx/zpgggl?keyword=${encodeURIComponent('2024届')}`);
    await user.click(screen.getByRole('tab', { name: '草稿（0）' }));
    expect(await screen.findByText('没有标题包含“2024届”的“草稿”公告')).toBeInTheDocument();
  });

  it('offers only the actions each state allows', async () => {
    renderList();
    await loaded();
    const buttons = (title: string) =>
      within(row(title))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('2025年暑期实习生招聘')).toEqual(['编辑', '提交审核', '复制', '删除']);
    expect(buttons('管理培训生项目招聘')).toEqual(['撤回', '复制']);
    expect(buttons('2025届秋季校园招聘公告')).toEqual(['编辑', '下线', '复制']);
    expect(buttons('2024届秋季招聘公告')).toEqual(['复制']);
  });

  it('shows a 只读 user the announcements without an action or 发布招聘公告', async () => {
    renderList('/zpxx/zpgggl', false, MOCK_READONLY_TOKEN);
    await loaded();
    expect(screen.queryByRole('button', { name: '发布招聘公告' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(row('2025年暑期实习生招聘')).queryAllByRole('button')).toEqual([]);
  });

  it('withdraws a pending announcement after a confirmation', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(within(row('管理培训生项目招聘')).getByRole('button', { name: /^撤回/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '撤回“管理培训生项目招聘”？' });
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('已撤回为草稿')).toBeInTheDocument();
    expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.pending)?.zt).toBe(states.draft.code);
    await waitFor(() => expect(screen.getByRole('tab', { name: '草稿（2）' })).toBeInTheDocument());
  });

  it('takes a published announcement offline with an optional reason', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(within(row('2025届秋季校园招聘公告')).getByRole('button', { name: /^下线/ }));
    const dialog = await screen.findByRole('dialog', { name: '下线“2025届秋季校园招聘公告”' });
    await user.type(within(dialog).getByRole('textbox', { name: /下线原因/ }), '岗位已招满');
    await user.click(within(dialog).getByRole('button', { name: '确认下线' }));
    expect(await screen.findByText('公告已下线')).toBeInTheDocument();
    const stored = mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.published);
    expect(stored?.zt).toBe(states.offline.code);
    expect(stored?.history.at(-1)).toMatchObject({ dz: 'offline', yy: '岗位已招满' });
  });

  it('deletes a draft, and explains a submission refused for the registration', async () => {
    resetAnnouncementsMock({ employerPassed: false });
    const { user } = renderList();
    await loaded();
    await user.click(within(row('2025年暑期实习生招聘')).getByRole('button', { name: /^提交审核/ }));
    expect(await screen.findByRole('alertdialog', { name: '暂不能提交审核' })).toHaveTextContent(
      MOCK_NOT_PASSED_MESSAGE,
    );
    await user.click(screen.getByRole('button', { name: '知道了' }));
    await user.click(within(row('2025年暑期实习生招聘')).getByRole('button', { name: /^删除/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '删除草稿“2025年暑期实习生招聘”？' })).getByRole(
        'button',
        {
          name: '删除',
        },
      ),
    );
    expect(await screen.findByText('草稿已删除')).toBeInTheDocument();
    expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.draft)).toBeUndefined();
  });

  it('copies an announcement as a new draft and opens it in the form', async () => {
    const { user, path } = renderList();
    await loaded();
    await user.click(within(row('2024届秋季招聘公告')).getByRole('button', { name: /^复制/ }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/fbzpgg' })).toBeInTheDocument();
    const id = new URLSearchParams(path().split('?')[1]).get('id');
    expect(mockAnnouncement(id!)).toMatchObject({ ggbt: '2024届秋季招聘公告', zt: states.draft.code });
  });

  it('says so when there is nothing yet, and when the list cannot be read', async () => {
    resetAnnouncementsMock({ announcements: 'none' });
    const { user } = renderList();
    expect(await screen.findByText('还没有招聘公告')).toBeInTheDocument();
    server.use(
      http.get(announcementPaths.list, () =>
        HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
      ),
    );
    await user.click(screen.getByRole('tab', { name: '已发布（0）' }));
    expect(await screen.findByRole('heading', { name: '公告加载失败' })).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  });
});

describe('the detail', () => {
  it('opens from ?id= (the message centre’s link) with the reason, body, attachments and history', async () => {
    renderList(`/zpxx/zpgggl?id=${MOCK_ANNOUNCEMENT_IDS.changes}`);
    const drawer = await screen.findByRole('dialog', { name: '2025届春季校园招聘简章' });
    expect(await within(drawer).findByText(MOCK_CHANGES_REASON)).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: '公司简介', level: 2 })).toBeInTheDocument();
    expect(within(drawer).getByRole('table')).toHaveTextContent('Java 后端开发工程师');
    expect(within(drawer).getByRole('link', { name: MOCK_ATTACHMENT.name })).toHaveAttribute(
      'href',
      `/pub/file/downloadFile?path=${MOCK_ATTACHMENT.path}`,
    );
    expect(within(drawer).getByText('Java 后端开发工程师、产品经理')).toBeInTheDocument();
    const history = within(drawer).getByRole('list', { name: '审核记录' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong, span')?.textContent),
    ).toBeDefined();
    expect(history).toHaveTextContent('创建');
    expect(history).toHaveTextContent('要求修改');
    expect(history).toHaveTextContent(`修改意见：${MOCK_CHANGES_REASON}`);
    expect(within(drawer).getByRole('button', { name: '提交审核' })).toBeInTheDocument();
  });

  it('shows the content check’s flags of a rejected announcement', async () => {
    renderList(`/zpxx/zpgggl?id=${MOCK_ANNOUNCEMENT_IDS.rejected}`);
    const drawer = await screen.findByRole('dialog', { name: '销售代表招聘公告' });
    expect(await within(drawer).findByText('公告内容：限制“性别”的用语：限男性')).toBeInTheDocument();
  });

  it('answers an unknown id as missing and closes back to the list', async () => {
    const { user, path } = renderList('/zpxx/zpgggl?id=gg9999');
    const drawer = await screen.findByRole('dialog', { name: '公告详情' });
    expect(await within(drawer).findByRole('heading', { name: '公告不存在' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    expect(path()).toBe('/zpxx/zpgggl');
  });
});
