import type { Kysely } from 'kysely';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { PostingColumns, PostingReach, PostingUpdate } from '../workflow';
import type { ContentColumns, PositionRow } from './model';
import type { PositionsTable } from './tables';

// The positions table as the posting lifecycle and the calls reach it.

const POSITION_NOT_FOUND_CODE = 404;
const POSITION_NOT_FOUND = '职位不存在';

/** Missing, another employer's or another site's: one answer, so nobody learns that an id exists. */
export const positionNotFound = () => new ApiError(POSITION_NOT_FOUND_CODE, POSITION_NOT_FOUND);

/** What a submission sets of the position's own: the city again, and the first submission's time. */
export type FirstSubmission = Pick<PositionsTable, 'city_code' | 'first_submitted_at'>;

/** A position within the reach: of the site, and of the employer when named. */
export async function findPosition(
  db: Kysely<Database>,
  reach: PostingReach,
  id: string,
): Promise<PositionRow> {
  const row = await db
    .selectFrom('positions')
    .selectAll()
    .where('id', '=', id)
    .$if(reach.employerId !== undefined, (q) => q.where('employer_id', '=', reach.employerId ?? ''))
    .where('site_code', '=', reach.siteCode)
    .executeTakeFirst();
  if (row === undefined) throw positionNotFound();
  return row;
}

/** A new draft (never submitted, never counted against the daily cap). */
export async function insertPosition(db: Kysely<Database>, row: PostingColumns & ContentColumns) {
  await db
    .insertInto('positions')
    .values({ ...row, first_submitted_at: null, counted_nature: '' })
    .execute();
}

/** Sets the columns where the position is still in the state it was read in; answers the rows changed. */
export async function updatePosition(
  db: Kysely<Database>,
  row: PositionRow,
  set: PostingUpdate<ContentColumns, FirstSubmission>,
): Promise<number> {
  const result = await db
    .updateTable('positions')
    .set(set)
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the position where it is still in the state it was read in; answers the rows deleted. */
export async function deletePosition(db: Kysely<Database>, row: PositionRow): Promise<number> {
  const result = await db
    .deleteFrom('positions')
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
