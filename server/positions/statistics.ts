import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// What the employer statistics (server/statistics) read of positions: when the employer's positions at a
// site were published within a time range, through the employer's own index.

export type TimeRange = { start: number; end: number };

/** The publication times (epoch ms) of the employer's positions at the site published in [start, end). */
export async function publishedPositionTimes(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  range: TimeRange,
): Promise<number[]> {
  const rows = await db
    .selectFrom('positions')
    .select('published_at')
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('published_at', '>=', range.start)
    .where('published_at', '<', range.end)
    .execute();
  return rows.map((row) => Number(row.published_at));
}
