import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MyBookingsScreen from '../../../features/fairs/screens/MyBookingsScreen';
import { resetFairsMock } from '../../mocks/handlers/fairs';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';

const at = employerScreenAt({
  path: '/zph/wdydlb',
  phoneTitle: '我的预定',
  screen: <MyBookingsScreen />,
  leadsTo: ['/zph/tbjxry', '/zph/qrfpxx'],
});

const meta = {
  title: 'Features/fairs/MyBookings',
  component: MyBookingsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'passed' } }),
  ...at(),
} satisfies Meta<typeof MyBookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** A passed booking: its detail with the check-in QR code, and cancelling it frees the booth. */
export const Passed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^查看/ }, slow));
    const drawer = await page().findByRole('dialog', { name: '预定详情' });
    const code = await within(drawer).findByRole('img', { name: '展位 A1 签到二维码' }, slow);
    await expect(code).toBeVisible();
    // The QR code's box keeps clear of the drawer's edge, inset like the sections below it.
    const box = code.closest('figure')!.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(drawer.getBoundingClientRect().right - 32);
    await userEvent.click(within(drawer).getByRole('button', { name: /关闭/ }));
    await userEvent.click(canvas.getByRole('button', { name: /取消预定/ }));
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: '取消预定' }),
    );
    await expect(await canvas.findByText('已取消', {}, slow)).toBeVisible();
  },
};

/** Past the cutoff: the button is disabled and says until when it was allowed. */
export const TooLateToCancel: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'passed', canCancel: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /取消预定/ }, slow)).toBeDisabled();
    await expect(canvas.getByText(/已不能取消（最晚可于/)).toBeVisible();
  },
};

export const Held: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'held' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /继续填写/ }, slow));
    await expect(await canvas.findByRole('heading', { name: '到达 /zph/tbjxry' }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有预定过展位。', {}, slow)).toBeVisible();
  },
  beforeEach: () => resetFairsMock(),
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zph/wdydlb', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026年秋季大型双选会', {}, slow)).toBeVisible();
  },
};
