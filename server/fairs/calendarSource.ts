import type { Kysely } from 'kysely';
import type { ActivityItem } from '../../contract/activities';
import { FAIR_KINDS, fairBookingWorkflow, type FairBookingState, type FairKind } from '../../contract/fairs';
import type { ActivityFilter, ActivityRecord, ActivitySource, OwnActivity } from '../activities';
import { containing, filterValue } from '../core/db/listQueries';
import type { Database } from '../schema';
import type { FairsTable } from './tables';

// Job fairs as the activity calendar reads them (server/activities): every fair of a site is public
// (the school organises it); an employer's schedule shows the fairs it booked a booth at.

/** The booking states an employer's schedule shows: submitted, booked, sent back, checked in. */
const SCHEDULED_STATES: readonly FairBookingState[] = ['pending', 'passed', 'changes', 'checkedIn'];
/** A month of a busy site stays far below this; it only bounds a calendar call. */
const CALENDAR_LIMIT = 2000;
const ONLINE_KIND: FairKind = '4';

function itemOf(row: FairsTable): ActivityItem {
  const online = row.kind === ONLINE_KIND;
  return {
    id: row.id,
    lx: 'zph',
    bt: row.name,
    jbf: FAIR_KINDS[row.kind as FairKind] ?? '招聘会',
    rq: row.date,
    kssj: row.starts,
    jssj: row.ends,
    dd: online ? '线上' : row.place,
    xsfs: online ? '2' : '1',
  };
}

function publicFairs(db: Kysely<Database>, siteCode: string, filter: ActivityFilter) {
  const keyword = filterValue(filter.keyword);
  return db
    .selectFrom('fairs')
    .where('site_code', '=', siteCode)
    .$if(filter.from !== undefined, (q) => q.where('date', '>=', filter.from ?? ''))
    .$if(filter.to !== undefined, (q) => q.where('date', '<=', filter.to ?? ''))
    .$if(keyword !== null, (q) => q.where(containing('name', keyword ?? '')));
}

export const fairCalendarSource: ActivitySource = {
  kind: 'zph',

  async listPublic(db, siteCode, filter, paging) {
    const filtered = publicFairs(db, siteCode, filter);
    const [rows, total] = await Promise.all([
      filtered.selectAll().orderBy('date').orderBy('id').limit(paging.limit).offset(paging.offset).execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(itemOf), total: Number(total.total) };
  },

  async publicBetween(db, siteCode, from, to) {
    const rows = await publicFairs(db, siteCode, { from, to })
      .selectAll()
      .orderBy('date')
      .orderBy('id')
      .limit(CALENDAR_LIMIT)
      .execute();
    return rows.map(itemOf);
  },

  async publicDetails(db, siteCode, ids) {
    if (ids.length === 0) return [];
    const rows = await publicFairs(db, siteCode, {})
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .orderBy('date')
      .orderBy('id')
      .execute();
    return rows.map((row): ActivityRecord => ({
      ...itemOf(row),
      startsAt: 0,
      note: row.introduction,
      liveLink: '',
      faculties: '',
      majors: '',
      positions: [],
      // Students come to a fair without signing up.
      capacity: 0,
    }));
  },

  async ofEmployer(db, employerId, siteCode, from, to) {
    const rows = await db
      .selectFrom('fair_bookings as b')
      .innerJoin('fairs as f', 'f.id', 'b.fair_id')
      .selectAll('f')
      .select(['b.state as booking_state'])
      .where('b.employer_id', '=', employerId)
      .where('b.site_code', '=', siteCode)
      .where('b.state', 'in', [...SCHEDULED_STATES])
      .where('f.date', '>=', from)
      .where('f.date', '<=', to)
      .orderBy('f.date')
      .orderBy('f.id')
      .limit(CALENDAR_LIMIT)
      .execute();
    return rows.map((row): OwnActivity => {
      const state = row.booking_state as FairBookingState;
      return {
        ...itemOf(row),
        state: fairBookingWorkflow.states[state].code,
        stateName: fairBookingWorkflow.states[state].label,
        confirmed: state === 'passed' || state === 'checkedIn',
        page: '/zph/wdydlb',
        capacity: 0,
      };
    });
  },
};
