import type { FastifyInstance } from 'fastify';
import {
  accountPaths,
  type ChangePasswordRequest,
  type EmployerInfo,
  type EmployerInfoRequest,
  type EmployerLoginResult,
  type EmployerMembership,
  type EmployerUserDetails,
  type EmployerUserInfo,
  type SaveUserDetailsRequest,
  type SwitchEmployerRequest,
} from '../../../contract/account';
import { chinaDateTime } from '../../../contract/chinaTime';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText } from '../../core/http/schemas';
import { employerOf } from '../../core/auth';
import { sessionPasswordCheckLimit } from '../../core/rateLimits';
import { employersOfUser, findAccountForEmployer, logIn } from '../employers';
import { maskCreditCode, maskMobile } from '../../core/masking';
import { assertPasswordAllowed, findSiteOrMain } from '../../site';
import { decryptPassword } from '../rsa';
import { endEmployerUserAccess, revokeEmployerSession } from '../sessions';
import { normalizeUserDetails } from '../userDetails';

export const EMPLOYER_NOT_FOUND = '单位信息不存在';

export function registerAccountRoutes(app: FastifyInstance): void {
  /** The user and the employer the session acts for. */
  const profileOf = (userId: string, dwid: string) =>
    app.db
      .selectFrom('employer_users as u')
      .innerJoin('employers as e', (join) => join.on('e.id', '=', dwid))
      .select([
        'u.mobile',
        'u.password_hash',
        'u.name as user_name',
        'u.post',
        'u.email',
        'u.landline',
        'e.id',
        'e.profile_id',
        'e.name',
        'e.credit_code',
        'e.contact_name',
        'e.site_code',
        'e.created_at',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();

  app.get(accountPaths.userInfo, { config: { access: 'signedIn' } }, async (request) => {
    const employer = employerOf(request);
    const profile = await profileOf(employer.userId, employer.dwid);
    return ok<EmployerUserInfo>({
      dwid: profile.id,
      dwmc: profile.name,
      jbxxid: profile.profile_id,
      xxdm: employer.xxdm,
      sjhm: maskMobile(profile.mobile),
      mmdsz: profile.password_hash === '',
      xm: profile.user_name ?? '',
      zw: profile.post ?? '',
      yx: profile.email ?? '',
      gddh: profile.landline ?? '',
    });
  });

  app.post<{ Body: SaveUserDetailsRequest }>(
    accountPaths.saveUserDetails,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: {
        body: objectSchema(
          { xm: optionalText(200), zw: optionalText(200), yx: optionalText(254), gddh: optionalText(40) },
          ['gddh'],
        ),
      },
    },
    async (request) => {
      const employer = employerOf(request);
      const details = normalizeUserDetails({ ...request.body, gddh: request.body.gddh ?? '' });
      await app.db
        .updateTable('employer_users')
        .set({ name: details.xm, post: details.zw, email: details.yx, landline: details.gddh || null })
        .where('id', '=', employer.userId)
        .execute();
      return ok<EmployerUserDetails>(details, '保存成功');
    },
  );

  app.get(accountPaths.employerList, { config: { access: 'signedIn' } }, async (request) => {
    const employer = employerOf(request);
    const rows = await employersOfUser(app.db, employer.userId);
    return ok<EmployerMembership[]>(
      rows.map((row) => ({
        dwid: row.id,
        jbxxid: row.profile_id,
        dwmc: row.name,
        tyshxydm: maskCreditCode(row.credit_code),
        zcxxdm: row.site_code,
        isCurrent: row.id === employer.dwid,
      })),
    );
  });

  app.post<{ Body: SwitchEmployerRequest }>(
    accountPaths.switchEmployer,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: { body: objectSchema({ dwid: fields.id }) },
    },
    async (request) => {
      const employer = employerOf(request);
      const account = await findAccountForEmployer(app.db, employer.userId, request.body.dwid);
      if (account === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
      const now = app.clock.now();
      // The old token ends with the switch: one session acts for one employer.
      const login = await app.db.transaction().execute(async (trx) => {
        await revokeEmployerSession(trx, now, employer.sessionId);
        return logIn(trx, now, account, employer.xxdm);
      });
      return ok<EmployerLoginResult>(login, `已切换至${account.dwmc}`);
    },
  );

  app.post<{ Body: EmployerInfoRequest }>(
    accountPaths.employerInfo,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: { body: objectSchema({ dwid: fields.id }, ['dwid']) },
    },
    async (request) => {
      const employer = employerOf(request);
      // Another employer's id answers exactly like an id that does not exist.
      if (request.body.dwid !== undefined && request.body.dwid !== employer.dwid) {
        throw new ApiError(404, EMPLOYER_NOT_FOUND);
      }
      const profile = await profileOf(employer.userId, employer.dwid);
      return ok<EmployerInfo>({
        dwid: profile.id,
        jbxxid: profile.profile_id,
        dwmc: profile.name,
        tyshxydm: profile.credit_code,
        lxr: profile.contact_name,
        sjhm: maskMobile(profile.mobile),
        zcxxdm: profile.site_code,
        zcsj: chinaDateTime(profile.created_at),
      });
    },
  );

  app.post<{ Body: ChangePasswordRequest }>(
    accountPaths.changePassword,
    {
      config: { encoding: 'json', access: 'signedIn', rateLimit: sessionPasswordCheckLimit },
      schema: { body: objectSchema({ ymm: optionalText(1024), xmm: fields.mm }) },
    },
    async (request) => {
      const employer = employerOf(request);
      const newPassword = decryptPassword(app.passwordKeys, request.body.xmm);
      const profile = await profileOf(employer.userId, employer.dwid);
      // A sub-account opened or reset by its main account has no password yet: it sets its first one.
      if (profile.password_hash !== '') {
        if (request.body.ymm === '') throw new ApiError(400, '请输入原密码');
        const oldPassword = decryptPassword(app.passwordKeys, request.body.ymm);
        if (!(await app.passwords.verify(oldPassword, profile.password_hash))) {
          throw new ApiError(400, '原密码错误');
        }
        if (newPassword === oldPassword) throw new ApiError(400, '新密码不能与原密码相同');
      }
      assertPasswordAllowed(newPassword, await findSiteOrMain(app.db, employer.xxdm));
      const passwordHash = await app.passwords.hash(newPassword);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('employer_users')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', employer.userId)
          .execute();
        await endEmployerUserAccess(trx, now, employer.userId, employer.sessionId);
      });
      return ok(null, '密码修改成功，其他设备上的登录已退出');
    },
  );
}
