import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import TalkQueueScreen from '../../../features/talkReview/screens/TalkQueueScreen';
import { resetTalkReviewMock } from '../../mocks/handlers/talkReview';
import {
  consolePhone,
  consoleScreen,
  emptyQueueStory,
  loadErrorStory,
  loadingQueueStory,
  slow,
} from '../console/consoleSupport';
import { landing } from '../support';

const routes = [{ path: '/xjh', element: <TalkQueueScreen /> }, landing('/xjh/:id')];
const screen = consoleScreen(routes, '/xjh');

const meta = {
  title: 'Features/talkReview/TalkQueue',
  component: TalkQueueScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetTalkReviewMock();
  },
} satisfies Meta<typeof TalkQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (root: HTMLElement, name: string) => within(within(root).getByRole('table', { name }));

/** The talks waiting for review, oldest submission first: time, hall (or 线上宣讲), submitted at. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('link', { name: '星河科技2027届校园招聘宣讲会' }, slow),
    ).toBeVisible();
    const rows = table(canvasElement, '待审核宣讲会').getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText('2026-12-08（周二）14:00-16:00')).toBeVisible();
    await expect(within(rows[1]!).getByText('学术报告厅')).toBeVisible();
    await expect(within(rows[2]!).getByText('线上宣讲')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '远航物流线上专场宣讲' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/:id' })).toBeVisible();
  },
};

/** Other states' tabs and 全部; a keyword narrows the list. */
export const ByStateAndKeyword: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '星河科技2027届校园招聘宣讲会' }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: '未通过' }));
    await expect(await canvas.findByRole('link', { name: '启明教育宣讲会' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(await canvas.findByRole('link', { name: '蓝海银行管培生宣讲会' }, slow)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '远航');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(
      () => expect(canvas.queryByRole('link', { name: '蓝海银行管培生宣讲会' })).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('link', { name: '远航物流线上专场宣讲' })).toBeVisible();
  },
};

export const Empty: Story = emptyQueueStory('暂无待审核的宣讲会');

export const Loading: Story = loadingQueueStory(talkPaths.schoolList, '待审核宣讲会');

export const LoadError: Story = loadErrorStory(talkPaths.schoolList, '宣讲会列表加载失败');

/** On phones each talk is a card with 去审核. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: '去审核 星河科技2027届校园招聘宣讲会' }, slow),
    ).toBeVisible();
  },
};
