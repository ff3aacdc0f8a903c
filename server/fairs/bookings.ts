import type { Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import {
  BOOTH_TAKEN_CODE,
  EDITABLE_BOOKING_STATES,
  FAIR_MESSAGES,
  FAIR_WINDOW_CODE,
  HOLD_EXPIRED_CODE,
  HOLD_MINUTES,
  LIVE_BOOKING_STATES,
  cancelTooLateMessage,
  closedMessage,
  fairBookingWorkflow,
  notYetOpenMessage,
  type FairBookingAction,
  type FairBookingDraft,
  type FairBookingState,
} from '../../contract/fairs';
import { addWorkingDays } from '../../contract/workingDays';
import { employerAccounts, usersOfEmployer } from '../accounts';
import { publishedAnnouncementOf } from '../announcements';
import { assertNotSuspended } from '../dishonesty';
import { isUniqueViolation } from '../core/db/errors';
import { preparedInsert, preparedQuery } from '../core/db/preparedQueries';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { newId, newToken } from '../core/tokens';
import { replaceEntrants } from '../entrants';
import { resolveInvoice } from '../invoices';
import type { Database } from '../schema';
import {
  STATE_CHANGED_CODE,
  performTransition,
  recordCreation,
  SYSTEM_ACTOR,
  type ActorRef,
  type ReviewHistoryTable,
  type ReviewedObject,
} from '../workflow';
import { assertIndustryAllowed } from './eligibility';
import { chinaMinute, feeOf, findFair } from './store';
import type { HeldBooths } from './heldBooths';
import type { FairBookingsTable, FairBoothsTable, FairsTable } from './tables';

export const HOLD_MS = HOLD_MINUTES * 60_000;

const refuse = (message: string, code = VALIDATION_FAILED_CODE) => new ApiError(code, message);

/** A booking with its fair and booth, as every transition needs them. */
export type BookingContext = { booking: FairBookingsTable; fair: FairsTable; booth: FairBoothsTable };

/** A booth changed by a committed transition: what the live maps are told. */
export type BoothMove = { fairId: string; boothId: string; bookingId: string; taken: boolean };

/** Where a session reaches: a staff member's whole site, or an employer's own bookings there. */
export type BookingReach = { siteCode: string; employerId?: string };

const isLive = (state: string) => LIVE_BOOKING_STATES.includes(state as FairBookingState);

/** The last day a booking of the fair may be cancelled: one working day before the fair. */
export const lastCancelDay = (fairDate: string) => addWorkingDays(fairDate, -1);

/** A booking within reach with its fair and booth, else the not-found refusal. */
export async function loadBooking(
  db: Kysely<Database>,
  reach: BookingReach,
  id: string,
): Promise<BookingContext> {
  const booking = await db
    .selectFrom('fair_bookings')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', reach.siteCode)
    .$if(reach.employerId !== undefined, (query) => query.where('employer_id', '=', reach.employerId ?? ''))
    .executeTakeFirst();
  if (booking === undefined) throw refuse(FAIR_MESSAGES.bookingNotFound);
  const [fair, booth] = await Promise.all([
    findFair(db, reach.siteCode, booking.fair_id),
    db.selectFrom('fair_booths').selectAll().where('id', '=', booking.booth_id).executeTakeFirstOrThrow(),
  ]);
  return { booking, fair, booth };
}

function objectOf({ booking, fair, booth }: BookingContext): ReviewedObject {
  return {
    type: 'fairBooking',
    id: booking.id,
    name: `${fair.name} 展位${booth.number}`,
    siteCode: booking.site_code,
    employerId: booking.employer_id,
  };
}

type MoveOptions = {
  reason?: string | undefined;
  /** More columns the transition sets. */
  set?: Partial<FairBookingsTable>;
  /** More changes in the same transaction once the booking moved. */
  alsoApply?: (trx: Kysely<Database>) => Promise<void>;
  /** Tell the employer's users (transitions by the school; by the system where it matters). */
  tell?: boolean;
};

/**
 * One transition of a booking (fairBookingWorkflow), in one transaction: the conditional update of its
 * state, and, when it leaves the live states, the deletion of its claims, so the booth is free the
 * moment the transition commits. Answers the new state and the booth change to publish, if any.
 */
async function move(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  action: FairBookingAction,
  actor: ActorRef,
  options: MoveOptions = {},
): Promise<{ state: FairBookingState; moved: BoothMove | null }> {
  const { booking } = context;
  const from = booking.state as FairBookingState;
  const state = await performTransition(db, {
    table: fairBookingWorkflow,
    object: objectOf(context),
    from,
    action,
    actor,
    ...(options.reason === undefined ? {} : { reason: options.reason }),
    now,
    apply: async (trx, to) => {
      const result = await trx
        .updateTable('fair_bookings')
        .set({
          ...options.set,
          state: to,
          updated_at: now,
          ...(to === 'held' ? {} : { hold_expires_at: null }),
          ...(to === 'rejected' || to === 'changes' ? { review_reason: (options.reason ?? '').trim() } : {}),
        })
        .where('id', '=', booking.id)
        .where('state', '=', from)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed !== 1) return changed;
      if (!isLive(to)) {
        await trx.deleteFrom('fair_booth_claims').where('booking_id', '=', booking.id).execute();
        await trx.deleteFrom('fair_employer_claims').where('booking_id', '=', booking.id).execute();
      }
      if (options.alsoApply !== undefined) await options.alsoApply(trx);
      return changed;
    },
    ...(options.tell === true ? { recipients: (trx) => usersOfEmployer(trx, booking.employer_id) } : {}),
  });
  const freed = isLive(from) && !isLive(state);
  return {
    state,
    moved: freed
      ? { fairId: booking.fair_id, boothId: booking.booth_id, bookingId: booking.id, taken: false }
      : null,
  };
}

/** Refuses a booking call outside the fair's registration window, by the server's clock. */
export function assertWindowOpen(fair: FairsTable, now: number): void {
  const minute = chinaMinute(now);
  if (minute < fair.opens_at) throw refuse(notYetOpenMessage(fair.opens_at), FAIR_WINDOW_CODE);
  if (minute >= fair.closes_at) throw refuse(closedMessage(fair.closes_at), FAIR_WINDOW_CODE);
}

/**
 * Expires the held bookings of a fair whose hold ran out: those on this booth or of this employer (a
 * hold's lazy release), or all of the fair's when neither is given. Answers the freed booths.
 */
export async function expireHolds(
  db: Kysely<Database>,
  now: number,
  where: { fairId?: string; boothId?: string; employerId?: string; limit?: number },
): Promise<BoothMove[]> {
  const rows = await db
    .selectFrom('fair_bookings')
    .select('id')
    .where('state', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .$if(where.fairId !== undefined, (query) => query.where('fair_id', '=', where.fairId ?? ''))
    .$if(where.boothId !== undefined || where.employerId !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          ...(where.boothId !== undefined ? [eb('booth_id', '=', where.boothId)] : []),
          ...(where.employerId !== undefined ? [eb('employer_id', '=', where.employerId)] : []),
        ]),
      ),
    )
    .limit(where.limit ?? 100)
    .execute();
  const moves: BoothMove[] = [];
  for (const { id } of rows) {
    const booking = await db
      .selectFrom('fair_bookings')
      .select('site_code')
      .where('id', '=', id)
      .executeTakeFirst();
    if (booking === undefined) continue;
    try {
      const context = await loadBooking(db, { siteCode: booking.site_code }, id);
      if (context.booking.state !== 'held') continue;
      const { moved } = await move(db, now, context, 'expire', SYSTEM_ACTOR);
      if (moved !== null) moves.push(moved);
    } catch (error) {
      // Submitted or released meanwhile: nothing to expire.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moves;
}

/** A held booking whose hold ran out is expired now and the call refused with HOLD_EXPIRED_CODE. */
async function assertHoldAlive(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
): Promise<BoothMove[]> {
  const { booking } = context;
  if (booking.state !== 'held' || (booking.hold_expires_at ?? 0) > now) return [];
  return expireHolds(db, now, { fairId: booking.fair_id, boothId: booking.booth_id });
}

export type HoldResult = BookingContext & {
  hallName: string;
  moves: BoothMove[];
  /** The new booking's history as written (its creation). */
  history: ReviewHistoryTable[];
};

/** Who holds: the session's employer at its site, and its user as the audit trail names them. */
export type HoldParty = { employerId: string; siteCode: string; employerName: string; actor: ActorRef };

const insertEmployerClaim = preparedInsert('fair_employer_claims');
const insertBoothClaim = preparedInsert('fair_booth_claims');
const insertBooking = preparedInsert('fair_bookings');

/**
 * A hold's one read of the booth: its hall, the live booking claiming it (if any) and the employer's
 * live booking of the fair (if any), so the common refusals and a lapsed hold to expire are known
 * without more queries.
 */
const holdContextQuery = preparedQuery(3, (db, employerId: string, boothId: string, fairId: string) =>
  db
    .selectFrom('fair_booths as booth')
    .innerJoin('fair_halls as hall', 'hall.id', 'booth.hall_id')
    .leftJoin('fair_booth_claims as boothClaim', (join) =>
      join.onRef('boothClaim.fair_id', '=', 'booth.fair_id').onRef('boothClaim.booth_id', '=', 'booth.id'),
    )
    .leftJoin('fair_bookings as claimant', 'claimant.id', 'boothClaim.booking_id')
    .leftJoin('fair_employer_claims as ownClaim', (join) =>
      join.onRef('ownClaim.fair_id', '=', 'booth.fair_id').on('ownClaim.employer_id', '=', employerId),
    )
    .leftJoin('fair_bookings as own', 'own.id', 'ownClaim.booking_id')
    .selectAll('booth')
    .select([
      'hall.name as hall_name',
      'claimant.employer_id as claimant_id',
      'claimant.state as claimant_state',
      'claimant.hold_expires_at as claimant_expires_at',
      'own.state as own_state',
      'own.hold_expires_at as own_expires_at',
    ])
    .where('booth.id', '=', boothId)
    .where('booth.fair_id', '=', fairId),
);

const boothTaken = (holder: string, employerId: string) =>
  refuse(holder === employerId ? FAIR_MESSAGES.secondBooth : FAIR_MESSAGES.boothTaken, BOOTH_TAKEN_CODE);

/**
 * Holds a free booth of the fair for HOLD_MINUTES. Refused (each with its message) for a fair of
 * another site, a booth of another fair or an aisle, outside the window by the server's clock, an
 * employer not passed, of an industry the fair does not admit or under a suspension; then the
 * database decides: the claims' primary keys let one live booking hold the booth and the employer one
 * booth of the fair. The holds of one booth take turns in this process, and those behind a granted one
 * are refused from `held` (see HeldBooths).
 */
export async function holdBooth(
  db: Kysely<Database>,
  now: number,
  party: HoldParty,
  request: { zphid: string; zwid: string },
  held: HeldBooths,
): Promise<HoldResult> {
  // The fair as another hold read it within the last second answers the rush's common refusals (not
  // open yet, or the booth known held here); a hold that may succeed decides on the fair read afresh.
  const recent = await held.recentFair(party.siteCode, request.zphid, now, () =>
    findFair(db, party.siteCode, request.zphid),
  );
  assertWindowOpen(recent, now);
  await assertIndustryAllowed(db, recent, party.employerId);
  return held.inTurn(request.zwid, async () => {
    const holder = held.holderOf(recent.id, request.zwid, now);
    if (holder !== null) throw boothTaken(holder, party.employerId);
    const fair = await findFair(db, party.siteCode, request.zphid);
    assertWindowOpen(fair, now);
    await assertIndustryAllowed(db, fair, party.employerId);
    const result = await holdFreeBooth(db, now, party, fair, request.zwid);
    const { booking } = result;
    held.noteHeld(
      {
        boothId: booking.booth_id,
        fairId: fair.id,
        employerId: party.employerId,
        bookingId: booking.id,
        until: booking.hold_expires_at ?? now,
      },
      now,
    );
    return result;
  });
}

/** The hold once the window is open and the booth is not known to be held: the database decides. */
async function holdFreeBooth(
  db: Kysely<Database>,
  now: number,
  party: HoldParty,
  fair: FairsTable,
  boothId: string,
): Promise<HoldResult> {
  const { rows } = await db.executeQuery(holdContextQuery(db, party.employerId, boothId, fair.id));
  const found = rows[0];
  if (found === undefined) throw refuse(FAIR_MESSAGES.boothNotFound);
  const {
    hall_name: hallName,
    claimant_id: claimantId,
    claimant_state: claimantState,
    claimant_expires_at: claimantExpiresAt,
    own_state: ownState,
    own_expires_at: ownExpiresAt,
    ...booth
  } = found;
  if (booth.type === '0') throw refuse(FAIR_MESSAGES.boothUnavailable);
  // A hold whose time ran out still claims until it is expired (below, in its own transaction).
  const lapsed = (state: string | null, expiresAt: number | null) =>
    state === 'held' && (expiresAt ?? 0) <= now;
  // The rush's common answer, read before anything costlier: the booth is someone's live booking.
  if (claimantId !== null && !lapsed(claimantState, claimantExpiresAt))
    throw boothTaken(claimantId, party.employerId);
  if (ownState !== null && !lapsed(ownState, ownExpiresAt))
    throw refuse(FAIR_MESSAGES.secondBooth, BOOTH_TAKEN_CODE);
  await employerAccounts.assertPassed(db, party.employerId, party.siteCode);
  await assertNotSuspended(db, party.employerId, party.siteCode, now);
  const moves =
    lapsed(claimantState, claimantExpiresAt) || lapsed(ownState, ownExpiresAt)
      ? await expireHolds(db, now, { fairId: fair.id, boothId: booth.id, employerId: party.employerId })
      : [];

  const booking: FairBookingsTable = {
    id: newId(),
    fair_id: fair.id,
    booth_id: booth.id,
    site_code: party.siteCode,
    employer_id: party.employerId,
    employer_name: party.employerName,
    state: 'held',
    fee: feeOf(fair, booth.type),
    hold_expires_at: now + HOLD_MS,
    invoice: null,
    invoice_done: feeOf(fair, booth.type) > 0 ? 0 : 1,
    entrants_done: 0,
    announcement_id: '',
    announcement_title: '',
    review_reason: '',
    check_in_token: '',
    checked_in_at: null,
    created_at: now,
    updated_at: now,
    submitted_at: null,
  };
  let history: ReviewHistoryTable[];
  try {
    history = await db.transaction().execute(async (trx) => {
      await trx.executeQuery(
        insertEmployerClaim(trx, { fair_id: fair.id, employer_id: party.employerId, booking_id: booking.id }),
      );
      await trx.executeQuery(
        insertBoothClaim(trx, { fair_id: fair.id, booth_id: booth.id, booking_id: booking.id }),
      );
      await trx.executeQuery(insertBooking(trx, booking));
      const created = await recordCreation(trx, {
        object: objectOf({ booking, fair, booth }),
        initial: fairBookingWorkflow.initial,
        actor: party.actor,
        now,
      });
      return [created];
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another process's hold committed between the read and this transaction.
    const own = await db
      .selectFrom('fair_employer_claims')
      .select('booking_id')
      .where('fair_id', '=', fair.id)
      .where('employer_id', '=', party.employerId)
      .executeTakeFirst();
    throw refuse(own === undefined ? FAIR_MESSAGES.boothTaken : FAIR_MESSAGES.secondBooth, BOOTH_TAKEN_CODE);
  }
  moves.push({ fairId: fair.id, boothId: booth.id, bookingId: booking.id, taken: true });
  return { booking, fair, booth, hallName, moves, history };
}

/** The employer gives a held booth back. */
export async function releaseHold(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  actor: ActorRef,
) {
  const expired = await assertHoldAlive(db, now, context);
  if (expired.length > 0) return { state: 'expired' as const, moves: expired };
  const { state, moved } = await move(db, now, context, 'release', actor);
  return { state, moves: moved === null ? [] : [moved] };
}

function assertEditable(context: BookingContext): void {
  const state = context.booking.state as FairBookingState;
  if (!EDITABLE_BOOKING_STATES.includes(state))
    throw refuse(`当前状态为“${fairBookingWorkflow.states[state].label}”，不能修改`);
}

/**
 * Saves the invoice, the attendees and the linked announcement of a held or changes-requested booking
 * in one transaction (nothing half-saved): the invoice through resolveInvoice (none for a free booth),
 * the attendees through replaceEntrants with the fair's limit, the announcement only a published one of
 * the employer's. A hold that ran out is expired and refused.
 */
export async function saveBooking(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  draft: FairBookingDraft,
): Promise<BoothMove[]> {
  assertEditable(context);
  const expired = await assertHoldAlive(db, now, context);
  if (expired.length > 0) throw new ApiErrorWithMoves(FAIR_MESSAGES.holdExpired, HOLD_EXPIRED_CODE, expired);
  const { booking, fair } = context;
  let announcement = { id: '', title: '' };
  if (draft.glggid !== '') {
    const found = await publishedAnnouncementOf(db, booking.employer_id, booking.site_code, draft.glggid);
    if (found === undefined) throw refuse('关联的招聘公告不存在或未发布');
    announcement = found;
  } else if (fair.announcement_required === 1) throw refuse(FAIR_MESSAGES.announcementRequired);
  await db.transaction().execute(async (trx) => {
    // In the transaction: typed details saved as a profile (保存为常用发票信息) go with the booking or not at all.
    let invoice: string | null = null;
    if (booking.fee > 0) {
      const resolved = await resolveInvoice(trx, booking.employer_id, draft.fpxx, now);
      if (!resolved.ok) throw refuse(resolved.message);
      invoice = JSON.stringify(resolved.snapshot);
    }
    const result = await trx
      .updateTable('fair_bookings')
      .set({
        invoice,
        invoice_done: 1,
        entrants_done: 1,
        announcement_id: announcement.id,
        announcement_title: announcement.title,
        updated_at: now,
      })
      .where('id', '=', booking.id)
      .where('state', '=', booking.state)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw refuse('预订状态已发生变化，请刷新后重试', STATE_CHANGED_CODE);
    await replaceEntrants(trx, 'fair', booking.id, draft.entrants, fair.attendees, { today: new Date(now) });
  });
  return [];
}

/** A refusal that also freed booths (an expired hold): the routes publish them before answering. */
export class ApiErrorWithMoves extends ApiError {
  constructor(
    message: string,
    code: number,
    readonly moves: BoothMove[],
  ) {
    super(code, message);
  }
}

/**
 * Submits a held or changes-requested booking whose steps are done: to the school's review, or passed
 * by the system at once where the fair passes automatically (then it carries its check-in token).
 */
export async function submitBooking(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  actor: ActorRef,
): Promise<FairBookingState> {
  const { booking, fair } = context;
  const from = booking.state as FairBookingState;
  if (from === 'held' || from === 'changes') {
    const expired = await assertHoldAlive(db, now, context);
    if (expired.length > 0)
      throw new ApiErrorWithMoves(FAIR_MESSAGES.holdExpired, HOLD_EXPIRED_CODE, expired);
    if (booking.invoice_done !== 1 || booking.entrants_done !== 1) throw refuse(FAIR_MESSAGES.notReady);
    if (fair.announcement_required === 1 && booking.announcement_id === '')
      throw refuse(FAIR_MESSAGES.announcementRequired);
    await assertNotSuspended(db, booking.employer_id, booking.site_code, now);
  }
  const { state } = await move(db, now, context, 'submit', actor, { set: { submitted_at: now } });
  if (fair.review_mode !== '2') return state;
  const pending = { ...context, booking: { ...booking, state } };
  return (
    await move(db, now, pending, 'pass', SYSTEM_ACTOR, { set: { check_in_token: newToken() }, tell: true })
  ).state;
}

/** Whether the employer may cancel now, and if not (the cutoff passed) why. */
export function cancellation(
  booking: Pick<FairBookingsTable, 'state'>,
  fair: Pick<FairsTable, 'date'>,
  now: number,
): { allowed: boolean; why: string } {
  const cancellable = ['pending', 'changes', 'passed'].includes(booking.state);
  if (!cancellable) return { allowed: false, why: '' };
  const lastDay = lastCancelDay(fair.date);
  return chinaDate(now) <= lastDay
    ? { allowed: true, why: '' }
    : { allowed: false, why: cancelTooLateMessage(lastDay) };
}

/** The employer cancels up to one working day before the fair; the booth is free at once. */
export async function cancelBooking(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  actor: ActorRef,
  reason?: string,
) {
  const { allowed, why } = cancellation(context.booking, context.fair, now);
  if (!allowed && why !== '') throw refuse(why);
  const { state, moved } = await move(db, now, context, 'cancel', actor, { reason });
  return { state, moves: moved === null ? [] : [moved] };
}

/** The school's decision on a pending booking; a rejection frees the booth, a pass issues the check-in token. */
export async function reviewBooking(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  actor: ActorRef,
  action: 'pass' | 'reject' | 'changes',
  reason: string | undefined,
) {
  const { state, moved } = await move(db, now, context, action, actor, {
    reason,
    tell: true,
    ...(action === 'pass' ? { set: { check_in_token: newToken() } } : {}),
  });
  return { state, moves: moved === null ? [] : [moved] };
}

/** The school checks an employer in by its booking or by the check-in token of its QR code. */
export async function checkIn(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  actor: ActorRef,
  by: { id?: string | undefined; qdlm?: string | undefined },
): Promise<BookingContext> {
  let id = by.id;
  if (id === undefined && by.qdlm !== undefined && by.qdlm !== '') {
    const found = await db
      .selectFrom('fair_bookings')
      .select('id')
      .where('check_in_token', '=', by.qdlm)
      .where('site_code', '=', siteCode)
      .executeTakeFirst();
    if (found === undefined) throw refuse('签到码无效或不属于本校的招聘会');
    id = found.id;
  }
  if (id === undefined) throw refuse('请提供预订记录或签到码');
  const context = await loadBooking(db, { siteCode }, id);
  if (context.booking.state === 'checkedIn')
    throw refuse(`${context.booking.employer_name}已签到，无需重复签到`);
  await move(db, now, context, 'checkIn', actor, { set: { checked_in_at: now } });
  return loadBooking(db, { siteCode }, id);
}

/** Whether the fair has ended (no-shows are marked only then). */
export const fairEnded = (fair: FairsTable, now: number) => chinaMinute(now) >= `${fair.date} ${fair.ends}`;

/** The day a record of a no-show at this fair is dated. */
export const noShowDate = (fair: FairsTable) => fair.date;

/** Every booking of the fair that passed and was not checked in by its end (the no-show candidates). */
export async function unattended(db: Kysely<Database>, fairId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('fair_bookings')
    .select('id')
    .where('fair_id', '=', fairId)
    .where('state', '=', 'passed')
    .execute();
  return rows.map((row) => row.id);
}

/** Moves a booking to noShow; `record` adds the dishonesty record in the same transaction. */
export async function markNoShow(
  db: Kysely<Database>,
  now: number,
  context: BookingContext,
  actor: ActorRef,
  record: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  await move(db, now, context, 'noShow', actor, { alsoApply: record, tell: true });
}

/** Expires holds whose time ran out across every fair (the periodic sweep); answers the freed booths. */
export const sweepHolds = (db: Kysely<Database>, now: number) => expireHolds(db, now, { limit: 500 });
