import { addDays, addOneYear, daysBetween } from '../../contract/chinaTime';
import type { SuspensionRule } from '../../contract/dishonesty';

/** The last suspended day of a suspension starting on `date`: a year counts by the calendar. */
function lastSuspendedDay(date: string, suspensionDays: number): string {
  return addDays(suspensionDays === 365 ? addOneYear(date) : addDays(date, suspensionDays), -1);
}

/**
 * The suspensions a site's rule derives from an employer's breach dates ('YYYY-MM-DD', records not
 * revoked; an appeal under way still counts): every `count` breaches at most `windowDays` apart suspend
 * booking from the latest of them for `suspensionDays`. Answers the last suspended day of the suspension
 * that ends last and the dates behind it, or null.
 */
export function suspensionEnd(
  breachDates: readonly string[],
  rule: SuspensionRule,
): { until: string; dates: string[] } | null {
  const { count, windowDays, suspensionDays } = rule;
  const dates = [...breachDates].sort();
  let latest: { until: string; dates: string[] } | null = null;
  // Sorted, the breaches ending at one date that lie closest together are the `count` before it.
  for (let index = count - 1; index < dates.length; index += 1) {
    const first = dates[index - count + 1] as string;
    const last = dates[index] as string;
    if (daysBetween(first, last) > windowDays) continue;
    const until = lastSuspendedDay(last, suspensionDays);
    if (latest === null || until >= latest.until)
      latest = { until, dates: dates.slice(index - count + 1, index + 1) };
  }
  return latest;
}
