import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import {
  LINK_NOT_FOUND,
  SESSIONS_SHOWN,
  SESSION_NOT_FOUND,
  type LoginLink,
  type LoginSession,
} from '../../contract/accountSettings';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { deviceLabel, maskAddress } from './devices';
import { revokeEmployerSessionsOfUser } from './sessions';

// The signed-in user's own WeChat and app links and sessions (screen zhsz): each call names the user,
// so another user's link or session answers as one that does not exist.

export async function listLoginLinks(db: Kysely<Database>, userId: string): Promise<LoginLink[]> {
  const rows = await db
    .selectFrom('employer_login_links')
    .select(['id', 'kind', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lx: row.kind,
    sb: deviceLabel(row.user_agent),
    bdsj: chinaDateTime(Number(row.created_at)),
    zjsy: row.last_used_at === null ? '' : chinaDateTime(Number(row.last_used_at)),
  }));
}

/** Unbinds one link: that WeChat identity or device logs in without a password no more. */
export async function unbindLoginLink(db: Kysely<Database>, userId: string, linkId: string): Promise<void> {
  const removed = await db
    .deleteFrom('employer_login_links')
    .where('id', '=', linkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new ApiError(404, LINK_NOT_FOUND);
}

/**
 * The user's live sessions (at every employer and site it acts for): the calling one first, then the
 * latest active, at most SESSIONS_SHOWN (sessions live a week; only a script logs in more often).
 */
export async function listLoginSessions(
  db: Kysely<Database>,
  now: number,
  userId: string,
  currentSessionId: string,
): Promise<LoginSession[]> {
  const rows = await db
    .selectFrom('employer_sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy((eb) => eb.fn.coalesce('last_seen_at', 'created_at'), 'desc')
    .orderBy('id')
    .limit(SESSIONS_SHOWN)
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    sb: deviceLabel(row.user_agent),
    dz: maskAddress(row.address),
    dlsj: chinaDateTime(Number(row.created_at)),
    // The calling session is in use right now, whenever its last use was written down.
    zjhd: chinaDateTime(row.id === currentSessionId ? now : Number(row.last_seen_at ?? row.created_at)),
    dqsb: row.id === currentSessionId,
  }));
  return [...sessions.filter((row) => row.dqsb), ...sessions.filter((row) => !row.dqsb)];
}

/** Ends one live session of the user; its next call answers code 42. */
export async function endLoginSession(
  db: Kysely<Database>,
  now: number,
  userId: string,
  sessionId: string,
): Promise<void> {
  const ended = await db
    .updateTable('employer_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw new ApiError(404, SESSION_NOT_FOUND);
}

/** Ends every live session of the user but the calling one; answers how many ended. */
export async function endOtherLoginSessions(
  db: Kysely<Database>,
  now: number,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  return revokeEmployerSessionsOfUser(db, now, userId, { keepSessionId: currentSessionId });
}
