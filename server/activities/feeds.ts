import type { Kysely } from 'kysely';
import type { ActivityKind } from '../../contract/activities';
import { isActivityKind } from '../../contract/activities';
import { newToken } from '../core/tokens';
import type { Database } from '../schema';

export type FeedOwner = { userId: string; employerId: string; siteCode: string };

export type Feed = FeedOwner & { kinds: ActivityKind[] };

/** The user's subscription token at the employer, made on first ask (with the kinds it may see). */
export async function feedTokenOf(
  db: Kysely<Database>,
  now: number,
  owner: FeedOwner,
  kinds: readonly ActivityKind[],
): Promise<string> {
  const existing = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', owner.userId)
    .where('employer_id', '=', owner.employerId)
    .executeTakeFirst();
  if (existing !== undefined) return existing.token;
  const token = newToken();
  // Two first asks at once: the unique (user, employer) index keeps one; the loser reads the winner's.
  const inserted = await db
    .insertInto('calendar_feeds')
    .values({
      token,
      user_id: owner.userId,
      employer_id: owner.employerId,
      site_code: owner.siteCode,
      kinds: kinds.join(','),
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'employer_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return token;
  return feedTokenOf(db, now, owner, kinds);
}

/** A new token for the user at the employer: the old address stops answering at once. */
export async function resetFeedToken(
  db: Kysely<Database>,
  now: number,
  owner: FeedOwner,
  kinds: readonly ActivityKind[],
): Promise<string> {
  await db
    .deleteFrom('calendar_feeds')
    .where('user_id', '=', owner.userId)
    .where('employer_id', '=', owner.employerId)
    .execute();
  return feedTokenOf(db, now, owner, kinds);
}

/** The feed a token opens, or undefined. */
export async function findFeed(db: Kysely<Database>, token: string): Promise<Feed | undefined> {
  const row = await db.selectFrom('calendar_feeds').selectAll().where('token', '=', token).executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    userId: row.user_id,
    employerId: row.employer_id,
    siteCode: row.site_code,
    kinds: row.kinds.split(',').filter(isActivityKind),
  };
}
