import { sql, type Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import type { Database } from '../schema';

// Position detail views (statistics' 浏览量): the public detail (getZpgwxq) and the student portal's
// detail each count one, kept per position and China day.

export type ViewedPosition = { id: string; employer_id: string; site_code: string };

/** Counts one view of the position today (China), in one upsert whatever the concurrency. */
export async function countPositionView(db: Kysely<Database>, position: ViewedPosition, now: number) {
  await db
    .insertInto('position_view_days')
    .values({
      employer_id: position.employer_id,
      site_code: position.site_code,
      day: chinaDate(now),
      position_id: position.id,
      views: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['employer_id', 'site_code', 'day', 'position_id'])
        .doUpdateSet({ views: sql<number>`position_view_days.views + 1` }),
    )
    .execute();
}

/** The views of the employer's positions at the site on the China days from `from` to `to`, both included. */
export async function positionViewsBetween(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('position_view_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('views'), sql<number>`0`).as('views'))
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}
