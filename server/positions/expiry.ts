import { sql, type Kysely, type SqlBool } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import type { Database } from '../schema';
import { expireInBatches } from '../workflow';
import { positionLifecycle } from './lifecycle';

/**
 * Published and pending positions whose deadline is before today (China) become expired, by the
 * system. Answers how many expired; `onExpired` hears of each one's site.
 */
export function expireOverduePositions(
  db: Kysely<Database>,
  now: number,
  onExpired: (siteCode: string) => void = () => undefined,
): Promise<number> {
  const today = chinaDate(now);
  return expireInBatches(
    (limit) =>
      db
        .selectFrom('positions')
        .selectAll()
        // Literal states: they match the partial index positions_deadline.
        .where(sql<SqlBool>`state in ('published', 'pending')`)
        .where('deadline', '<', today)
        .limit(limit)
        .execute(),
    async (row) => {
      await positionLifecycle.expire(db, now, row);
      onExpired(row.site_code);
    },
  );
}
