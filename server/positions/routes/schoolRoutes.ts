import type { FastifyInstance } from 'fastify';
import { positionPaths, type BulkPassRequest, type BulkPassResult } from '../../../contract/positions';
import { staffOf } from '../../core/auth';
import { ApiError, ok } from '../../core/http/envelope';
import { staffActorOf } from '../../workflow';
import { positionLifecycle } from '../lifecycle';
import { findPosition } from '../store';
import type { ListTotals } from '../totals';
import { bulkPassBody } from './schemas';

/**
 * The school's call of positions' own (/mgr/zpgw/bulkPass): the staff member's own site only; another
 * site's id is named among those not passed exactly as a missing one.
 */
export function schoolPositionRoutes(app: FastifyInstance, totals: ListTotals): void {
  app.post<{ Body: BulkPassRequest }>(
    positionPaths.schoolBulkPass,
    { preHandler: app.requireStaff, config: { encoding: 'json' }, schema: { body: bulkPassBody } },
    async (request) => {
      const actor = staffActorOf(request);
      const reach = { siteCode: staffOf(request).xxdm };
      const result: BulkPassResult = { passed: [], failed: [] };
      // Each its own transition: one refused (another site's, no longer pending) leaves the others.
      for (const id of new Set(request.body.ids)) {
        try {
          const row = await findPosition(app.db, reach, id);
          await positionLifecycle.review(app.db, app.clock.now(), actor, row, 'pass', undefined);
          result.passed.push(id);
          totals.siteChanged(row.site_code);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result.failed.push({ id, message: error.message });
        }
      }
      return ok<BulkPassResult>(
        result,
        result.failed.length === 0
          ? `已审核通过${result.passed.length}个职位`
          : `已审核通过${result.passed.length}个职位，${result.failed.length}个未通过`,
      );
    },
  );
}
