import type { Kysely } from 'kysely';
import type { FairBookingState } from '../../contract/fairs';
import type { Database } from '../schema';

// What the employer statistics (server/statistics) read of fair bookings: the states of the employer's
// bookings at a site made in a time range (fair_bookings_employer).

export type TimeRange = { start: number; end: number };

export async function bookingStatesMade(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  range: TimeRange,
): Promise<FairBookingState[]> {
  const rows = await db
    .selectFrom('fair_bookings')
    .select('state')
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .execute();
  return rows.map((row) => row.state as FairBookingState);
}
