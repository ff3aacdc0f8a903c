import type { Kysely } from 'kysely';
import type { ActivityItem } from '../../contract/activities';
import { chinaDayStart } from '../../contract/chinaTime';
import { talkWorkflow, type TalkState } from '../../contract/talks';
import type { ActivityFilter, ActivityRecord, OwnActivity, TalkActivitySource } from '../activities';
import { containing, filterValue } from '../core/db/listQueries';
import { positionsByIds } from '../positions';
import type { Database } from '../schema';
import type { TalksTable } from './tables';

// Talks as the activity calendar reads them (server/activities): the public sees passed talks with
// their hall, never contacts, entrants, invoices or the note to the school; an employer sees its own
// submitted and passed talks; a student's sign-up needs the hall's seats and the start.

/** The states an employer's schedule shows: submitted, passed, or sent back for changes. */
const SCHEDULED_STATES: readonly TalkState[] = ['pending', 'passed', 'changes'];
/** A month of a busy site stays far below this; it only bounds a calendar call. */
const CALENDAR_LIMIT = 2000;
const MINUTE_MS = 60_000;
const ONLINE_PLACE = '线上';

type Hall = { name: string; building: string; seats: number };

/** Each talk's hall while it holds one (held, pending or booked). */
async function hallsOf(db: Kysely<Database>, talkIds: readonly string[]): Promise<Map<string, Hall>> {
  if (talkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('talk_rooms as r')
    .innerJoin('venues as v', 'v.id', 'r.venue_id')
    .select(['r.talk_id', 'v.name', 'v.building', 'v.seats'])
    .where('r.talk_id', 'in', [...new Set(talkIds)])
    .where('r.kind', '=', 'talk')
    .where('r.state', 'in', ['held', 'pending', 'booked'])
    .execute();
  return new Map(
    rows.map((row) => [row.talk_id, { name: row.name, building: row.building, seats: Number(row.seats) }]),
  );
}

function times(slot: string): { kssj: string; jssj: string } {
  const [kssj = '', jssj = ''] = slot.split('-');
  return { kssj, jssj };
}

function itemOf(row: TalksTable, hall: Hall | undefined): ActivityItem {
  const online = row.online === 1;
  return {
    id: row.id,
    lx: 'xjh',
    bt: row.title,
    jbf: row.employer_name,
    rq: row.date,
    ...times(row.slot),
    dd: online
      ? ONLINE_PLACE
      : hall === undefined
        ? ''
        : [hall.building, hall.name].filter(Boolean).join(' '),
    xsfs: online ? '2' : '1',
  };
}

function startOf(row: Pick<TalksTable, 'date' | 'slot'>): number {
  const [hours = 0, minutes = 0] = times(row.slot).kssj.split(':').map(Number);
  return chinaDayStart(row.date) + (hours * 60 + minutes) * MINUTE_MS;
}

/** Seats students may sign up for: the hall's; none online or without a hall. */
const capacityOf = (row: TalksTable, hall: Hall | undefined) => (row.online === 1 ? 0 : (hall?.seats ?? 0));

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
};

function publicTalks(db: Kysely<Database>, siteCode: string, filter: ActivityFilter) {
  const keyword = filterValue(filter.keyword);
  return db
    .selectFrom('talks')
    .where('site_code', '=', siteCode)
    .where('state', '=', 'passed')
    .$if(filter.from !== undefined, (q) => q.where('date', '>=', filter.from ?? ''))
    .$if(filter.to !== undefined, (q) => q.where('date', '<=', filter.to ?? ''))
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([containing('title', keyword ?? ''), containing('employer_name', keyword ?? '')]),
      ),
    );
}

async function withHalls(db: Kysely<Database>, rows: TalksTable[]): Promise<ActivityItem[]> {
  const halls = await hallsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => itemOf(row, halls.get(row.id)));
}

export const talkCalendarSource: TalkActivitySource = {
  kind: 'xjh',

  async listPublic(db, siteCode, filter, paging) {
    const filtered = publicTalks(db, siteCode, filter);
    const [rows, total] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('date')
        .orderBy('slot')
        .orderBy('id')
        .limit(paging.limit)
        .offset(paging.offset)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { records: await withHalls(db, rows), total: Number(total.total) };
  },

  async publicBetween(db, siteCode, from, to) {
    const rows = await publicTalks(db, siteCode, { from, to })
      .selectAll()
      .orderBy('date')
      .orderBy('slot')
      .orderBy('id')
      .limit(CALENDAR_LIMIT)
      .execute();
    return withHalls(db, rows);
  },

  async publicDetails(db, siteCode, ids) {
    if (ids.length === 0) return [];
    const rows = await publicTalks(db, siteCode, {})
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .orderBy('date')
      .orderBy('slot')
      .orderBy('id')
      .execute();
    const [halls, positions] = await Promise.all([
      hallsOf(
        db,
        rows.map((row) => row.id),
      ),
      positionsByIds(
        db,
        rows.flatMap((row) => parseList(row.position_ids)),
      ),
    ]);
    return rows.map((row): ActivityRecord => {
      const hall = halls.get(row.id);
      const linked = new Set(parseList(row.position_ids));
      return {
        ...itemOf(row, hall),
        startsAt: startOf(row),
        // The note is the employer's word to the school, not to students.
        note: '',
        liveLink: row.online === 1 ? row.live_link : '',
        faculties: parseList(row.faculties).join('、'),
        majors: parseList(row.majors).join('、'),
        positions: positions
          .filter(
            (position) =>
              linked.has(position.id) &&
              position.state === 'published' &&
              position.employerId === row.employer_id,
          )
          .map((position) => position.name),
        capacity: capacityOf(row, hall),
      };
    });
  },

  async ofEmployer(db, employerId, siteCode, from, to) {
    const rows = await db
      .selectFrom('talks')
      .selectAll()
      .where('employer_id', '=', employerId)
      .where('site_code', '=', siteCode)
      .where('state', 'in', [...SCHEDULED_STATES])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .orderBy('slot')
      .orderBy('id')
      .limit(CALENDAR_LIMIT)
      .execute();
    const halls = await hallsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row): OwnActivity => {
      const hall = halls.get(row.id);
      return {
        ...itemOf(row, hall),
        state: talkWorkflow.states[row.state].code,
        stateName: talkWorkflow.states[row.state].label,
        confirmed: row.state === 'passed',
        page: `/xjh/xjhgl?id=${encodeURIComponent(row.id)}`,
        capacity: capacityOf(row, hall),
      };
    });
  },

  async signUpTarget(db, siteCode, id) {
    const row = await db
      .selectFrom('talks')
      .selectAll()
      .where('id', '=', id)
      .where('site_code', '=', siteCode)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const hall = (await hallsOf(db, [row.id])).get(row.id);
    return {
      id: row.id,
      employerId: row.employer_id,
      siteCode: row.site_code,
      confirmed: row.state === 'passed',
      live: SCHEDULED_STATES.includes(row.state),
      online: row.online === 1,
      capacity: capacityOf(row, hall),
      startsAt: startOf(row),
    };
  },
};
