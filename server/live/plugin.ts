import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask, whileServing } from '../core/periodicTask';
import { LiveHub } from './hub';

const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Decorates app.live; open streams end as closing begins, so closing never waits on them. */
export const livePlugin = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  const hub = new LiveHub();
  app.decorate('live', hub);
  app.addHook('preClose', (next) => {
    hub.endAllStreams();
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
