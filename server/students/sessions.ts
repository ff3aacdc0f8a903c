import type { Kysely } from 'kysely';
import { newId, newToken, sha256Hex } from '../core/tokens';
import type { StudentPrincipal } from '../fastifyTypes';
import type { Database } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STUDENT_SESSION_MS = DAY_MS;

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
