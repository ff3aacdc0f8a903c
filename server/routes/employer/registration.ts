import type { FastifyInstance } from 'fastify';
import { checkCreditCode, checkIllegalCharsNamed } from '../../../ui/validators';
import { accountPaths, type RegisterRequest, type SendCodeRequest } from '../../../contract/account';
import { isUniqueViolation } from '../../db/errors';
import { ApiError, ok } from '../../http/envelope';
import { fields, objectSchema, requiredText } from '../../http/schemas';
import { ipLimits } from '../../plugins/rateLimits';
import { findAccountByMobile, logIn, normalizeMobile, requireSite } from '../../services/employers';
import { assertPasswordAllowed } from '../../services/passwordPolicy';
import { decryptPassword } from '../../services/rsa';
import { newId } from '../../services/tokens';
import { consumeCode, issueCode } from '../../services/verificationCodes';

export const MOBILE_TAKEN = '该手机号已注册，请直接登录或找回密码';
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册，请直接登录或找回密码';

/** Trimmed text free of the characters the forms reject; names the field when it is not. */
export function cleanText(value: string, label: string): string {
  const text = value.trim();
  if (text === '') throw new ApiError(400, `请输入${label}`);
  const illegal = checkIllegalCharsNamed(text);
  if (illegal !== null) throw new ApiError(400, `${label}：${illegal}`);
  return text;
}

export function normalizeCreditCode(value: string): string {
  const problem = checkCreditCode(value);
  if (problem !== null) throw new ApiError(400, problem);
  return value.trim().toUpperCase();
}

async function creditCodeTaken(app: FastifyInstance, creditCode: string) {
  const row = await app.db
    .selectFrom('employers')
    .select('id')
    .where('credit_code', '=', creditCode)
    .executeTakeFirst();
  return row !== undefined;
}

export function registerRegistrationRoutes(app: FastifyInstance): void {
  app.post<{ Body: SendCodeRequest }>(
    accountPaths.registrationCode,
    {
      config: { encoding: 'json', rateLimit: ipLimits.sendCode },
      schema: { body: objectSchema({ sjhm: fields.sjhm, xxdm: fields.xxdm }) },
    },
    async (request) => {
      const mobile = normalizeMobile(request.body.sjhm);
      await requireSite(app.db, request.body.xxdm);
      if ((await findAccountByMobile(app.db, mobile)) !== undefined) throw new ApiError(409, MOBILE_TAKEN);
      await issueCode(app, mobile, 'register');
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: RegisterRequest }>(
    accountPaths.register,
    {
      config: { encoding: 'json', rateLimit: ipLimits.registration },
      schema: {
        body: objectSchema({
          dwmc: requiredText(100),
          tyshxydm: requiredText(32),
          lxr: requiredText(50),
          sjhm: fields.sjhm,
          yzm: fields.yzm,
          mm: fields.mm,
          xxdm: fields.xxdm,
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const name = cleanText(body.dwmc, '单位名称');
      const creditCode = normalizeCreditCode(body.tyshxydm);
      const contactName = cleanText(body.lxr, '联系人');
      const mobile = normalizeMobile(body.sjhm);
      const site = await requireSite(app.db, body.xxdm);
      const password = decryptPassword(app.passwordKeys, body.mm);
      assertPasswordAllowed(password, site);
      if (await creditCodeTaken(app, creditCode)) throw new ApiError(409, CREDIT_CODE_TAKEN);
      if ((await findAccountByMobile(app.db, mobile)) !== undefined) throw new ApiError(409, MOBILE_TAKEN);
      await consumeCode(app, mobile, 'register', body.yzm);

      const passwordHash = await app.passwords.hash(password);
      const now = app.clock.now();
      const account = {
        userId: newId(),
        mobile,
        passwordHash,
        dwid: newId(),
        jbxxid: newId(),
        dwmc: name,
        tyshxydm: creditCode,
      };
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('employers')
            .values({
              id: account.dwid,
              profile_id: account.jbxxid,
              name,
              credit_code: creditCode,
              contact_name: contactName,
              site_code: site.code,
              created_at: now,
            })
            .execute();
          await trx
            .insertInto('employer_users')
            .values({
              id: account.userId,
              employer_id: account.dwid,
              mobile,
              password_hash: passwordHash,
              created_at: now,
              password_changed_at: now,
            })
            .execute();
        });
      } catch (error) {
        // Lost a race with a concurrent registration of the same code or mobile.
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, (await creditCodeTaken(app, creditCode)) ? CREDIT_CODE_TAKEN : MOBILE_TAKEN);
      }
      return ok(await logIn(app.db, now, account, site.code), '注册成功');
    },
  );
}
