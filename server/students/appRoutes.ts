import type { FastifyInstance } from 'fastify';
import {
  studentAppPaths,
  type StudentAppTokenRequest,
  type StudentAppTokenResult,
  type StudentAppUnbindRequest,
} from '../../contract/student';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../core/http/envelope';
import { fields, objectSchema, requiredText } from '../core/http/schemas';
import { STUDENT_TOKEN_COOKIE, studentOf } from '../core/auth';
import { ipLimits } from '../core/rateLimits';
import type { LoginThrottle } from '../core/loginThrottle';
import { openStudentSession, revokeStudentAppSessions } from './sessions';
import { sha256Hex } from '../core/tokens';
import { authenticateStudent, studentCookie } from './authenticate';

const deviceId = requiredText(512);

/**
 * The student app's device login, the student counterpart of the employer's dwappdl: xh + pwd link the
 * device to the student and log in; later the device id alone logs in. Only the device id's SHA-256 is
 * stored, since the id itself now opens a session.
 */
export function registerStudentAppRoutes(app: FastifyInstance, throttle: LoginThrottle): void {
  app.get<{ Querystring: StudentAppTokenRequest }>(
    studentAppPaths.token,
    {
      config: { rateLimit: ipLimits.login },
      schema: {
        querystring: objectSchema(
          {
            deviceId,
            xxdm: fields.xxdm,
            xh: { type: 'string', maxLength: 40 },
            pwd: { type: 'string', maxLength: 1024 },
          },
          ['xxdm', 'xh', 'pwd'],
        ),
      },
    },
    async (request, reply) => {
      const { xxdm, xh, pwd } = request.query;
      const deviceIdHash = sha256Hex(request.query.deviceId);
      const now = app.clock.now();
      const hasNumber = xh !== undefined && xh.trim() !== '';
      const hasPassword = pwd !== undefined && pwd !== '';
      if (hasNumber !== hasPassword) {
        throw new ApiError(VALIDATION_FAILED_CODE, `参数 ${hasNumber ? 'pwd' : 'xh'} 不能为空`);
      }
      // The token is a credential: no cache may keep this answer.
      reply.header('cache-control', 'no-store');

      let student: { id: string; site_code: string; name: string } | undefined;
      if (hasNumber && hasPassword) {
        if (xxdm === undefined) throw new ApiError(VALIDATION_FAILED_CODE, '参数 xxdm 不能为空');
        student = await authenticateStudent(app, throttle, `${xxdm}${xh.trim()}`, pwd);
        // A device belongs to the student who last proved the password on it.
        await app.db
          .insertInto('student_app_links')
          .values({ device_id_hash: deviceIdHash, student_id: student.id, created_at: now })
          .onConflict((conflict) =>
            conflict.column('device_id_hash').doUpdateSet({ student_id: student?.id ?? '', created_at: now }),
          )
          .execute();
      } else {
        student = await app.db
          .selectFrom('student_app_links as l')
          .innerJoin('students as s', 's.id', 'l.student_id')
          .select(['s.id', 's.site_code', 's.name'])
          .where('l.device_id_hash', '=', deviceIdHash)
          .$if(xxdm !== undefined, (query) => query.where('s.site_code', '=', xxdm ?? ''))
          .executeTakeFirst();
        if (student === undefined) return ok<StudentAppTokenResult>({ isRelated: '0', xxdm: xxdm ?? '' });
      }

      const token = await openStudentSession(app.db, now, student.id, deviceIdHash);
      reply.setCookie(STUDENT_TOKEN_COOKIE, token, studentCookie);
      return ok<StudentAppTokenResult>(
        { isRelated: '1', token, xxdm: student.site_code, name: student.name },
        '登录成功',
      );
    },
  );

  app.get<{ Querystring: StudentAppUnbindRequest }>(
    studentAppPaths.unbind,
    {
      preHandler: app.requireStudent,
      config: { rateLimit: ipLimits.login },
      schema: { querystring: objectSchema({ deviceId }, ['deviceId']) },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      const unlinkedHash = request.query.deviceId === undefined ? null : sha256Hex(request.query.deviceId);
      // An unlinked device is logged out too: a lost phone must not keep its open session.
      await app.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('student_app_links')
          .where('student_id', '=', studentId)
          .$if(unlinkedHash !== null, (query) => query.where('device_id_hash', '=', unlinkedHash ?? ''))
          .execute();
        await revokeStudentAppSessions(trx, app.clock.now(), studentId, unlinkedHash);
      });
      return ok(null, '解绑成功');
    },
  );
}
