import type { FastifyInstance } from 'fastify';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { UNREAD_TOTAL_PATH, type UnreadTotalRequest, type UnreadTotalResult } from '../../contract/im';
import { SESSION_INVALID_MESSAGE } from '../core/auth';
import { ApiError, ok } from '../core/http/envelope';
import { countUnread } from './inbox';

/**
 * The unread count, polled every 10 s by every online employer, so it does as little as it can: the
 * session lookup (one precompiled statement on the token hash's unique index), the count (the partial
 * index on unread rows), and no per-request helmet run. Helmet rebuilds its middleware on every request;
 * of its headers only nosniff and the resource policy mean anything for a JSON answer read by fetch, so
 * this route sets those two itself. An invalid token answers code 42.
 */
export function imRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: UnreadTotalRequest }>(
    UNREAD_TOTAL_PATH,
    {
      helmet: false,
      config: { encoding: 'form' },
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      const session = await app.employerSessionOf(request.body.code);
      if (session === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      return ok<UnreadTotalResult>(
        await countUnread(app.db, { userId: session.userId, employerId: session.dwid }),
      );
    },
  );
  return Promise.resolve();
}
