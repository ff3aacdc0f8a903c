import type { FastifyInstance } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { UNREAD_TOTAL_PATH, type UnreadTotalRequest, type UnreadTotalResult } from '../../contract/im';
import type { Database } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { SESSION_INVALID_MESSAGE } from '../plugins/auth';
import { sha256Hex } from '../services/tokens';

// Stand-ins the compiled query carries where the token hash and the current time go.
const TOKEN_HASH_SLOT = '\u0000token-hash';
const NOW_SLOT = -1_000_000_007;

type UnreadRow = { unread: number | string };

/**
 * Finds the live session by its token hash (unique index) and counts that user's unread messages
 * (partial index on unread rows), in one statement. No session row: unknown, expired or revoked.
 * Built and compiled once, since only the two values change from poll to poll.
 */
function compileUnreadQuery(
  db: Kysely<Database>,
): (tokenHash: string, now: number) => CompiledQuery<UnreadRow> {
  const compiled = db
    .selectFrom('employer_sessions as s')
    .leftJoin('messages as m', (join) =>
      join.onRef('m.recipient_user_id', '=', 's.user_id').on('m.read_at', 'is', null),
    )
    .select((eb) => eb.fn.count<number | string>('m.id').as('unread'))
    .where('s.token_hash', '=', TOKEN_HASH_SLOT)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', NOW_SLOT)
    .groupBy('s.id')
    .compile();
  return (tokenHash, now) => ({
    ...compiled,
    parameters: compiled.parameters.map((value) =>
      value === TOKEN_HASH_SLOT ? tokenHash : value === NOW_SLOT ? now : value,
    ),
  });
}

/**
 * The unread count, polled every 10 s by every online employer, so it does as little as it can: one
 * precompiled statement, and no per-request helmet run. Helmet rebuilds its middleware on every request;
 * of its headers only nosniff and the resource policy mean anything for a JSON answer read by fetch, so
 * this route sets those two itself. An invalid token answers code 42.
 */
export function imRoutes(app: FastifyInstance): Promise<void> {
  const unreadQuery = compileUnreadQuery(app.db);

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
      const { rows } = await app.db.executeQuery(unreadQuery(sha256Hex(request.body.code), app.clock.now()));
      const row = rows[0];
      if (row === undefined) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      return ok<UnreadTotalResult>(Number(row.unread));
    },
  );
  return Promise.resolve();
}
