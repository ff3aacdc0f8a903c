import type { FastifyInstance } from 'fastify';
import { startPeriodicTask, whileServing } from '../../core/periodicTask';
import { sweepHolds } from '../bookings';
import { publishBoothMoves } from '../live';
import { employerFairRoutes } from './employerRoutes';
import { publicFairRoutes } from './publicRoutes';
import { schoolFairRoutes } from './schoolRoutes';

/** How often holds that ran out are released when no call on their fair released them first. */
const HOLD_SWEEP_MS = 15_000;

/**
 * Job fairs for every audience (employer /com/zph, school /mgr/zph, public getZph), and the sweep that
 * releases expired holds while the server serves (each freed booth published to the open maps).
 */
export async function fairRoutes(app: FastifyInstance): Promise<void> {
  employerFairRoutes(app);
  publicFairRoutes(app);
  await schoolFairRoutes(app);
  whileServing(app, () =>
    startPeriodicTask(HOLD_SWEEP_MS, async () => {
      try {
        publishBoothMoves(app.live, await sweepHolds(app.db, app.clock.now()));
      } catch (error) {
        app.log.error({ err: error }, 'fair hold sweep failed');
      }
    }),
  );
}
