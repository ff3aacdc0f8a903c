import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import {
  BOOTH_TYPES,
  fairBookingWorkflow,
  type FairBookingState,
  type SchoolBookingDetail,
  type SchoolBookingQuery,
} from '../../contract/fairs';
import { invoiceKindLabel, type BookingInvoice } from '../../contract/invoices';
import { stateOfCode } from '../../contract/workflow';
import { queueQuery, queueTabs } from '../../app/review/reviewQueue';

/**
 * The booking queue's tabs: the states the school looks at, pending first, then 全部. Holds, releases
 * and expiries are the employer's own moves before it submits, not the school's business.
 */
export const FAIR_BOOKING_QUEUE_TABS = queueTabs(fairBookingWorkflow, ['held', 'released', 'expired']);

export const FAIR_BOOKING_PENDING_CODE = fairBookingWorkflow.states.pending.code;

/** What the school decides on a submitted booking. */
export const SCHOOL_BOOKING_ACTIONS = ['pass', 'reject', 'changes'] as const;

export type FairBookingQueueQuery = Required<Omit<SchoolBookingQuery, 'zphid'>>;

/** The queue's request from the page address: pending unless ?zt names another state (or all). */
export function fairBookingQueueQuery(search: URLSearchParams): FairBookingQueueQuery {
  return queueQuery(search, FAIR_BOOKING_QUEUE_TABS, FAIR_BOOKING_PENDING_CODE);
}

/** A booking as the review page holds it: its detail, the latest reason under the name the page reads. */
export type SchoolBooking = SchoolBookingDetail & { shyj: string };

export function schoolBookingOf(detail: SchoolBookingDetail): SchoolBooking {
  return { ...detail, shyj: detail.yy };
}

export const BOOKING_STATE_TONES: Readonly<Record<FairBookingState, BadgeTone>> = {
  held: 'default',
  pending: 'warning',
  changes: 'warning',
  passed: 'success',
  rejected: 'danger',
  released: 'default',
  expired: 'default',
  cancelled: 'default',
  checkedIn: 'success',
  noShow: 'danger',
};

/** A booking's state code as its label and tone; an unknown code shows as it is. */
export function bookingStateDisplay(code: string): { label: string; tone: BadgeTone } {
  const state = stateOfCode(fairBookingWorkflow, code);
  return state === undefined
    ? { label: code, tone: 'default' }
    : { label: fairBookingWorkflow.states[state].label, tone: BOOKING_STATE_TONES[state] };
}

/** 1号馆 · A-01（标准展位） */
export function boothText(booking: { hcmc: string; zwbh: string; zwlx: keyof typeof BOOTH_TYPES }): string {
  const place = [booking.hcmc, booking.zwbh].filter(Boolean).join(' · ');
  return `${place}（${BOOTH_TYPES[booking.zwlx]}）`;
}

/** Yuan as the page shows a fee: 免费 or ¥1,200. */
export function yuanText(fee: number): string {
  return fee === 0 ? '免费' : `¥${fee.toLocaleString('zh-CN')}`;
}

/** A 'YYYY-MM-DD HH:mm:ss' moment to the minute, or — when there is none. */
export function minuteText(moment: string): string {
  return moment === '' ? '—' : moment.slice(0, 16);
}

/** The invoice's lines as label and value; none when the booking needs no invoice. */
export function invoiceLines(invoice: BookingInvoice): { label: string; value: string }[] {
  if (invoice === null) return [];
  const lines = [
    { label: '发票类型', value: invoiceKindLabel(invoice.fplx) },
    { label: '发票抬头', value: invoice.fptt },
    { label: '纳税人识别号', value: invoice.nsrsbh },
  ];
  if (invoice.fplx === 'zy')
    lines.push(
      { label: '注册地址', value: invoice.dz },
      { label: '注册电话', value: invoice.dh },
      { label: '开户银行', value: invoice.khyh },
      { label: '银行账号', value: invoice.yhzh },
    );
  return lines.map((line) => ({ ...line, value: line.value || '—' }));
}
