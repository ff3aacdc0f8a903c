import type { Kysely, Transaction } from 'kysely';
import { checkEntrants, firstEntrantProblem, type Entrant } from '../../contract/entrants';
import { INVOICE_CHOICE_MISSING, invoiceNeeded, type InvoiceChoice } from '../../contract/invoices';
import {
  EDITABLE_TALK_STATES,
  HALL_MISSING_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  ROOM_NOT_FOUND_MESSAGE,
  ROOMS_NEED_TALK_MESSAGE,
  TALK_HOLD_MS,
  TALK_ROOMS_MAX,
  VENUE_KIND_CODES,
  WEEKDAY_NAMES,
  cutoffMessage,
  noticeMessage,
  roomBeforeTalkMessage,
  talkDraftProblems,
  talkWorkflow,
  venueKindOfCode,
  weekdayOf,
  wrongKindMessage,
  type HoldRequest,
  type HoldResult,
  type TalkDraft,
  type TalkState,
} from '../../contract/talks';
import { employerAccounts, assertEmployerPassed } from '../accounts';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { newId } from '../core/tokens';
import { listEntrants, replaceEntrants } from '../entrants';
import { publishedAnnouncementOf } from '../announcements';
import { assertNotSuspended } from '../dishonesty';
import { resolveInvoice } from '../invoices';
import { positionsByIds } from '../positions';
import type { Database } from '../schema';
import { talkRulesOf } from '../site';
import { performTransition, recordCreation, type ActorRef } from '../workflow';
import {
  deleteTalkClaims,
  dropEndedHolds,
  insertClaim,
  refusingTakenSlots,
  setTalkClaims,
  type ClaimChange,
} from './claims';
import { cancellation, earliestTalkDate, findTalk, isLiveRoom, stateLabel, type TalkReach } from './store';
import type { TalkRoomsTable, TalksTable } from './tables';
import { venueNotFound } from './venues';

// A talk's life: the draft and its rooms' holds, the submission with its rooms, the school's review
// and the employer's cancellation. Each answers what changed among the claims, for the caller to
// publish once the transaction has committed.

export type Changed<T> = { value: T; changes: ClaimChange[] };
type Scope = Required<TalkReach>;

const refuse = (message: string) => new ApiError(VALIDATION_FAILED_CODE, message);

function assertEditable(talk: TalksTable, what: string): void {
  if (!EDITABLE_TALK_STATES.includes(talk.state))
    throw refuse(`当前状态为“${stateLabel(talk.state)}”，不能${what}`);
}

async function liveRoomsOf(trx: Kysely<Database>, talkId: string): Promise<TalkRoomsTable[]> {
  const rooms = await trx.selectFrom('talk_rooms').selectAll().where('talk_id', '=', talkId).execute();
  return rooms.filter(isLiveRoom);
}

/** Frees these rooms of a talk (their claims deleted, the rooms marked released). */
async function releaseRooms(
  trx: Kysely<Database>,
  talkId: string,
  roomIds: readonly string[],
): Promise<ClaimChange[]> {
  if (roomIds.length === 0) return [];
  const changes = await deleteTalkClaims(trx, talkId, roomIds);
  await trx
    .updateTable('talk_rooms')
    .set({ state: 'released', expires_at: null })
    .where('id', 'in', [...roomIds])
    .execute();
  return changes;
}

/** Positions linked to a talk must be the employer's published ones at the site. */
async function assertOwnPublishedPositions(db: Kysely<Database>, scope: Scope, ids: string[]) {
  if (ids.length === 0) return;
  const found = await positionsByIds(db, ids);
  const fine = found.filter(
    (position) =>
      position.employerId === scope.employerId &&
      position.siteCode === scope.siteCode &&
      position.state === 'published',
  );
  if (fine.length !== new Set(ids).size) throw refuse('关联职位须为本单位已发布的职位');
}

/** Resolves an invoice choice into the JSON snapshot the talk stores (a refusal names the problem). */
async function invoiceSnapshot(
  trx: Transaction<Database>,
  employerId: string,
  choice: InvoiceChoice,
  now: number,
): Promise<string> {
  const resolved = await resolveInvoice(trx, employerId, choice, now);
  if (!resolved.ok) throw refuse(resolved.message);
  return JSON.stringify(resolved.snapshot);
}

/**
 * Saves a draft (new without id) or edits a draft or a changes-requested talk. Rooms the edit no
 * longer fits (the hall of another date or slot, too small, or the talk now online; a room before the
 * new date) are released in the same transaction. The invoice and entrants are saved when sent.
 */
export async function saveTalk(
  db: Kysely<Database>,
  now: number,
  scope: Scope,
  actor: ActorRef,
  draft: TalkDraft,
): Promise<Changed<string>> {
  const [problem] = Object.values(talkDraftProblems(draft));
  if (problem !== undefined) throw refuse(problem);
  const rules = await talkRulesOf(db, scope.siteCode);
  const earliest = earliestTalkDate(now, rules.noticeDays);
  if (draft.rq < earliest) throw refuse(noticeMessage(rules.noticeDays, earliest));
  const existing = draft.id === undefined || draft.id === '' ? null : await findTalk(db, scope, draft.id);
  if (existing !== null) assertEditable(existing, '修改');
  const positionIds = [...new Set(draft.zwids)];
  await assertOwnPublishedPositions(db, scope, positionIds);
  const announcementId = draft.ggid.trim();
  if (
    announcementId !== '' &&
    (await publishedAnnouncementOf(db, scope.employerId, scope.siteCode, announcementId)) === undefined
  )
    throw refuse('关联公告须为本单位已发布的招聘公告');

  const values = {
    title: draft.xjzt.trim(),
    date: draft.rq,
    slot: draft.sd,
    audience: draft.yjrs,
    announcement_id: announcementId,
    position_ids: JSON.stringify(positionIds),
    faculties: JSON.stringify(draft.yx.map((tag) => tag.trim())),
    majors: JSON.stringify(draft.zy.map((tag) => tag.trim())),
    online: draft.xs ? 1 : 0,
    live_link: draft.xs ? draft.zblj.trim() : '',
    contacts: JSON.stringify(
      draft.lxr.map((contact) => ({
        xm: contact.xm.trim(),
        sjhm: contact.sjhm.trim(),
        yx: contact.yx.trim(),
      })),
    ),
    note: draft.bz.trim(),
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const id = existing?.id ?? newId();
    let changes: ClaimChange[] = [];
    if (existing === null) {
      await trx
        .insertInto('talks')
        .values({
          id,
          site_code: scope.siteCode,
          employer_id: scope.employerId,
          employer_name: await employerAccounts.nameOf(trx, scope.employerId),
          state: 'draft',
          invoice: null,
          review_reason: '',
          created_at: now,
          submitted_at: null,
          ...values,
        })
        .execute();
      await recordCreation(trx, {
        object: {
          type: 'talk',
          id,
          name: values.title,
          siteCode: scope.siteCode,
          employerId: scope.employerId,
        },
        initial: talkWorkflow.initial,
        actor,
        now,
      });
    } else {
      const updated = await trx
        .updateTable('talks')
        .set(values)
        .where('id', '=', id)
        .where('state', '=', existing.state)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw refuse('状态已发生变化，请刷新后重试');
      const rooms = await liveRoomsOf(trx, id);
      const seats = new Map(
        (
          await trx
            .selectFrom('venues')
            .select(['id', 'seats'])
            .where('id', 'in', rooms.length === 0 ? [''] : rooms.map((room) => room.venue_id))
            .execute()
        ).map((venue) => [venue.id, venue.seats]),
      );
      const unfit = rooms.filter((room) =>
        room.kind === 'talk'
          ? draft.xs ||
            room.date !== draft.rq ||
            room.slot !== draft.sd ||
            (seats.get(room.venue_id) ?? 0) < draft.yjrs
          : room.date < draft.rq,
      );
      changes = await releaseRooms(
        trx,
        id,
        unfit.map((room) => room.id),
      );
    }
    if (draft.fpxx !== undefined && draft.fpxx !== null) {
      const invoice = await invoiceSnapshot(trx, scope.employerId, draft.fpxx, now);
      await trx.updateTable('talks').set({ invoice }).where('id', '=', id).execute();
    }
    if (draft.jxry !== undefined)
      await replaceEntrants(trx, 'talk', id, draft.jxry, rules.maxEntrants, {
        allowEmpty: true,
        today: new Date(now),
      });
    return { value: id, changes };
  });
}

/**
 * Holds a venue's slot for a talk for TALK_HOLD_MS: the talk hall of the talk's date and slot, or a
 * written-test or interview room on the talk's day or later (with an on-site talk's hall held first).
 * A new hall replaces the talk's previous one. Holding what the talk already holds answers that hold.
 */
export async function holdRoom(
  db: Kysely<Database>,
  now: number,
  scope: Scope,
  request: HoldRequest,
): Promise<Changed<HoldResult>> {
  const talk = await findTalk(db, scope, request.id);
  assertEditable(talk, '预约场地');
  await assertEmployerPassed(db, scope.employerId, scope.siteCode);
  // Two no-shows at the site's fairs suspend talk bookings too (server/dishonesty).
  await assertNotSuspended(db, scope.employerId, scope.siteCode, now);
  const wanted = venueKindOfCode(request.cdlx);
  if (wanted === undefined) throw refuse('请选择场地类型');
  const venue = await db
    .selectFrom('venues')
    .selectAll()
    .where('id', '=', request.cdid)
    .where('site_code', '=', scope.siteCode)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (venue === undefined) throw venueNotFound();
  if (venue.kind !== wanted)
    throw refuse(wrongKindMessage(venue.name, VENUE_KIND_CODES[venue.kind], request.cdlx));
  const rules = await talkRulesOf(db, scope.siteCode);
  const earliest = earliestTalkDate(now, rules.noticeDays);
  if (request.rq < earliest) throw refuse(noticeMessage(rules.noticeDays, earliest));
  if (wanted === 'talk') {
    if (talk.online === 1) throw refuse('线上宣讲无需预约宣讲场地');
    if (request.rq !== talk.date || request.sd !== talk.slot)
      throw refuse(`宣讲场地的日期和时段须与宣讲会一致（${talk.date} ${talk.slot}）`);
    if (venue.seats < talk.audience)
      throw refuse(`“${venue.name}”仅有${venue.seats}个座位，少于预计人数${talk.audience}人`);
  } else if (request.rq < talk.date) throw refuse(roomBeforeTalkMessage(talk.date));
  const [offered, closed] = await Promise.all([
    db
      .selectFrom('venue_slots')
      .select('slot')
      .where('venue_id', '=', venue.id)
      .where('weekday', '=', weekdayOf(request.rq))
      .where('slot', '=', request.sd)
      .executeTakeFirst(),
    db
      .selectFrom('venue_closed_dates')
      .select('date')
      .where('venue_id', '=', venue.id)
      .where('date', '=', request.rq)
      .executeTakeFirst(),
  ]);
  if (offered === undefined || closed !== undefined)
    throw refuse(
      `“${venue.name}”在${request.rq}（${WEEKDAY_NAMES[weekdayOf(request.rq)]}）${request.sd}不开放预约`,
    );

  return refusingTakenSlots(() =>
    db.transaction().execute(async (trx) => {
      const changes = await dropEndedHolds(trx, now, {
        venueId: venue.id,
        date: request.rq,
        slot: request.sd,
      });
      changes.push(...(await dropEndedHolds(trx, now, { talkId: talk.id })));
      const rooms = await liveRoomsOf(trx, talk.id);
      if (wanted !== 'talk' && talk.online === 0 && !rooms.some((room) => room.kind === 'talk'))
        throw refuse(ROOMS_NEED_TALK_MESSAGE);
      const same = rooms.find(
        (room) => room.venue_id === venue.id && room.date === request.rq && room.slot === request.sd,
      );
      if (same !== undefined)
        return { value: { cyid: same.id, dqsj: same.expires_at ?? now + TALK_HOLD_MS, now }, changes };
      const replaced = wanted === 'talk' ? rooms.filter((room) => room.kind === 'talk') : [];
      if (rooms.length - replaced.length >= TALK_ROOMS_MAX)
        throw refuse(`每场宣讲会最多预约${TALK_ROOMS_MAX}个场地`);
      changes.push(
        ...(await releaseRooms(
          trx,
          talk.id,
          replaced.map((room) => room.id),
        )),
      );
      // The new hall also replaces a hall whose hold ended.
      if (wanted === 'talk')
        await trx
          .updateTable('talk_rooms')
          .set({ state: 'released' })
          .where('talk_id', '=', talk.id)
          .where('kind', '=', 'talk')
          .where('state', '=', 'expired')
          .execute();
      const roomId = newId();
      const expiresAt = now + TALK_HOLD_MS;
      await trx
        .insertInto('talk_rooms')
        .values({
          id: roomId,
          talk_id: talk.id,
          venue_id: venue.id,
          kind: venue.kind,
          date: request.rq,
          slot: request.sd,
          state: 'held',
          fee: venue.fee,
          expires_at: expiresAt,
          created_at: now,
        })
        .execute();
      changes.push(
        await insertClaim(trx, {
          room_id: roomId,
          venue_id: venue.id,
          date: request.rq,
          slot: request.sd,
          claim: 'held',
          site_code: scope.siteCode,
          employer_id: scope.employerId,
          talk_id: talk.id,
          expires_at: expiresAt,
        }),
      );
      return { value: { cyid: roomId, dqsj: expiresAt, now }, changes };
    }),
  );
}

/**
 * Releases one room of an editable talk: a hold, a hold that ended (so the talk can be submitted
 * without it), or a changes-requested talk's submitted room.
 */
export async function releaseRoom(
  db: Kysely<Database>,
  scope: Scope,
  roomId: string,
): Promise<Changed<string>> {
  const room = await db
    .selectFrom('talk_rooms as r')
    .innerJoin('talks as t', 't.id', 'r.talk_id')
    .select(['r.id', 'r.talk_id', 'r.state'])
    .where('r.id', '=', roomId)
    .where('t.employer_id', '=', scope.employerId)
    .where('t.site_code', '=', scope.siteCode)
    .executeTakeFirst();
  if (room === undefined || (room.state !== 'held' && room.state !== 'pending' && room.state !== 'expired'))
    throw new ApiError(404, ROOM_NOT_FOUND_MESSAGE);
  assertEditable(await findTalk(db, scope, room.talk_id), '释放场地');
  const changes = await db.transaction().execute((trx) => releaseRooms(trx, room.talk_id, [room.id]));
  return { value: room.id, changes };
}

type SubmitExtras = { fpxx?: InvoiceChoice | null; jxry?: Entrant[] };

/**
 * Submits the talk with its rooms, all or nothing: the notice still met, every hold still live (else
 * HOLD_EXPIRED naming the room), an on-site talk's hall there, its entrants valid and within the
 * site's cap, the invoice of paid rooms chosen; then the talk is pending and its holds become
 * pending claims without expiry. A refusal leaves the draft and its holds as they were.
 */
export async function submitTalk(
  db: Kysely<Database>,
  now: number,
  scope: Scope,
  actor: ActorRef,
  id: string,
  extras: SubmitExtras = {},
): Promise<Changed<TalkState>> {
  const talk = await findTalk(db, scope, id);
  assertEditable(talk, '提交');
  await assertEmployerPassed(db, scope.employerId, scope.siteCode);
  await assertNotSuspended(db, scope.employerId, scope.siteCode, now);
  const rules = await talkRulesOf(db, scope.siteCode);
  const earliest = earliestTalkDate(now, rules.noticeDays);
  if (talk.date < earliest) throw refuse(noticeMessage(rules.noticeDays, earliest));

  return db.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom('talk_rooms as r')
      .innerJoin('venues as v', 'v.id', 'r.venue_id')
      .selectAll('r')
      .select('v.name')
      .where('r.talk_id', '=', id)
      .orderBy('r.created_at')
      .execute();
    // An ended hold (swept or not) stays in the way until the employer chooses again or releases it.
    const ended = all.find(
      (room) => room.state === 'expired' || (room.state === 'held' && (room.expires_at ?? 0) <= now),
    );
    if (ended !== undefined) throw refuse(`“${ended.name}”${HOLD_EXPIRED_MESSAGE}`);
    const live = all.filter(isLiveRoom);
    if (talk.online === 0 && !live.some((room) => room.kind === 'talk')) throw refuse(HALL_MISSING_MESSAGE);

    if (extras.jxry !== undefined)
      await replaceEntrants(trx, 'talk', id, extras.jxry, rules.maxEntrants, { today: new Date(now) });
    else {
      const entrants = await listEntrants(trx, 'talk', id, { unmasked: true });
      if (talk.online === 0 || entrants.length > 0) {
        const entrantProblem = firstEntrantProblem(
          checkEntrants(entrants, rules.maxEntrants, { today: new Date(now), allowEmpty: talk.online === 1 }),
        );
        if (entrantProblem !== null) throw refuse(`进校人员：${entrantProblem}`);
      }
    }

    const fee = live.reduce((sum, room) => sum + room.fee, 0);
    let invoice: string | null = null;
    if (invoiceNeeded(fee)) {
      if (extras.fpxx !== undefined && extras.fpxx !== null)
        invoice = await invoiceSnapshot(trx, scope.employerId, extras.fpxx, now);
      else if (talk.invoice !== null) invoice = talk.invoice;
      else throw refuse(INVOICE_CHOICE_MISSING);
    }

    let changes: ClaimChange[] = [];
    const state = await performTransition(trx, {
      table: talkWorkflow,
      object: { type: 'talk', id, name: talk.title, siteCode: scope.siteCode, employerId: scope.employerId },
      from: talk.state,
      action: 'submit',
      actor,
      now,
      apply: async (inner, to) => {
        const updated = await inner
          .updateTable('talks')
          .set({ state: to, invoice, submitted_at: now, updated_at: now, review_reason: '' })
          .where('id', '=', id)
          .where('state', '=', talk.state)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 0;
        changes = await setTalkClaims(inner, id, 'pending');
        await inner
          .updateTable('talk_rooms')
          .set({ state: 'pending', expires_at: null })
          .where('talk_id', '=', id)
          .where('state', '=', 'held')
          .execute();
        return 1;
      },
    });
    return { value: state, changes };
  });
}

/**
 * The school's decision on a pending talk: pass books its rooms; reject frees them; changes keeps
 * them for the employer's resubmission. The employer's users are told in 消息中心.
 */
export async function reviewTalk(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  actor: ActorRef,
  id: string,
  action: 'pass' | 'reject' | 'changes',
  reason: string | undefined,
): Promise<Changed<TalkState>> {
  const talk = await findTalk(db, { siteCode }, id);
  return db.transaction().execute(async (trx) => {
    let changes: ClaimChange[] = [];
    const state = await performTransition(trx, {
      table: talkWorkflow,
      object: { type: 'talk', id, name: talk.title, siteCode, employerId: talk.employer_id },
      from: talk.state,
      action,
      actor,
      reason,
      now,
      recipients: (inner) => employerAccounts.usersOf(inner, talk.employer_id),
      apply: async (inner, to) => {
        const updated = await inner
          .updateTable('talks')
          .set({ state: to, updated_at: now, review_reason: (reason ?? '').trim() })
          .where('id', '=', id)
          .where('state', '=', talk.state)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 0;
        if (to === 'passed') {
          changes = await setTalkClaims(inner, id, 'passed');
          await inner
            .updateTable('talk_rooms')
            .set({ state: 'booked' })
            .where('talk_id', '=', id)
            .where('state', '=', 'pending')
            .execute();
        } else if (to === 'rejected') {
          const rooms = await liveRoomsOf(inner, id);
          changes = await releaseRooms(
            inner,
            id,
            rooms.map((room) => room.id),
          );
        }
        return 1;
      },
    });
    return { value: state, changes };
  });
}

/** The employer cancels its talk (a draft any time, else until the cutoff); every room is freed. */
export async function cancelTalk(
  db: Kysely<Database>,
  now: number,
  scope: Scope,
  actor: ActorRef,
  id: string,
): Promise<Changed<TalkState>> {
  const talk = await findTalk(db, scope, id);
  const rules = await talkRulesOf(db, scope.siteCode);
  const { allowed, lastDay } = cancellation(talk, now, rules.cancelDays);
  if (!allowed && lastDay !== '') throw refuse(cutoffMessage(lastDay));
  return db.transaction().execute(async (trx) => {
    let changes: ClaimChange[] = [];
    const state = await performTransition(trx, {
      table: talkWorkflow,
      object: { type: 'talk', id, name: talk.title, siteCode: scope.siteCode, employerId: scope.employerId },
      from: talk.state,
      action: 'cancel',
      actor,
      now,
      apply: async (inner, to) => {
        const updated = await inner
          .updateTable('talks')
          .set({ state: to, updated_at: now })
          .where('id', '=', id)
          .where('state', '=', talk.state)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 0;
        const rooms = await liveRoomsOf(inner, id);
        changes = await releaseRooms(
          inner,
          id,
          rooms.map((room) => room.id),
        );
        return 1;
      },
    });
    return { value: state, changes };
  });
}
