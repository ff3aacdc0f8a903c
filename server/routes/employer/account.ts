import type { FastifyInstance } from 'fastify';
import {
  accountPaths,
  type ChangePasswordRequest,
  type EmployerInfo,
  type EmployerInfoRequest,
  type EmployerUserInfo,
} from '../../../contract/account';
import { ApiError, ok } from '../../http/envelope';
import { fields, objectSchema } from '../../http/schemas';
import { employerOf } from '../../plugins/auth';
import { maskMobile } from '../../services/masking';
import { assertPasswordAllowed } from '../../services/passwordPolicy';
import { decryptPassword } from '../../services/rsa';
import { revokeEmployerSessionsOfUser } from '../../services/sessions';
import { findSiteOrMain } from '../../services/sites';

export const EMPLOYER_NOT_FOUND = '单位信息不存在';

/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no daylight saving). */
function chinaTime(ms: number): string {
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export function registerAccountRoutes(app: FastifyInstance): void {
  const profileOf = (userId: string) =>
    app.db
      .selectFrom('employer_users as u')
      .innerJoin('employers as e', 'e.id', 'u.employer_id')
      .select([
        'u.mobile',
        'u.password_hash',
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

  app.get(accountPaths.userInfo, { preHandler: app.requireEmployer }, async (request) => {
    const employer = employerOf(request);
    const profile = await profileOf(employer.userId);
    return ok<EmployerUserInfo>({
      dwid: profile.id,
      dwmc: profile.name,
      jbxxid: profile.profile_id,
      xxdm: employer.xxdm,
      sjhm: maskMobile(profile.mobile),
    });
  });

  app.post<{ Body: EmployerInfoRequest }>(
    accountPaths.employerInfo,
    {
      preHandler: app.requireEmployer,
      config: { encoding: 'json' },
      schema: { body: objectSchema({ dwid: fields.id }, ['dwid']) },
    },
    async (request) => {
      const employer = employerOf(request);
      // Another employer's id answers exactly like an id that does not exist.
      if (request.body.dwid !== undefined && request.body.dwid !== employer.dwid) {
        throw new ApiError(404, EMPLOYER_NOT_FOUND);
      }
      const profile = await profileOf(employer.userId);
      return ok<EmployerInfo>({
        dwid: profile.id,
        jbxxid: profile.profile_id,
        dwmc: profile.name,
        tyshxydm: profile.credit_code,
        lxr: profile.contact_name,
        sjhm: maskMobile(profile.mobile),
        zcxxdm: profile.site_code,
        zcsj: chinaTime(profile.created_at),
      });
    },
  );

  app.post<{ Body: ChangePasswordRequest }>(
    accountPaths.changePassword,
    {
      preHandler: app.requireEmployer,
      config: { encoding: 'json' },
      schema: { body: objectSchema({ ymm: fields.mm, xmm: fields.mm }) },
    },
    async (request) => {
      const employer = employerOf(request);
      const oldPassword = decryptPassword(app.passwordKeys, request.body.ymm);
      const newPassword = decryptPassword(app.passwordKeys, request.body.xmm);
      const profile = await profileOf(employer.userId);
      if (!(await app.passwords.verify(oldPassword, profile.password_hash))) {
        throw new ApiError(400, '原密码错误');
      }
      if (newPassword === oldPassword) throw new ApiError(400, '新密码不能与原密码相同');
      assertPasswordAllowed(newPassword, await findSiteOrMain(app.db, employer.xxdm));
      const passwordHash = await app.passwords.hash(newPassword);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('employer_users')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', employer.userId)
          .execute();
        await revokeEmployerSessionsOfUser(trx, now, employer.userId, employer.sessionId);
      });
      return ok(null, '密码修改成功，其他设备上的登录已退出');
    },
  );
}
