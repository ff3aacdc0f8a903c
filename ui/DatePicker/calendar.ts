import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * Calendar rules as plain functions over 'YYYY-MM-DD' strings (such strings sort like the dates they
 * name, so comparisons are string comparisons). Weeks start on Monday, as in zh-CN.
 */

const DATE_FORMAT = 'YYYY-MM-DD';
const LOCALE = 'zh-cn';

export type DateConstraints = {
  /** Earliest selectable date, inclusive. */
  min?: string | undefined;
  /** Latest selectable date, inclusive. */
  max?: string | undefined;
  /** Further dates that may not be chosen (holidays, fully booked days). */
  disabledDate?: ((date: string) => boolean) | undefined;
};

export type CalendarCell = {
  date: string;
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
};

/** Column headers, Monday first: short labels shown, long names for assistive technology. */
export const WEEKDAYS = [
  { short: '一', long: '星期一' },
  { short: '二', long: '星期二' },
  { short: '三', long: '星期三' },
  { short: '四', long: '星期四' },
  { short: '五', long: '星期五' },
  { short: '六', long: '星期六' },
  { short: '日', long: '星期日' },
] as const;

const WEEKS_SHOWN = 6;

function toDay(date: string): Dayjs {
  return dayjs(date).locale(LOCALE);
}

function format(day: Dayjs): string {
  return day.format(DATE_FORMAT);
}

/** Today in local time. */
export function today(now: Date = new Date()): string {
  return format(dayjs(now));
}

/**
 * Typed input: year-month-day with '-' or '/' between, month and day with one or two digits
 * ('2025-6-1' as well as '2025-06-01'). Returns the normalised 'YYYY-MM-DD', or null when the text
 * does not name a real day.
 */
export function parseDateInput(text: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const candidate = dayjs(new Date(year, month - 1, day));
  const real = candidate.year() === year && candidate.month() === month - 1 && candidate.date() === day;
  return real && year >= 1000 ? format(candidate) : null;
}

export function addDays(date: string, days: number): string {
  return format(toDay(date).add(days, 'day'));
}

/** Month arithmetic keeps the day where it can and clamps it otherwise (01-31 + 1 month = 02-28/29). */
export function addMonths(date: string, months: number): string {
  return format(toDay(date).add(months, 'month'));
}

export function addYears(date: string, years: number): string {
  return format(toDay(date).add(years, 'year'));
}

/** 0 for Monday … 6 for Sunday. */
function mondayIndex(date: string): number {
  return (toDay(date).day() + 6) % 7;
}

export function startOfWeek(date: string): string {
  return addDays(date, -mondayIndex(date));
}

export function endOfWeek(date: string): string {
  return addDays(date, 6 - mondayIndex(date));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/**
 * Six weeks of seven days, Monday first, covering the month of `date`; always six rows so the panel
 * keeps its height from month to month.
 */
export function monthGrid(date: string): CalendarCell[][] {
  const first = startOfMonth(date);
  const gridStart = startOfWeek(first);
  return Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const cellDate = addDays(gridStart, week * 7 + weekday);
      return { date: cellDate, dayOfMonth: Number(cellDate.slice(8)), inMonth: isSameMonth(cellDate, first) };
    }),
  );
}

export function isDateSelectable(date: string, { min, max, disabledDate }: DateConstraints): boolean {
  if (min && date < min) return false;
  if (max && date > max) return false;
  return !disabledDate?.(date);
}

/** Brings a date into [min, max]. */
export function clampDate(date: string, { min, max }: DateConstraints): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

export type GridKeyEvent = { key: string; shiftKey?: boolean };

/**
 * Where focus goes in the grid for a key, per the ARIA date-picker dialog pattern: arrows move by a day
 * or a week, Home / End to the first / last day of the week (Monday / Sunday), PageUp / PageDown by a
 * month, with Shift by a year. Focus stays within [min, max]; disabled dates inside it can still be
 * focused (and are announced as unavailable). Null for keys the grid does not handle.
 */
export function nextFocusDate(
  current: string,
  event: GridKeyEvent,
  constraints: DateConstraints,
): string | null {
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(current, -1),
    ArrowRight: () => addDays(current, 1),
    ArrowUp: () => addDays(current, -7),
    ArrowDown: () => addDays(current, 7),
    Home: () => startOfWeek(current),
    End: () => endOfWeek(current),
    PageUp: () => (event.shiftKey ? addYears(current, -1) : addMonths(current, -1)),
    PageDown: () => (event.shiftKey ? addYears(current, 1) : addMonths(current, 1)),
  };
  const move = moves[event.key];
  return move ? clampDate(move(), constraints) : null;
}

/** '2025年6月' */
export function monthTitle(date: string): string {
  return toDay(date).format('YYYY年M月');
}

/** '2025年6月15日 星期日', the accessible name of a day cell. */
export function dateLabel(date: string): string {
  return toDay(date).format('YYYY年M月D日 dddd');
}

/** Whether the month before / after the one shown holds any date within [min, max]. */
export function canShowMonth(month: string, { min, max }: DateConstraints): boolean {
  const first = startOfMonth(month);
  const last = addDays(addMonths(first, 1), -1);
  return !(min && last < min) && !(max && first > max);
}

/**
 * The first month of a view of `months` consecutive months, moved as little as possible so that it
 * shows `focused` (returned as that month's first day).
 */
export function visibleFirstMonth(firstMonth: string, focused: string, months: number): string {
  const first = startOfMonth(firstMonth);
  const focusedMonth = startOfMonth(focused);
  if (focusedMonth < first) return focusedMonth;
  const lastShown = addMonths(first, months - 1);
  return focusedMonth > lastShown ? addMonths(focusedMonth, -(months - 1)) : first;
}
