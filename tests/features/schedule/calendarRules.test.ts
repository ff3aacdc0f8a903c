import {
  compareActivities,
  dateRangeProblem,
  groupByDay,
  monthDates,
  signUpProblem,
  SIGN_UP_MESSAGES,
  type ActivityItem,
} from '../../../contract/activities';
import {
  itemsByDate,
  monthGrid,
  monthGridRange,
  shiftView,
  viewFromSearch,
  viewRange,
  viewTitle,
  weekCells,
  weekStart,
  weekdayOf,
} from '../../../features/schedule/calendarRules';
import { activitySearchChanges, siteActivityQuery } from '../../../features/schedule/activityFilters';
import { subscriptionAddresses } from '../../../features/schedule/subscriptionAddress';

const item = (id: string, rq: string, kssj: string, bt = id): ActivityItem => ({
  id,
  lx: 'xjh',
  bt,
  jbf: '单位',
  rq,
  kssj,
  jssj: '23:00',
  dd: '',
  xsfs: '1',
});

describe('weeks start on Monday', () => {
  it.each([
    ['2026-11-23', 0],
    ['2026-11-26', 3],
    ['2026-11-29', 6],
    ['2026-11-30', 0],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('finds the Monday of a week, across a month and a year', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
  });
});

describe('the month grid', () => {
  it('shows November 2026 as six whole weeks from Monday 26 October to Sunday 6 December', () => {
    const weeks = monthGrid('2026-11', '2026-11-26');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-10-26', inMonth: false, weekday: 0 });
    expect(weeks[0]?.[6]).toMatchObject({ date: '2026-11-01', inMonth: true, day: 1 });
    expect(weeks[5]?.[6]).toMatchObject({ date: '2026-12-06', inMonth: false });
    expect(
      weeks
        .flat()
        .filter((cell) => cell.today)
        .map((cell) => cell.date),
    ).toEqual(['2026-11-26']);
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  it('needs only four rows for February 2021, which starts on a Monday', () => {
    expect(monthGrid('2021-02', '2026-01-01')).toHaveLength(4);
    expect(monthGridRange('2021-02')).toEqual({ from: '2021-02-01', to: '2021-02-28' });
  });

  it('knows leap years', () => {
    expect(monthDates('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDates('2026-02').last).toBe('2026-02-28');
  });
});

describe('the week view and moving between views', () => {
  it('lists the seven days of a week', () => {
    expect(weekCells('2026-11-26', '2026-11-26').map((cell) => cell.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('asks the server for exactly what a view shows', () => {
    expect(viewRange('week', '2026-11-26')).toEqual({ ksrq: '2026-11-23', jsrq: '2026-11-29' });
    expect(viewRange('month', '2026-11-26')).toEqual({ ksrq: '2026-10-26', jsrq: '2026-12-06' });
  });

  it('moves by a month (keeping the day where it exists) or a week', () => {
    expect(shiftView('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftView('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftView('week', '2026-12-30', 1)).toBe('2027-01-06');
  });

  it('titles the views in Chinese', () => {
    expect(viewTitle('month', '2026-11-26')).toBe('2026年11月');
    expect(viewTitle('week', '2026-11-26')).toBe('2026年11月23日 – 11月29日');
    expect(viewTitle('week', '2026-12-30')).toBe('2026年12月28日 – 2027年1月3日');
  });

  it('reads the view from the address and falls back to this month', () => {
    expect(viewFromSearch(new URLSearchParams('view=week&date=2026-12-01'), '2026-11-26')).toEqual({
      view: 'week',
      date: '2026-12-01',
    });
    expect(viewFromSearch(new URLSearchParams('month=2027-02'), '2026-11-26')).toEqual({
      view: 'month',
      date: '2027-02-01',
    });
    expect(viewFromSearch(new URLSearchParams('view=year&date=2026-02-30'), '2026-11-26')).toEqual({
      view: 'month',
      date: '2026-11-26',
    });
  });
});

describe('grouping activities', () => {
  it('groups by day, days in order and each day by time, leaving empty days out', () => {
    const groups = groupByDay([
      item('c', '2026-11-27', '09:00'),
      item('b', '2026-11-26', '19:00'),
      item('a', '2026-11-26', '14:00'),
    ]);
    expect(groups.map((day) => [day.rq, day.items.map((entry) => entry.id)])).toEqual([
      ['2026-11-26', ['a', 'b']],
      ['2026-11-27', ['c']],
    ]);
    expect(itemsByDate([item('x', '2026-11-30', '10:00')]).get('2026-11-30')?.[0]?.id).toBe('x');
  });

  it('orders equal times by title', () => {
    expect(
      compareActivities(item('1', '2026-11-26', '14:00', '乙'), item('2', '2026-11-26', '14:00', '甲')),
    ).toBe(1);
  });
});

describe('date ranges and sign-up rules', () => {
  it.each([
    [undefined, undefined, ''],
    ['2026-11-01', '2026-11-30', ''],
    ['2026-13-01', undefined, '开始日期格式不正确'],
    ['2026-11-30', '2026-11-01', '结束日期不能早于开始日期'],
    ['2026-01-01', '2026-03-31', '日期范围不能超过62天'],
  ])('%s to %s: %s', (from, to, message) => {
    expect(dateRangeProblem(from, to, 62)).toBe(message);
  });

  it('refuses a sign-up that is closed, started, full or repeated, in that order of telling', () => {
    const open = { kfbm: true, rl: 2, ybmrs: 1 };
    expect(signUpProblem(open, false, false)).toBe('');
    expect(signUpProblem({ ...open, ybmrs: 2 }, false, false)).toBe(SIGN_UP_MESSAGES.full);
    expect(signUpProblem({ ...open, kfbm: false }, false, false)).toBe(SIGN_UP_MESSAGES.closed);
    expect(signUpProblem(open, true, false)).toBe(SIGN_UP_MESSAGES.ended);
    expect(signUpProblem(open, false, true)).toBe(SIGN_UP_MESSAGES.already);
  });
});

describe('活动信息’s address', () => {
  it('reads kind, keyword and dates, and ignores an unknown kind', () => {
    expect(siteActivityQuery(new URLSearchParams('lx=xjh&keyword=星辰&ksrq=2026-12-01&size=20'))).toEqual({
      page: 1,
      size: 20,
      lx: 'xjh',
      keyword: '星辰',
      ksrq: '2026-12-01',
    });
    expect(siteActivityQuery(new URLSearchParams('lx=party'))).toEqual({ page: 1, size: 10 });
    expect(activitySearchChanges({ ksrq: '', jsrq: '2026-12-31', lx: 'zph', keyword: '  ' })).toEqual({
      ksrq: null,
      jsrq: '2026-12-31',
      lx: 'zph',
      keyword: null,
    });
  });

  it('builds the subscription’s addresses from the page’s origin', () => {
    expect(
      subscriptionAddresses('/web/calendar/t.ics', { protocol: 'https:', host: 'jy.example.edu.cn' }),
    ).toEqual({
      https: 'https://jy.example.edu.cn/web/calendar/t.ics',
      webcal: 'webcal://jy.example.edu.cn/web/calendar/t.ics',
    });
  });
});
