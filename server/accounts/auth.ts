import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import {
  MAIN_ACCOUNT_ONLY_MESSAGE,
  PERMISSION_DENIED_CODE,
  hasPermission,
  permissionDeniedMessage,
} from '../../contract/permissions';
import { headerToken, SESSION_INVALID_MESSAGE } from '../core/auth';
import { ApiError } from '../core/http/envelope';
import type { DeclaredRoutes, EmployerPrincipal } from '../fastifyTypes';

type PreHandler = (request: FastifyRequest) => Promise<void>;
import { findEmployerSession } from './sessions';
import { createSessionUseRecorder, type SessionUse } from './sessionUses';
import { mainAccountNameOf } from './subAccounts';

const EMPLOYER_PREFIX = '/com/';

/**
 * Every /com route declares who may call it (config.access, one place per route): the server refuses
 * to start with a route that does not, and puts the session and permission check in front of each
 * route that needs one, before its input is even validated.
 */
function guardEmployerRoute(
  route: RouteOptions,
  requireEmployer: PreHandler,
  declared: DeclaredRoutes,
): void {
  if (!route.url.startsWith(EMPLOYER_PREFIX)) return;
  const access = route.config?.access;
  const methods = [route.method].flat();
  if (access === undefined)
    throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
  for (const method of methods) declared.push({ method, url: route.url, access, schema: route.schema });
  if (access === 'public') return;
  route.preValidation = [requireEmployer, ...[route.preValidation ?? []].flat()];
}

/** Code 4030 unless the session's user may make the call the route declares. */
async function assertAccess(app: FastifyInstance, request: FastifyRequest, employer: EmployerPrincipal) {
  const access = request.routeOptions.config.access;
  if (access === undefined || access === 'public' || access === 'signedIn') return;
  if (access === 'mainAccount') {
    if (!employer.isMain) throw new ApiError(PERMISSION_DENIED_CODE, MAIN_ACCOUNT_ONLY_MESSAGE);
    return;
  }
  if (hasPermission(employer.grants, access)) return;
  const mainAccountName = await mainAccountNameOf(app.db, employer.dwid);
  throw new ApiError(PERMISSION_DENIED_CODE, permissionDeniedMessage(access, mainAccountName));
}

/**
 * Employer sessions (header accessToken): a /com route that is not public answers code 42 without a
 * live session and 4030 when the user's role lacks the route's permission; app.employerSessionOf
 * looks a token up wherever else it travels (the unread count's form body).
 */
export const employerAuthPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('employer', null);
    const employerSessionOf = (token: string) => findEmployerSession(app.db, app.clock.now(), token);
    const sessionUses = createSessionUseRecorder(app.db, (error) =>
      app.log.error({ err: error }, "writing sessions' last use failed"),
    );
    const record = (use: SessionUse) => sessionUses.note(use);
    const optionalEmployer = async (request: FastifyRequest) => {
      const token = headerToken(request);
      if (token === null) return null;
      const client = { userAgent: request.headers['user-agent'] ?? '', address: request.ip };
      return findEmployerSession(app.db, app.clock.now(), token, { client, record });
    };
    const requireEmployer: PreHandler = async (request) => {
      const employer = await optionalEmployer(request);
      if (employer === null) throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      await assertAccess(app, request, employer);
      request.employer = employer;
    };
    app.decorate('employerSessionOf', employerSessionOf);
    app.decorate('sessionUses', sessionUses);
    // Before the database closes.
    app.addHook('preClose', () => sessionUses.flush());
    app.decorate('optionalEmployer', optionalEmployer);
    const declared: DeclaredRoutes = [];
    app.decorate('employerRoutes', declared);
    app.addHook('onRoute', (route) => {
      guardEmployerRoute(route, requireEmployer, declared);
    });
    return Promise.resolve();
  },
  { name: 'employer-auth' },
);
