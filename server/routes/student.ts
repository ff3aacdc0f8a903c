import type { FastifyInstance } from 'fastify';
import type { PublicKey } from '../../contract/account';
import {
  studentPaths,
  type StudentLoginRequest,
  type StudentLoginResult,
  type StudentProfile,
} from '../../contract/student';
import { ApiError, ok } from '../http/envelope';
import { fields, objectSchema, requiredText } from '../http/schemas';
import { STUDENT_TOKEN_COOKIE, studentOf } from '../plugins/auth';
import { ipLimits, minutesToWait } from '../plugins/rateLimits';
import { LoginThrottle } from '../services/loginThrottle';
import { upgradePasswordHash } from '../services/passwordUpgrade';
import { decryptPassword } from '../services/rsa';
import { openStudentSession, revokeStudentSession, STUDENT_SESSION_MS } from '../services/sessions';

/** Student-side code for a refused login (the client shows the message). */
export const STUDENT_LOGIN_FAILED_CODE = 4001;
export const STUDENT_WRONG_CREDENTIALS = '用户名或密码错误';
const SCHOOL_CODE_LENGTH = 5;

export function studentRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle(() => app.clock.now());
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the request came over HTTPS; plain HTTP on a local machine still works.
    secure: 'auto',
  } as const;

  app.get(studentPaths.publicKey, () => Promise.resolve(ok<PublicKey>(app.passwordKeys.publicKeySpki)));

  app.post<{ Body: StudentLoginRequest }>(
    studentPaths.login,
    {
      config: { encoding: 'form', rateLimit: ipLimits.login },
      schema: { body: objectSchema({ username: requiredText(40), password: fields.mm }) },
    },
    async (request, reply) => {
      const username = request.body.username.trim();
      const wait = throttle.waitMs(username);
      if (wait > 0) {
        throw new ApiError(
          STUDENT_LOGIN_FAILED_CODE,
          `登录失败次数过多，请 ${minutesToWait(wait)} 分钟后再试`,
        );
      }
      const password = decryptPassword(app.passwordKeys, request.body.password);
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
        throttle.recordFailure(username);
        throw new ApiError(STUDENT_LOGIN_FAILED_CODE, STUDENT_WRONG_CREDENTIALS);
      }
      throttle.reset(username);
      await upgradePasswordHash(
        app.db,
        app.passwords,
        'students',
        student.id,
        student.password_hash,
        password,
      );
      const token = await openStudentSession(app.db, app.clock.now(), student.id);
      reply.setCookie(STUDENT_TOKEN_COOKIE, token, { ...cookieOptions, maxAge: STUDENT_SESSION_MS / 1000 });
      return ok<StudentLoginResult>({ token, xxdm: student.site_code, name: student.name }, '登录成功');
    },
  );

  app.post(studentPaths.logout, async (request, reply) => {
    const student = await app.optionalStudent(request);
    if (student) await revokeStudentSession(app.db, app.clock.now(), student.sessionId);
    reply.clearCookie(STUDENT_TOKEN_COOKIE, cookieOptions);
    return ok(null, '已退出登录');
  });

  app.get(studentPaths.profile, { preHandler: app.requireStudent }, async (request) => {
    const { studentId, xxdm } = studentOf(request);
    const student = await app.db
      .selectFrom('students')
      .select(['name', 'tags'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    return ok<StudentProfile>({ name: student.name, tags: student.tags, schoolCode: xxdm });
  });

  return Promise.resolve();
}
