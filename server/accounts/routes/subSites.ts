import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MANAGE, ACCOUNT_VIEW } from '../../../contract/permissions';
import {
  schoolSiteMessages,
  schoolSitePaths,
  type EnterSiteResult,
  type SchoolSiteItem,
  type SchoolSiteListQuery,
  type SchoolSiteRequest,
} from '../../../contract/schoolSites';
import type { Page } from '../../../contract/paging';
import { employerOf } from '../../core/auth';
import { employerActorOf } from '../../workflow';
import { ok } from '../../core/http/envelope';
import { fields, objectSchema, pageFields, pageOf } from '../../core/http/schemas';
import { ipLimits } from '../../core/rateLimits';
import { AUTH_CODE_TTL_MS, issueAuthCode } from '../authCodes';
import { assertPassedAt, registerAtSite, resubmitAtSite, siteStandings } from '../subSites';

const siteBody = { body: objectSchema({ xxdm: fields.xxdm }) };

/**
 * School sub-sites (/com/xxfz, screen dwsy/dlxxfz): the sites with the employer's standing at each
 * (账号管理·查看), one-step registration and resubmission elsewhere (账号管理·管理: they put the
 * employer under another school's review), and entering a site where it is passed with a one-time
 * code for /dwpage/authlogin (账号管理·查看, as the screen that offers it).
 */
export function registerSubSiteRoutes(app: FastifyInstance): void {
  const actorOf = employerActorOf;

  app.get<{ Querystring: SchoolSiteListQuery }>(
    schoolSitePaths.list,
    {
      config: { access: ACCOUNT_VIEW },
      schema: { querystring: objectSchema({ ...pageFields }, ['page', 'size']) },
    },
    async (request) => {
      const employer = employerOf(request);
      return ok<Page<SchoolSiteItem>>(await siteStandings(app.db, employer, pageOf(request.query)));
    },
  );

  app.post<{ Body: SchoolSiteRequest }>(
    schoolSitePaths.register,
    { config: { encoding: 'json', access: ACCOUNT_MANAGE }, schema: siteBody },
    async (request) => {
      const employer = employerOf(request);
      const state = await registerAtSite(app.db, app.clock.now(), {
        employerId: employer.dwid,
        siteCode: request.body.xxdm,
        actor: actorOf(request),
      });
      const message =
        state === 'passed' ? schoolSiteMessages.registeredPassed : schoolSiteMessages.registered;
      return ok(null, message);
    },
  );

  app.post<{ Body: SchoolSiteRequest }>(
    schoolSitePaths.resubmit,
    { config: { encoding: 'json', access: ACCOUNT_MANAGE }, schema: siteBody },
    async (request) => {
      const employer = employerOf(request);
      const state = await resubmitAtSite(app.db, app.clock.now(), {
        employerId: employer.dwid,
        siteCode: request.body.xxdm,
        actor: actorOf(request),
      });
      const message =
        state === 'passed' ? schoolSiteMessages.registeredPassed : schoolSiteMessages.resubmitted;
      return ok(null, message);
    },
  );

  app.post<{ Body: SchoolSiteRequest }>(
    schoolSitePaths.enter,
    {
      config: { encoding: 'json', access: ACCOUNT_VIEW, rateLimit: ipLimits.login },
      schema: siteBody,
    },
    async (request, reply) => {
      const employer = employerOf(request);
      const site = await assertPassedAt(app.db, employer.dwid, request.body.xxdm);
      const code = await issueAuthCode(app.db, app.clock.now(), employer, site.code);
      // A bearer secret: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return ok<EnterSiteResult>({ code, xxdm: site.code, expiresIn: AUTH_CODE_TTL_MS / 1000 });
    },
  );
}
