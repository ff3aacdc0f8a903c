import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  studentAccountPaths,
  type StudentAccountInfo,
  type StudentBindMobileRequest,
  type StudentBoundMobile,
  type StudentChangePasswordRequest,
  type StudentMobileCodeRequest,
} from '../../contract/student';
import { cookieToken, headerToken, studentOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { fields, objectSchema } from '../core/http/schemas';
import { ipLimits, sessionPasswordCheckLimit } from '../core/rateLimits';
import { sha256Hex } from '../core/tokens';
import {
  bindStudentMobile,
  changeStudentPassword,
  sendStudentMobileCode,
  studentAccountInfo,
} from './account';

/**
 * Old-password checks per student session (10 in 10 minutes, as for employers): a stolen token cannot
 * guess the password at speed from any number of addresses.
 */
const studentPasswordCheckLimit = {
  ...sessionPasswordCheckLimit,
  keyGenerator: (request: FastifyRequest) => {
    const token = cookieToken(request) ?? headerToken(request);
    return token === null ? `ip:${request.ip}` : `student-session:${sha256Hex(token)}`;
  },
};

/** 账号 (/stu/grzx/zh/*): the student's account facts, password and bound mobile. */
export function registerStudentAccountRoutes(app: FastifyInstance): void {
  const own = { preHandler: app.requireStudent, config: { encoding: 'json' } } as const;

  app.get(studentAccountPaths.info, { preHandler: app.requireStudent }, async (request) =>
    ok<StudentAccountInfo>(await studentAccountInfo(app.db, studentOf(request))),
  );

  app.post<{ Body: StudentChangePasswordRequest }>(
    studentAccountPaths.changePassword,
    {
      ...own,
      config: { ...own.config, rateLimit: studentPasswordCheckLimit },
      schema: { body: objectSchema({ jmm: fields.mm, xmm: fields.mm }) },
    },
    async (request) => {
      await changeStudentPassword(app, studentOf(request), request.body.jmm, request.body.xmm);
      return ok(null, '密码修改成功，其他设备上的登录已退出');
    },
  );

  app.post<{ Body: StudentMobileCodeRequest }>(
    studentAccountPaths.mobileCode,
    {
      ...own,
      config: { ...own.config, rateLimit: ipLimits.sendCode },
      schema: { body: objectSchema({ sjhm: fields.sjhm }) },
    },
    async (request) => {
      await sendStudentMobileCode(app, studentOf(request).studentId, request.body.sjhm);
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: StudentBindMobileRequest }>(
    studentAccountPaths.bindMobile,
    { ...own, schema: { body: objectSchema({ sjhm: fields.sjhm, yzm: fields.yzm }) } },
    async (request) => {
      const sjhm = await bindStudentMobile(
        app,
        studentOf(request).studentId,
        request.body.sjhm,
        request.body.yzm,
      );
      return ok<StudentBoundMobile>({ sjhm }, '手机号绑定成功');
    },
  );
}
