// The employer's talk application as plain rules, tested without React: its steps in order (the invoice
// step only when a chosen room charges), where "next" and "back" lead, a hold's countdown by the
// server's clock, and which step a refused submission sends the employer back to.

import {
  EDITABLE_TALK_STATES,
  HALL_MISSING_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  VENUE_KIND_CODES,
  cutoffMessage,
  noticeMessage,
  talkWorkflow,
  type TalkDetail,
  type TalkDraft,
  type TalkRoom,
  type TalkRoomState,
  type VenueAvailability,
} from '../../contract/talks';
import { addWorkingDays } from '../../contract/workingDays';

/** The flow's steps; each is a route of the employer surface (spec section 2, xjh/*). */
export type TalkStepKey = 'details' | 'venue' | 'rooms' | 'invoice' | 'entrants';

export type TalkStep = { key: TalkStepKey; path: string; title: string };

export const TALK_STEPS: readonly TalkStep[] = [
  { key: 'details', path: '/xjh/jbxx', title: '基本信息' },
  { key: 'venue', path: '/xjh/sqxjhcd', title: '宣讲场地' },
  { key: 'rooms', path: '/xjh/sqbmscd', title: '笔面试场地' },
  { key: 'invoice', path: '/xjh/qrfpxx', title: '发票信息' },
  { key: 'entrants', path: '/xjh/tbjxry', title: '进校人员' },
];

export const TALK_SCREENS = {
  success: '/xjh/xjhsqcg',
  manage: '/xjh/xjhgl',
  writtenTestRooms: '/xjh/bscdgl',
  interviewRooms: '/xjh/mscdgl',
} as const;

/** The steps the draft goes through: the invoice only when a chosen room has a fee. */
export function flowSteps(needsInvoice: boolean): TalkStep[] {
  return TALK_STEPS.filter((step) => needsInvoice || step.key !== 'invoice');
}

/** The step's place among those shown (the invoice left out when free), -1 when not among them. */
export function stepIndex(key: TalkStepKey, needsInvoice: boolean): number {
  return flowSteps(needsInvoice).findIndex((step) => step.key === key);
}

/** Where 下一步 leads from a step; null after the last (the entrants step submits instead). */
export function nextStep(key: TalkStepKey, needsInvoice: boolean): TalkStep | null {
  const steps = flowSteps(needsInvoice);
  const index = steps.findIndex((step) => step.key === key);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** Where 上一步 leads from a step; null on the first. */
export function previousStep(key: TalkStepKey, needsInvoice: boolean): TalkStep | null {
  const steps = flowSteps(needsInvoice);
  const index = steps.findIndex((step) => step.key === key);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/** Whole seconds a hold has left by the server's clock (`offsetMs` = server time - this device's). */
export function holdSecondsLeft(expiresAtMs: number, nowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - (nowMs + offsetMs)) / 1000));
}

/** 09:59: a countdown as minutes and seconds. */
export function mmss(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The earliest date a talk may be booked for: `notice` working days after today (China's calendar). */
export function earliestTalkDate(today: string, notice: number): string {
  return addWorkingDays(today, notice);
}

/** Why a date cannot be the talk's (inside the site's notice), or null. */
export function talkDateProblem(date: string, today: string, notice: number): string | null {
  const earliest = earliestTalkDate(today, notice);
  return date !== '' && date < earliest ? noticeMessage(notice, earliest) : null;
}

const LIVE_ROOM_STATES: readonly TalkRoomState[] = ['held', 'pending', 'booked'];

/** The rooms a talk still has (held, submitted or booked), in the order they were chosen. */
export function liveRooms(rooms: readonly TalkRoom[]): TalkRoom[] {
  return rooms.filter((room) => LIVE_ROOM_STATES.includes(room.zt));
}

/** The talk's hall as the venue step shows it: the live one, else the last that expired; null when none. */
export function hallOf(rooms: readonly TalkRoom[]): TalkRoom | null {
  const halls = rooms.filter((room) => room.cdlx === VENUE_KIND_CODES.talk);
  return (
    halls.find((room) => LIVE_ROOM_STATES.includes(room.zt)) ??
    halls.filter((room) => room.zt === 'expired').at(-1) ??
    null
  );
}

/** The written-test and interview rooms still held, submitted or booked. */
export function testRoomsOf(rooms: readonly TalkRoom[]): TalkRoom[] {
  return liveRooms(rooms).filter((room) => room.cdlx !== VENUE_KIND_CODES.talk);
}

/** Whether the invoice step applies: some room still chosen charges a fee. */
export function needsInvoice(rooms: readonly TalkRoom[]): boolean {
  return liveRooms(rooms).some((room) => room.fy > 0);
}

export function totalFee(rooms: readonly TalkRoom[]): number {
  return liveRooms(rooms).reduce((sum, room) => sum + room.fy, 0);
}

/** A saved talk as the save call takes it back (the invoice and entrants travel on their own steps). */
export function draftOf(talk: TalkDetail): TalkDraft {
  return {
    id: talk.id,
    xjzt: talk.xjzt,
    rq: talk.rq,
    sd: talk.sd,
    yjrs: talk.yjrs,
    ggid: talk.ggid,
    zwids: talk.zwids,
    yx: talk.yx,
    zy: talk.zy,
    xs: talk.xs,
    zblj: talk.zblj,
    lxr: talk.lxr,
    bz: talk.bz,
  };
}

/** Whether the employer still edits the talk (a draft, or changes requested). */
export function isEditableTalk(stateCode: string): boolean {
  return EDITABLE_TALK_STATES.some((state) => talkWorkflow.states[state].code === stateCode);
}

/** The slots a venue list offers, in the order of the day. */
export function slotOptions(venues: readonly VenueAvailability[]): string[] {
  return [...new Set(venues.flatMap((venue) => venue.slots.map((slot) => slot.sd)))].sort();
}

export type VenueSlotView =
  | { state: 'free' }
  | { state: 'taken' }
  | { state: 'mine'; roomId: string; expiresAt: number | null }
  /** The venue does not open in that slot on that day. */
  | { state: 'closed' };

/** A venue's state in one slot as the availability answers it. */
export function venueSlotView(venue: VenueAvailability, slot: string): VenueSlotView {
  const entry = venue.slots.find((item) => item.sd === slot);
  if (entry === undefined) return { state: 'closed' };
  if (entry.zt === 'mine') return { state: 'mine', roomId: entry.cyid ?? '', expiresAt: entry.dqsj ?? null };
  return { state: entry.zt };
}

const CANCELLABLE = new Set(
  talkWorkflow.transitions
    .filter((move) => move.action === 'cancel')
    .map((move) => talkWorkflow.states[move.from].code),
);

/** Whether a talk in this state offers 取消 at all (a cancelled, rejected talk does not). */
export function offersCancel(stateCode: string): boolean {
  return CANCELLABLE.has(stateCode);
}

export type CancelCheck = { allowed: true } | { allowed: false; reason: string };

/** Whether 取消 may be pressed today (a draft always; a submitted talk until the cutoff); else why not. */
export function cancelCheck(talk: { zt: string; qxjzrq: string }, today: string): CancelCheck {
  if (!offersCancel(talk.zt)) return { allowed: false, reason: '该宣讲会当前状态不能取消' };
  if (talk.zt === talkWorkflow.states.draft.code) return { allowed: true };
  if (talk.qxjzrq === '') return { allowed: false, reason: '该宣讲会已不能取消；如需调整请联系学校' };
  if (today > talk.qxjzrq) return { allowed: false, reason: cutoffMessage(talk.qxjzrq) };
  return { allowed: true };
}

/**
 * The step a refused submission sends the employer back to, read from the server's words (its
 * messages name the part): an expired or missing hall, a room, the invoice, the notice; null when the
 * refusal is about the entrants (the step the submission is sent from) or nothing a step can fix.
 */
export function stepOfRefusal(message: string, rooms: readonly TalkRoom[]): TalkStepKey | null {
  if (message.includes('进校人员')) return null;
  if (message.includes('发票') || message.includes('纳税人识别号')) return 'invoice';
  if (message.includes('提前') && message.includes('工作日')) return 'details';
  if (message === HALL_MISSING_MESSAGE) return 'venue';
  if (message.includes(HOLD_EXPIRED_MESSAGE) || message.includes('场地')) {
    const named = rooms.find((room) => message.includes(`“${room.cdmc}”`));
    return named !== undefined && named.cdlx !== VENUE_KIND_CODES.talk ? 'rooms' : 'venue';
  }
  return null;
}
