import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statisticsPaths, type StatisticsQuery, type StatisticsSummary } from '../../contract/statistics';
import { employerOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { downloadDisposition, statisticsFileName, statisticsWorkbook, XLSX_MIME } from './exporting';
import { statisticsSummary, type StatisticsScope } from './summary';

const summaryQuery = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 } },
} as const;

/**
 * The employer's statistics (tongji). Any signed-in user may call: the statistics span sections, so
 * each part is filled only where the user's role grants that section (others come back null).
 */
export function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const summaryFor = (request: FastifyRequest<{ Querystring: StatisticsQuery }>) => {
    const employer = employerOf(request);
    const scope: StatisticsScope = {
      employerId: employer.dwid,
      siteCode: employer.xxdm,
      grants: employer.grants,
    };
    return statisticsSummary(app.db, app.clock.now(), scope, request.query);
  };

  app.get<{ Querystring: StatisticsQuery }>(
    statisticsPaths.summary,
    { config: { access: 'signedIn' }, schema: { querystring: summaryQuery } },
    async (request) => ok<StatisticsSummary>(await summaryFor(request)),
  );

  app.get<{ Querystring: StatisticsQuery }>(
    statisticsPaths.export,
    { config: { access: 'signedIn' }, schema: { querystring: summaryQuery } },
    async (request, reply) => {
      const summary = await summaryFor(request);
      return reply
        .header('content-type', XLSX_MIME)
        .header(
          'content-disposition',
          downloadDisposition('statistics.xlsx', statisticsFileName(summary.from, summary.to)),
        )
        .header('cache-control', 'private, no-store')
        .send(await statisticsWorkbook(summary));
    },
  );
  return Promise.resolve();
}
