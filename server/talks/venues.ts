import type { Kysely } from 'kysely';
import type { Page } from '../../contract/paging';
import {
  VENUE_KIND_CODES,
  VENUE_NOT_FOUND_MESSAGE,
  venueKindOfCode,
  venueProblem,
  type Venue,
  type VenueDraft,
  type VenueListQuery,
} from '../../contract/talks';
import { inTransaction } from '../core/db/transactions';
import { containing, filterValue } from '../core/db/listQueries';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { pageOf } from '../core/http/schemas';
import { newId } from '../core/tokens';
import type { Database } from '../schema';
import type { VenuesTable } from './tables';

// The school's venues (/mgr/cd): each of one site, with its slots per weekday and its closed dates.

export const venueNotFound = () => new ApiError(404, VENUE_NOT_FOUND_MESSAGE);

/** Venues with their slots and closed dates, in the order given. */
async function withSchedules(db: Kysely<Database>, rows: VenuesTable[]): Promise<Venue[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [slots, closed] = await Promise.all([
    db
      .selectFrom('venue_slots')
      .selectAll()
      .where('venue_id', 'in', ids)
      .orderBy('weekday')
      .orderBy('slot')
      .execute(),
    db.selectFrom('venue_closed_dates').selectAll().where('venue_id', 'in', ids).orderBy('date').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    cdmc: row.name,
    ld: row.building,
    cdlx: VENUE_KIND_CODES[row.kind],
    zws: row.seats,
    sb: row.equipment,
    fy: row.fee,
    qy: row.enabled === 1,
    sd: slots.filter((slot) => slot.venue_id === row.id).map((slot) => ({ xq: slot.weekday, sd: slot.slot })),
    bkyrq: closed.filter((date) => date.venue_id === row.id).map((date) => date.date),
  }));
}

export async function venueList(
  db: Kysely<Database>,
  siteCode: string,
  query: VenueListQuery,
): Promise<Page<Venue>> {
  const kind = venueKindOfCode(filterValue(query.cdlx) ?? '');
  const keyword = filterValue(query.keyword);
  const filtered = db
    .selectFrom('venues')
    .where('site_code', '=', siteCode)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind ?? 'talk'))
    .$if(keyword !== null, (q) =>
      q.where((eb) => eb.or([containing('name', keyword ?? ''), containing('building', keyword ?? '')])),
    );
  const { page, size } = pageOf(query);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('kind')
      .orderBy('name')
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: await withSchedules(db, rows), total: Number(total.total) };
}

export async function findVenue(db: Kysely<Database>, siteCode: string, id: string): Promise<Venue> {
  const row = await db
    .selectFrom('venues')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (row === undefined) throw venueNotFound();
  const [venue] = await withSchedules(db, [row]);
  if (venue === undefined) throw venueNotFound();
  return venue;
}

/** Adds or edits a venue of the site (its slots and closed dates replaced); answers its id. */
export async function saveVenue(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  draft: VenueDraft,
): Promise<string> {
  const problem = venueProblem(draft);
  if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  const kind = venueKindOfCode(draft.cdlx) ?? 'talk';
  const values = {
    name: draft.cdmc.trim(),
    building: draft.ld.trim(),
    kind,
    seats: draft.zws,
    equipment: draft.sb.trim(),
    fee: draft.fy,
    enabled: draft.qy ? 1 : 0,
    updated_at: now,
  };
  return inTransaction(db, async (trx) => {
    let id = draft.id ?? '';
    if (id === '') {
      id = newId();
      await trx
        .insertInto('venues')
        .values({ id, site_code: siteCode, created_at: now, ...values })
        .execute();
    } else {
      const updated = await trx
        .updateTable('venues')
        .set(values)
        .where('id', '=', id)
        .where('site_code', '=', siteCode)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw venueNotFound();
      await trx.deleteFrom('venue_slots').where('venue_id', '=', id).execute();
      await trx.deleteFrom('venue_closed_dates').where('venue_id', '=', id).execute();
    }
    const slots = [...new Map(draft.sd.map((slot) => [`${slot.xq}|${slot.sd}`, slot])).values()];
    await trx
      .insertInto('venue_slots')
      .values(slots.map((slot) => ({ venue_id: id, weekday: slot.xq, slot: slot.sd })))
      .execute();
    const dates = [...new Set(draft.bkyrq)];
    if (dates.length > 0)
      await trx
        .insertInto('venue_closed_dates')
        .values(dates.map((date) => ({ venue_id: id, date })))
        .execute();
    return id;
  });
}

/**
 * Removes a venue no talk ever booked; one with bookings (its rooms are kept for the record) is
 * disabled instead, its live claims untouched. Answers whether it was removed.
 */
export async function removeVenue(db: Kysely<Database>, now: number, siteCode: string, id: string) {
  return inTransaction(db, async (trx) => {
    const venue = await trx
      .selectFrom('venues')
      .select('id')
      .where('id', '=', id)
      .where('site_code', '=', siteCode)
      .executeTakeFirst();
    if (venue === undefined) throw venueNotFound();
    const used = await trx
      .selectFrom('talk_rooms')
      .select('id')
      .where('venue_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used !== undefined) {
      await trx.updateTable('venues').set({ enabled: 0, updated_at: now }).where('id', '=', id).execute();
      return false;
    }
    await trx.deleteFrom('venue_slots').where('venue_id', '=', id).execute();
    await trx.deleteFrom('venue_closed_dates').where('venue_id', '=', id).execute();
    await trx.deleteFrom('venues').where('id', '=', id).execute();
    return true;
  });
}
