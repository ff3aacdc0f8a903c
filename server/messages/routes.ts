import type { FastifyInstance } from 'fastify';
import {
  messagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type MessageListQuery,
  type MessageListResult,
} from '../../contract/messages';
import { employerOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { objectSchema, pageFields, pageOf } from '../core/http/schemas';
import { countUnread, listMessages, markRead } from './inbox';

/** The message centre (zhgl/xxzx) of the session's user, for the employer the session acts for. */
export function messageRoutes(app: FastifyInstance): Promise<void> {
  const inboxOf = (request: Parameters<typeof employerOf>[0]) => {
    const employer = employerOf(request);
    return { userId: employer.userId, employerId: employer.dwid };
  };

  app.get<{ Querystring: MessageListQuery }>(
    messagePaths.list,
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: objectSchema({ ...pageFields, sfyd: { type: 'string', enum: ['0', '1'] } }, [
          'page',
          'size',
          'sfyd',
        ]),
      },
    },
    async (request) => {
      const inbox = inboxOf(request);
      const [page, unread] = await Promise.all([
        listMessages(app.db, inbox, { ...pageOf(request.query), read: request.query.sfyd }),
        countUnread(app.db, inbox),
      ]);
      return ok<MessageListResult>({ ...page, unread });
    },
  );

  app.post<{ Body: MarkReadRequest }>(
    messagePaths.read,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: {
        body: objectSchema({
          ids: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 64 } },
        }),
      },
    },
    async (request) =>
      ok<MarkReadResult>(await markRead(app.db, app.clock.now(), inboxOf(request), request.body.ids)),
  );

  app.post(messagePaths.readAll, { config: { access: 'signedIn' } }, async (request) =>
    ok<MarkReadResult>(await markRead(app.db, app.clock.now(), inboxOf(request), 'all')),
  );
  return Promise.resolve();
}
