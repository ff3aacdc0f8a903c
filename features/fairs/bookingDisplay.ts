import { fairBookingWorkflow, type FairBookingState, type FairBookingSummary } from '../../contract/fairs';
import type { BadgeTone } from '../../ui/Badge';

const TONES: Record<FairBookingState, BadgeTone> = {
  held: 'info',
  pending: 'warning',
  changes: 'warning',
  passed: 'success',
  checkedIn: 'success',
  rejected: 'danger',
  noShow: 'danger',
  released: 'default',
  expired: 'default',
  cancelled: 'default',
};

/** The workflow state of a booking's state code (zt), or undefined for a code this client does not know. */
export function bookingStateOf(code: string): FairBookingState | undefined {
  return (Object.keys(fairBookingWorkflow.states) as FairBookingState[]).find(
    (state) => fairBookingWorkflow.states[state].code === code,
  );
}

export function bookingTone(code: string): BadgeTone {
  const state = bookingStateOf(code);
  return state === undefined ? 'default' : TONES[state];
}

export type BookingAction = 'continue' | 'cancel';

/**
 * What a booking in my list offers: 继续填写 while held or sent back for changes; 取消预定 in the
 * states the workflow lets the employer cancel from, enabled only while the server says it is not too
 * late (kqx), else disabled with its reason (bkqxyy: the last day it was allowed).
 */
export function bookingActions(
  booking: Pick<FairBookingSummary, 'zt' | 'kqx' | 'bkqxyy'>,
): { action: BookingAction; disabledReason: string | null }[] {
  const state = bookingStateOf(booking.zt);
  if (state === undefined) return [];
  const actions: { action: BookingAction; disabledReason: string | null }[] = [];
  if (state === 'held' || state === 'changes') actions.push({ action: 'continue', disabledReason: null });
  const cancellable = fairBookingWorkflow.transitions.some(
    (transition) =>
      transition.from === state && transition.action === 'cancel' && transition.by === 'employer',
  );
  if (cancellable)
    actions.push({
      action: 'cancel',
      disabledReason: booking.kqx ? null : booking.bkqxyy || '当前不能取消',
    });
  return actions;
}
