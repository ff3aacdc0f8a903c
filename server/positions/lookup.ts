import type { Kysely } from 'kysely';
import type { PostingState } from '../../contract/workflow';
import type { Database } from '../schema';

/** What another capability may know of a position (announcements link positions by id). */
export type PositionRef = {
  id: string;
  employerId: string;
  siteCode: string;
  name: string;
  state: PostingState;
};

/** The positions of these ids that exist (in no particular order; unknown ids are left out). */
export async function positionsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<PositionRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'employer_id', 'site_code', 'name', 'state'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    employerId: row.employer_id,
    siteCode: row.site_code,
    name: row.name,
    state: row.state,
  }));
}
