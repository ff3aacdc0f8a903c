import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  cookieToken,
  headerToken,
  STUDENT_SESSION_INVALID_CODE,
  STUDENT_SESSION_INVALID_MESSAGE,
} from '../core/auth';
import { ApiError } from '../core/http/envelope';
import { findStudentSession, isExpiredAppSession } from './sessions';

/** An expired session of the student app whose device is still linked: the app logs in again with it. */
export const STUDENT_APP_TOKEN_EXPIRED_CODE = 400301;
export const STUDENT_APP_TOKEN_EXPIRED_MESSAGE = '登录已过期，正在重新登录';

/** Student sessions: cookie `token`, or header accessToken (the student client sends it to /pub/hqpz). */
export const studentAuthPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('student', null);
    const tokenOf = (request: FastifyRequest) => cookieToken(request) ?? headerToken(request);
    const optionalStudent = async (request: FastifyRequest) => {
      const token = tokenOf(request);
      return token === null ? null : findStudentSession(app.db, app.clock.now(), token);
    };
    app.decorate('optionalStudent', optionalStudent);
    app.decorate('requireStudent', async (request: FastifyRequest) => {
      const student = await optionalStudent(request);
      if (student === null) {
        const token = tokenOf(request);
        if (token !== null && (await isExpiredAppSession(app.db, app.clock.now(), token)))
          throw new ApiError(STUDENT_APP_TOKEN_EXPIRED_CODE, STUDENT_APP_TOKEN_EXPIRED_MESSAGE);
        throw new ApiError(STUDENT_SESSION_INVALID_CODE, STUDENT_SESSION_INVALID_MESSAGE);
      }
      request.student = student;
    });
    return Promise.resolve();
  },
  { name: 'student-auth', dependencies: ['@fastify/cookie'] },
);
