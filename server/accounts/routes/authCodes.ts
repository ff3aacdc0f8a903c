import type { FastifyInstance } from 'fastify';
import { requireSite } from '../../site';
import {
  accountPaths,
  type AuthCode,
  type AuthCodeLoginRequest,
  type EmployerLoginResult,
  type IssueAuthCodeQuery,
} from '../../../contract/account';
import { ok } from '../../core/http/envelope';
import { fields, objectSchema, requiredText } from '../../core/http/schemas';
import { employerOf } from '../../core/auth';
import { ipLimits } from '../../core/rateLimits';
import { AUTH_CODE_TTL_MS, issueAuthCode, redeemAuthCode } from '../authCodes';
import { logIn } from '../employers';

/**
 * Auth-code login (/com/openAuth): a logged-in employer asks for a one-time code for a site (e.g. a
 * school sub-site, screen dlxxfz) and hands it to /dwpage/authlogin there, which exchanges it for a
 * session of the same account and employer at that site (screen AuthLogin).
 */
export function registerAuthCodeRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: IssueAuthCodeQuery }>(
    accountPaths.issueAuthCode,
    {
      config: { access: 'signedIn', rateLimit: ipLimits.login },
      schema: { querystring: objectSchema({ xxdm: fields.xxdm }, ['xxdm']) },
    },
    async (request, reply) => {
      const employer = employerOf(request);
      const site = await requireSite(app.db, request.query.xxdm ?? employer.xxdm);
      const code = await issueAuthCode(app.db, app.clock.now(), employer, site.code);
      // A bearer secret: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return ok<AuthCode>({ code, xxdm: site.code, expiresIn: AUTH_CODE_TTL_MS / 1000 });
    },
  );

  app.post<{ Body: AuthCodeLoginRequest }>(
    accountPaths.authCodeLogin,
    {
      config: { encoding: 'json', access: 'public', rateLimit: ipLimits.login },
      schema: { body: objectSchema({ code: requiredText(128), xxdm: fields.xxdm }) },
    },
    async (request) => {
      const site = await requireSite(app.db, request.body.xxdm);
      const now = app.clock.now();
      const account = await redeemAuthCode(app.db, now, request.body.code.trim(), site.code);
      return ok<EmployerLoginResult>(await logIn(app.db, now, account, site.code), '授权登录成功');
    },
  );
}
