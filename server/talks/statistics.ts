import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// What the employer statistics (server/statistics) read of talks: the ids of the employer's talks at a
// site the school passed whose date lies in a range of China dates (talks_employer_state).

export async function passedTalkIds(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  fromDate: string,
  toDate: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('talks')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('state', '=', 'passed')
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .execute();
  return rows.map((row) => row.id);
}
