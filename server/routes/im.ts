import type { FastifyInstance } from 'fastify';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { UNREAD_TOTAL_PATH, type UnreadTotalRequest, type UnreadTotalResult } from '../../contract/im';
import { ApiError, ok } from '../http/envelope';
import { SESSION_INVALID_MESSAGE } from '../plugins/auth';
import { sha256Hex } from '../services/tokens';

/**
 * The unread count, polled every 10 s by every online employer: one query that finds the live session by
 * its token hash (unique index) and counts that user's unread messages (partial index on unread rows).
 * An unknown, expired or revoked token matches no session row and answers code 42.
 */
export function imRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: UnreadTotalRequest }>(
    UNREAD_TOTAL_PATH,
    {
      config: { encoding: 'form' },
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('employer_sessions as s')
        .leftJoin('messages as m', (join) =>
          join.onRef('m.recipient_user_id', '=', 's.user_id').on('m.read_at', 'is', null),
        )
        .select((eb) => eb.fn.count<number | string>('m.id').as('unread'))
        .where('s.token_hash', '=', sha256Hex(request.body.code))
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', app.clock.now())
        .groupBy('s.id')
        .executeTakeFirst();
      if (row === undefined) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      return ok<UnreadTotalResult>(Number(row.unread));
    },
  );
  return Promise.resolve();
}
