import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { STUDENT_ACCOUNT_MESSAGES, type StudentAccountInfo } from '../../contract/student';
import { checkMobile, phoneMessage } from '../../ui/validators';
import { ApiError } from '../core/http/envelope';
import { maskMobile } from '../core/masking';
import type { StudentPrincipal } from '../fastifyTypes';
import type { Database } from '../schema';
import { assertPasswordAllowed, findSiteOrMain } from '../site';
import { consumeCode, issueCode } from '../sms';
import { decryptPassword } from '../accounts';

// The student's own account (账号): its facts, a new password, and a mobile bound by an SMS code.

type AccountDeps = Pick<FastifyInstance, 'db' | 'clock' | 'sms' | 'log' | 'passwords' | 'passwordKeys'>;

export async function studentAccountInfo(
  db: Kysely<Database>,
  student: StudentPrincipal,
): Promise<StudentAccountInfo> {
  const row = await db
    .selectFrom('students')
    .select(['name', 'mobile'])
    .where('id', '=', student.studentId)
    .executeTakeFirstOrThrow();
  return {
    xh: student.xh,
    xm: row.name,
    xxdm: student.xxdm,
    sjhm: row.mobile === null ? '' : maskMobile(row.mobile),
  };
}

/**
 * Checks the old password, then the new one against the school site's level (pwdlevel) and the extra
 * rules, and stores it. Every other way in ends: the student's other sessions and the app devices
 * linked with the old password (a linked device logs in without one), except this session and its
 * own device.
 */
export async function changeStudentPassword(
  deps: AccountDeps,
  student: StudentPrincipal,
  encryptedOld: string,
  encryptedNew: string,
): Promise<void> {
  const oldPassword = decryptPassword(deps.passwordKeys, encryptedOld);
  const newPassword = decryptPassword(deps.passwordKeys, encryptedNew);
  const stored = await deps.db
    .selectFrom('students')
    .select('password_hash')
    .where('id', '=', student.studentId)
    .executeTakeFirstOrThrow();
  if (!(await deps.passwords.verify(oldPassword, stored.password_hash)))
    throw new ApiError(400, STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong);
  if (newPassword === oldPassword) throw new ApiError(400, STUDENT_ACCOUNT_MESSAGES.samePassword);
  assertPasswordAllowed(newPassword, await findSiteOrMain(deps.db, student.xxdm));
  const passwordHash = await deps.passwords.hash(newPassword);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('students')
      .set({ password_hash: passwordHash })
      .where('id', '=', student.studentId)
      .execute();
    const current = await trx
      .selectFrom('student_sessions')
      .select('device_id_hash')
      .where('id', '=', student.sessionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('student_sessions')
      .set({ revoked_at: now })
      .where('student_id', '=', student.studentId)
      .where('id', '!=', student.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('student_app_links')
      .where('student_id', '=', student.studentId)
      .$if(current.device_id_hash !== null, (query) =>
        query.where('device_id_hash', '!=', current.device_id_hash ?? ''),
      )
      .execute();
  });
}

/** The new mobile as stored (the last 11 digits), refused when malformed or already the student's. */
async function newMobileOf(db: Kysely<Database>, studentId: string, sjhm: string): Promise<string> {
  const trimmed = sjhm.trim();
  if (checkMobile(trimmed) !== null) throw new ApiError(400, phoneMessage.mobile);
  const mobile = trimmed.slice(-11);
  const row = await db
    .selectFrom('students')
    .select('mobile')
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  if (row.mobile === mobile) throw new ApiError(400, STUDENT_ACCOUNT_MESSAGES.mobileUnchanged);
  return mobile;
}

/** A code to the new mobile, under the SMS throttles (one a minute, a daily cap per mobile). */
export async function sendStudentMobileCode(deps: AccountDeps, studentId: string, sjhm: string) {
  await issueCode(deps, await newMobileOf(deps.db, studentId, sjhm), 'changeMobile');
}

/** Binds the mobile once its code checks out; answers it masked. */
export async function bindStudentMobile(
  deps: AccountDeps,
  studentId: string,
  sjhm: string,
  code: string,
): Promise<string> {
  const mobile = await newMobileOf(deps.db, studentId, sjhm);
  await consumeCode(deps, mobile, 'changeMobile', code);
  await deps.db.updateTable('students').set({ mobile }).where('id', '=', studentId).execute();
  return maskMobile(mobile);
}
