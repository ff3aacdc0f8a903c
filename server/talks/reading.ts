import type { Kysely } from 'kysely';
import type { Page } from '../../contract/paging';
import {
  VENUE_KIND_CODES,
  talkWorkflow,
  venueKindOfCode,
  weekdayOf,
  type SchoolTalkListItem,
  type SchoolTalkListQuery,
  type SlotAvailability,
  type TalkAvailability,
  type TalkAvailabilityQuery,
  type TalkDetail,
  type TalkListItem,
  type TalkListQuery,
  type TalkRoomListItem,
  type TalkRoomListQuery,
  type TalkState,
} from '../../contract/talks';
import { stateOfCode, type ReviewHistoryEntry } from '../../contract/workflow';
import { containing, filterValue } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import { listEntrants } from '../entrants';
import type { Database } from '../schema';
import { talkRulesOf } from '../site';
import { historyOf } from '../workflow';
import { dropEndedHolds, type ClaimChange } from './claims';
import {
  cancellation,
  parseContacts,
  parseList,
  roomOf,
  roomsOf,
  stateCode,
  stateLabel,
  type RoomRow,
} from './store';
import type { TalksTable } from './tables';

/**
 * Every venue of a kind at the site offering slots on the date (only the talk's slot, only venues
 * seating the audience, when asked), each slot free, taken by another employer, or mine. Ended holds
 * of the date are dropped first, in the same transaction.
 */
export async function availability(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  employerId: string,
  query: TalkAvailabilityQuery,
): Promise<{ value: TalkAvailability; changes: ClaimChange[] }> {
  const kind = venueKindOfCode(query.cdlx ?? '1') ?? 'talk';
  return db.transaction().execute(async (trx) => {
    const changes = await dropEndedHolds(trx, now, { siteCode, date: query.rq });
    const venues = await trx
      .selectFrom('venues')
      .selectAll()
      .where('site_code', '=', siteCode)
      .where('kind', '=', kind)
      .where('enabled', '=', 1)
      .$if(query.yjrs !== undefined, (q) => q.where('seats', '>=', query.yjrs ?? 0))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('venue_closed_dates as c')
              .select('c.date')
              .whereRef('c.venue_id', '=', 'venues.id')
              .where('c.date', '=', query.rq),
          ),
        ),
      )
      .orderBy('seats')
      .orderBy('name')
      .execute();
    const ids = venues.map((venue) => venue.id);
    const [slots, claims] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            trx
              .selectFrom('venue_slots')
              .select(['venue_id', 'slot'])
              .where('venue_id', 'in', ids)
              .where('weekday', '=', weekdayOf(query.rq))
              .$if(query.sd !== undefined, (q) => q.where('slot', '=', query.sd ?? ''))
              .orderBy('slot')
              .execute(),
            trx
              .selectFrom('venue_slot_claims')
              .select(['room_id', 'venue_id', 'slot', 'employer_id', 'claim', 'expires_at'])
              .where('site_code', '=', siteCode)
              .where('date', '=', query.rq)
              .execute(),
          ]);
    const records = venues
      .map((venue) => ({
        cdid: venue.id,
        cdmc: venue.name,
        ld: venue.building,
        cdlx: VENUE_KIND_CODES[venue.kind],
        zws: venue.seats,
        sb: venue.equipment,
        fy: venue.fee,
        slots: slots
          .filter((slot) => slot.venue_id === venue.id)
          .map((slot): SlotAvailability => {
            const claim = claims.find((c) => c.venue_id === venue.id && c.slot === slot.slot);
            if (claim === undefined) return { sd: slot.slot, zt: 'free' };
            if (claim.employer_id !== employerId) return { sd: slot.slot, zt: 'taken' };
            return { sd: slot.slot, zt: 'mine', cyid: claim.room_id, dqsj: claim.expires_at };
          }),
      }))
      .filter((venue) => venue.slots.length > 0);
    return { value: { rq: query.rq, now, venues: records }, changes };
  });
}

function listItemOf(row: TalksTable, rooms: RoomRow[], now: number, cancelDays: number): TalkListItem {
  const hall = rooms.find(
    (room) =>
      room.talk_id === row.id &&
      room.kind === 'talk' &&
      room.state !== 'released' &&
      room.state !== 'expired',
  );
  const { lastDay } = cancellation(row, now, cancelDays);
  return {
    id: row.id,
    xjzt: row.title,
    rq: row.date,
    sd: row.slot,
    xs: row.online === 1,
    zt: stateCode(row.state),
    ztmc: stateLabel(row.state),
    cdmc: hall?.name ?? '',
    qxjzrq: lastDay,
    gxsj: row.updated_at,
  };
}

const stateFilter = (code: string | undefined): TalkState | null => {
  const value = filterValue(code);
  return value === null ? null : (stateOfCode(talkWorkflow, value) ?? ('none' as TalkState));
};

export async function employerTalkList(
  db: Kysely<Database>,
  now: number,
  scope: { siteCode: string; employerId: string },
  query: TalkListQuery,
): Promise<Page<TalkListItem>> {
  const state = stateFilter(query.zt);
  const filtered = db
    .selectFrom('talks')
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .$if(state !== null, (q) => q.where('state', '=', state ?? 'draft'));
  const { page, size } = pageOf(query);
  const [rows, total, rules] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    talkRulesOf(db, scope.siteCode),
  ]);
  const rooms = await roomsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => listItemOf(row, rooms, now, rules.cancelDays)),
    total: Number(total.total),
  };
}

/** The school's queue: pending oldest submission first; another state or all, latest change first. */
export async function schoolTalkList(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  query: SchoolTalkListQuery,
): Promise<Page<SchoolTalkListItem>> {
  const state = query.zt === undefined ? 'pending' : stateFilter(query.zt);
  const keyword = filterValue(query.keyword);
  const filtered = db
    .selectFrom('talks')
    .where('site_code', '=', siteCode)
    // What employers never submitted (drafts, drafts cancelled) is theirs alone.
    .where('submitted_at', 'is not', null)
    .$if(state !== null, (q) => q.where('state', '=', state ?? 'pending'))
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([containing('title', keyword ?? ''), containing('employer_name', keyword ?? '')]),
      ),
    );
  const { page, size } = pageOf(query);
  const ordered =
    state === 'pending'
      ? filtered.selectAll().orderBy('submitted_at').orderBy('id')
      : filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc');
  const [rows, total, rules] = await Promise.all([
    ordered
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    talkRulesOf(db, siteCode),
  ]);
  const rooms = await roomsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => ({
      ...listItemOf(row, rooms, now, rules.cancelDays),
      dwmc: row.employer_name,
      tjsj: row.submitted_at,
    })),
    total: Number(total.total),
  };
}

/** The employer's written-test or interview rooms (xjh/bscdgl, xjh/mscdgl), latest date first. */
export async function employerRoomList(
  db: Kysely<Database>,
  scope: { siteCode: string; employerId: string },
  query: TalkRoomListQuery,
): Promise<Page<TalkRoomListItem>> {
  const kind = venueKindOfCode(query.cdlx) ?? 'written';
  const filtered = db
    .selectFrom('talk_rooms as r')
    .innerJoin('talks as t', 't.id', 'r.talk_id')
    .innerJoin('venues as v', 'v.id', 'r.venue_id')
    .where('t.employer_id', '=', scope.employerId)
    .where('t.site_code', '=', scope.siteCode)
    .where('r.kind', '=', kind);
  const { page, size } = pageOf(query);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll('r')
      .select(['v.name', 'v.building', 'v.seats', 't.title', 't.state as talkState'])
      .orderBy('r.date', 'desc')
      .orderBy('r.slot')
      .orderBy('r.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((row) => ({ ...roomOf(row), xjzt: row.title, xjhzt: stateCode(row.talkState) })),
    total: Number(total.total),
  };
}

export function talkHistory(db: Kysely<Database>, row: TalksTable): Promise<ReviewHistoryEntry[]> {
  return historyOf(db, talkWorkflow, 'talk', row.id, row.site_code);
}

/** A talk with its rooms, invoice, entrants (ID cards unmasked only for its employer) and history. */
export async function talkDetail(
  db: Kysely<Database>,
  now: number,
  row: TalksTable,
  options: { unmasked: boolean },
): Promise<TalkDetail> {
  const [rooms, entrants, history, rules] = await Promise.all([
    roomsOf(db, [row.id]),
    listEntrants(db, 'talk', row.id, { unmasked: options.unmasked }),
    talkHistory(db, row),
    talkRulesOf(db, row.site_code),
  ]);
  const { lastDay } = cancellation(row, now, rules.cancelDays);
  const live = rooms.filter((room) => ['held', 'pending', 'booked'].includes(room.state));
  return {
    id: row.id,
    xjzt: row.title,
    rq: row.date,
    sd: row.slot,
    yjrs: row.audience,
    ggid: row.announcement_id,
    zwids: parseList<string>(row.position_ids),
    yx: parseList<string>(row.faculties),
    zy: parseList<string>(row.majors),
    xs: row.online === 1,
    zblj: row.live_link,
    lxr: parseContacts(row.contacts),
    bz: row.note,
    zt: stateCode(row.state),
    ztmc: stateLabel(row.state),
    dwmc: row.employer_name,
    rooms: rooms.map(roomOf),
    fpxx: row.invoice === null ? null : (JSON.parse(row.invoice) as TalkDetail['fpxx']),
    jxry: entrants,
    zfy: live.reduce((sum, room) => sum + room.fee, 0),
    qxjzrq: lastDay,
    yy: row.review_reason,
    history,
    cjsj: row.created_at,
    gxsj: row.updated_at,
  };
}
