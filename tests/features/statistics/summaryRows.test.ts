import {
  AGREEMENTS_NOT_YET,
  FUNNEL_STATES,
  NOT_GRANTED,
  monthsOf,
  type StatisticsSummary,
} from '../../../contract/statistics';
import { figuresOf, funnelRowsOf, trendRowsOf } from '../../../features/statistics/summaryRows';

const summary = (overrides: Partial<StatisticsSummary> = {}): StatisticsSummary => ({
  siteCode: '00000',
  sites: [{ xxdm: '00000', wzmc: '示例大学就业网' }],
  from: '2026-11-01',
  to: '2026-12-31',
  positions: { published: 1200, views: 34567 },
  applications: {
    total: 7,
    funnel: FUNNEL_STATES.map((state) => ({ state, count: 1 })),
    interviews: 4,
    offers: 2,
    hires: 1,
  },
  talks: { held: 2, attendance: 30 },
  fairs: { bookings: 1, passed: 1, checkedIn: 0 },
  agreements: null,
  trend: [
    { month: '2026-11', positions: 3, applications: 5 },
    { month: '2026-12', positions: null, applications: 2 },
  ],
  ...overrides,
});

describe('summary rows', () => {
  it('shows agreements as not yet, never as 0, and zh-CN numbers', () => {
    const figures = figuresOf(summary());
    expect(figures.find((figure) => figure.key === 'agreements')).toMatchObject({
      value: '—',
      note: AGREEMENTS_NOT_YET,
    });
    expect(figures.find((figure) => figure.key === 'positions')?.value).toBe('1,200');
    expect(figures.find((figure) => figure.key === 'views')?.value).toBe('34,567');
  });

  it('marks the parts the role does not grant', () => {
    const figures = figuresOf(summary({ talks: null, applications: null }));
    expect(figures.find((figure) => figure.key === 'talks')).toMatchObject({ value: '—', note: NOT_GRANTED });
    expect(figures.find((figure) => figure.key === 'hires')?.note).toBe(NOT_GRANTED);
    expect(funnelRowsOf(summary({ applications: null }))).toEqual([]);
  });

  it('labels the funnel with the workflow states and the trend by month', () => {
    expect(funnelRowsOf(summary()).map((row) => row.label)).toEqual([
      '新投递',
      '已查看',
      '邀请面试',
      '面试中',
      '录用',
      '已入职',
      '不合适',
    ]);
    expect(trendRowsOf(summary())[1]).toEqual({ month: '2026-12', positions: '—', applications: '2' });
  });

  it('lists the months a range touches, across a year end', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-11-15', '2026-11-20')).toEqual(['2026-11']);
  });
});
