import type { FastifyInstance } from 'fastify';
import {
  positionPaths,
  type PublicPositionQuery,
  type SchoolPositionListQuery,
} from '../../../contract/positions';
import { employerAccounts } from '../../accounts';
import { whileServing } from '../../core/periodicTask';
import { postingRoutes, startExpirySweeper } from '../../workflow';
import { expireOverduePositions } from '../expiry';
import { positionLifecycle } from '../lifecycle';
import { employerPositionList, findPublicPosition, publicPositionList, schoolPositionList } from '../lists';
import { anonymousPositionOf, draftOf } from '../model';
import { detailOf, historyOfPosition } from '../reading';
import { findPosition, positionNotFound } from '../store';
import { createListTotals, type ListTotals } from '../totals';
import { countPositionView } from '../views';
import { employerPositionRoutes } from './employerRoutes';
import { publicListQuery, schoolListQuery } from './schemas';
import { schoolPositionRoutes } from './schoolRoutes';

/**
 * Positions for every audience (employer /com/zpgw, school /mgr/zpgw, public getZpgw and getZpgwxq),
 * the school and public lists' kept totals and the site's public answers (every change through these
 * routes or the sweep drops its site's), and the expiry sweep while the server serves.
 */
export function positionRoutes(app: FastifyInstance): Promise<void> {
  const listTotals = createListTotals(() => app.clock.now());
  const totals: ListTotals = {
    get: (siteCode, key, count) => listTotals.get(siteCode, key, count),
    siteChanged: (siteCode) => {
      listTotals.siteChanged(siteCode);
      app.publicAnswers.invalidate(siteCode);
    },
  };
  postingRoutes(app, {
    paths: positionPaths,
    noun: '职位',
    lifecycle: positionLifecycle,
    find: findPosition,
    notFound: positionNotFound,
    accounts: employerAccounts,
    copy: (db, now, actor, row) => positionLifecycle.copy(db, now, actor, row, draftOf(row)),
    detailOf,
    historyOf: historyOfPosition,
    employerList: employerPositionList,
    schoolList: {
      query: schoolListQuery,
      list: (db, siteCode, query: SchoolPositionListQuery) => schoolPositionList(db, siteCode, query, totals),
    },
    publicList: {
      query: publicListQuery,
      list: (db, now, query: PublicPositionQuery) => publicPositionList(db, now, query, totals),
    },
    publicDetail: {
      find: findPublicPosition,
      shown: async (db, row) => {
        await countPositionView(db, row, app.clock.now());
        return anonymousPositionOf(row);
      },
    },
    changed: (siteCode) => totals.siteChanged(siteCode),
  });
  employerPositionRoutes(app, totals);
  schoolPositionRoutes(app, totals);

  whileServing(app, () =>
    startExpirySweeper({
      type: 'position',
      expireOverdue: (now) => expireOverduePositions(app.db, now, (siteCode) => totals.siteChanged(siteCode)),
      now: () => app.clock.now(),
      log: app.log,
    }),
  );
  return Promise.resolve();
}
