import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/http/envelope';
import { minutesToWait } from '../core/rateLimits';
import type { LoginThrottle } from '../core/loginThrottle';
import { upgradePasswordHash } from '../core/passwordUpgrade';
import { decryptPassword } from '../accounts';
import { STUDENT_SESSION_MS } from './sessions';

/** Student-side code for a refused login (the client shows the message). */
export const STUDENT_LOGIN_FAILED_CODE = 4001;
export const STUDENT_WRONG_CREDENTIALS = '用户名或密码错误';
const SCHOOL_CODE_LENGTH = 5;

export const studentCookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  // Secure whenever the request came over HTTPS; plain HTTP on a local machine still works.
  secure: 'auto',
} as const;
/** The `token` cookie of a new session: as long as the session (1 day). */
export const studentCookie = { ...studentCookieOptions, maxAge: STUDENT_SESSION_MS / 1000 } as const;

/**
 * Checks a student's username (school code + student number) and encrypted password, counting
 * failures per username; the same answer for an unknown student and a wrong password.
 */
export async function authenticateStudent(
  app: FastifyInstance,
  throttle: LoginThrottle,
  username: string,
  encryptedPassword: string,
) {
  const password = decryptPassword(app.passwordKeys, encryptedPassword);
  const wait = throttle.startAttempt(username);
  if (wait > 0) {
    throw new ApiError(STUDENT_LOGIN_FAILED_CODE, `登录失败次数过多，请 ${minutesToWait(wait)} 分钟后再试`);
  }
  const student =
    username.length > SCHOOL_CODE_LENGTH
      ? await app.db
          .selectFrom('students')
          .selectAll()
          .where('site_code', '=', username.slice(0, SCHOOL_CODE_LENGTH))
          .where('student_number', '=', username.slice(SCHOOL_CODE_LENGTH))
          .executeTakeFirst()
      : undefined;
  const valid = student
    ? await app.passwords.verify(password, student.password_hash)
    : await app.passwords.verifyAgainstDecoy(password);
  if (student === undefined || !valid) {
    throw new ApiError(STUDENT_LOGIN_FAILED_CODE, STUDENT_WRONG_CREDENTIALS);
  }
  throttle.reset(username);
  await upgradePasswordHash(app.passwords, student.password_hash, password, (upgraded, stored) =>
    app.db
      .updateTable('students')
      .set({ password_hash: upgraded })
      .where('id', '=', student.id)
      .where('password_hash', '=', stored)
      .execute(),
  );
  return student;
}
