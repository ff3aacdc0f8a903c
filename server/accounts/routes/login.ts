import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSite } from '../../site';
import {
  accountPaths,
  type AppLoginRequest,
  type CodeLoginRequest,
  type LinkedLoginResult,
  type PasswordLoginRequest,
  type PublicKey,
  type SendCodeRequest,
  type WechatLoginRequest,
} from '../../../contract/account';
import type { EmployerLoginLinksTable } from '../tables';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, requiredText } from '../../core/http/schemas';
import { employerOf } from '../../core/auth';
import { ipLimits } from '../../core/rateLimits';
import { findAccountByMobile, findAccountByUserId, logIn, normalizeMobile } from '../employers';
import { revokeEmployerSession } from '../sessions';
import { newId, sha256Hex } from '../../core/tokens';
import { USER_AGENT_MAX } from '../devices';
import { consumeCode, issueCode } from '../../sms';
import { authenticate, NOT_REGISTERED, type EmployerRouteContext } from './context';

const json = { encoding: 'json', access: 'public' } as const;

const clientOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export function registerLoginRoutes(app: FastifyInstance, context: EmployerRouteContext): void {
  app.get(accountPaths.publicKey, { config: { access: 'public' } }, () =>
    Promise.resolve(ok<PublicKey>(app.passwordKeys.publicKeySpki)),
  );

  app.post<{ Body: PasswordLoginRequest }>(
    accountPaths.passwordLogin,
    {
      config: { ...json, rateLimit: ipLimits.login },
      schema: { body: objectSchema({ sjhm: fields.sjhm, mm: fields.mm, xxdm: fields.xxdm }) },
    },
    async (request) => {
      const { sjhm, mm, xxdm } = request.body;
      const site = await requireSite(app.db, xxdm);
      const account = await authenticate(app, context, sjhm, mm, request.ip);
      return ok(await logIn(app.db, app.clock.now(), account, site.code), '登录成功');
    },
  );

  app.post<{ Body: SendCodeRequest }>(
    accountPaths.loginCode,
    {
      config: { ...json, rateLimit: ipLimits.sendCode },
      schema: { body: objectSchema({ sjhm: fields.sjhm, xxdm: fields.xxdm }) },
    },
    async (request) => {
      const mobile = normalizeMobile(request.body.sjhm);
      await requireSite(app.db, request.body.xxdm);
      if ((await findAccountByMobile(app.db, mobile)) === undefined) throw new ApiError(400, NOT_REGISTERED);
      await issueCode(app, mobile, 'login');
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: CodeLoginRequest }>(
    accountPaths.codeLogin,
    {
      config: { ...json, rateLimit: ipLimits.login },
      schema: { body: objectSchema({ sjhm: fields.sjhm, yzm: fields.yzm, xxdm: fields.xxdm }) },
    },
    async (request) => {
      const mobile = normalizeMobile(request.body.sjhm);
      const site = await requireSite(app.db, request.body.xxdm);
      const account = await findAccountByMobile(app.db, mobile);
      if (account === undefined) throw new ApiError(400, NOT_REGISTERED);
      await consumeCode(app, mobile, 'login', request.body.yzm);
      context.backoff.succeeded(mobile);
      return ok(await logIn(app.db, app.clock.now(), account, site.code), '登录成功');
    },
  );

  /**
   * WeChat and app logins: sjhm + mm link the identity (WeChat code or device id) to the account and
   * log in; without them a linked identity logs in directly and an unlinked one answers isRelated '0'.
   */
  const linkedLogin = async (
    kind: EmployerLoginLinksTable['kind'],
    identity: string,
    body: { sjhm?: string; mm?: string; xxdm: string },
    client: { address: string; userAgent: string },
  ): Promise<LinkedLoginResult> => {
    const site = await requireSite(app.db, body.xxdm);
    const identityHash = sha256Hex(identity);
    const now = app.clock.now();
    const hasMobile = body.sjhm !== undefined && body.sjhm !== '';
    const hasPassword = body.mm !== undefined && body.mm !== '';
    if (hasMobile !== hasPassword) {
      throw new ApiError(400, `参数 ${hasMobile ? 'mm' : 'sjhm'} 不能为空`);
    }
    if (hasMobile && hasPassword) {
      const account = await authenticate(app, context, body.sjhm ?? '', body.mm ?? '', client.address);
      const userAgent = client.userAgent.slice(0, USER_AGENT_MAX);
      await app.db
        .insertInto('employer_login_links')
        .values({
          id: newId(),
          kind,
          external_id_hash: identityHash,
          user_id: account.userId,
          created_at: now,
          user_agent: userAgent,
        })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'external_id_hash']).doUpdateSet({
            user_id: account.userId,
            created_at: now,
            user_agent: userAgent,
            last_used_at: null,
          }),
        )
        .execute();
      return { isRelated: '1', ...(await logIn(app.db, now, account, site.code)) };
    }
    const link = await app.db
      .updateTable('employer_login_links')
      .set({ last_used_at: now })
      .where('kind', '=', kind)
      .where('external_id_hash', '=', identityHash)
      .returning('user_id')
      .executeTakeFirst();
    const account = link && (await findAccountByUserId(app.db, link.user_id));
    if (!account) return { isRelated: '0', xxdm: site.code };
    return { isRelated: '1', ...(await logIn(app.db, now, account, site.code)) };
  };

  const optionalCredentials = {
    sjhm: { type: 'string', maxLength: 20 },
    mm: { type: 'string', maxLength: 1024 },
  };

  app.post<{ Body: WechatLoginRequest }>(
    accountPaths.wechatLogin,
    {
      config: { ...json, rateLimit: ipLimits.login },
      schema: {
        body: objectSchema({ code: requiredText(512), ...optionalCredentials, xxdm: fields.xxdm }, [
          'sjhm',
          'mm',
        ]),
      },
    },
    async (request) => ok(await linkedLogin('wechat', request.body.code, request.body, clientOf(request))),
  );

  app.post<{ Body: AppLoginRequest }>(
    accountPaths.appLogin,
    {
      config: { ...json, rateLimit: ipLimits.login },
      schema: {
        body: objectSchema({ deviceId: requiredText(512), ...optionalCredentials, xxdm: fields.xxdm }, [
          'sjhm',
          'mm',
        ]),
      },
    },
    async (request) => ok(await linkedLogin('app', request.body.deviceId, request.body, clientOf(request))),
  );

  app.post(accountPaths.logout, { config: { access: 'signedIn' } }, async (request) => {
    await revokeEmployerSession(app.db, app.clock.now(), employerOf(request).sessionId);
    return ok(null, '已退出登录');
  });
}
