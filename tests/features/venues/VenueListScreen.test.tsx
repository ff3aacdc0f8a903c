import { screen, waitFor, within } from '@testing-library/react';
import { initialSiteState } from '../../../app/site/siteSlice';
import VenueListScreen from '../../../features/venues/screens/VenueListScreen';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import { MOCK_VENUE_IDS, mockVenue, resetVenuesMock } from '../../../stories/mocks/handlers/venues';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetVenuesMock();
});

function renderList(at = '/cd') {
  return renderScreens([{ path: '/cd', element: <VenueListScreen /> }], {
    at,
    preloadedState: {
      site: { ...initialSiteState, zzxxdm: DEMO_STAFF.xxdm },
      staffSession: { token: DEMO_STAFF_TOKEN, xxdm: DEMO_STAFF.xxdm },
    },
  });
}

const loaded = () => screen.findByText('学术报告厅', {}, { timeout: 5000 });

describe('the venue list', () => {
  it('reads the kind filter from the address and asks for it', async () => {
    renderList('/cd?cdlx=3');
    expect(await screen.findByText('面试室A', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('学术报告厅')).not.toBeInTheDocument();
    expect(screen.getByText('共 1 个场地')).toBeInTheDocument();
  });

  it('adds a venue with its slots as the wire keeps them, one per weekday and range', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(screen.getByRole('button', { name: '添加场地' }));
    const form = within(await screen.findByRole('form', { name: '添加场地' }));
    await user.type(form.getByRole('textbox', { name: '场地名称' }), '群面室');
    await user.click(form.getByRole('radio', { name: '面试场地' }));
    await user.type(form.getByRole('textbox', { name: '座位数' }), '12');
    await user.click(form.getByRole('button', { name: '删除第3个时段' }));
    await user.click(form.getByRole('button', { name: '删除第2个时段' }));
    await user.click(form.getByRole('button', { name: '添加场地' }));
    expect(await screen.findByText('群面室', {}, { timeout: 5000 })).toBeInTheDocument();
    const added = mockVenue('cd101');
    expect(added).toMatchObject({ cdmc: '群面室', cdlx: '3', zws: 12, fy: 0, qy: true, bkyrq: [] });
    expect(added?.sd).toEqual([1, 2, 3, 4, 5].map((xq) => ({ xq, sd: '09:00-11:00' })));
  });

  it('takes a typed closed date on Enter without saving the venue, and saves the dates in order', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(screen.getByRole('button', { name: '编辑 学术报告厅' }));
    const form = within(await screen.findByRole('form', { name: '编辑场地' }));
    await user.type(form.getByLabelText('选择不开放日期'), '2099-12-31{Enter}');
    await user.click(form.getByRole('button', { name: '添加日期' }));
    expect(mockVenue(MOCK_VENUE_IDS.hall)?.bkyrq).toEqual(['2026-12-24', '2026-12-25']);
    await user.click(form.getByRole('button', { name: '移除 2026-12-25' }));
    await user.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockVenue(MOCK_VENUE_IDS.hall)?.bkyrq).toEqual(['2026-12-24', '2099-12-31']));
  });

  it('switches a venue off after asking, and keeps its other fields', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(screen.getByRole('button', { name: '停用 第一报告厅' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: '停用' }));
    await waitFor(() => expect(mockVenue(MOCK_VENUE_IDS.smallHall)?.qy).toBe(false));
    expect(mockVenue(MOCK_VENUE_IDS.smallHall)?.zws).toBe(120);
    expect(await screen.findByRole('button', { name: '启用 第一报告厅' })).toBeInTheDocument();
  });

  it('removes a venue never booked; the list no longer shows it', async () => {
    const { user } = renderList();
    await loaded();
    await user.click(screen.getByRole('button', { name: '删除 笔试室301' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('笔试室301')).not.toBeInTheDocument());
    expect(mockVenue(MOCK_VENUE_IDS.writtenRoom)).toBeUndefined();
  });
});
