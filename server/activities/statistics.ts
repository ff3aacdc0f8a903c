import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** How many students signed up to attend these talks (employer statistics; the primary key's prefix). */
export async function countTalkAttendance(db: Kysely<Database>, talkIds: readonly string[]): Promise<number> {
  if (talkIds.length === 0) return 0;
  const row = await db
    .selectFrom('talk_attendance')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('talk_id', 'in', talkIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
