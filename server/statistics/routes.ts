import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STATISTICS_SITE_MESSAGE,
  statisticsPaths,
  type StatisticsQuery,
  type StatisticsSite,
  type StatisticsSummary,
} from '../../contract/statistics';
import { passedSiteCodesOf } from '../accounts';
import { employerOf } from '../core/auth';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { findSite } from '../site';
import { downloadDisposition, statisticsFileName, statisticsWorkbook, XLSX_MIME } from './exporting';
import { statisticsSummary, type StatisticsScope } from './summary';

const summaryQuery = {
  type: 'object',
  required: ['from', 'to'],
  properties: {
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
    xxdm: { type: 'string', maxLength: 32 },
  },
} as const;

/**
 * The employer's statistics (tongji). Any signed-in user may call: the statistics span sections, so
 * each part is filled only where the user's role grants that section (others come back null).
 */
export function statisticsRoutes(app: FastifyInstance): Promise<void> {
  /** The session's site first, then the other sites the employer stands passed at (a few: one lookup each). */
  const sitesToChoose = async (employerId: string, sessionSite: string): Promise<StatisticsSite[]> => {
    const passed = await passedSiteCodesOf(app.db, employerId);
    const codes = [sessionSite, ...passed.filter((code) => code !== sessionSite)];
    const sites = await Promise.all(codes.map((code) => findSite(app.db, code)));
    return codes.map((code, index) => ({ xxdm: code, wzmc: sites[index]?.name ?? '' }));
  };

  const summaryFor = async (request: FastifyRequest<{ Querystring: StatisticsQuery }>) => {
    const employer = employerOf(request);
    const sites = await sitesToChoose(employer.dwid, employer.xxdm);
    const siteCode = request.query.xxdm || employer.xxdm;
    if (!sites.some((site) => site.xxdm === siteCode))
      throw new ApiError(VALIDATION_FAILED_CODE, STATISTICS_SITE_MESSAGE);
    const scope: StatisticsScope = { employerId: employer.dwid, siteCode, sites, grants: employer.grants };
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
