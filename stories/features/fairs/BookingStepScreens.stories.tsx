import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import BookingEntrantsScreen from '../../../features/fairs/screens/BookingEntrantsScreen';
import BookingInvoiceScreen from '../../../features/fairs/screens/BookingInvoiceScreen';
import BookingSuccessScreen from '../../../features/fairs/screens/BookingSuccessScreen';
import { resetFairsMock } from '../../mocks/handlers/fairs';
import { ScreenRouter, landing } from '../support';
import { employerScreenParameters } from '../employerScreenStories';

/** The steps after the map: invoice (paid booth A2), attendees + submit, success. */
const routes = [
  { path: '/zph/qrfpxx', element: <BookingInvoiceScreen /> },
  { path: '/zph/tbjxry', element: <BookingEntrantsScreen /> },
  { path: '/zph/ydzwcg', element: <BookingSuccessScreen /> },
  landing('/zph/ydzw'),
  landing('/zph/wdydlb'),
  landing('/zph/zphlb'),
];
const at = (address: string) => ({ render: () => <ScreenRouter routes={routes} at={address} /> });

const meta = {
  title: 'Features/fairs/BookingSteps',
  component: BookingEntrantsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetFairsMock({ booking: { booth: 'A2', state: 'held' } }),
  ...at('/zph/tbjxry?zphid=f-open&ydid=yd-1'),
} satisfies Meta<typeof BookingEntrantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** A paid booth: the invoice step comes first and is required. */
export const Invoice: Story = {
  ...at('/zph/qrfpxx?zphid=f-open&ydid=yd-1'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('展位 A2 已为您锁定', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('list', { name: '展位预定步骤' })).toBeVisible();
  },
};

/** Submitting without attendees names what is missing; nothing is sent. */
export const EntrantsMissing: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'held' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交预定' }, slow));
    await expect(await canvas.findByText('第1位进校人员：请输入姓名', {}, slow)).toBeVisible();
  },
};

/** The success page once submitted: what happens next. */
export const Success: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'pending' } }),
  ...at('/zph/ydzwcg?zphid=f-open&ydid=yd-1'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '展位预定已提交' }, slow)).toBeVisible();
    await expect(canvas.getByText(/审核结果将通过消息中心通知您/)).toBeVisible();
  },
};

/** Passed: the check-in QR code. */
export const SuccessPassed: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'passed' } }),
  ...at('/zph/ydzwcg?zphid=f-open&ydid=yd-1'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '展位预定成功' }, slow)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '展位 A1 签到二维码' })).toBeVisible();
  },
};

/** A booking no longer held says so instead of the form. */
export const NotEditable: Story = {
  beforeEach: () => resetFairsMock({ booking: { booth: 'A1', state: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/不能再修改/, {}, slow)).toBeVisible();
  },
};
