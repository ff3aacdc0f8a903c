import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Envelope } from '../../../../contract/envelope';
import { positionPaths } from '../../../../contract/positions';
import { postingWorkflow, type PostingState } from '../../../../contract/workflow';
import PositionManagementScreen from '../../../../features/positions/employer/PositionManagementScreen';
import {
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_POSITION_IDS,
  MOCK_REJECT_REASON,
  resetPositionsMock,
} from '../../../mocks/handlers/positions';
import { MOCK_READONLY_TOKEN } from '../../../mocks/handlers/accountAdmin';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page, storeState } from '../../support';

const at = employerScreenAt({
  path: '/zpxx/zpzwgl',
  phoneTitle: '招聘职位管理',
  screen: <PositionManagementScreen />,
  leadsTo: ['/zpxx/fbzpzw'],
});

const meta = {
  title: 'Features/positions/employer/PositionManagement',
  component: PositionManagementScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetPositionsMock(),
  ...at(),
} satisfies Meta<typeof PositionManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The list's first answer, before rows and their buttons are looked at. */
const loaded = (canvas: Canvas, name = '前端开发工程师') =>
  canvas.findByRole('link', { name }, { timeout: 8000 });
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/ .*/, ''));

export const AllPositions: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '招聘职位管理', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部 8' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '已发布 2' })).toBeVisible();
    const published = rowOf(canvas, 'Java 后端开发工程师');
    await expect(within(published).getByText('即将过期 · 2天后截止')).toBeVisible();
    await expect(within(published).getByText('8,000-15,000元/月')).toBeVisible();
    await expect(buttonsOf(published)).toEqual(['编辑', '下线', '复制']);
    await expect(canvas.getByText(/以下有 1 个职位将在3天内截止/)).toBeVisible();
  },
};

/** The play of a state tab's story: its rows and the actions that state allows. */
const tabPlay =
  (state: PostingState, name: string, actions: string[]): Story['play'] =>
  async ({ canvas }) => {
    await loaded(canvas, name);
    const label = postingWorkflow.states[state].label;
    await expect(canvas.getByRole('tab', { name: new RegExp(`^${label} `) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(buttonsOf(rowOf(canvas, name))).toEqual(actions);
  };
const inState = (state: PostingState) => at(`/zpxx/zpzwgl?zt=${postingWorkflow.states[state].code}`);

export const DraftTab: Story = {
  ...inState('draft'),
  play: tabPlay('draft', '前端开发工程师', ['编辑', '提交审核', '复制', '删除']),
};
export const PendingTab: Story = {
  ...inState('pending'),
  play: tabPlay('pending', '数据分析师', ['撤回', '复制']),
};
export const PublishedTab: Story = {
  ...inState('published'),
  play: tabPlay('published', '产品经理', ['编辑', '下线', '复制']),
};
export const RejectedTab: Story = {
  ...inState('rejected'),
  play: tabPlay('rejected', '销售代表', ['编辑', '提交审核', '复制']),
};
export const ChangesTab: Story = {
  ...inState('changes'),
  play: tabPlay('changes', '仓储物流专员', ['编辑', '提交审核', '复制']),
};
export const OfflineTab: Story = { ...inState('offline'), play: tabPlay('offline', '测试工程师', ['复制']) };
export const ExpiredTab: Story = { ...inState('expired'), play: tabPlay('expired', '暑期实习生', ['复制']) };

export const Search: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '职位名称' }), '工程师{Enter}');
    await expect(await canvas.findByRole('tab', { name: '全部 3' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: '数据分析师' })).not.toBeInTheDocument());
  },
};

export const NoMatch: Story = {
  ...at(`/zpxx/zpzwgl?keyword=${encodeURIComponent('架构师')}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有名称含“架构师”的职位', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const NoPositionsYet: Story = {
  beforeEach: () => resetPositionsMock({ positions: 'none' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('还没有招聘职位，发布第一个职位吧', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '发布职位' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(positionPaths.list, async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    await expect(canvas.getByRole('tab', { name: '全部 0' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(positionPaths.list, () =>
          HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位列表加载失败' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** The detail the message centre links to: reason, content flags, history. */
export const ChangesRequestedDetail: Story = {
  ...at(`/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.changes}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '仓储物流专员' }, { timeout: 8000 });
    await expect(within(drawer).getByText('学校修改意见')).toBeVisible();
    await expect(within(drawer).getAllByText(MOCK_CHANGES_REASON)[0]).toBeVisible();
    await expect(within(drawer).getByText('职位描述：限制“性别”的用语 限男性')).toBeVisible();
    const history = within(drawer).getByRole('list', { name: '审核记录' });
    await expect(history).toHaveTextContent('要求修改');
    await expect(within(drawer).getByRole('button', { name: '编辑 仓储物流专员' })).toBeVisible();
  },
};

export const RejectedDetail: Story = {
  ...at(`/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.rejected}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '销售代表' }, { timeout: 8000 });
    await expect(within(drawer).getByText('学校驳回原因')).toBeVisible();
    await expect(within(drawer).getAllByText(MOCK_REJECT_REASON)[0]).toBeVisible();
  },
};

export const PublishedDetail: Story = {
  ...at(`/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.published}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Java 后端开发工程师' }, { timeout: 8000 });
    await expect(drawer).toHaveTextContent('已收到 12 份简历投递');
    await expect(within(drawer).getByText('即将过期 · 2天后截止')).toBeVisible();
  },
};

export const WithdrawPending: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '撤回 数据分析师' }));
    const dialog = await page().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('撤回后职位回到草稿状态');
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    await expect(await page().findByText('已撤回为草稿')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '草稿 2' })).toBeVisible();
  },
};

export const TakeOffline: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '下线 产品经理' }));
    const dialog = await page().findByRole('dialog', { name: '下线“产品经理”' });
    await userEvent.type(within(dialog).getByRole('textbox'), '岗位已招满');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认下线' }));
    await expect(await page().findByText('职位已下线')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '已下线 2' })).toBeVisible();
  },
};

export const DeleteDraft: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '删除 前端开发工程师' }));
    const dialog = await page().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('删除后不可恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await page().findByText('草稿已删除')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: '前端开发工程师' })).not.toBeInTheDocument(),
    );
  },
};

export const SubmitBeforeEmployerPassed: Story = {
  beforeEach: () => resetPositionsMock({ employerPassed: false }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交审核 前端开发工程师' }));
    const dialog = await page().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('暂不能提交审核');
    await expect(dialog).toHaveTextContent(MOCK_NOT_PASSED_MESSAGE);
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zpxx/zpzwgl', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '招聘职位管理', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '撤回 数据分析师' })).toBeVisible();
  },
};

export const PhoneDetail: Story = {
  ...phoneStory,
  ...at(`/zpxx/zpzwgl?id=${MOCK_POSITION_IDS.changes}`, true),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '仓储物流专员' }, { timeout: 8000 });
    await expect(within(drawer).getByRole('list', { name: '审核记录' })).toBeVisible();
  },
};

/** A 只读 user (招聘信息·查看): the positions and their details, without a button that changes them. */
export const ReadOnlyUser: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: '发布职位' })).not.toBeInTheDocument();
    await expect(within(rowOf(canvas, '前端开发工程师')).queryAllByRole('button')).toEqual([]);
    await userEvent.click(canvas.getByRole('link', { name: '查看 前端开发工程师' }));
    const drawer = await page().findByRole('dialog', { name: '前端开发工程师' }, { timeout: 8000 });
    await expect(
      within(drawer)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['关闭']);
  },
};
