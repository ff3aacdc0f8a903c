import type { FastifyInstance } from 'fastify';
import { checkCreditCode, checkIllegalCharsNamed } from '../../../ui/validators';
import { accountPaths, type RegisterRequest, type SendCodeRequest } from '../../../contract/account';
import { isUniqueViolation } from '../../core/db/errors';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText, requiredText } from '../../core/http/schemas';
import { ipLimits } from '../../core/rateLimits';
import {
  actorNameOf,
  findAccountByMobile,
  insertEmployer,
  insertEmployerUser,
  logIn,
  normalizeMobile,
} from '../employers';
import { uploaderOf } from '../../files';
import { assertPasswordAllowed, requireSite, siteRulesOf } from '../../site';
import {
  checkRegistrationInfo,
  claimLicence,
  licenceClaimable,
  registrationInfoMessages,
} from '../registrationInfo';
import { decryptPassword } from '../rsa';
import { openStanding } from '../standing';
import { newId } from '../../core/tokens';
import { consumeCode, issueCode } from '../../sms';

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
      config: { encoding: 'json', access: 'public', rateLimit: ipLimits.sendCode },
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
      config: { encoding: 'json', access: 'public', rateLimit: ipLimits.registration },
      schema: {
        body: objectSchema(
          {
            dwmc: requiredText(100),
            tyshxydm: requiredText(32),
            lxr: requiredText(50),
            sjhm: fields.sjhm,
            yzm: fields.yzm,
            mm: fields.mm,
            xxdm: fields.xxdm,
            // Checked below with the form's messages (请选择单位性质, …), absent or empty alike.
            dwxz: optionalText(8),
            dwhy: optionalText(8),
            yyzz: optionalText(200),
          },
          ['dwxz', 'dwhy', 'yyzz'],
        ),
      },
    },
    async (request) => {
      const body = request.body;
      const name = cleanText(body.dwmc, '单位名称');
      const creditCode = normalizeCreditCode(body.tyshxydm);
      const contactName = cleanText(body.lxr, '联系人');
      const mobile = normalizeMobile(body.sjhm);
      const info = checkRegistrationInfo(body);
      const site = await requireSite(app.db, body.xxdm);
      const password = decryptPassword(app.passwordKeys, body.mm);
      assertPasswordAllowed(password, site);
      if (await creditCodeTaken(app, creditCode)) throw new ApiError(409, CREDIT_CODE_TAKEN);
      if ((await findAccountByMobile(app.db, mobile)) !== undefined) throw new ApiError(409, MOBILE_TAKEN);
      // The licence was uploaded by this browser before (its upload-owner cookie): a licence that
      // cannot be claimed is refused before the SMS code is spent.
      const uploader = await uploaderOf(app, request);
      const employerId = newId();
      if (!(await licenceClaimable(app.db, employerId, info.licencePath, uploader)))
        throw new ApiError(400, registrationInfoMessages.licenceInvalid);
      await consumeCode(app, mobile, 'register', body.yzm);

      const passwordHash = await app.passwords.hash(password);
      const rules = await siteRulesOf(app.db, site.code);
      const now = app.clock.now();
      const account = {
        userId: newId(),
        mobile,
        passwordHash,
        dwid: employerId,
        jbxxid: newId(),
        dwmc: name,
        tyshxydm: creditCode,
        disabledAt: null,
      };
      try {
        await app.db.transaction().execute(async (trx) => {
          await insertEmployer(trx, now, {
            id: account.dwid,
            profileId: account.jbxxid,
            name,
            creditCode,
            contactName,
            siteCode: site.code,
            ...info,
          });
          await insertEmployerUser(trx, now, {
            id: account.userId,
            employerId: account.dwid,
            mobile,
            passwordHash,
          });
          await claimLicence(trx, account.dwid, info.licencePath, uploader);
          // Pending at the site until its school passes it (at once where the site does not review).
          await openStanding(trx, now, {
            employer: { id: account.dwid, name },
            siteCode: site.code,
            actor: { kind: 'employer', id: account.userId, name: await actorNameOf(trx, account.userId) },
            review: rules.employerReview,
          });
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
