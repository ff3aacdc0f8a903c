import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask, whileServing } from '../core/periodicTask';
import { LiveHub } from './hub';
import { flushDueWrites } from './stream';

const PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Decorates app.live; open streams end as closing begins, so closing never waits on them. Every answer
 * also sends the live events that waited long enough (see flushDueWrites).
 */
export const livePlugin = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  const hub = new LiveHub();
  app.decorate('live', hub);
  app.addHook('preClose', (next) => {
    hub.endAllStreams();
    next();
  });
  app.addHook('onResponse', (_request, _reply, next) => {
    flushDueWrites();
    next();
  });
  whileServing(app, () =>
    startPeriodicTask(PRUNE_INTERVAL_MS, () => {
      hub.prune();
      return Promise.resolve();
    }),
  );
  done();
});
