import type { FastifyInstance } from 'fastify';
import { checkMobile } from '../../../ui/validators';
import {
  accountPaths,
  type CheckEmployerRequest,
  type EmployerCandidate,
  type FindEmployersRequest,
  type PasswordAppealRequest,
  type PasswordAppealResult,
  type ResetCheckCodeRequest,
  type ResetPasswordRequest,
  type ResetSendCodeRequest,
  type ResetTicket,
} from '../../../contract/account';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, requiredText } from '../../core/http/schemas';
import { ipLimits } from '../../core/rateLimits';
import { maskCreditCode, maskMobile } from '../../core/masking';
import { assertPasswordAllowed, findSiteOrMain, requireSite } from '../../site';
import { decryptPassword } from '../rsa';
import { endEmployerUserAccess } from '../sessions';
import { newId, newToken, sha256Hex } from '../../core/tokens';
import { consumeCode, issueCode } from '../../sms';

import type { EmployerRouteContext } from './context';
import { cleanText, normalizeCreditCode } from './registration';

export const TICKET_LIFETIME_MS = 15 * 60 * 1000;
export const TICKET_EXPIRED = '找回密码已超时，请重新开始';
export const EMPLOYER_MISMATCH = '单位名称或统一社会信用代码不正确';

const json = { encoding: 'json', access: 'public', rateLimit: ipLimits.passwordReset } as const;

/**
 * Forgot password: pick the employer (by mobile or credit code), prove the employer info, receive a
 * code on the registered mobile, set a new password. Steps 2-4 carry a ticket (pzid) bound to the
 * account, so no step can be skipped or aimed at another account.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, context: EmployerRouteContext): void {
  /** Each employer with its first (main) user. */
  const candidates = () =>
    app.db
      .selectFrom('employers as e')
      .innerJoin('employer_users as u', 'u.employer_id', 'e.id')
      .select(['e.id as dwid', 'e.name as dwmc', 'e.credit_code', 'u.id as userId', 'u.mobile'])
      .orderBy('u.created_at');

  const liveTicket = async (pzid: string) => {
    const ticket = await app.db
      .selectFrom('password_reset_tickets as t')
      .innerJoin('employer_users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.site_code', 't.code_verified_at', 'u.mobile'])
      .where('t.ticket_hash', '=', sha256Hex(pzid))
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', app.clock.now())
      .executeTakeFirst();
    if (ticket === undefined) throw new ApiError(400, TICKET_EXPIRED);
    return ticket;
  };

  app.post<{ Body: FindEmployersRequest }>(
    accountPaths.forgotFindEmployers,
    { config: json, schema: { body: objectSchema({ zh: requiredText(32) }) } },
    async (request) => {
      const key = request.body.zh.trim();
      let query = candidates();
      if (checkMobile(key) === null) query = query.where('u.mobile', '=', key.slice(-11));
      else if (key.length === 18) query = query.where('e.credit_code', '=', key.toUpperCase());
      else throw new ApiError(400, '请输入注册手机号或统一社会信用代码');
      const rows = await query.execute();
      const seen = new Set<string>();
      const list: EmployerCandidate[] = [];
      for (const row of rows) {
        if (seen.has(row.dwid)) continue;
        seen.add(row.dwid);
        list.push({
          dwid: row.dwid,
          dwmc: row.dwmc,
          tyshxydm: maskCreditCode(row.credit_code),
          sjhm: maskMobile(row.mobile),
        });
      }
      return ok(list, list.length > 0 ? '成功' : '未找到注册单位');
    },
  );

  app.post<{ Body: CheckEmployerRequest }>(
    accountPaths.forgotCheckEmployer,
    {
      config: json,
      schema: {
        body: objectSchema({
          dwid: fields.id,
          dwmc: requiredText(100),
          tyshxydm: requiredText(32),
          xxdm: fields.xxdm,
        }),
      },
    },
    async (request) => {
      const { dwid, dwmc, tyshxydm, xxdm } = request.body;
      const site = await requireSite(app.db, xxdm);
      const main = await candidates().where('e.id', '=', dwid).limit(1).executeTakeFirst();
      const matches =
        main !== undefined && main.dwmc === dwmc.trim() && main.credit_code === tyshxydm.trim().toUpperCase();
      if (!matches) throw new ApiError(400, EMPLOYER_MISMATCH);
      const pzid = newToken();
      const now = app.clock.now();
      await app.db
        .insertInto('password_reset_tickets')
        .values({
          id: newId(),
          ticket_hash: sha256Hex(pzid),
          user_id: main.userId,
          site_code: site.code,
          code_verified_at: null,
          created_at: now,
          expires_at: now + TICKET_LIFETIME_MS,
          used_at: null,
        })
        .execute();
      return ok<ResetTicket>({ pzid, sjhm: maskMobile(main.mobile) });
    },
  );

  app.post<{ Body: ResetSendCodeRequest }>(
    accountPaths.forgotSendCode,
    {
      config: { encoding: 'json', access: 'public', rateLimit: ipLimits.sendCode },
      schema: { body: objectSchema({ pzid: requiredText(64) }) },
    },
    async (request) => {
      const ticket = await liveTicket(request.body.pzid);
      await issueCode(app, ticket.mobile, 'reset');
      return ok(null, `验证码已发送至 ${maskMobile(ticket.mobile)}`);
    },
  );

  app.post<{ Body: ResetCheckCodeRequest }>(
    accountPaths.forgotCheckCode,
    { config: json, schema: { body: objectSchema({ pzid: requiredText(64), yzm: fields.yzm }) } },
    async (request) => {
      const ticket = await liveTicket(request.body.pzid);
      await consumeCode(app, ticket.mobile, 'reset', request.body.yzm);
      await app.db
        .updateTable('password_reset_tickets')
        .set({ code_verified_at: app.clock.now() })
        .where('id', '=', ticket.id)
        .execute();
      return ok(null, '验证成功');
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    accountPaths.forgotResetPassword,
    { config: json, schema: { body: objectSchema({ pzid: requiredText(64), mm: fields.mm }) } },
    async (request) => {
      const ticket = await liveTicket(request.body.pzid);
      if (ticket.code_verified_at === null) throw new ApiError(400, '请先完成短信验证码校验');
      const password = decryptPassword(app.passwordKeys, request.body.mm);
      assertPasswordAllowed(password, await findSiteOrMain(app.db, ticket.site_code));
      const passwordHash = await app.passwords.hash(password);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_reset_tickets')
          .set({ used_at: now })
          .where('id', '=', ticket.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new ApiError(400, TICKET_EXPIRED);
        await trx
          .updateTable('employer_users')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', ticket.user_id)
          .execute();
        await endEmployerUserAccess(trx, now, ticket.user_id);
      });
      context.backoff.succeeded(ticket.mobile);
      return ok(null, '密码重置成功，请使用新密码登录');
    },
  );

  app.post<{ Body: PasswordAppealRequest }>(
    accountPaths.passwordAppeal,
    {
      config: json,
      schema: {
        body: objectSchema({
          dwmc: requiredText(100),
          tyshxydm: requiredText(32),
          lxr: requiredText(50),
          lxfs: requiredText(30),
          ssly: requiredText(500),
          xxdm: fields.xxdm,
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const site = await requireSite(app.db, body.xxdm);
      const appeal = {
        id: newId(),
        employer_name: cleanText(body.dwmc, '单位名称'),
        credit_code: normalizeCreditCode(body.tyshxydm),
        contact_name: cleanText(body.lxr, '联系人'),
        contact: cleanText(body.lxfs, '联系方式'),
        reason: cleanText(body.ssly, '申诉理由'),
        site_code: site.code,
        status: 'pending' as const,
        created_at: app.clock.now(),
      };
      await app.db.insertInto('password_appeals').values(appeal).execute();
      return ok<PasswordAppealResult>({ ssid: appeal.id }, '申诉已提交，学校审核后将与您联系');
    },
  );
}
