import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { headerToken, SESSION_INVALID_MESSAGE } from '../core/auth';
import { ApiError } from '../core/http/envelope';
import { findStaffSession } from './staff';

/**
 * Staff sessions (header accessToken on /mgr calls): app.requireStaff answers code 42 without a live
 * one. Looked up only among staff sessions: an employer token is never a staff token.
 */
export const staffAuthPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('staff', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const token = headerToken(request);
      const staff = token === null ? null : await findStaffSession(app.db, app.clock.now(), token);
      if (staff === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      request.staff = staff;
    });
    return Promise.resolve();
  },
  { name: 'staff-auth' },
);
