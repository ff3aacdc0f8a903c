import { act, screen, within } from '@testing-library/react';
import type { VenueAvailability } from '../../../contract/talks';
import { VenueList } from '../../../features/talks/components/VenueList';
import { renderWithProviders } from '../../setup/renderWithProviders';

const SLOT = '14:00-16:00';
const NOW = Date.parse('2026-12-01T06:00:00Z');

const venue = (id: string, name: string, state: VenueAvailability['slots'][number]): VenueAvailability => ({
  cdid: id,
  cdmc: name,
  ld: '学生活动中心',
  cdlx: '1',
  zws: 300,
  sb: '投影、音响',
  fy: id === 'paid' ? 800 : 0,
  slots: [state],
});

const venues = [
  venue('free', '报告厅A', { sd: SLOT, zt: 'free' }),
  venue('taken', '报告厅B', { sd: SLOT, zt: 'taken' }),
  venue('paid', '大礼堂', { sd: SLOT, zt: 'mine', cyid: 'room-1', dqsj: NOW + 90_000 }),
];

function renderList(handlers: { onHold?: jest.Mock; onRelease?: jest.Mock } = {}) {
  return renderWithProviders(
    <VenueList
      venues={venues}
      slot={SLOT}
      offsetMs={0}
      loading={false}
      busyVenue={null}
      onHold={handlers.onHold ?? jest.fn()}
      onRelease={handlers.onRelease ?? jest.fn()}
      canHold
      variant="desktop"
      caption="可选宣讲场地"
      emptyText="没有场地"
    />,
  );
}

describe('the venue availability list', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a taken venue as taken with its button disabled, not hidden', () => {
    renderList();
    const row = screen.getByRole('row', { name: /报告厅B/ });
    expect(within(row).getByText('已被占用', { selector: '[data-ui="status-badge"]' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '报告厅B 已被占用' })).toBeDisabled();
  });

  it('lets the employer choose a free venue and shows seats, equipment and fee', () => {
    const onHold = jest.fn();
    renderList({ onHold });
    const row = screen.getByRole('row', { name: /报告厅A/ });
    expect(row).toHaveTextContent('300座');
    expect(row).toHaveTextContent('投影、音响');
    expect(row).toHaveTextContent('免费');
    within(row).getByRole('button', { name: '选择 报告厅A' }).click();
    expect(onHold).toHaveBeenCalledWith(venues[0]);
  });

  it('counts a hold down as mm:ss and says when it expired', () => {
    const onRelease = jest.fn();
    renderList({ onRelease });
    const row = screen.getByRole('row', { name: /大礼堂/ });
    expect(row).toHaveTextContent('¥800');
    expect(row).toHaveTextContent('我已保留，剩余 01:30');
    act(() => {
      jest.advanceTimersByTime(31_000);
    });
    expect(row).toHaveTextContent('剩余 00:59');
    within(row).getByRole('button', { name: '释放 大礼堂' }).click();
    expect(onRelease).toHaveBeenCalledWith('room-1', venues[2]);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(row).toHaveTextContent('保留已过期');
  });
});
