import type { FastifyInstance } from 'fastify';
import {
  CONSOLE_BASE,
  consolePaths,
  type StaffInfo,
  type StaffLoginRequest,
  type StaffLoginResult,
} from '../../contract/console';
import { decryptPassword } from '../accounts';
import { ApiError, ok } from '../core/http/envelope';
import { fields, objectSchema, requiredText } from '../core/http/schemas';
import { LoginThrottle } from '../core/loginThrottle';
import { upgradePasswordHash } from '../core/passwordUpgrade';
import { ipLimits, minutesToWait } from '../core/rateLimits';
import { requireSite } from '../site';
import { staffOf } from '../core/auth';
import { findStaffByUsername, openStaffSession, replaceStaffPasswordHash, revokeStaffSession } from './staff';

export const STAFF_WRONG_CREDENTIALS = '用户名或密码错误';

/** The console's login (/mgr/dl) and its address (GET /pub/getMgrUrl). */
export function schoolRoutes(app: FastifyInstance): Promise<void> {
  // The same protection as the employer login: failures counted per account before the password check.
  const throttle = new LoginThrottle(() => app.clock.now());

  app.get(consolePaths.consoleUrl, () => Promise.resolve(ok(CONSOLE_BASE)));

  app.post<{ Body: StaffLoginRequest }>(
    consolePaths.login,
    {
      config: { encoding: 'json', rateLimit: ipLimits.login },
      schema: { body: objectSchema({ yhm: requiredText(50), mm: fields.mm, xxdm: fields.xxdm }) },
    },
    async (request) => {
      const site = await requireSite(app.db, request.body.xxdm);
      const username = request.body.yhm.trim();
      const password = decryptPassword(app.passwordKeys, request.body.mm);
      const key = `${site.code}:${username}`;
      const wait = throttle.startAttempt(key);
      if (wait > 0) throw new ApiError(429, `登录失败次数过多，请 ${minutesToWait(wait)} 分钟后再试`);
      const staff = await findStaffByUsername(app.db, site.code, username);
      const valid = staff
        ? await app.passwords.verify(password, staff.password_hash)
        : await app.passwords.verifyAgainstDecoy(password);
      if (staff === undefined || !valid) throw new ApiError(400, STAFF_WRONG_CREDENTIALS);
      throttle.reset(key);
      await upgradePasswordHash(app.passwords, staff.password_hash, password, (upgraded, stored) =>
        replaceStaffPasswordHash(app.db, staff.id, upgraded, stored),
      );
      const token = await openStaffSession(app.db, app.clock.now(), staff.id, site.code);
      return ok<StaffLoginResult>({ token }, '登录成功');
    },
  );

  app.post(consolePaths.logout, { preHandler: app.requireStaff }, async (request) => {
    await revokeStaffSession(app.db, app.clock.now(), staffOf(request).sessionId);
    return ok(null, '已退出登录');
  });

  app.get(consolePaths.staffInfo, { preHandler: app.requireStaff }, async (request) => {
    const staff = staffOf(request);
    const site = await requireSite(app.db, staff.xxdm);
    return ok<StaffInfo>({ yhm: staff.username, xm: staff.name, xxdm: staff.xxdm, wzmc: site.name });
  });
  return Promise.resolve();
}
