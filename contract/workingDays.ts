import { isWorkday } from 'chinese-days';
import { addDays, isDateString } from './chinaTime';

// China's working days: Monday to Friday, minus the official holidays, plus the make-up working
// weekends (调休) the State Council announces each year, as the maintained chinese-days package keeps
// them. Dates are 'YYYY-MM-DD' in China time (contract/chinaTime.ts). For a year the package does not
// know yet it answers Monday to Friday.

/** True when people work on this China date (a make-up Sunday is; a National Day Thursday is not). */
export function isWorkingDay(date: string): boolean {
  if (!isDateString(date)) throw new RangeError(`not a date: ${date}`);
  return isWorkday(date);
}

/**
 * The date `count` working days after `date` (before it when negative), counting only working days
 * and never `date` itself: Friday + 1 is the next working Monday; Monday - 2 the previous Thursday.
 * 0 answers `date`.
 */
export function addWorkingDays(date: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  let current = date;
  while (remaining > 0) {
    current = addDays(current, step);
    if (isWorkingDay(current)) remaining -= 1;
  }
  return current;
}

/**
 * Working days after `from` up to and including `to` (negative when `to` is earlier: the working days
 * after `to` up to and including `from`). Monday -> Friday of one ordinary week is 4.
 */
export function workingDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const [start, end, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return sign * count;
}

/** The next working day on or after `date` (itself when it is one). */
export function workingDayOnOrAfter(date: string): string {
  return isWorkingDay(date) ? date : addWorkingDays(date, 1);
}
