import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SCHOOL_CODE_PATTERN,
  sitePaths,
  type MainSchoolCode,
  type SystemConfig,
  type SystemConfigRequest,
  type WechatAppId,
  type WechatAppIdQuery,
} from '../../contract/site';
import { ok } from '../core/http/envelope';
import { createExpiringCache } from '../core/expiringCache';
import { publicCallKey } from '../core/publicAnswers';
import { registerConsoleSiteRoutes } from './consoleRoutes';
import { findMainSite, findSite, findSiteOrMain, type Site } from './sites';

const schoolCode = { type: 'string', pattern: SCHOOL_CODE_PATTERN } as const;

/**
 * The config answer is polled and changes rarely (migrations, seeds and administrators editing the
 * database; the console writes only the rules and the colour, which it does not carry), so it is kept
 * per school code for a short time: an edited site shows within it.
 */
export const SYSTEM_CONFIG_TTL_MS = 10_000;
const SYSTEM_CONFIG_CACHE_CAPACITY = 1000;
/** The main site's code is of no one site: its public answer is kept under no site's code. */
const MAIN_SITE_SCOPE = '';

function toSystemConfig(site: Site): SystemConfig {
  return {
    pwdlevel: site.password_level,
    tagpush: site.tag_push === 1 ? '1' : '0',
    zpgwxzfs: site.salary_types,
    open_chat: site.chat_enabled === 1 ? '1' : '0',
    chat_path: site.chat_path,
    xxdm: site.code,
  };
}

/** The school code of the caller's session (employer first, then student), else the one asked for. */
async function siteCodeOfCaller(app: FastifyInstance, request: FastifyRequest, asked: string | undefined) {
  const employer = await app.optionalEmployer(request);
  if (employer) return employer.xxdm;
  const student = await app.optionalStudent(request);
  return student?.xxdm ?? asked;
}

export function siteRoutes(app: FastifyInstance): Promise<void> {
  const systemConfigs = createExpiringCache<string | undefined, SystemConfig>({
    ttlMs: SYSTEM_CONFIG_TTL_MS,
    capacity: SYSTEM_CONFIG_CACHE_CAPACITY,
    now: () => app.clock.now(),
  });

  app.post<{ Body: SystemConfigRequest | undefined }>(
    sitePaths.systemConfig,
    { schema: { body: { type: 'object', properties: { xxdm: schoolCode } } } },
    async (request) => {
      const code = await siteCodeOfCaller(app, request, request.body?.xxdm);
      return ok(
        await systemConfigs.get(code, async () => toSystemConfig(await findSiteOrMain(app.db, code))),
      );
    },
  );

  // Asked by every visitor of the root address (the public homepage of the main site): one shared answer.
  app.post(sitePaths.mainSchoolCode, async (request, reply) => {
    const key = publicCallKey(request.url, app.clock.now());
    const answer = await app.publicAnswers.get(MAIN_SITE_SCOPE, key, async () =>
      ok<MainSchoolCode>((await findMainSite(app.db)).code),
    );
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });

  app.get<{ Querystring: WechatAppIdQuery }>(
    sitePaths.wechatAppId,
    {
      schema: {
        querystring: { type: 'object', required: ['xxdm'], properties: { xxdm: schoolCode } },
      },
    },
    async (request) => {
      const site = await findSite(app.db, request.query.xxdm);
      return ok<WechatAppId>(site?.wechat_app_id ?? '');
    },
  );

  // getWzsz (a site's settings) is served with the homepage's calls: its template is the one the
  // console saves there (server/homepage/publicRoutes.ts).
  registerConsoleSiteRoutes(app);
  return Promise.resolve();
}
