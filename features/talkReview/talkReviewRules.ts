import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import { chinaDateTime } from '../../contract/chinaTime';
import { invoiceKindLabel, type BookingInvoice } from '../../contract/invoices';
import {
  TALK_ROOM_STATE_LABELS,
  WEEKDAY_NAMES,
  talkWorkflow,
  venueKindName,
  weekdayOf,
  type SchoolTalkListQuery,
  type TalkDetail,
  type TalkRoom,
  type TalkState,
} from '../../contract/talks';
import { stateOfCode } from '../../contract/workflow';
import { queueQuery, queueTabs } from '../../app/review/reviewQueue';

/** The talk queue's tabs: every state but the employer's own drafts, pending first, then 全部. */
export const TALK_QUEUE_TABS = queueTabs(talkWorkflow, ['draft']);

export const TALK_PENDING_CODE = talkWorkflow.states.pending.code;

/** What the school decides on a submitted talk. */
export const SCHOOL_TALK_ACTIONS = ['pass', 'reject', 'changes'] as const;

export type TalkQueueQuery = Required<SchoolTalkListQuery>;

/** The queue's request from the page address: pending unless ?zt names another state (or all). */
export function talkQueueQuery(search: URLSearchParams): TalkQueueQuery {
  return queueQuery(search, TALK_QUEUE_TABS, TALK_PENDING_CODE);
}

/** A talk as the review page holds it: its detail, the latest reason under the name the page reads. */
export type SchoolTalk = TalkDetail & { shyj: string };

export function schoolTalkOf(detail: TalkDetail): SchoolTalk {
  return { ...detail, shyj: detail.yy };
}

export const TALK_STATE_TONES: Readonly<Record<TalkState, BadgeTone>> = {
  draft: 'default',
  pending: 'warning',
  passed: 'success',
  rejected: 'danger',
  changes: 'warning',
  cancelled: 'default',
};

/** A talk's state code as its label and tone; an unknown code shows as it is. */
export function talkStateDisplay(code: string): { label: string; tone: BadgeTone } {
  const state = stateOfCode(talkWorkflow, code);
  return state === undefined
    ? { label: code, tone: 'default' }
    : { label: talkWorkflow.states[state].label, tone: TALK_STATE_TONES[state] };
}

/** 2026-12-08（周二）14:00-16:00 */
export function talkTimeText(date: string, slot: string): string {
  if (date === '') return '—';
  const weekday = WEEKDAY_NAMES[weekdayOf(date)] ?? '';
  return `${date}（${weekday}）${slot}`.trim();
}

/** An epoch-ms moment in China time to the minute, or — when there is none. */
export function momentText(ms: number | null): string {
  return ms === null ? '—' : chinaDateTime(ms).slice(0, 16);
}

/** 线上宣讲 / 线下宣讲 */
export function talkFormText(online: boolean): string {
  return online ? '线上宣讲' : '线下宣讲';
}

/** Yuan as the page shows a fee: 免费 or ¥1,200. */
export function yuanText(fee: number): string {
  return fee === 0 ? '免费' : `¥${fee.toLocaleString('zh-CN')}`;
}

export const ROOM_STATE_TONES: Readonly<Record<TalkRoom['zt'], BadgeTone>> = {
  held: 'warning',
  pending: 'warning',
  booked: 'success',
  expired: 'default',
  released: 'default',
};

/** A room's state as its label and tone. */
export function roomStateDisplay(state: TalkRoom['zt']): { label: string; tone: BadgeTone } {
  return { label: TALK_ROOM_STATE_LABELS[state], tone: ROOM_STATE_TONES[state] };
}

/** The rooms of a talk, the talk hall first, then by date and slot. */
export function sortedRooms(rooms: readonly TalkRoom[]): TalkRoom[] {
  return [...rooms].sort(
    (a, b) => a.cdlx.localeCompare(b.cdlx) || a.rq.localeCompare(b.rq) || a.sd.localeCompare(b.sd),
  );
}

export function roomKindText(room: TalkRoom): string {
  return venueKindName(room.cdlx);
}

/** The invoice's lines as label and value; none when the talk needs no invoice. */
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
