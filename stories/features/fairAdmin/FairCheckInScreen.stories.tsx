import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairCheckInScreen from '../../../features/fairAdmin/screens/FairCheckInScreen';
import {
  MOCK_CHECK_IN_TOKEN,
  emptyFairBookings,
  fairsHeldToday,
  resetFairAdminMock,
} from '../../mocks/handlers/fairAdmin';
import { serverFailure } from '../../mocks/handlers/console';
import { consolePhone, consoleScreen, renderAt, slow } from '../console/consoleSupport';
import { page } from '../support';

const routes = [{ path: '/zphqd', element: <FairCheckInScreen /> }];
const screen = consoleScreen(routes, '/zphqd');

const meta = {
  title: 'Features/fairAdmin/FairCheckIn',
  component: FairCheckInScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetFairAdminMock();
  },
} satisfies Meta<typeof FairCheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's fair is offered by default: the msw handlers put the bookings' fair on today. */
const today = { parameters: { msw: { handlers: [fairsHeldToday()] } } };

/** The employers whose booking passed at today's fair; 签到 checks one in and it leaves the list. */
export const List: Story = {
  ...today,
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: '待签到单位' }, slow));
    await expect(await table.findByText('蓝海银行', {}, slow)).toBeVisible();
    await expect(table.getByText('体育馆一号馆 · A-05（标准展位）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '签到 蓝海银行' }));
    await expect(await canvas.findByText('暂无待签到的单位', {}, slow)).toBeVisible();
  },
};

/** Several fairs today: a picker chooses which one's employers are listed. */
export const SeveralToday: Story = {
  parameters: { msw: { handlers: [fairsHeldToday(true)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '签到 蓝海银行' }, slow);
    await userEvent.click(canvas.getByRole('combobox', { name: '招聘会' }));
    const options = within(await page().findByRole('listbox'));
    await userEvent.click(options.getByRole('option', { name: '医药卫生行业专场' }));
    await expect(await canvas.findByText('暂无待签到的单位', {}, slow)).toBeVisible();
  },
};

/** No fair today (the mock fairs are later): past and future fairs' bookings are not offered. */
export const NoFairToday: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/没有举办的招聘会/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '待签到单位' })).toBeNull();
  },
};

/** A name or booth number that matches nobody says so. */
export const Search: Story = {
  ...today,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '签到 蓝海银行' }, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), 'Z-99');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有找到符合条件的待签到单位', {}, slow)).toBeVisible();
  },
};

/** Opened from the QR code's token: 签到 checks that booking in and shows whose it is. */
export const Scanned: Story = {
  render: renderAt(routes, `/zphqd?qdlm=${MOCK_CHECK_IN_TOKEN}`),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: '扫码签到' }, slow));
    await userEvent.click(section.getByRole('button', { name: '签到' }));
    await expect(await section.findByText('蓝海银行签到成功', {}, slow)).toBeVisible();
    await expect(section.getByText('体育馆一号馆 · A-05（标准展位）')).toBeVisible();
  },
};

/** A token of no booking: the refusal is shown where the button is. */
export const ScannedUnknown: Story = {
  render: renderAt(routes, '/zphqd?qdlm=nothing'),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: '扫码签到' }, slow));
    await userEvent.click(section.getByRole('button', { name: '签到' }));
    await waitFor(() => expect(section.getByRole('alert')).toHaveTextContent('签到码无效'), slow);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [fairsHeldToday(), emptyFairBookings] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待签到的单位', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [fairsHeldToday(), serverFailure('get', fairPaths.schoolBookings)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('待签到单位加载失败');
  },
};

/** On phones each employer is a card with its 签到 button. */
export const Phone: Story = {
  ...consolePhone,
  parameters: { ...consolePhone.parameters, ...today.parameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '签到 蓝海银行' }, slow)).toBeVisible();
  },
};
