import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cutoffMessage, talkPaths } from '../../../contract/talks';
import { addWorkingDays } from '../../../contract/workingDays';
import TalkManagementScreen from '../../../features/talks/screens/TalkManagementScreen';
import { talkToday } from '../../fixtures/talks';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import { MOCK_TALK_REJECT_REASON, MOCK_TALK_TITLES, resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';
import { asAccount, failing, slow, waiting } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/xjhgl',
  phoneTitle: '宣讲会管理',
  screen: <TalkManagementScreen />,
  leadsTo: ['/xjh/jbxx'],
});

const meta = {
  title: 'Features/talks/TalkManagement',
  component: TalkManagementScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: null }),
  ...at(),
} satisfies Meta<typeof TalkManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas) => canvas.findByRole('table', { name: '我的宣讲会' }, slow);
const row = async (canvas: Canvas, title: string) =>
  within(await table(canvas)).findByRole('row', { name: new RegExp(title) }, slow);
/** The late talk's last cancel day as the server counts it: 2 working days before its date. */
const lateCutoff = () => addWorkingDays(addWorkingDays(talkToday(), 1), -2);

/** The talks with state, hall and cancel cutoff. */
export const List: Story = {
  play: async ({ canvas }) => {
    const pending = await row(canvas, MOCK_TALK_TITLES.pending);
    await expect(within(pending).getByText('待审核')).toBeVisible();
    await expect(within(pending).getByText('第一阶梯教室')).toBeVisible();
    await expect(within(await row(canvas, MOCK_TALK_TITLES.online)).getByText('线上宣讲')).toBeVisible();
    await expect(within(await row(canvas, MOCK_TALK_TITLES.cancelled)).getByText('已取消')).toBeVisible();
    await expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(6);
  },
};

/** Before the cutoff: 取消 asks first, then frees every room at once. */
export const CancelBeforeCutoff: Story = {
  play: async ({ canvas }) => {
    const pending = await row(canvas, MOCK_TALK_TITLES.pending);
    await userEvent.click(within(pending).getByRole('button', { name: `取消 ${MOCK_TALK_TITLES.pending}` }));
    const dialog = within(await page().findByRole('alertdialog'));
    await expect(dialog.getByText(/取消后该宣讲会的全部场地立即释放/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认取消' }));
    await expect(await page().findByText('宣讲会已取消，场地已释放', {}, slow)).toBeVisible();
    await expect(
      await within(await row(canvas, MOCK_TALK_TITLES.pending)).findByText('已取消', {}, slow),
    ).toBeVisible();
  },
};

/** After the cutoff: 取消 is off and the row says why and since when. */
export const AfterCutoff: Story = {
  play: async ({ canvas }) => {
    const late = await row(canvas, MOCK_TALK_TITLES.late);
    await expect(within(late).getByRole('button', { name: `取消 ${MOCK_TALK_TITLES.late}` })).toBeDisabled();
    await expect(within(late).getByText(cutoffMessage(lateCutoff()))).toBeVisible();
  },
};

/** 修改 explains that a submitted talk is cancelled and applied for again. */
export const EditExplained: Story = {
  play: async ({ canvas }) => {
    const pending = await row(canvas, MOCK_TALK_TITLES.pending);
    await userEvent.click(within(pending).getByRole('button', { name: `修改 ${MOCK_TALK_TITLES.pending}` }));
    const dialog = within(await page().findByRole('alertdialog', { name: '如何修改已提交的宣讲会' }));
    await expect(dialog.getByText(/请在取消截止日期前取消该宣讲会/)).toBeVisible();
  },
};

/** The detail beside the list: the school's reason, the rooms and the history. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    const rejected = await row(canvas, MOCK_TALK_TITLES.rejected);
    await userEvent.click(within(rejected).getByRole('link', { name: `详情 ${MOCK_TALK_TITLES.rejected}` }));
    const drawer = within(await page().findByRole('dialog', { name: MOCK_TALK_TITLES.rejected }, slow));
    await expect(await drawer.findByText(MOCK_TALK_REJECT_REASON, {}, slow)).toBeVisible();
    await expect(drawer.getByText(/第二阶梯教室 .*（已释放）/)).toBeVisible();
    await expect(drawer.getByRole('list', { name: '审核记录' })).toBeVisible();
  },
};

/** By state: the 已通过 tab lists the passed talks only. */
export const ByState: Story = {
  play: async ({ canvas }) => {
    await row(canvas, MOCK_TALK_TITLES.pending);
    await userEvent.click(canvas.getByRole('tab', { name: '已通过' }));
    await waitFor(
      () => expect(canvas.getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true'),
      slow,
    );
    // The tab's own table replaces the first one: asked for afresh until it settles.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), slow);
    await expect(canvas.getByRole('row', { name: new RegExp(MOCK_TALK_TITLES.late) })).toBeVisible();
    await expect(
      canvas.queryByRole('row', { name: new RegExp(MOCK_TALK_TITLES.pending) }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => resetTalksMock({ draft: null, others: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有申请过宣讲会', {}, slow)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '申请专场宣讲会' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  ...waiting('get', talkPaths.list),
  play: async ({ canvas }) => {
    await expect((await table(canvas)).closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = {
  ...failing('get', talkPaths.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会列表加载失败' }, slow)).toBeVisible();
  },
};

/** 只读 sees the talks and their details, nothing to change. */
export const ReadOnly: Story = {
  ...asAccount(MOCK_READONLY_TOKEN),
  play: async ({ canvas }) => {
    await row(canvas, MOCK_TALK_TITLES.pending);
    await expect(canvas.queryByRole('button', { name: /^取消 / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '申请专场宣讲会' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/xjh/xjhgl', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_TALK_TITLES.late, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `取消 ${MOCK_TALK_TITLES.late}` })).toBeDisabled();
    await expect(canvas.getByText(cutoffMessage(lateCutoff()))).toBeVisible();
  },
};
