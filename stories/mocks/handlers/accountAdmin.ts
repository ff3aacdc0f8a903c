import { http, HttpResponse } from 'msw';
import {
  BUILT_IN_ROLES,
  MAIN_ACCOUNT_GRANTS,
  MAIN_ACCOUNT_ONLY_MESSAGE,
  NO_GRANTS,
  PERMISSION_DENIED_CODE,
  ROLE_NAME_MAX,
  SUB_ACCOUNT_NAME_MAX,
  accountAdminPaths,
  hasPermission,
  isBuiltInRole,
  permissionDeniedMessage,
  type MyPermissions,
  type Permission,
  type PermissionGrants,
  type Role,
  type SaveRoleRequest,
  type SaveSubAccountRequest,
  type SubAccount,
} from '../../../contract/permissions';
import { checkMobile } from '../../../ui/validators';
import { DEMO_MOBILE, ok, refuse } from './account';
import { PASSWORD_PENDING_TOKEN } from './session';

/**
 * Sub-accounts and roles (docs/api.md): one in-memory employer whose main account is the demo login
 * (王经理), with a few sub-accounts and two custom roles, changed by the calls as the server would.
 * The session's token says who calls: MOCK_RECRUITER_TOKEN is 李招聘 (招聘专员), MOCK_READONLY_TOKEN
 * 赵只读 (只读), PASSWORD_PENDING_TOKEN 陈新人 (no password yet); any other token is the main account,
 * so every story that does not care sees a main account holding every permission. Stories and tests
 * that change the accounts call resetAccountAdminMock() first.
 */
export const MOCK_RECRUITER_TOKEN = 'demo-recruiter-token';
export const MOCK_READONLY_TOKEN = 'demo-readonly-token';

export const MOCK_MAIN_ACCOUNT_NAME = '王经理';
/** A custom role two accounts hold (its 删除 is unavailable) and one nobody holds. */
export const MOCK_ROLE_IN_USE = '校招助理';
export const MOCK_ROLE_UNUSED = '财务专员';
/** The mobile of a sub-account, refused when another account is opened with it. */
export const MOCK_USED_MOBILE = '13900000001';

type MockAccount = SubAccount & { token?: string };

const day = (date: string) => Date.parse(`${date}T09:00:00+08:00`);

const initialCustomRoles = (): Role[] => [
  {
    id: 'js-0001',
    name: MOCK_ROLE_IN_USE,
    builtIn: false,
    grants: { ...NO_GRANTS, recruiting: 'view', resumes: 'manage', talks: 'view', fairs: 'view' },
    userCount: 0,
  },
  {
    id: 'js-0002',
    name: MOCK_ROLE_UNUSED,
    builtIn: false,
    grants: { ...NO_GRANTS, fairs: 'view', account: 'view' },
    userCount: 0,
  },
];

const account = (
  fields: Pick<MockAccount, 'id' | 'name' | 'mobile' | 'roleId' | 'createdAt'> & Partial<MockAccount>,
): MockAccount => ({
  roleName: '',
  enabled: true,
  isMain: false,
  passwordPending: false,
  member: false,
  ...fields,
});

function initialAccounts(onlyMain: boolean): MockAccount[] {
  const main = account({
    id: 'zh-0000',
    name: MOCK_MAIN_ACCOUNT_NAME,
    mobile: DEMO_MOBILE,
    roleId: 'admin',
    isMain: true,
    createdAt: day('2025-03-01'),
  });
  if (onlyMain) return [main];
  return [
    main,
    account({
      id: 'zh-0001',
      name: '李招聘',
      mobile: MOCK_USED_MOBILE,
      roleId: 'recruiter',
      createdAt: day('2025-03-05'),
      token: MOCK_RECRUITER_TOKEN,
    }),
    account({
      id: 'zh-0002',
      name: '赵只读',
      mobile: '13900000002',
      roleId: 'readonly',
      createdAt: day('2025-03-08'),
      token: MOCK_READONLY_TOKEN,
    }),
    account({
      id: 'zh-0003',
      name: '陈新人',
      mobile: '13900000003',
      roleId: 'js-0001',
      createdAt: day('2025-03-18'),
      passwordPending: true,
      token: PASSWORD_PENDING_TOKEN,
    }),
    account({
      id: 'zh-0004',
      name: '孙停用',
      mobile: '13900000004',
      roleId: 'js-0001',
      createdAt: day('2025-03-10'),
      enabled: false,
    }),
  ];
}

let accounts = initialAccounts(false);
let customRoles = initialCustomRoles();
let nextId = 100;

/** Puts the employer back as it starts: its sub-accounts and custom roles, or the main account alone. */
export function resetAccountAdminMock({ onlyMain = false }: { onlyMain?: boolean } = {}): void {
  accounts = initialAccounts(onlyMain);
  customRoles = initialCustomRoles();
  nextId = 100;
}

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');
const ACCOUNT_VIEW: Permission = { section: 'account', level: 'view' };

const mainAccount = () => accounts.find((entry) => entry.isMain) ?? accounts[0]!;

/** Who holds a token: the account given it, else the demo login's own account (zh-0000). */
const callerOf = (token: string): MockAccount =>
  accounts.find((entry) => entry.token === token) ?? accounts.find((entry) => entry.id === 'zh-0000')!;

const requestToken = (request: Request) => request.headers.get('accessToken');

function roles(): Role[] {
  return [
    ...BUILT_IN_ROLES.map((role) => ({ ...role, grants: { ...role.grants }, builtIn: true, userCount: 0 })),
    ...customRoles,
  ].map((role) => ({
    ...role,
    userCount: accounts.filter((entry) => !entry.isMain && entry.roleId === role.id).length,
  }));
}

const grantsOf = (caller: MockAccount): PermissionGrants =>
  caller.isMain
    ? MAIN_ACCOUNT_GRANTS
    : (roles().find((role) => role.id === caller.roleId)?.grants ?? NO_GRANTS);

const roleNameOf = (entry: MockAccount) =>
  entry.isMain ? '主账号' : (roles().find((role) => role.id === entry.roleId)?.name ?? '（已删除的角色）');

/** Code 42 without a session, 4030 when the caller may not (the server's words), else null. */
function refusalFor(request: Request, needs: Permission | 'main') {
  const token = requestToken(request);
  if (token === null) return SESSION_INVALID;
  const caller = callerOf(token);
  if (needs === 'main')
    return caller.isMain ? null : refuse(PERMISSION_DENIED_CODE, MAIN_ACCOUNT_ONLY_MESSAGE);
  return hasPermission(grantsOf(caller), needs)
    ? null
    : refuse(PERMISSION_DENIED_CODE, permissionDeniedMessage(needs, mainAccount().name));
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** A sub-account of the employer (not its main account), or the refusal to answer. */
function subAccountFor(id: string): MockAccount | ReturnType<typeof refuse> {
  const found = accounts.find((entry) => entry.id === id);
  if (found === undefined) return refuse(400, '子账号不存在');
  if (found.isMain) return refuse(400, '不能对主账号进行此操作');
  return found;
}
const isRefusal = (value: MockAccount | ReturnType<typeof refuse>): value is ReturnType<typeof refuse> =>
  'code' in value;

function subAccountProblem(body: SaveSubAccountRequest): string | null {
  const name = body.name.trim();
  if (name === '') return '请输入姓名';
  if ([...name].length > SUB_ACCOUNT_NAME_MAX) return `姓名不能超过${SUB_ACCOUNT_NAME_MAX}个字`;
  const mobileProblem = checkMobile(body.mobile);
  if (mobileProblem !== null) return mobileProblem;
  if (!roles().some((role) => role.id === body.roleId)) return '角色不存在或已被删除';
  const holder = accounts.find((entry) => entry.mobile === body.mobile.trim());
  if (holder !== undefined && holder.id !== body.id) return '该手机号已被其他账号使用';
  return null;
}

function roleProblem(body: SaveRoleRequest): string | null {
  const name = body.name.trim();
  if (name === '') return '请输入角色名称';
  if ([...name].length > ROLE_NAME_MAX) return `角色名称不能超过${ROLE_NAME_MAX}个字`;
  if (body.id !== undefined && isBuiltInRole(body.id)) return '内置角色不能修改或删除';
  if (roles().some((role) => role.name === name && role.id !== body.id))
    return '角色名称已存在，请换一个名称';
  return null;
}

/** What GET /com/js/mine answers the session of `token`. */
export function mockMyPermissions(token: string): MyPermissions {
  const caller = callerOf(token);
  return {
    isMain: caller.isMain,
    grants: grantsOf(caller),
    roleName: roleNameOf(caller),
    mainAccountName: mainAccount().name,
  };
}

export const accountAdminHandlers = [
  http.get(accountAdminPaths.myPermissions, ({ request }) => {
    const token = request.headers.get('accessToken');
    return HttpResponse.json(token === null ? SESSION_INVALID : ok(mockMyPermissions(token)));
  }),
  http.get(accountAdminPaths.subAccounts, ({ request }) => {
    const refusal = refusalFor(request, ACCOUNT_VIEW);
    if (refusal !== null) return HttpResponse.json(refusal);
    const viewerIsMain = callerOf(requestToken(request)!).isMain;
    return HttpResponse.json(
      ok<SubAccount[]>(
        [...accounts]
          .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.createdAt - b.createdAt)
          .map(({ token: _token, ...entry }) => ({
            ...entry,
            roleName: roleNameOf(entry),
            mobile: viewerIsMain ? entry.mobile : masked(entry.mobile),
          })),
      ),
    );
  }),
  http.post(accountAdminPaths.saveSubAccount, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const body = (await request.json()) as SaveSubAccountRequest;
    const problem = subAccountProblem(body);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    const fields = {
      name: body.name.trim(),
      mobile: body.mobile.trim(),
      roleId: body.roleId,
      enabled: body.enabled,
    };
    if (body.id === undefined) {
      nextId += 1;
      const id = `zh-0${nextId}`;
      accounts = [...accounts, account({ id, ...fields, createdAt: Date.now(), passwordPending: true })];
      return HttpResponse.json(ok({ id }, '子账号已开设，请通知其使用短信验证码登录并设置密码'));
    }
    const edited = subAccountFor(body.id);
    if (isRefusal(edited)) return HttpResponse.json(edited);
    accounts = accounts.map((entry) => (entry.id === edited.id ? { ...entry, ...fields } : entry));
    return HttpResponse.json(ok({ id: edited.id }, '已保存'));
  }),
  http.post(accountAdminPaths.setSubAccountEnabled, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const { id, enabled } = (await request.json()) as { id: string; enabled: boolean };
    const target = subAccountFor(id);
    if (isRefusal(target)) return HttpResponse.json(target);
    accounts = accounts.map((entry) => (entry.id === id ? { ...entry, enabled } : entry));
    return HttpResponse.json(ok(null, enabled ? '已启用' : '已停用，该账号的登录已失效'));
  }),
  http.post(accountAdminPaths.resetSubAccount, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as { id: string };
    const target = subAccountFor(id);
    if (isRefusal(target)) return HttpResponse.json(target);
    accounts = accounts.map((entry) => (entry.id === id ? { ...entry, passwordPending: true } : entry));
    return HttpResponse.json(ok(null, '已重置，该账号需使用短信验证码登录并重新设置密码'));
  }),
  http.post(accountAdminPaths.handOverMainAccount, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as { id: string };
    const target = subAccountFor(id);
    if (isRefusal(target)) return HttpResponse.json(target);
    if (!target.enabled) return HttpResponse.json(refuse(400, '不能移交给已停用的账号'));
    accounts = accounts.map((entry) => {
      if (entry.id === id) return { ...entry, isMain: true };
      return entry.isMain ? { ...entry, isMain: false, roleId: 'admin' } : entry;
    });
    return HttpResponse.json(ok(null, '主账号已移交'));
  }),
  http.get(accountAdminPaths.roles, ({ request }) => {
    const refusal = refusalFor(request, ACCOUNT_VIEW);
    return HttpResponse.json(refusal ?? ok(roles()));
  }),
  http.post(accountAdminPaths.saveRole, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const body = (await request.json()) as SaveRoleRequest;
    const problem = roleProblem(body);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    const fields = { name: body.name.trim(), grants: { ...body.grants } };
    if (body.id === undefined) {
      nextId += 1;
      const id = `js-0${nextId}`;
      customRoles = [...customRoles, { id, ...fields, builtIn: false, userCount: 0 }];
      return HttpResponse.json(ok({ id }, '角色已保存'));
    }
    if (!customRoles.some((role) => role.id === body.id))
      return HttpResponse.json(refuse(400, '角色不存在或已被删除'));
    customRoles = customRoles.map((role) => (role.id === body.id ? { ...role, ...fields } : role));
    return HttpResponse.json(ok({ id: body.id }, '角色已保存'));
  }),
  http.post(accountAdminPaths.removeRole, async ({ request }) => {
    const refusal = refusalFor(request, 'main');
    if (refusal !== null) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as { id: string };
    if (isBuiltInRole(id)) return HttpResponse.json(refuse(400, '内置角色不能修改或删除'));
    const role = roles().find((entry) => entry.id === id);
    if (role === undefined) return HttpResponse.json(refuse(400, '角色不存在或已被删除'));
    if (role.userCount > 0)
      return HttpResponse.json(refuse(400, '该角色仍有账号在使用，请先为这些账号更换角色'));
    customRoles = customRoles.filter((entry) => entry.id !== id);
    return HttpResponse.json(ok(null, '角色已删除'));
  }),
];
