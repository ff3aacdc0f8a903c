import type { FastifyInstance } from 'fastify';
import type { PublicKey } from '../../contract/account';
import {
  studentPaths,
  type StudentLoginRequest,
  type StudentLoginResult,
  type StudentProfile,
} from '../../contract/student';
import { ok } from '../core/http/envelope';
import { fields, objectSchema, requiredText } from '../core/http/schemas';
import { STUDENT_TOKEN_COOKIE, studentOf } from '../core/auth';
import { ipLimits } from '../core/rateLimits';
import { LoginThrottle } from '../core/loginThrottle';
import { openStudentSession, revokeStudentSession } from './sessions';
import { registerStudentAccountRoutes } from './accountRoutes';
import { registerStudentAppRoutes } from './appRoutes';
import { authenticateStudent, studentCookie, studentCookieOptions } from './authenticate';

export function studentRoutes(app: FastifyInstance): Promise<void> {
  // One failure count per student for every password login (web and app).
  const throttle = new LoginThrottle(() => app.clock.now());

  app.get(studentPaths.publicKey, () => Promise.resolve(ok<PublicKey>(app.passwordKeys.publicKeySpki)));

  app.post<{ Body: StudentLoginRequest }>(
    studentPaths.login,
    {
      config: { encoding: 'form', rateLimit: ipLimits.login },
      schema: { body: objectSchema({ username: requiredText(40), password: fields.mm }) },
    },
    async (request, reply) => {
      const student = await authenticateStudent(
        app,
        throttle,
        request.body.username.trim(),
        request.body.password,
      );
      const token = await openStudentSession(app.db, app.clock.now(), student.id);
      reply.setCookie(STUDENT_TOKEN_COOKIE, token, studentCookie);
      return ok<StudentLoginResult>({ token, xxdm: student.site_code, name: student.name }, '登录成功');
    },
  );

  app.post(studentPaths.logout, async (request, reply) => {
    const student = await app.optionalStudent(request);
    if (student) await revokeStudentSession(app.db, app.clock.now(), student.sessionId);
    reply.clearCookie(STUDENT_TOKEN_COOKIE, studentCookieOptions);
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

  registerStudentAppRoutes(app, throttle);
  registerStudentAccountRoutes(app);
  return Promise.resolve();
}
