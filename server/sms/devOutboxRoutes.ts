import type { FastifyInstance } from 'fastify';
import { ok } from '../core/http/envelope';

/** Development only: the SMS messages "sent" to a mobile, newest first, so tests can read codes. */
export function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const outbox = app.smsOutbox;
  if (outbox === null) return Promise.resolve();
  app.get<{ Querystring: { sjhm: string } }>(
    '/pub/dev/smsOutbox',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['sjhm'],
          properties: { sjhm: { type: 'string', minLength: 1, maxLength: 20 } },
        },
      },
    },
    (request) => Promise.resolve(ok(outbox.forMobile(request.query.sjhm))),
  );
  return Promise.resolve();
}
