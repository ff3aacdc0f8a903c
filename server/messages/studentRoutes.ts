import type { FastifyInstance } from 'fastify';
import {
  studentMessagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type MessageListQuery,
  type MessageListResult,
} from '../../contract/messages';
import { studentOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { objectSchema, pageFields, pageOf } from '../core/http/schemas';
import { countUnread, listMessages, markRead } from './inbox';

/** The student's message centre: the same calls as the employer's, for the session's student. */
export function studentMessageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MessageListQuery }>(
    studentMessagePaths.list,
    {
      preHandler: app.requireStudent,
      schema: {
        querystring: objectSchema({ ...pageFields, sfyd: { type: 'string', enum: ['0', '1'] } }, [
          'page',
          'size',
          'sfyd',
        ]),
      },
    },
    async (request) => {
      const inbox = { studentId: studentOf(request).studentId };
      const [page, unread] = await Promise.all([
        listMessages(app.db, inbox, { ...pageOf(request.query), read: request.query.sfyd }),
        countUnread(app.db, inbox),
      ]);
      return ok<MessageListResult>({ ...page, unread });
    },
  );

  app.get(studentMessagePaths.unread, { preHandler: app.requireStudent }, async (request) =>
    ok<number>(await countUnread(app.db, { studentId: studentOf(request).studentId })),
  );

  app.post<{ Body: MarkReadRequest }>(
    studentMessagePaths.read,
    {
      preHandler: app.requireStudent,
      config: { encoding: 'json' },
      schema: {
        body: objectSchema({
          ids: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 64 } },
        }),
      },
    },
    async (request) =>
      ok<MarkReadResult>(
        await markRead(
          app.db,
          app.clock.now(),
          { studentId: studentOf(request).studentId },
          request.body.ids,
        ),
      ),
  );

  app.post(studentMessagePaths.readAll, { preHandler: app.requireStudent }, async (request) =>
    ok<MarkReadResult>(
      await markRead(app.db, app.clock.now(), { studentId: studentOf(request).studentId }, 'all'),
    ),
  );
  return Promise.resolve();
}
