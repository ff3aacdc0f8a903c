import { addWorkingDays } from '../../contract/workingDays';

/**
 * The booth booking flow as data: which steps a booking walks (the invoice only for a paid booth),
 * where each step leads, and whether a booking can still be cancelled. Screens ask these functions
 * rather than deciding themselves.
 */

export type BookingStep = 'ydzw' | 'qrfpxx' | 'tbjxry' | 'ydzwcg';

export const BOOKING_STEP_PATHS: Record<BookingStep, string> = {
  ydzw: '/zph/ydzw',
  qrfpxx: '/zph/qrfpxx',
  tbjxry: '/zph/tbjxry',
  ydzwcg: '/zph/ydzwcg',
};

export const BOOKING_STEP_TITLES: Record<BookingStep, string> = {
  ydzw: '选择展位',
  qrfpxx: '确认发票信息',
  tbjxry: '填报进校人员',
  ydzwcg: '提交成功',
};

/** The steps of a booking, in order: the invoice step only when the booth costs something. */
export function bookingSteps(price: number): BookingStep[] {
  return price > 0 ? ['ydzw', 'qrfpxx', 'tbjxry', 'ydzwcg'] : ['ydzw', 'tbjxry', 'ydzwcg'];
}

/** The step after `step` (the success page after the last input step). */
export function nextStep(price: number, step: BookingStep): BookingStep {
  const steps = bookingSteps(price);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'ydzwcg';
}

/** The step before `step`, for 上一步; the map for the first. */
export function previousStep(price: number, step: BookingStep): BookingStep {
  const steps = bookingSteps(price);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'ydzw';
}

/** A step's address: the fair and the booking travel in the query (zphid, ydid), so a reload keeps them. */
export function stepAddress(step: BookingStep, ids: { fairId: string; bookingId?: string }): string {
  const query = new URLSearchParams({ zphid: ids.fairId });
  if (ids.bookingId) query.set('ydid', ids.bookingId);
  return `${BOOKING_STEP_PATHS[step]}?${query.toString()}`;
}

export type CancelRule =
  { allowed: true; lastDay: string } | { allowed: false; lastDay: string; reason: string };

/**
 * A booking can be cancelled up to one working day before the fair: the last day is the working day
 * before the fair's date (a Monday fair: the Friday before, a holiday in between counted out).
 * `today` is the server's date in China.
 */
export function cancelRule(fairDate: string, today: string): CancelRule {
  const lastDay = addWorkingDays(fairDate, -1);
  if (today <= lastDay) return { allowed: true, lastDay };
  return {
    allowed: false,
    lastDay,
    reason: `招聘会前一个工作日（${lastDay}）之后不能取消预定`,
  };
}
