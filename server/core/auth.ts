import type { FastifyRequest } from 'fastify';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import type { EmployerPrincipal, StaffPrincipal, StudentPrincipal } from '../fastifyTypes';
import { ApiError } from './http/envelope';

/** Employer and school-staff tokens travel in header accessToken (the student client may use it too). */
export const ACCESS_TOKEN_HEADER = 'accesstoken';
export const STUDENT_TOKEN_COOKIE = 'token';

export const SESSION_INVALID_MESSAGE = '登录已失效，请重新登录';
/** Student-side code for a missing or dead student token (the client clears it and reloads). */
export const STUDENT_SESSION_INVALID_CODE = 4003;
export const STUDENT_SESSION_INVALID_MESSAGE = '登录已失效，请重新登录';

// Real tokens are 43 characters; anything far longer is not worth hashing.
const MAX_TOKEN_LENGTH = 256;

/** The bearer token in header accessToken, or null. */
export function headerToken(request: FastifyRequest): string | null {
  const value = request.headers[ACCESS_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The student token in cookie `token`, or null. */
export function cookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[STUDENT_TOKEN_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

// Who acts, for handlers of /com routes that are not public and of routes that declare
// app.requireStudent / requireStaff (set by the accounts, students and school capabilities' auth plugins).

export function employerOf(request: FastifyRequest): EmployerPrincipal {
  if (request.employer === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
  return request.employer;
}

export function studentOf(request: FastifyRequest): StudentPrincipal {
  if (request.student === null) {
    throw new ApiError(STUDENT_SESSION_INVALID_CODE, STUDENT_SESSION_INVALID_MESSAGE);
  }
  return request.student;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.staff === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
  return request.staff;
}
