import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import BookBoothScreen from '../../../features/fairs/screens/BookBoothScreen';
import { resetFairsMock } from '../../mocks/handlers/fairs';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';

const at = employerScreenAt({
  path: '/zph/ydzw',
  phoneTitle: '预定展位',
  screen: <BookBoothScreen />,
  leadsTo: ['/zph/tbjxry', '/zph/qrfpxx', '/zph/wdydlb', '/zph/zphlb'],
});

const meta = {
  title: 'Features/fairs/BookBooth',
  component: BookBoothScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetFairsMock(),
  ...at('/zph/ydzw?zphid=f-open'),
} satisfies Meta<typeof BookBoothScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const booth = (canvas: Canvas, name: string) => canvas.findByRole('button', { name }, slow);

/** Open: free booths choosable, taken ones marked, the legend by type and price. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(await booth(canvas, 'A1 标准展位 免费 空闲')).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'B3 标准展位 免费 已被预定' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('VIP展位 ¥1,200（空闲 1/1）')).toBeVisible();
  },
};

/** Choosing a booth holds it: mine on the map and ten minutes counting down. */
export const Held: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await booth(canvas, 'A6 转角展位 ¥800 空闲'));
    await expect(await canvas.findByText('已为您锁定展位 A6', {}, slow)).toBeVisible();
    await expect(await booth(canvas, 'A6 转角展位 ¥800 我的展位')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '释放展位' })).toBeVisible();
  },
};

/** Another employer takes A5 while the map is open: it turns taken without a reload. */
export const TakenLive: Story = {
  beforeEach: () => resetFairsMock({ liveChanges: [{ zwid: 'zw-A5', zt: '2', ydid: 'other' }] }),
  play: async ({ canvas }) => {
    await expect(await booth(canvas, 'A5 标准展位 免费 已被预定')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Before the opening minute: the countdown, booths shown but not choosable. */
export const Countdown: Story = {
  ...at('/zph/ydzw?zphid=f-soon'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('尚未开始预定', {}, slow)).toBeVisible();
    await expect(canvas.getByTestId('countdown')).toHaveTextContent(/距开始/);
    await expect(await booth(canvas, 'A1 标准展位 免费 空闲')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Full: Story = {
  ...at('/zph/ydzw?zphid=f-full'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本场招聘会展位已订满。', {}, slow)).toBeVisible();
  },
};

export const Closed: Story = {
  ...at('/zph/ydzw?zphid=f-closed'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本场招聘会报名已截止，不能再预定展位。', {}, slow)).toBeVisible();
    await expect(await booth(canvas, 'A1 标准展位 免费 空闲')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A suspended employer is told until when, and every free booth is drawn as paused, not free. */
export const Suspended: Story = {
  beforeEach: () => resetFairsMock({ suspendedUntil: '2027-11-20' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂停至2027-11-20/, {}, slow)).toBeVisible();
    const paused = await booth(canvas, 'A1 标准展位 免费 暂停预订');
    await expect(paused).toHaveAttribute('aria-disabled', 'true');
    await expect(paused).toHaveAttribute('data-view', 'unavailable');
  },
};

/** Keyboard: one tab stop, arrows move, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = await booth(canvas, 'A1 标准展位 免费 空闲');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'A2 VIP展位 ¥1,200 空闲' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('已为您锁定展位 A2')).toBeVisible(), slow);
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zph/ydzw?zphid=f-open', true),
  play: async ({ canvas }) => {
    await expect(await booth(canvas, 'A1 标准展位 免费 空闲')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '放大展位图' }));
  },
};
