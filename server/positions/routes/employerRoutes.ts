import { RECRUITING_MANAGE, RECRUITING_VIEW } from '../../../contract/permissions';
import type { FastifyInstance } from 'fastify';
import {
  positionPaths,
  type PositionDraft,
  type PublishedPositionOption,
  type PublishedPositionQuery,
  type SavedId,
} from '../../../contract/positions';
import { ok } from '../../core/http/envelope';
import { employerActorOf, employerScopeOf, savedMessage } from '../../workflow';
import { positionLifecycle } from '../lifecycle';
import { publishedOptions } from '../lists';
import { findPosition } from '../store';
import type { ListTotals } from '../totals';
import { draftSchema, publishedQuery } from './schemas';

/**
 * The employer's calls of positions' own (/com/zpgw/save, /com/zpgw/published): the session's employer
 * at the session's site only; any other id answers exactly as a missing one.
 */
export function employerPositionRoutes(app: FastifyInstance, totals: ListTotals): void {
  app.post<{ Body: PositionDraft }>(
    positionPaths.save,
    {
      config: { encoding: 'json', access: RECRUITING_MANAGE },
      schema: { body: draftSchema },
    },
    async (request) => {
      const { id, ...draft } = request.body;
      const scope = employerScopeOf(request);
      const existing = id === undefined ? null : await findPosition(app.db, scope, id);
      const actor = employerActorOf(request);
      const saved = await positionLifecycle.save(app.db, app.clock.now(), scope, actor, draft, existing);
      totals.siteChanged(scope.siteCode);
      return ok<SavedId>({ id: saved.id }, savedMessage('职位', existing?.state ?? null, saved.state));
    },
  );

  app.get<{ Querystring: PublishedPositionQuery }>(
    positionPaths.published,
    {
      config: { access: RECRUITING_VIEW },
      schema: { querystring: publishedQuery },
    },
    async (request) =>
      ok<PublishedPositionOption[]>(
        await publishedOptions(app.db, app.clock.now(), employerScopeOf(request), request.query.keyword),
      ),
  );
}
