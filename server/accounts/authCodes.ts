import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { findAccountForEmployer, type EmployerAccount } from './employers';
import { newId, newToken, sha256Hex } from '../core/tokens';

/** How long an authorization code lives: the receiving page exchanges it as soon as it opens. */
export const AUTH_CODE_TTL_MS = 2 * 60 * 1000;

export const AUTH_CODE_INVALID = '授权码无效或已过期，请从原系统重新进入';
export const AUTH_CODE_WRONG_SITE = '该授权码不适用于本站点，请从原系统重新进入';

/**
 * Issues a one-time code for the session's user and employer at `siteCode`. An earlier code of the
 * same session for the same site is voided, so a session holds at most one live code per site.
 */
export async function issueAuthCode(
  db: Kysely<Database>,
  now: number,
  session: { sessionId: string; userId: string; dwid: string },
  siteCode: string,
): Promise<string> {
  const code = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('employer_auth_codes')
      .where('session_id', '=', session.sessionId)
      .where('site_code', '=', siteCode)
      .execute();
    await trx
      .insertInto('employer_auth_codes')
      .values({
        id: newId(),
        code_hash: sha256Hex(code),
        session_id: session.sessionId,
        user_id: session.userId,
        employer_id: session.dwid,
        site_code: siteCode,
        created_at: now,
        expires_at: now + AUTH_CODE_TTL_MS,
        used_at: null,
      })
      .execute();
  });
  return code;
}

/**
 * Uses a code at `siteCode` and answers the account it logs in, acting for the code's employer.
 * The code is marked used in the same statement that checks it, so two concurrent exchanges cannot
 * both pass. A code for another site is refused without being used (it still works at its own site);
 * an unknown, used or expired code, one whose issuing session has ended, or one whose employer the
 * user no longer acts for is refused with one message.
 */
export async function redeemAuthCode(
  db: Kysely<Database>,
  now: number,
  code: string,
  siteCode: string,
): Promise<EmployerAccount> {
  const codeHash = sha256Hex(code);
  const used = await db
    .updateTable('employer_auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('site_code', '=', siteCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['session_id', 'user_id', 'employer_id'])
    .executeTakeFirst();
  if (used === undefined) {
    const other = await db
      .selectFrom('employer_auth_codes')
      .select('site_code')
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    throw new ApiError(400, other === undefined ? AUTH_CODE_INVALID : AUTH_CODE_WRONG_SITE);
  }
  const session = await db
    .selectFrom('employer_sessions')
    .select('id')
    .where('id', '=', used.session_id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const account =
    session === undefined ? undefined : await findAccountForEmployer(db, used.user_id, used.employer_id);
  if (account === undefined) throw new ApiError(400, AUTH_CODE_INVALID);
  return account;
}
