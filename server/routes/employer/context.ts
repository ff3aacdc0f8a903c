import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';
import { minutesToWait } from '../../plugins/rateLimits';
import { findAccountByMobile, normalizeMobile, type EmployerAccount } from '../../services/employers';
import type { LoginThrottle } from '../../services/loginThrottle';
import { upgradePasswordHash } from '../../services/passwordUpgrade';
import { decryptPassword } from '../../services/rsa';

export const WRONG_CREDENTIALS = '手机号或密码错误';
export const NOT_REGISTERED = '该手机号尚未注册单位账号';

/** What the employer route modules share: the failed-login counter per mobile. */
export type EmployerRouteContext = { throttle: LoginThrottle };

/** Checks mobile + encrypted password, counting failures per mobile; the same answer for both errors. */
export async function authenticate(
  app: FastifyInstance,
  context: EmployerRouteContext,
  sjhm: string,
  mm: string,
): Promise<EmployerAccount> {
  const mobile = normalizeMobile(sjhm);
  const password = decryptPassword(app.passwordKeys, mm);
  const wait = context.throttle.startAttempt(mobile);
  if (wait > 0) throw new ApiError(429, `登录失败次数过多，请 ${minutesToWait(wait)} 分钟后再试`);
  const account = await findAccountByMobile(app.db, mobile);
  const valid = account
    ? await app.passwords.verify(password, account.passwordHash)
    : await app.passwords.verifyAgainstDecoy(password);
  if (account === undefined || !valid) throw new ApiError(400, WRONG_CREDENTIALS);
  context.throttle.reset(mobile);
  await upgradePasswordHash(
    app.db,
    app.passwords,
    'employer_users',
    account.userId,
    account.passwordHash,
    password,
  );
  return account;
}
