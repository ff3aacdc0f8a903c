import type { Kysely } from 'kysely';
import type { ApplicationState } from '../../contract/workflow';
import type { Database } from '../schema';

// What the employer statistics (server/statistics) read of applications: counts only, each one range
// of an index that starts with the employer and site (applications_employer_state per state,
// applications_employer for a time range), so they read the index alone however many rows there are.

export type TimeRange = { start: number; end: number };

/** How many of the employer's applications at the site, received in [start, end), are now in `state`. */
export async function countApplicationsInState(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  state: ApplicationState,
  range: TimeRange,
): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('state', '=', state)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many applications the employer received at the site in [start, end). */
export async function countApplicationsReceived(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  range: TimeRange,
): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
