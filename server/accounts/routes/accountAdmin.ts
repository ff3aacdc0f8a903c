import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_VIEW,
  PERMISSION_SECTIONS,
  ROLE_NAME_MAX,
  accountAdminPaths,
  levelsOf,
  type MyPermissions,
  type PermissionCatalogue,
  type Role,
  type SaveRoleRequest,
  type SaveSubAccountRequest,
  type SubAccount,
} from '../../../contract/permissions';
import { employerOf } from '../../core/auth';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText, requiredText } from '../../core/http/schemas';
import { listRoles, removeRole, roleNameOf, saveRole } from '../roles';
import {
  handOverMainAccount,
  listSubAccounts,
  mainAccountNameOf,
  resetSubAccount,
  saveSubAccount,
  setSubAccountEnabled,
} from '../subAccounts';

const ROLE_NAME_REQUIRED = '请输入角色名称';
const ROLE_NAME_TOO_LONG = `角色名称不能超过${ROLE_NAME_MAX}个字`;

const grantsSchema = {
  type: 'object',
  properties: Object.fromEntries(
    PERMISSION_SECTIONS.map(({ key }) => [key, { type: 'string', enum: levelsOf(key) }]),
  ),
  required: PERMISSION_SECTIONS.map(({ key }) => key),
  additionalProperties: false,
};

/** Sub-accounts (/com/zzh) and roles (/com/js): reading them needs 账号管理·查看, changing them the main account. */
export function registerAccountAdminRoutes(app: FastifyInstance): void {
  const mainOnly = {
    config: { access: 'mainAccount', encoding: 'json' },
  } as const;

  app.get(accountAdminPaths.myPermissions, { config: { access: 'signedIn' } }, async (request) => {
    const employer = employerOf(request);
    return ok<MyPermissions>({
      isMain: employer.isMain,
      grants: employer.grants,
      roleName: employer.isMain ? '主账号' : await roleNameOf(app.db, employer.dwid, employer.roleId),
      mainAccountName: await mainAccountNameOf(app.db, employer.dwid),
    });
  });

  app.get(accountAdminPaths.permissionCatalogue, { config: { access: ACCOUNT_VIEW } }, () =>
    Promise.resolve(
      ok<PermissionCatalogue>({
        sections: PERMISSION_SECTIONS.map((section) => ({
          ...section,
          levels: [...levelsOf(section.key)],
        })),
      }),
    ),
  );

  app.get(accountAdminPaths.subAccounts, { config: { access: ACCOUNT_VIEW } }, async (request) => {
    const employer = employerOf(request);
    return ok<SubAccount[]>(await listSubAccounts(app.db, employer.dwid, employer.isMain));
  });

  app.post<{ Body: SaveSubAccountRequest }>(
    accountAdminPaths.saveSubAccount,
    {
      ...mainOnly,
      schema: {
        body: objectSchema(
          {
            id: optionalText(64),
            name: optionalText(200),
            mobile: fields.sjhm,
            roleId: requiredText(64),
            enabled: { type: 'boolean' },
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const employer = employerOf(request);
      const now = app.clock.now();
      const id = await app.db
        .transaction()
        .execute((trx) => saveSubAccount(trx, now, employer.dwid, request.body));
      const created = request.body.id === undefined || request.body.id === '';
      return ok({ id }, created ? '子账号已开设，请通知其使用短信验证码登录并设置密码' : '已保存');
    },
  );

  app.post<{ Body: { id: string; enabled: boolean } }>(
    accountAdminPaths.setSubAccountEnabled,
    { ...mainOnly, schema: { body: objectSchema({ id: fields.id, enabled: { type: 'boolean' } }) } },
    async (request) => {
      const employer = employerOf(request);
      const { id, enabled } = request.body;
      const now = app.clock.now();
      await app.db.transaction().execute((trx) => setSubAccountEnabled(trx, now, employer.dwid, id, enabled));
      return ok(null, enabled ? '已启用' : '已停用，该账号的登录已失效');
    },
  );

  app.post<{ Body: { id: string } }>(
    accountAdminPaths.resetSubAccount,
    { ...mainOnly, schema: { body: objectSchema({ id: fields.id }) } },
    async (request) => {
      const employer = employerOf(request);
      const now = app.clock.now();
      await app.db.transaction().execute((trx) => resetSubAccount(trx, now, employer.dwid, request.body.id));
      return ok(null, '已重置，该账号需使用短信验证码登录并重新设置密码');
    },
  );

  app.post<{ Body: { id: string } }>(
    accountAdminPaths.handOverMainAccount,
    { ...mainOnly, schema: { body: objectSchema({ id: fields.id }) } },
    async (request) => {
      const employer = employerOf(request);
      await app.db
        .transaction()
        .execute((trx) => handOverMainAccount(trx, employer.dwid, employer.userId, request.body.id));
      return ok(null, '主账号已移交');
    },
  );

  app.get(accountAdminPaths.roles, { config: { access: ACCOUNT_VIEW } }, async (request) =>
    ok<Role[]>(await listRoles(app.db, employerOf(request).dwid)),
  );

  app.post<{ Body: SaveRoleRequest }>(
    accountAdminPaths.saveRole,
    {
      ...mainOnly,
      schema: {
        body: objectSchema({ id: optionalText(64), name: optionalText(200), grants: grantsSchema }, ['id']),
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      if (name === '') throw new ApiError(400, ROLE_NAME_REQUIRED);
      if ([...name].length > ROLE_NAME_MAX) throw new ApiError(400, ROLE_NAME_TOO_LONG);
      const employer = employerOf(request);
      const id = await saveRole(app.db, app.clock.now(), employer.dwid, { ...request.body, name });
      return ok({ id }, '角色已保存');
    },
  );

  app.post<{ Body: { id: string } }>(
    accountAdminPaths.removeRole,
    { ...mainOnly, schema: { body: objectSchema({ id: fields.id }) } },
    async (request) => {
      await removeRole(app.db, employerOf(request).dwid, request.body.id);
      return ok(null, '角色已删除');
    },
  );
}
