import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EmployerPrincipal, StudentPrincipal } from '../types/fastify';
import { newId, newToken, sha256Hex } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMPLOYER_SESSION_MS = 7 * DAY_MS;
export const STUDENT_SESSION_MS = DAY_MS;

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

// Stand-ins the compiled session lookup carries where the token hash and the current time go.
const TOKEN_HASH_SLOT = '\u0000token-hash';
const NOW_SLOT = -1_000_000_007;

type EmployerSessionRow = {
  sessionId: string;
  site_code: string;
  userId: string;
  dwid: string;
  profile_id: string;
};

/** Every authenticated employer call looks its session up: built and compiled once per database. */
const employerSessionQueries = new WeakMap<Kysely<Database>, CompiledQuery<EmployerSessionRow>>();

function employerSessionQuery(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): CompiledQuery<EmployerSessionRow> {
  let compiled = employerSessionQueries.get(db);
  if (compiled === undefined) {
    compiled = db
      .selectFrom('employer_sessions as s')
      .innerJoin('employer_users as u', 'u.id', 's.user_id')
      .innerJoin('employers as e', 'e.id', 's.employer_id')
      // A session for another employer than the home one lives only as long as the membership.
      .leftJoin('employer_memberships as m', (join) =>
        join.onRef('m.user_id', '=', 's.user_id').onRef('m.employer_id', '=', 's.employer_id'),
      )
      .select(['s.id as sessionId', 's.site_code', 'u.id as userId', 'e.id as dwid', 'e.profile_id'])
      .where('s.token_hash', '=', TOKEN_HASH_SLOT)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', NOW_SLOT)
      .where((eb) =>
        eb.or([eb('s.employer_id', '=', eb.ref('u.employer_id')), eb('m.user_id', 'is not', null)]),
      )
      .compile();
    employerSessionQueries.set(db, compiled);
  }
  return {
    ...compiled,
    parameters: compiled.parameters.map((value) =>
      value === TOKEN_HASH_SLOT ? tokenHash : value === NOW_SLOT ? now : value,
    ),
  };
}

export async function findEmployerSession(
  db: Kysely<Database>,
  now: number,
  token: string,
): Promise<EmployerPrincipal | null> {
  const { rows } = await db.executeQuery(employerSessionQuery(db, sha256Hex(token), now));
  const row = rows[0];
  if (row === undefined) return null;
  return {
    userId: row.userId,
    dwid: row.dwid,
    jbxxid: row.profile_id,
    xxdm: row.site_code,
    sessionId: row.sessionId,
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

/** Ends every live session of a user, except the one the change was made from (if any). */
export async function revokeEmployerSessionsOfUser(
  db: Kysely<Database>,
  now: number,
  userId: string,
  keepSessionId?: string,
) {
  let query = db
    .updateTable('employer_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
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
  await revokeEmployerSessionsOfUser(db, now, userId, keepSessionId);
  await db.deleteFrom('employer_login_links').where('user_id', '=', userId).execute();
}

/** Opens a student session; `deviceIdHash` when the app login opened it with a linked device. */
export async function openStudentSession(
  db: Kysely<Database>,
  now: number,
  studentId: string,
  deviceIdHash: string | null = null,
) {
  const token = newToken();
  await db
    .insertInto('student_sessions')
    .values({
      id: newId(),
      student_id: studentId,
      token_hash: sha256Hex(token),
      created_at: now,
      expires_at: now + STUDENT_SESSION_MS,
      revoked_at: null,
      device_id_hash: deviceIdHash,
    })
    .execute();
  return token;
}

export async function findStudentSession(
  db: Kysely<Database>,
  now: number,
  token: string,
): Promise<StudentPrincipal | null> {
  const row = await db
    .selectFrom('student_sessions as s')
    .innerJoin('students as st', 'st.id', 's.student_id')
    .select(['s.id as sessionId', 'st.id as studentId', 'st.site_code', 'st.student_number'])
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (row === undefined) return null;
  return { studentId: row.studentId, xxdm: row.site_code, xh: row.student_number, sessionId: row.sessionId };
}

/**
 * True when the token belongs to an app session that expired (not revoked) while its device is still
 * linked to the student: the app can log in again with the device id alone (code 400301).
 */
export async function isExpiredAppSession(db: Kysely<Database>, now: number, token: string) {
  const row = await db
    .selectFrom('student_sessions as s')
    .innerJoin('student_app_links as l', (join) =>
      join.onRef('l.device_id_hash', '=', 's.device_id_hash').onRef('l.student_id', '=', 's.student_id'),
    )
    .select('s.id')
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes the open app sessions of one linked device of the student (`deviceIdHash`), or of all of them (null). */
export async function revokeStudentAppSessions(
  db: Kysely<Database>,
  now: number,
  studentId: string,
  deviceIdHash: string | null,
) {
  await db
    .updateTable('student_sessions')
    .set({ revoked_at: now })
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .$if(deviceIdHash === null, (query) => query.where('device_id_hash', 'is not', null))
    .$if(deviceIdHash !== null, (query) => query.where('device_id_hash', '=', deviceIdHash ?? ''))
    .execute();
}

export async function revokeStudentSession(db: Kysely<Database>, now: number, sessionId: string) {
  await db
    .updateTable('student_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
