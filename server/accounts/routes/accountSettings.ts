import type { FastifyInstance } from 'fastify';
import {
  MOBILE_UNCHANGED,
  accountSettingsPaths,
  type ChangeMobileRequest,
  type ChangedMobile,
  type EndedSessions,
  type LoginLink,
  type LoginSession,
  type MobileCodeRequest,
  type SettingsIdRequest,
} from '../../../contract/accountSettings';
import { employerOf } from '../../core/auth';
import { isUniqueViolation } from '../../core/db/errors';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema } from '../../core/http/schemas';
import { maskMobile } from '../../core/masking';
import { ipLimits, sessionPasswordCheckLimit } from '../../core/rateLimits';
import { consumeCode, issueCode } from '../../sms';
import {
  endLoginSession,
  endOtherLoginSessions,
  listLoginLinks,
  listLoginSessions,
  unbindLoginLink,
} from '../accountSettings';
import { findAccountByMobile, normalizeMobile } from '../employers';
import { decryptPassword } from '../rsa';
import { endEmployerUserAccess } from '../sessions';
import { MOBILE_IN_USE } from '../subAccounts';

export const PASSWORD_WRONG = '登录密码错误';
export const PASSWORD_FIRST = '请先设置登录密码，再更换手机号';

/**
 * 账号设置 (/com/zhsz), every signed-in user's own account: the login mobile (a code to the new one and
 * the current password), the WeChat and app links, and the sessions. The password itself changes
 * through /com/zhsz/xgmm (routes/account.ts).
 */
export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  const own = { config: { access: 'signedIn', encoding: 'json' } } as const;

  /** The new mobile, refused when it is the caller's own or another user's login. */
  const newMobileOf = async (sjhm: string, userId: string) => {
    const mobile = normalizeMobile(sjhm);
    const holder = await findAccountByMobile(app.db, mobile);
    if (holder?.userId === userId) throw new ApiError(400, MOBILE_UNCHANGED);
    if (holder !== undefined) throw new ApiError(400, MOBILE_IN_USE);
    return mobile;
  };

  app.post<{ Body: MobileCodeRequest }>(
    accountSettingsPaths.mobileCode,
    {
      config: { ...own.config, rateLimit: ipLimits.sendCode },
      schema: { body: objectSchema({ sjhm: fields.sjhm }) },
    },
    async (request) => {
      const mobile = await newMobileOf(request.body.sjhm, employerOf(request).userId);
      await issueCode(app, mobile, 'changeMobile');
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: ChangeMobileRequest }>(
    accountSettingsPaths.changeMobile,
    {
      // Each try checks the password: limited per session, as changing the password is.
      config: { ...own.config, rateLimit: sessionPasswordCheckLimit },
      schema: { body: objectSchema({ sjhm: fields.sjhm, yzm: fields.yzm, mm: fields.mm }) },
    },
    async (request) => {
      const employer = employerOf(request);
      const mobile = await newMobileOf(request.body.sjhm, employer.userId);
      const password = decryptPassword(app.passwordKeys, request.body.mm);
      const user = await app.db
        .selectFrom('employer_users')
        .select('password_hash')
        .where('id', '=', employer.userId)
        .executeTakeFirstOrThrow();
      if (user.password_hash === '') throw new ApiError(400, PASSWORD_FIRST);
      if (!(await app.passwords.verify(password, user.password_hash)))
        throw new ApiError(400, PASSWORD_WRONG);
      await consumeCode(app, mobile, 'changeMobile', request.body.yzm);
      const now = app.clock.now();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx.updateTable('employer_users').set({ mobile }).where('id', '=', employer.userId).execute();
          // A new login name, as when the main account changes a sub-account's: other sessions and links end.
          await endEmployerUserAccess(trx, now, employer.userId, employer.sessionId);
        });
      } catch (error) {
        // Taken meanwhile by a registration or a sub-account: the unique login name decides.
        if (isUniqueViolation(error)) throw new ApiError(400, MOBILE_IN_USE);
        throw error;
      }
      return ok<ChangedMobile>(
        { sjhm: maskMobile(mobile) },
        '手机号已更换，请使用新手机号登录；其他设备上的登录已退出',
      );
    },
  );

  app.get(accountSettingsPaths.links, own, async (request) =>
    ok<LoginLink[]>(await listLoginLinks(app.db, employerOf(request).userId)),
  );

  app.post<{ Body: SettingsIdRequest }>(
    accountSettingsPaths.unbindLink,
    { ...own, schema: { body: objectSchema({ id: fields.id }) } },
    async (request) => {
      await unbindLoginLink(app.db, employerOf(request).userId, request.body.id);
      return ok(null, '已解除绑定');
    },
  );

  app.get(accountSettingsPaths.sessions, own, async (request) => {
    const employer = employerOf(request);
    await app.sessionUses.flush();
    return ok<LoginSession[]>(
      await listLoginSessions(app.db, app.clock.now(), employer.userId, employer.sessionId),
    );
  });

  app.post<{ Body: SettingsIdRequest }>(
    accountSettingsPaths.endSession,
    { ...own, schema: { body: objectSchema({ id: fields.id }) } },
    async (request) => {
      const employer = employerOf(request);
      if (request.body.id === employer.sessionId) throw new ApiError(400, '当前设备请使用“退出登录”');
      await endLoginSession(app.db, app.clock.now(), employer.userId, request.body.id);
      return ok(null, '该设备已退出登录');
    },
  );

  app.post(accountSettingsPaths.endOtherSessions, own, async (request) => {
    const employer = employerOf(request);
    const count = await endOtherLoginSessions(app.db, app.clock.now(), employer.userId, employer.sessionId);
    return ok<EndedSessions>({ sl: count }, count === 0 ? '没有其他设备登录' : `已退出其他 ${count} 台设备`);
  });
}
