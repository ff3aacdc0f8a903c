import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { EmployerPrincipal } from '../fastifyTypes';
import { newId, newToken, sha256Hex } from '../core/tokens';
import { MAIN_ACCOUNT_GRANTS } from '../../contract/permissions';
import { grantsOfRole } from './roles';
import { USER_AGENT_MAX } from './devices';
import { actorDisplayName } from './employers';
import { lookUpEmployerSession, type EmployerSessionRow } from './sessionLookups';
import type { SessionUse } from './sessionUses';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMPLOYER_SESSION_MS = 7 * DAY_MS;

/**
 * Opens an employer session of a user acting for an employer (its home employer or one of its
 * memberships) at a site, and returns its bearer token (only its hash is stored).
 */
export async function openEmployerSession(
  db: Kysely<Database>,
  now: number,
  userId: string,
  siteCode: string,
  employerId: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('employer_sessions')
    .values({
      id: newId(),
      user_id: userId,
      employer_id: employerId,
      token_hash: sha256Hex(token),
      site_code: siteCode,
      created_at: now,
      expires_at: now + EMPLOYER_SESSION_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Where a call comes from: recorded on its session for the list of the user's devices. */
export type SessionClient = { userAgent: string; address: string };

/** A session's last use is written at most this often (a call from another device writes at once). */
export const SESSION_SEEN_INTERVAL_MS = 60 * 1000;

/** Where a use goes (createSessionUseRecorder): written behind the call, not before its answer. */
export type SessionUseSink = { client: SessionClient; record(use: SessionUse): void };

/** The use worth recording: none while the stored one is recent and from the same device and address. */
function recordableUse(row: EmployerSessionRow, now: number, client: SessionClient): SessionUse | null {
  const userAgent = client.userAgent.slice(0, USER_AGENT_MAX);
  const fresh = row.last_seen_at !== null && Number(row.last_seen_at) > now - SESSION_SEEN_INTERVAL_MS;
  if (fresh && row.user_agent === userAgent && row.address === client.address) return null;
  return { sessionId: row.sessionId, userAgent, address: client.address, at: now };
}

/** The live session of a token; `uses`, when given, is told where and when it was last used. */
export async function findEmployerSession(
  db: Kysely<Database>,
  now: number,
  token: string,
  uses?: SessionUseSink,
): Promise<EmployerPrincipal | null> {
  const row = await lookUpEmployerSession(db, sha256Hex(token), now);
  if (row === null) return null;
  const use = uses === undefined ? null : recordableUse(row, now, uses.client);
  if (use !== null) uses?.record(use);
  const isMain = row.main_user_id === row.userId;
  const roleId = row.dwid === row.homeEmployerId ? row.homeRoleId : (row.memberRoleId ?? '');
  return {
    userId: row.userId,
    dwid: row.dwid,
    jbxxid: row.profile_id,
    xxdm: row.site_code,
    sessionId: row.sessionId,
    isMain,
    roleId,
    grants: isMain ? MAIN_ACCOUNT_GRANTS : await grantsOfRole(db, row.dwid, roleId),
    actorName: actorDisplayName(row.userName, row.userMobile),
    employerName: row.employerName,
  };
}

export async function revokeEmployerSession(db: Kysely<Database>, now: number, sessionId: string) {
  await db
    .updateTable('employer_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends the live sessions of a user: all of them, or only those acting for `employerId` (a member
 * disabled at one employer goes on at the others), except the one the change was made from (if any);
 * answers how many ended.
 */
export async function revokeEmployerSessionsOfUser(
  db: Kysely<Database>,
  now: number,
  userId: string,
  { keepSessionId, employerId }: { keepSessionId?: string; employerId?: string } = {},
): Promise<number> {
  let query = db
    .updateTable('employer_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  if (employerId !== undefined) query = query.where('employer_id', '=', employerId);
  const { numUpdatedRows } = await query.executeTakeFirst();
  return Number(numUpdatedRows);
}

/**
 * A password reset or change: the user's sessions end (but `keepSessionId`, the one changing it) and
 * so do the WeChat and app-device links, which would otherwise log those devices in again without the
 * new password.
 */
export async function endEmployerUserAccess(
  db: Kysely<Database>,
  now: number,
  userId: string,
  keepSessionId?: string,
) {
  await revokeEmployerSessionsOfUser(db, now, userId, { keepSessionId });
  await db.deleteFrom('employer_login_links').where('user_id', '=', userId).execute();
}
