import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { positionPaths } from '../../../contract/positions';
import { postingWorkflow } from '../../../contract/workflow';
import { initialSiteState } from '../../../app/site/siteSlice';
import PositionManagementScreen from '../../../features/positions/employer/PositionManagementScreen';
import {
  MOCK_CAP_MESSAGE,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_POSITION_IDS,
  mockPosition,
  resetPositionsMock,
} from '../../../stories/mocks/handlers/positions';
import { demoSystemConfig } from '../../../stories/mocks/handlers/site';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { MOCK_READONLY_TOKEN } from '../../../stories/mocks/handlers/accountAdmin';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetPositionsMock();
});

const { states } = postingWorkflow;

function renderList(at = '/zpxx/zpzwgl', token = demoEmployer.token) {
  return renderScreens(
    [{ path: '/zpxx/zpzwgl', element: <PositionManagementScreen /> }, landing('/zpxx/fbzpzw')],
    {
      at,
      preloadedState: {
        site: { ...initialSiteState, config: demoSystemConfig },
        employerSession: { ...emptyEmployerSession, ...demoEmployer, token },
      },
    },
  );
}

/** The list's first answer, before the per-row buttons are looked up. */
const loaded = () => screen.findByRole('link', { name: '前端开发工程师' }, { timeout: 5000 });
const button = async (name: string) => {
  await loaded();
  return screen.getByRole('button', { name });
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((element) => within(element).getAllByRole('cell')[0]?.querySelector('a')?.textContent);

describe('the position list', () => {
  it('shows the positions newest change first, with the count of each state on its tab', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: '前端开发工程师' })).toBeInTheDocument();
    expect(names()).toEqual([
      '前端开发工程师',
      '数据分析师',
      'Java 后端开发工程师',
      '销售代表',
      '仓储物流专员',
      '测试工程师',
      '暑期实习生',
      '产品经理',
    ]);
    expect(screen.getByRole('tab', { name: '全部 8' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已发布 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '需修改 1' })).toBeInTheDocument();
    const published = row('Java 后端开发工程师');
    expect(within(published).getByText('即将过期 · 2天后截止')).toBeInTheDocument();
    expect(within(published).getByText('12')).toBeInTheDocument();
    expect(within(published).getByText('8,000-15,000元/月')).toBeInTheDocument();
    expect(screen.getByText(/以下有 1 个职位将在3天内截止/)).toBeInTheDocument();
  });

  it('offers on each row only what its state allows', async () => {
    renderList();
    await screen.findByRole('link', { name: '前端开发工程师' });
    const buttons = (name: string) =>
      within(row(name))
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/ .*/, ''));
    expect(buttons('前端开发工程师')).toEqual(['编辑', '提交审核', '复制', '删除']);
    expect(buttons('数据分析师')).toEqual(['撤回', '复制']);
    expect(buttons('Java 后端开发工程师')).toEqual(['编辑', '下线', '复制']);
    expect(buttons('暑期实习生')).toEqual(['复制']);
    expect(within(row('暑期实习生')).getByRole('link', { name: '查看 暑期实习生' })).toHaveAttribute(
      'href',
      `/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.expired}`,
    );
  });

  it('filters by state and by name, in the address', async () => {
    const { user, path } = renderList();
    await user.click(await screen.findByRole('tab', { name: '需修改 1' }));
    await waitFor(() => expect(names()).toEqual(['仓储物流专员']));
    expect(path()).toBe('/zpxx/zpzwgl?zt=4');

    await user.click(screen.getByRole('tab', { name: '全部 8' }));
    await user.type(screen.getByRole('textbox', { name: '职位名称' }), '工程师');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(names()).toEqual(['前端开发工程师', 'Java 后端开发工程师', '测试工程师']));
    expect(path()).toBe(`/zpxx/zpzwgl?keyword=${encodeURIComponent('工程师')}`);
    expect(screen.getByRole('tab', { name: '全部 3' })).toBeInTheDocument();
  });

  it('invites a first position when there is none', async () => {
    resetPositionsMock({ positions: 'none' });
    const { user, path } = renderList();
    expect(await screen.findByText('还没有招聘职位，发布第一个职位吧')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '发布职位' })[1]!);
    expect(path()).toBe('/zpxx/fbzpzw');
  });

  it('shows a 只读 user the positions and their details without a button that changes them', async () => {
    const { user } = renderList('/zpxx/zpzwgl', MOCK_READONLY_TOKEN);
    await loaded();
    expect(screen.queryByRole('button', { name: '发布职位' })).not.toBeInTheDocument();
    expect(within(row('前端开发工程师')).queryAllByRole('button')).toEqual([]);
    await user.click(within(row('前端开发工程师')).getByRole('link', { name: '查看 前端开发工程师' }));
    const drawer = await screen.findByRole('dialog', { name: '前端开发工程师' });
    expect(within(drawer).queryByRole('button', { name: /提交审核|编辑|删除/ })).not.toBeInTheDocument();
  });

  it('offers to load again when the list fails', async () => {
    server.use(
      http.get(positionPaths.list, () =>
        HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
      ),
    );
    const { user } = renderList();
    expect(await screen.findByRole('heading', { name: '职位列表加载失败' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '前端开发工程师' })).toBeInTheDocument();
  });
});

describe('the actions', () => {
  it('withdraws a pending position after asking', async () => {
    const { user } = renderList();
    await user.click(await button('撤回 数据分析师'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('撤回“数据分析师”？');
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('已撤回为草稿')).toBeInTheDocument();
    expect(mockPosition(MOCK_POSITION_IDS.pending)?.zt).toBe(states.draft.code);
    expect(await screen.findByRole('tab', { name: '草稿 2' })).toBeInTheDocument();
  });

  it('keeps a draft when deleting is cancelled, and deletes it when confirmed', async () => {
    const { user } = renderList();
    await user.click(await button('删除 前端开发工程师'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(mockPosition(MOCK_POSITION_IDS.draft)).toBeDefined();

    await user.click(screen.getByRole('button', { name: '删除 前端开发工程师' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('草稿已删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '前端开发工程师' })).not.toBeInTheDocument(),
    );
    expect(mockPosition(MOCK_POSITION_IDS.draft)).toBeUndefined();
  });

  it('takes a published position offline with the reason given', async () => {
    const { user } = renderList();
    await user.click(await button('下线 产品经理'));
    const dialog = await screen.findByRole('dialog', { name: '下线“产品经理”' });
    await user.type(within(dialog).getByRole('textbox', { name: /下线原因/ }), '岗位已招满');
    await user.click(within(dialog).getByRole('button', { name: '确认下线' }));
    expect(await screen.findByText('职位已下线')).toBeInTheDocument();
    const position = mockPosition(MOCK_POSITION_IDS.publishedLater);
    expect(position?.zt).toBe(states.offline.code);
    expect(position?.history.at(-1)).toMatchObject({ dz: 'offline', yy: '岗位已招满' });
  });

  it('explains that submissions wait for the school to pass the employer (4010)', async () => {
    resetPositionsMock({ employerPassed: false });
    const { user } = renderList();
    await user.click(await button('提交审核 前端开发工程师'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('暂不能提交审核');
    expect(dialog).toHaveTextContent(MOCK_NOT_PASSED_MESSAGE);
  });

  it('says when the site passed a submission at once', async () => {
    resetPositionsMock({ autoReview: true });
    const { user } = renderList();
    await user.click(await button('提交审核 前端开发工程师'));
    expect(await screen.findByText('已提交，本站自动审核通过，职位已发布')).toBeInTheDocument();
    expect(mockPosition(MOCK_POSITION_IDS.draft)?.zt).toBe(states.published.code);
  });

  it('shows the daily cap as the server words it', async () => {
    resetPositionsMock({ dailyCap: 0 });
    const { user } = renderList();
    await user.click(await button('提交审核 前端开发工程师'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MOCK_CAP_MESSAGE(0, '全职'));
    expect(mockPosition(MOCK_POSITION_IDS.draft)?.zt).toBe(states.draft.code);
  });

  it('leads an incomplete submission to the form', async () => {
    const { user, path } = renderList();
    await user.click(await button('提交审核 销售代表'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('职位描述：请写明岗位职责与任职要求（至少10个汉字）');
    await user.click(within(dialog).getByRole('button', { name: '去修改' }));
    expect(path()).toBe(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.rejected}`);
  });

  it('copies a position as a new draft and opens it', async () => {
    const { user, path } = renderList();
    await user.click(await button('复制 暑期实习生'));
    await waitFor(() => expect(path()).toMatch(/^\/zpxx\/fbzpzw\?id=zw\d+$/));
    const id = new URLSearchParams(path().split('?')[1]).get('id')!;
    expect(mockPosition(id)).toMatchObject({ zwmc: '暑期实习生', zt: states.draft.code });
  });
});

describe('the detail', () => {
  it('opens from the address with the reason, the flags and the history', async () => {
    const { user, path } = renderList(`/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.changes}`);
    const drawer = await screen.findByRole('dialog', { name: '仓储物流专员' });
    expect(within(drawer).getByText('学校修改意见')).toBeInTheDocument();
    expect(within(drawer).getAllByText(MOCK_CHANGES_REASON).length).toBeGreaterThan(0);
    expect(within(drawer).getByText('职位描述：限制“性别”的用语 限男性')).toBeInTheDocument();
    const history = within(drawer).getByRole('list', { name: '审核记录' });
    expect(history).toHaveTextContent('创建');
    expect(history).toHaveTextContent('提交审核');
    expect(history).toHaveTextContent('要求修改');
    expect(within(drawer).getByRole('button', { name: '编辑 仓储物流专员' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(path()).toBe('/zpxx/zpzwgl'));
  });

  it('opens from a row and closes back to the list', async () => {
    const { user, path } = renderList('/zpxx/zpzwgl?zt=2');
    await user.click(await screen.findByRole('link', { name: '产品经理' }));
    const drawer = await screen.findByRole('dialog', { name: '产品经理' });
    expect(path()).toBe(`/zpxx/zpzwgl?zt=2&id=${MOCK_POSITION_IDS.publishedLater}`);
    expect(within(drawer).getByText('15万-25万元/年')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('已收到 3 份简历投递');
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(path()).toBe('/zpxx/zpzwgl?zt=2'));
  });

  it('answers an id that is not the employer’s as missing', async () => {
    renderList('/zpxx/zpzwgl?id=zw9999');
    const drawer = await screen.findByRole('dialog', { name: '职位详情' });
    expect(await within(drawer).findByRole('heading', { name: '职位不存在' })).toBeInTheDocument();
  });
});
