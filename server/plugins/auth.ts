import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { ApiError } from '../http/envelope';
import { findEmployerSession, findStudentSession, isExpiredAppSession } from '../services/sessions';
import type { EmployerPrincipal, StudentPrincipal } from '../types/fastify';

export const EMPLOYER_TOKEN_HEADER = 'accesstoken';
export const STUDENT_TOKEN_COOKIE = 'token';
export const SESSION_INVALID_MESSAGE = '登录已失效，请重新登录';
/** Student-side code for a missing or dead student token (the client clears it and reloads). */
export const STUDENT_SESSION_INVALID_CODE = 4003;
export const STUDENT_SESSION_INVALID_MESSAGE = '登录已失效，请重新登录';
/** An expired session of the student app whose device is still linked: the app logs in again with it. */
export const STUDENT_APP_TOKEN_EXPIRED_CODE = 400301;
export const STUDENT_APP_TOKEN_EXPIRED_MESSAGE = '登录已过期，正在重新登录';

// Real tokens are 43 characters; anything far longer is not worth hashing.
const MAX_TOKEN_LENGTH = 256;

function headerToken(request: FastifyRequest): string | null {
  const value = request.headers[EMPLOYER_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

function cookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[STUDENT_TOKEN_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The employer set by app.requireEmployer; for handlers of routes that declare it. */
export function employerOf(request: FastifyRequest): EmployerPrincipal {
  if (request.employer === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
  return request.employer;
}

/** The student set by app.requireStudent; for handlers of routes that declare it. */
export function studentOf(request: FastifyRequest): StudentPrincipal {
  if (request.student === null) {
    throw new ApiError(STUDENT_SESSION_INVALID_CODE, STUDENT_SESSION_INVALID_MESSAGE);
  }
  return request.student;
}

/** Employer sessions (header accessToken) and student sessions (cookie `token`). */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('employer', null);
    app.decorateRequest('student', null);

    const optionalEmployer = async (request: FastifyRequest) => {
      const token = headerToken(request);
      return token === null ? null : findEmployerSession(app.db, app.clock.now(), token);
    };
    // The student client may also send its token in header accessToken (e.g. to /pub/hqpz).
    const optionalStudent = async (request: FastifyRequest) => {
      const token = cookieToken(request) ?? headerToken(request);
      return token === null ? null : findStudentSession(app.db, app.clock.now(), token);
    };

    app.decorate('optionalEmployer', optionalEmployer);
    app.decorate('optionalStudent', optionalStudent);
    app.decorate('requireEmployer', async (request: FastifyRequest) => {
      const employer = await optionalEmployer(request);
      if (employer === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      request.employer = employer;
    });
    app.decorate('requireStudent', async (request: FastifyRequest) => {
      const student = await optionalStudent(request);
      if (student === null) {
        const token = cookieToken(request) ?? headerToken(request);
        if (token !== null && (await isExpiredAppSession(app.db, app.clock.now(), token)))
          throw new ApiError(STUDENT_APP_TOKEN_EXPIRED_CODE, STUDENT_APP_TOKEN_EXPIRED_MESSAGE);
        throw new ApiError(STUDENT_SESSION_INVALID_CODE, STUDENT_SESSION_INVALID_MESSAGE);
      }
      request.student = student;
    });
    return Promise.resolve();
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
