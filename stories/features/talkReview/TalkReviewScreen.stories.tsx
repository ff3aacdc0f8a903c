import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import TalkReviewScreen from '../../../features/talkReview/screens/TalkReviewScreen';
import {
  MOCK_REJECT_REASON,
  MOCK_TALK_IDS,
  resetTalkReviewMock,
  talkReviewLosesRace,
} from '../../mocks/handlers/talkReview';
import {
  badge,
  consolePhone,
  consoleScreen,
  loadErrorStory,
  renderAt,
  reviewActions as actions,
  slow,
} from '../console/consoleSupport';
import { landing, page } from '../support';

const routes = [{ path: '/xjh/:id', element: <TalkReviewScreen /> }, landing('/xjh')];
const at = (id: string) => renderAt(routes, `/xjh/${id}`);
const screen = consoleScreen(routes, `/xjh/${MOCK_TALK_IDS.pending}`);

const meta = {
  title: 'Features/talkReview/TalkReview',
  component: TalkReviewScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetTalkReviewMock();
  },
} satisfies Meta<typeof TalkReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '星河科技2027届校园招聘宣讲会';
const note = (label: string, reason: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === `${label}：${reason}`;
const rooms = (root: HTMLElement) => within(within(root).getByRole('table', { name: '预约场地' }));

/** Pending: the talk, its rooms, fee and invoice, entrants, contacts, note, history; 通过 / 驳回 / 要求修改. */
export const Pending: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: TITLE }, slow)).toBeVisible();
    // The talk's badge and each room's.
    await expect(canvas.getAllByText('待审核', badge)).toHaveLength(3);
    await expect(canvas.getAllByText('星河科技有限公司')).toHaveLength(2);
    await expect(canvas.getByText('2026-12-08（周二）14:00-16:00', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('已关联招聘公告，关联职位 2 个')).toBeVisible();
    const hall = rooms(canvasElement).getAllByRole('row')[1]!;
    await expect(within(hall).getByText('宣讲场地')).toBeVisible();
    await expect(within(hall).getByText('学术报告厅 · 图书馆一楼')).toBeVisible();
    await expect(within(hall).getByText('¥1,200')).toBeVisible();
    await expect(rooms(canvasElement).getByText('面试场地')).toBeVisible();
    await expect(canvas.getByText('专用发票')).toBeVisible();
    await expect(canvas.getByText('招商银行杭州分行')).toBeVisible();
    const entrants = within(canvas.getByRole('table', { name: '进校人员' }));
    await expect(entrants.getAllByRole('row')).toHaveLength(3);
    await expect(entrants.getByText('浙A12345')).toBeVisible();
    await expect(canvas.getByText(/希望在面试室安排初面/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('提交审核')).toBeVisible();
    for (const name of ['通过', '驳回', '要求修改'])
      await expect(actions(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

/** 通过 with an optional note: the talk is passed and its rooms booked. */
export const Pass: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '通过' }));
    const dialog = within(await page().findByRole('dialog', { name: '审核通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认通过' }));
    await expect(await canvas.findByText('已通过', { ...badge }, slow)).toBeVisible();
    await expect(rooms(canvasElement).getAllByText('已预约')).toHaveLength(2);
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** 驳回 refuses an empty reason at its field; with a reason the talk is rejected and its rooms freed. */
export const RejectNeedsReason: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '该时段已安排学校活动');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText('未通过', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('驳回原因', '该时段已安排学校活动'))).toBeVisible();
    await expect(rooms(canvasElement).getAllByText('已释放')).toHaveLength(2);
  },
};

/** 要求修改 with a reason: the employer is asked to change it; the rooms stay held for it. */
export const RequestChanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '要求修改' }));
    const dialog = within(await page().findByRole('dialog', { name: '要求修改' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /修改意见/ }), '请补充进校人员的车牌号');
    await userEvent.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await expect(await canvas.findByText('需修改', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('修改意见', '请补充进校人员的车牌号'))).toBeVisible();
    await expect(rooms(canvasElement).getAllByText('待审核')).toHaveLength(2);
  },
};

/** An online talk: its live link, no rooms, no invoice needed. */
export const Online: Story = {
  render: at(MOCK_TALK_IDS.online),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '远航物流线上专场宣讲' }, slow)).toBeVisible();
    await expect(canvas.getByText('线上宣讲')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /live\.example\.com/ })).toBeVisible();
    await expect(canvas.getByText('未预约场地')).toBeVisible();
    await expect(canvas.getByText('所选场地均免费，无需开票。')).toBeVisible();
  },
};

/** Rejected: read-only, with its reason. */
export const Rejected: Story = {
  render: at(MOCK_TALK_IDS.rejected),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未通过', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('驳回原因', MOCK_REJECT_REASON))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Another reviewer passed it first (409): the talk is read again and the reviewer told. */
export const Conflict: Story = {
  parameters: { msw: { handlers: [talkReviewLosesRace] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '时段冲突');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText(/状态已发生变化/, {}, slow)).toBeVisible();
    await expect(await canvas.findByText('已通过', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(/王老师/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: at('xjh9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会不存在' }, slow)).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(talkPaths.schoolDetail, '宣讲会信息加载失败');

/** On phones the tables are cards and the dialog fits the screen. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await expect(canvas.getByText('学术报告厅 · 图书馆一楼')).toBeVisible();
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = await page().findByRole('dialog', { name: '驳回' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
