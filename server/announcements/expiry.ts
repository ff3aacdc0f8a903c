import type { Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import type { Database } from '../schema';
import { expireInBatches } from '../workflow';
import { announcementLifecycle } from './lifecycle';

/**
 * Published and pending announcements whose validity ended before today (China) become expired, by the
 * system. Answers how many expired.
 */
export function expireOverdueAnnouncements(db: Kysely<Database>, now: number): Promise<number> {
  const today = chinaDate(now);
  return expireInBatches(
    (limit) =>
      db
        .selectFrom('announcements')
        .selectAll()
        .where('state', 'in', ['published', 'pending'])
        .where('end_date', '<', today)
        .limit(limit)
        .execute(),
    (row) => announcementLifecycle.expire(db, now, row),
  );
}
