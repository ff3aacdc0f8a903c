import { screen, waitFor, within } from '@testing-library/react';
import { initialSiteState } from '../../../app/site/siteSlice';
import FairCheckInScreen from '../../../features/fairAdmin/screens/FairCheckInScreen';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import {
  MOCK_CHECK_IN_TOKEN,
  MOCK_FAIR_BOOKING_IDS,
  fairsHeldToday,
  mockFairBooking,
  resetFairAdminMock,
} from '../../../stories/mocks/handlers/fairAdmin';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const mockServer = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetFairAdminMock();
});

function renderCheckIn(at: string) {
  return renderScreens([{ path: '/zphqd', element: <FairCheckInScreen /> }], {
    at,
    preloadedState: {
      site: { ...initialSiteState, zzxxdm: DEMO_STAFF.xxdm },
      staffSession: { token: DEMO_STAFF_TOKEN, xxdm: DEMO_STAFF.xxdm },
    },
  });
}

describe('the fair check-in', () => {
  it("lists only today's fair's passed bookings and checks one in", async () => {
    mockServer.use(fairsHeldToday());
    const { user } = renderCheckIn('/zphqd');
    const button = await screen.findByRole('button', { name: '签到 蓝海银行' }, { timeout: 5000 });
    expect(screen.queryByText('星河科技有限公司')).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.passed)?.zt).toBe('8'));
    expect(await screen.findByText('暂无待签到的单位', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers no list when no fair is held today, so past fairs are never to check in', async () => {
    renderCheckIn('/zphqd');
    expect(await screen.findByText(/没有举办的招聘会/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '待签到单位' })).not.toBeInTheDocument();
  });

  it('picks among several fairs held today', async () => {
    mockServer.use(fairsHeldToday(true));
    const { user } = renderCheckIn('/zphqd');
    await screen.findByRole('button', { name: '签到 蓝海银行' }, { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: '招聘会' }));
    await user.click(await screen.findByRole('option', { name: '医药卫生行业专场' }));
    expect(await screen.findByText('暂无待签到的单位', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('checks in the booking of a scanned QR token and shows whose it is', async () => {
    const { user } = renderCheckIn(`/zphqd?qdlm=${MOCK_CHECK_IN_TOKEN}`);
    const section = within(await screen.findByRole('region', { name: '扫码签到' }, { timeout: 5000 }));
    await user.click(section.getByRole('button', { name: '签到' }));
    expect(await section.findByText('蓝海银行签到成功', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.passed)?.qdzt).toBe('1');
  });

  it('says why a token of no booking is refused, changing nothing', async () => {
    const { user } = renderCheckIn('/zphqd?qdlm=nothing');
    const section = within(await screen.findByRole('region', { name: '扫码签到' }, { timeout: 5000 }));
    await user.click(section.getByRole('button', { name: '签到' }));
    expect(await section.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('签到码无效');
    expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.passed)?.zt).toBe('2');
  });
});
