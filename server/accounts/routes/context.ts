import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/http/envelope';
import {
  findAccountByMobile,
  normalizeMobile,
  replacePasswordHash,
  type EmployerAccount,
} from '../employers';
import { backoffMessage, type LoginBackoff } from '../../core/loginBackoff';
import { upgradePasswordHash } from '../../core/passwordUpgrade';
import { decryptPassword } from '../rsa';

export const WRONG_CREDENTIALS = '手机号或密码错误';
export const NOT_REGISTERED = '该手机号尚未注册单位账号';
export const PASSWORD_NOT_SET = '该账号尚未设置登录密码，请使用短信验证码登录';

/** What the employer route modules share: the failed-login counts per mobile and address. */
export type EmployerRouteContext = { backoff: LoginBackoff };

/**
 * Checks mobile + encrypted password from an address, slowing down repeated failures; the same
 * answer for an unknown mobile and a wrong password.
 */
export async function authenticate(
  app: FastifyInstance,
  context: EmployerRouteContext,
  sjhm: string,
  mm: string,
  address: string,
): Promise<EmployerAccount> {
  const mobile = normalizeMobile(sjhm);
  const password = decryptPassword(app.passwordKeys, mm);
  const wait = context.backoff.startAttempt(mobile, address);
  if (wait > 0) throw new ApiError(429, backoffMessage(wait));
  const account = await findAccountByMobile(app.db, mobile);
  if (account?.passwordHash === '') {
    await app.passwords.verifyAgainstDecoy(password);
    throw new ApiError(400, PASSWORD_NOT_SET);
  }
  const valid = account
    ? await app.passwords.verify(password, account.passwordHash)
    : await app.passwords.verifyAgainstDecoy(password);
  if (account === undefined || !valid) throw new ApiError(400, WRONG_CREDENTIALS);
  context.backoff.succeeded(mobile, address);
  await upgradePasswordHash(app.passwords, account.passwordHash, password, (upgraded, stored) =>
    replacePasswordHash(app.db, account.userId, upgraded, stored),
  );
  return account;
}
