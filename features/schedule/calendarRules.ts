import { addDays, isDateString } from '../../contract/chinaTime';
import { groupByDay, isMonthString, monthDates, monthOf, type ActivityItem } from '../../contract/activities';

// The calendar's rules as plain functions: China's weeks start on Monday (GB/T 7408), a month shows
// as whole weeks, and the schedule's view (month or week, and which) lives in the address.

export const WEEKDAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'] as const;

export type CalendarView = 'month' | 'week';

export type CalendarCell = {
  date: string;
  /** Day of the month (1-31). */
  day: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  inMonth: boolean;
  today: boolean;
};

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of a date's week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

function cellOf(date: string, month: string, today: string): CalendarCell {
  return {
    date,
    day: Number(date.slice(8, 10)),
    weekday: weekdayOf(date),
    inMonth: monthOf(date) === month,
    today: date === today,
  };
}

/** The first and last date a month's grid shows: from the Monday of its first week to the Sunday of its last. */
export function monthGridRange(month: string): { from: string; to: string } {
  const { first, last } = monthDates(month);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** A month as whole weeks, Monday first (4 to 6 rows of 7 cells). */
export function monthGrid(month: string, today: string): CalendarCell[][] {
  const { from, to } = monthGridRange(month);
  const weeks: CalendarCell[][] = [];
  for (let monday = from; monday <= to; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => cellOf(addDays(monday, index), month, today)));
  }
  return weeks;
}

/** The seven days of a date's week, Monday first. */
export function weekCells(date: string, today: string): CalendarCell[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, index) => cellOf(addDays(monday, index), monthOf(date), today));
}

/** The dates one view asks the schedule for. */
export function viewRange(view: CalendarView, date: string): { ksrq: string; jsrq: string } {
  if (view === 'week') {
    const monday = weekStart(date);
    return { ksrq: monday, jsrq: addDays(monday, 6) };
  }
  const { from, to } = monthGridRange(monthOf(date));
  return { ksrq: from, jsrq: to };
}

/** The date the view moves to: a month (same day, clamped to the month's end) or a week away. */
export function shiftView(view: CalendarView, date: string, delta: number): string {
  if (view === 'week') return addDays(date, delta * 7);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const target = new Date(Date.UTC(year, month - 1 + delta, 1));
  const targetMonth = target.toISOString().slice(0, 7);
  const { last } = monthDates(targetMonth);
  const day = `${targetMonth}-${date.slice(8, 10)}`;
  return day > last ? last : day;
}

/** A view's heading: '2026年11月' or '2026年11月23日 – 11月29日'. */
export function viewTitle(view: CalendarView, date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  if (view === 'month') return `${year}年${month}月`;
  const monday = weekStart(date);
  const sunday = addDays(monday, 6);
  const label = (value: string) => `${Number(value.slice(5, 7))}月${Number(value.slice(8, 10))}日`;
  const sundayYear = Number(sunday.slice(0, 4));
  return `${Number(monday.slice(0, 4))}年${label(monday)} – ${sundayYear === year ? '' : `${sundayYear}年`}${label(sunday)}`;
}

/** The view an address asks for (?view=week&date=2026-11-26), today's month when it asks for none or nonsense. */
export function viewFromSearch(search: URLSearchParams, today: string): { view: CalendarView; date: string } {
  const view: CalendarView = search.get('view') === 'week' ? 'week' : 'month';
  const asked = search.get('date') ?? '';
  const month = search.get('month') ?? '';
  if (isDateString(asked)) return { view, date: asked };
  if (isMonthString(month)) return { view, date: `${month}-01` };
  return { view, date: today };
}

/** Activities per date for the cells to look up ('YYYY-MM-DD' -> the day's items in time order). */
export function itemsByDate<Item extends ActivityItem>(items: readonly Item[]): Map<string, Item[]> {
  return new Map(groupByDay(items).map((day) => [day.rq, day.items]));
}
