import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairBookingReviewScreen from '../../../features/fairAdmin/screens/FairBookingReviewScreen';
import {
  MOCK_BOOKING_REJECT_REASON,
  MOCK_FAIR_BOOKING_IDS,
  fairBookingReviewLosesRace,
  resetFairAdminMock,
} from '../../mocks/handlers/fairAdmin';
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

const routes = [{ path: '/zphyd/:id', element: <FairBookingReviewScreen /> }, landing('/zphyd')];
const at = (id: string) => renderAt(routes, `/zphyd/${id}`);
const screen = consoleScreen(routes, `/zphyd/${MOCK_FAIR_BOOKING_IDS.pending}`);

const meta = {
  title: 'Features/fairAdmin/FairBookingReview',
  component: FairBookingReviewScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetFairAdminMock();
  },
} satisfies Meta<typeof FairBookingReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '星河科技有限公司';
const note = (label: string, reason: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === `${label}：${reason}`;

/** Pending: the fair, the booth, the fee and invoice, the attendees, the history; 通过 / 驳回 / 要求修改. */
export const Pending: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: TITLE }, slow)).toBeVisible();
    await expect(canvas.getByText('待审核', badge)).toBeVisible();
    await expect(canvas.getByText('2027届秋季大型双选会')).toBeVisible();
    await expect(canvas.getByText('体育馆一号馆 · A-01（VIP展位）')).toBeVisible();
    await expect(canvas.getByText('星河科技2027届校园招聘公告')).toBeVisible();
    await expect(canvas.getByText('普通发票')).toBeVisible();
    await expect(canvas.getByText('¥800')).toBeVisible();
    const entrants = within(canvas.getByRole('table', { name: '参会人员' }));
    await expect(entrants.getAllByRole('row')).toHaveLength(3);
    await expect(entrants.getByText('李娜')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('提交审核')).toBeVisible();
    for (const name of ['通过', '驳回', '要求修改'])
      await expect(actions(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

/** 通过: the booking succeeds and no action is left. */
export const Pass: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '通过' }));
    const dialog = within(await page().findByRole('dialog', { name: '审核通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认通过' }));
    await expect(await canvas.findByText('预订成功', { ...badge }, slow)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** 驳回 refuses an empty reason at its field; with a reason the booking is rejected. */
export const RejectNeedsReason: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '展位类型与行业不符');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText('未通过', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('驳回原因', '展位类型与行业不符'))).toBeVisible();
  },
};

/** 要求修改 with a reason: the employer is asked to change it. */
export const RequestChanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '要求修改' }));
    const dialog = within(await page().findByRole('dialog', { name: '要求修改' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /修改意见/ }), '请补充参会人员');
    await userEvent.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await expect(await canvas.findByText('需修改', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('修改意见', '请补充参会人员'))).toBeVisible();
  },
};

/** A free booth: no invoice needed. */
export const FreeBooth: Story = {
  render: at(MOCK_FAIR_BOOKING_IDS.free),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '远航物流股份有限公司' }, slow)).toBeVisible();
    await expect(canvas.getByText('该展位免费，无需开票。')).toBeVisible();
    await expect(canvas.getByText('未关联公告')).toBeVisible();
  },
};

/** Rejected: read-only, with its reason. */
export const Rejected: Story = {
  render: at(MOCK_FAIR_BOOKING_IDS.rejected),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未通过', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(note('驳回原因', MOCK_BOOKING_REJECT_REASON))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Another reviewer passed it first (409): the booking is read again and the reviewer told. */
export const Conflict: Story = {
  parameters: { msw: { handlers: [fairBookingReviewLosesRace] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '信息有误');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText(/状态已发生变化/, {}, slow)).toBeVisible();
    await expect(await canvas.findByText('预订成功', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(/王老师/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: at('zphyd9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '展位预订不存在' }, slow)).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(fairPaths.schoolBooking, '展位预订信息加载失败');

/** On phones the attendees are cards and the dialog fits the screen. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: TITLE }, slow);
    await expect(canvas.getByText('李娜')).toBeVisible();
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = await page().findByRole('dialog', { name: '驳回' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
