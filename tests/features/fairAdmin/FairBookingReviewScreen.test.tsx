import { screen, waitFor, within } from '@testing-library/react';
import { initialSiteState } from '../../../app/site/siteSlice';
import FairBookingReviewScreen from '../../../features/fairAdmin/screens/FairBookingReviewScreen';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import {
  MOCK_FAIR_BOOKING_IDS,
  mockFairBooking,
  resetFairAdminMock,
} from '../../../stories/mocks/handlers/fairAdmin';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetFairAdminMock();
});

function renderBooking(id: string) {
  return renderScreens([{ path: '/zphyd/:id', element: <FairBookingReviewScreen /> }, landing('/zphyd')], {
    at: `/zphyd/${id}`,
    preloadedState: {
      site: { ...initialSiteState, zzxxdm: DEMO_STAFF.xxdm },
      staffSession: { token: DEMO_STAFF_TOKEN, xxdm: DEMO_STAFF.xxdm },
    },
  });
}

const decisions = () => within(screen.getByRole('group', { name: '审核操作' }));

describe('the fair booking review', () => {
  it('shows the booking as submitted: booth, invoice, attendees', async () => {
    renderBooking(MOCK_FAIR_BOOKING_IDS.pending);
    await screen.findByRole('heading', { name: '星河科技有限公司' }, { timeout: 5000 });
    expect(screen.getByText('体育馆一号馆 · A-01（VIP展位）')).toBeInTheDocument();
    expect(screen.getByText('普通发票')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '参会人员' })).getAllByRole('row')).toHaveLength(3);
  });

  it('passes a pending booking: the server gets it and no decision is left', async () => {
    const { user } = renderBooking(MOCK_FAIR_BOOKING_IDS.pending);
    await screen.findByRole('heading', { name: '星河科技有限公司' }, { timeout: 5000 });
    await user.click(decisions().getByRole('button', { name: '通过' }));
    const dialog = within(await screen.findByRole('dialog', { name: '审核通过' }));
    await user.click(dialog.getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.pending)?.zt).toBe('2'));
    await waitFor(() => expect(screen.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument());
  });

  it('asks for changes with the reason the reviewer wrote', async () => {
    const { user } = renderBooking(MOCK_FAIR_BOOKING_IDS.free);
    await screen.findByRole('heading', { name: '远航物流股份有限公司' }, { timeout: 5000 });
    await user.click(decisions().getByRole('button', { name: '要求修改' }));
    const dialog = within(await screen.findByRole('dialog', { name: '要求修改' }));
    await user.type(dialog.getByRole('textbox', { name: /修改意见/ }), '请补充参会人员');
    await user.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await waitFor(() => expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.free)?.zt).toBe('4'));
    expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.free)?.yy).toBe('请补充参会人员');
  });

  it('sends nothing for a rejection without a reason', async () => {
    const { user } = renderBooking(MOCK_FAIR_BOOKING_IDS.pending);
    await screen.findByRole('heading', { name: '星河科技有限公司' }, { timeout: 5000 });
    await user.click(decisions().getByRole('button', { name: '驳回' }));
    const dialog = within(await screen.findByRole('dialog', { name: '驳回' }));
    await user.click(dialog.getByRole('button', { name: '确认驳回' }));
    expect(await dialog.findByText('请填写驳回的原因')).toBeInTheDocument();
    expect(mockFairBooking(MOCK_FAIR_BOOKING_IDS.pending)?.zt).toBe('1');
  });

  it('offers no decision on a rejected booking and says why it was rejected', async () => {
    renderBooking(MOCK_FAIR_BOOKING_IDS.rejected);
    await screen.findByRole('heading', { name: '启明教育科技有限公司' }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
    expect(screen.getByText(/参会人员信息不完整/, { selector: 'p' })).toBeInTheDocument();
  });
});
