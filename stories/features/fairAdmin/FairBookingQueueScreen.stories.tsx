import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairBookingQueueScreen from '../../../features/fairAdmin/screens/FairBookingQueueScreen';
import { emptyFairBookings, resetFairAdminMock } from '../../mocks/handlers/fairAdmin';
import {
  consolePhone,
  consoleScreen,
  loadErrorStory,
  loadingQueueStory,
  slow,
} from '../console/consoleSupport';
import { landing } from '../support';

const routes = [{ path: '/zphyd', element: <FairBookingQueueScreen /> }, landing('/zphyd/:id')];
const screen = consoleScreen(routes, '/zphyd');

const meta = {
  title: 'Features/fairAdmin/FairBookingQueue',
  component: FairBookingQueueScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetFairAdminMock();
  },
} satisfies Meta<typeof FairBookingQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (root: HTMLElement, name: string) => within(within(root).getByRole('table', { name }));

/** The bookings waiting for review, oldest submission first: fair, date, booth, fee, submitted at. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '星河科技有限公司' }, slow)).toBeVisible();
    const rows = table(canvasElement, '待审核展位预订').getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText('体育馆一号馆 · A-01（VIP展位）')).toBeVisible();
    await expect(within(rows[1]!).getByText('¥800')).toBeVisible();
    await expect(within(rows[2]!).getByText('免费')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: '招聘会当天现场签到' })).toHaveAttribute('href', '/zphqd');
    await userEvent.click(canvas.getByRole('link', { name: '远航物流股份有限公司' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zphyd/:id' })).toBeVisible();
  },
};

/** Other states' tabs and 全部; a booth number narrows the list. */
export const ByStateAndKeyword: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '星河科技有限公司' }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: '未通过' }));
    await expect(await canvas.findByRole('link', { name: '启明教育科技有限公司' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(await canvas.findByRole('link', { name: '星河科技有限公司' }, slow)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), 'B-07');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(
      () => expect(canvas.queryByRole('link', { name: '星河科技有限公司' })).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('link', { name: '远航物流股份有限公司' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyFairBookings] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待审核的展位预订', {}, slow)).toBeVisible();
  },
};

export const Loading: Story = loadingQueueStory(fairPaths.schoolBookings, '待审核展位预订');

export const LoadError: Story = loadErrorStory(fairPaths.schoolBookings, '展位预订列表加载失败');

/** On phones each booking is a card with 去审核. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '去审核 星河科技有限公司' }, slow)).toBeVisible();
  },
};
