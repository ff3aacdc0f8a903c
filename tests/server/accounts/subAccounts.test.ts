import type { FastifyInstance } from 'fastify';
import {
  MAIN_ACCOUNT_ONLY_MESSAGE,
  PERMISSION_DENIED_CODE,
  accountAdminPaths,
  type MyPermissions,
  type Role,
  type SubAccount,
} from '../../../contract/permissions';
import { positionPaths } from '../../../contract/positions';
import { ACCOUNT_DISABLED } from '../../../server/accounts/employers';
import { PASSWORD_NOT_SET } from '../../../server/accounts/routes/context';
import { ROLE_IN_USE, ROLE_NAME_TAKEN, BUILT_IN_ROLE_LOCKED } from '../../../server/accounts/roles';
import {
  MAIN_ACCOUNT_UNTOUCHABLE,
  MOBILE_IN_USE,
  SUB_ACCOUNT_NOT_FOUND,
} from '../../../server/accounts/subAccounts';
import { encryptPassword, latestSmsCode, uniqueMobile } from '../support/employers';
import { employerAt, get, okResult, post, type EmployerSession, type Headers } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { freshAddress, startTestServer, type TestServer } from '../support/testServer';
import { validDraft } from '../positions/support';

const NEW_PASSWORD = 'Sub#acc0unt9';

let server: TestServer;
let app: FastifyInstance;
let main: EmployerSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  main = await employerAt(app);
  await app.db.updateTable('employer_users').set({ name: '王主管' }).where('id', '=', main.userId).execute();
});
afterAll(() => server.close());

async function openSubAccount(roleId = 'recruiter', name = '李专员', owner: { headers: Headers } = main) {
  const mobile = uniqueMobile();
  const { id } = okResult(
    await post<{ id: string }>(
      app,
      accountAdminPaths.saveSubAccount,
      { name, mobile, roleId, enabled: true },
      owner.headers,
    ),
  );
  return { id, mobile, name };
}

/** Logs a sub-account in by SMS code, as a new one must. */
async function codeLogin(mobile: string) {
  // One code a minute per mobile: a test logging the same person in again waits out the interval.
  server.clock.advance(2 * 60_000);
  const remoteAddress = freshAddress();
  const sent = await app.inject({
    method: 'POST',
    url: '/com/dwdl/hqdlyzm',
    payload: { sjhm: mobile, xxdm: '00000' },
    remoteAddress,
  });
  expect(sent.json()).toMatchObject({ code: 200 });
  const yzm = await latestSmsCode(app, mobile);
  const response = await app.inject({
    method: 'POST',
    url: '/com/dwdl/dlyzmjy',
    payload: { sjhm: mobile, yzm, xxdm: '00000' },
    remoteAddress,
  });
  return response.json<{ code: number; message: string; result: { token: string; mmdsz?: boolean } }>();
}

async function passwordLogin(mobile: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/com/dwdl/dlmmjy',
    payload: { sjhm: mobile, mm: encryptPassword(app, password), xxdm: '00000' },
    remoteAddress: freshAddress(),
  });
  return response.json<{ code: number; message: string; result: { token: string } | null }>();
}

async function subSession(roleId = 'recruiter', name = '李专员') {
  const account = await openSubAccount(roleId, name);
  const login = await codeLogin(account.mobile);
  return { ...account, headers: { accesstoken: login.result.token } as Headers };
}

const listOf = async (headers: Headers = main.headers) =>
  okResult(await get<SubAccount[]>(app, accountAdminPaths.subAccounts, {}, headers));

describe('sub-accounts (/com/zzh)', () => {
  it('lists the main account first; a new sub-account waits for its password and logs in by SMS code', async () => {
    const account = await openSubAccount();
    const list = await listOf();
    expect(list[0]).toMatchObject({ id: main.userId, isMain: true, roleName: '主账号', name: '王主管' });
    expect(list.find((row) => row.id === account.id)).toMatchObject({
      name: '李专员',
      mobile: account.mobile,
      roleId: 'recruiter',
      roleName: '招聘专员',
      enabled: true,
      isMain: false,
      passwordPending: true,
      member: false,
    });

    expect(await passwordLogin(account.mobile, 'anything1A#')).toMatchObject({
      code: 400,
      message: PASSWORD_NOT_SET,
    });
    const login = await codeLogin(account.mobile);
    expect(login).toMatchObject({ code: 200, result: { mmdsz: true } });
    const headers = { accesstoken: login.result.token };
    const info = await get<{ mmdsz: boolean }>(app, '/com/dwyh/info', {}, headers);
    expect(info.result.mmdsz).toBe(true);

    const set = await post(
      app,
      '/com/zhsz/xgmm',
      { ymm: '', xmm: encryptPassword(app, NEW_PASSWORD) },
      headers,
    );
    expect(set.code).toBe(200);
    expect((await passwordLogin(account.mobile, NEW_PASSWORD)).code).toBe(200);
    // Once set, the old password is asked again.
    const again = await post(
      app,
      '/com/zhsz/xgmm',
      { ymm: '', xmm: encryptPassword(app, 'Other#pass77') },
      headers,
    );
    expect(again).toMatchObject({ code: 400, message: '请输入原密码' });
  });

  it('refuses a mobile already used, and acts only on its own employer’s sub-accounts, never on the main account', async () => {
    const account = await openSubAccount();
    const taken = await post(
      app,
      accountAdminPaths.saveSubAccount,
      { name: '重复', mobile: account.mobile, roleId: 'readonly', enabled: true },
      main.headers,
    );
    expect(taken).toMatchObject({ code: 400, message: MOBILE_IN_USE });

    const other = await employerAt(app);
    const foreign = await post(
      app,
      accountAdminPaths.setSubAccountEnabled,
      { id: account.id, enabled: false },
      other.headers,
    );
    expect(foreign).toMatchObject({ code: 400, message: SUB_ACCOUNT_NOT_FOUND });
    expect((await listOf()).find((row) => row.id === account.id)?.enabled).toBe(true);

    const onMain = await post(
      app,
      accountAdminPaths.setSubAccountEnabled,
      { id: main.userId, enabled: false },
      main.headers,
    );
    expect(onMain).toMatchObject({ code: 400, message: MAIN_ACCOUNT_UNTOUCHABLE });
  });

  it('a 招聘专员 publishes positions under its own name but cannot open account management', async () => {
    const sub = await subSession('recruiter', '赵招聘');
    const saved = okResult(await post<{ id: string }>(app, positionPaths.save, validDraft(app), sub.headers));
    okResult(await post(app, positionPaths.submit, { id: saved.id }, sub.headers));
    const history = okResult(
      await get<{ czr: string }[]>(app, positionPaths.history, { id: saved.id }, main.headers),
    );
    expect(history.map((entry) => entry.czr)).toEqual(['赵招聘', '赵招聘']);

    const list = await get(app, accountAdminPaths.subAccounts, {}, sub.headers);
    expect(list).toEqual({
      code: PERMISSION_DENIED_CODE,
      result: null,
      message: '当前账号没有“账号管理·查看”权限，请联系单位主账号（王主管）开通',
    });
    const mine = okResult(await get<MyPermissions>(app, accountAdminPaths.myPermissions, {}, sub.headers));
    expect(mine).toMatchObject({ isMain: false, roleName: '招聘专员', mainAccountName: '王主管' });
    expect(mine.grants).toMatchObject({ recruiting: 'manage', signing: 'none', account: 'none' });
  });

  it('a 只读 user sees positions but cannot save one', async () => {
    const sub = await subSession('readonly');
    expect((await get(app, positionPaths.list, {}, sub.headers)).code).toBe(200);
    const refused = await post(app, positionPaths.save, validDraft(app), sub.headers);
    expect(refused).toMatchObject({
      code: PERMISSION_DENIED_CODE,
      message: '当前账号没有“招聘信息·管理”权限，请联系单位主账号（王主管）开通',
    });
  });

  it('disabling ends the sub-account’s session at once and refuses its logins until enabled again', async () => {
    const sub = await subSession();
    okResult(
      await post(app, accountAdminPaths.setSubAccountEnabled, { id: sub.id, enabled: false }, main.headers),
    );
    expect((await get(app, positionPaths.list, {}, sub.headers)).code).toBe(42);
    expect(await codeLogin(sub.mobile)).toMatchObject({ code: 400, message: ACCOUNT_DISABLED });
    expect((await listOf()).find((row) => row.id === sub.id)?.enabled).toBe(false);

    okResult(
      await post(app, accountAdminPaths.setSubAccountEnabled, { id: sub.id, enabled: true }, main.headers),
    );
    expect((await codeLogin(sub.mobile)).code).toBe(200);
  });

  it('saving a sub-account as disabled also ends its session; a role change applies to the next call', async () => {
    const sub = await subSession('recruiter');
    const edit = { id: sub.id, name: sub.name, mobile: sub.mobile };
    okResult(
      await post(
        app,
        accountAdminPaths.saveSubAccount,
        { ...edit, roleId: 'readonly', enabled: true },
        main.headers,
      ),
    );
    expect((await post(app, positionPaths.save, validDraft(app), sub.headers)).code).toBe(
      PERMISSION_DENIED_CODE,
    );
    okResult(
      await post(
        app,
        accountAdminPaths.saveSubAccount,
        { ...edit, roleId: 'readonly', enabled: false },
        main.headers,
      ),
    );
    expect((await get(app, positionPaths.list, {}, sub.headers)).code).toBe(42);
  });

  it('reset clears the password and ends every session; the person sets a new one after an SMS login', async () => {
    const sub = await subSession();
    okResult(
      await post(app, '/com/zhsz/xgmm', { ymm: '', xmm: encryptPassword(app, NEW_PASSWORD) }, sub.headers),
    );
    expect((await passwordLogin(sub.mobile, NEW_PASSWORD)).code).toBe(200);

    okResult(await post(app, accountAdminPaths.resetSubAccount, { id: sub.id }, main.headers));
    expect((await get(app, positionPaths.list, {}, sub.headers)).code).toBe(42);
    expect(await passwordLogin(sub.mobile, NEW_PASSWORD)).toMatchObject({
      code: 400,
      message: PASSWORD_NOT_SET,
    });
    expect((await listOf()).find((row) => row.id === sub.id)?.passwordPending).toBe(true);
  });

  it('hands the main role over: the new main manages, the old one stays a 管理员 without account administration', async () => {
    const owner = await employerAt(app);
    const heir = await openSubAccount('readonly', '继任者', owner);
    okResult(await post(app, accountAdminPaths.handOverMainAccount, { id: heir.id }, owner.headers));

    const oldMain = okResult(
      await get<MyPermissions>(app, accountAdminPaths.myPermissions, {}, owner.headers),
    );
    expect(oldMain).toMatchObject({ isMain: false, roleName: '管理员', mainAccountName: '继任者' });
    const refused = await post(
      app,
      accountAdminPaths.saveSubAccount,
      { name: '某人', mobile: uniqueMobile(), roleId: 'readonly', enabled: true },
      owner.headers,
    );
    expect(refused).toMatchObject({ code: PERMISSION_DENIED_CODE, message: MAIN_ACCOUNT_ONLY_MESSAGE });

    const heirLogin = await codeLogin(heir.mobile);
    const heirHeaders = { accesstoken: heirLogin.result.token };
    const list = okResult(await get<SubAccount[]>(app, accountAdminPaths.subAccounts, {}, heirHeaders));
    expect(list[0]).toMatchObject({ id: heir.id, isMain: true });
    expect(list.find((row) => row.id === owner.userId)).toMatchObject({ roleId: 'admin', isMain: false });
  });

  it('two hand-overs at once: exactly one wins', async () => {
    const owner = await employerAt(app);
    const first = await openSubAccount('admin', '甲', owner);
    const second = await openSubAccount('admin', '乙', owner);
    const answers = await Promise.all(
      [first, second].map((heir) =>
        post(app, accountAdminPaths.handOverMainAccount, { id: heir.id }, owner.headers),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const mains = await app.db
      .selectFrom('employers')
      .select('main_user_id')
      .where('id', '=', owner.dwid)
      .execute();
    expect([first.id, second.id]).toContain(mains[0]?.main_user_id);
  });
});

describe('roles (/com/js)', () => {
  const noneGrants = {
    recruiting: 'none',
    resumes: 'none',
    talks: 'none',
    fairs: 'none',
    signing: 'none',
    account: 'none',
  };

  it('lists the built-in roles with how many users hold them', async () => {
    const owner = await employerAt(app);
    await openSubAccount('readonly', '甲', owner);
    const roles = okResult(await get<Role[]>(app, accountAdminPaths.roles, {}, owner.headers));
    expect(roles.map((role) => [role.name, role.builtIn, role.userCount])).toEqual([
      ['管理员', true, 1],
      ['招聘专员', true, 0],
      ['只读', true, 1],
    ]);
  });

  it('a custom role grants exactly what it says, and its edits apply to the next call', async () => {
    const owner = await employerAt(app);
    const { id: roleId } = okResult(
      await post<{ id: string }>(
        app,
        accountAdminPaths.saveRole,
        { name: '职位查看', grants: { ...noneGrants, recruiting: 'view' } },
        owner.headers,
      ),
    );
    const account = await openSubAccount(roleId, '丙', owner);
    const headers = { accesstoken: (await codeLogin(account.mobile)).result.token };
    expect((await get(app, positionPaths.list, {}, headers)).code).toBe(200);
    expect((await post(app, positionPaths.save, validDraft(app), headers)).code).toBe(PERMISSION_DENIED_CODE);

    okResult(
      await post(
        app,
        accountAdminPaths.saveRole,
        { id: roleId, name: '职位管理', grants: { ...noneGrants, recruiting: 'manage' } },
        owner.headers,
      ),
    );
    expect((await post(app, positionPaths.save, validDraft(app), headers)).code).toBe(200);
    const mine = okResult(await get<MyPermissions>(app, accountAdminPaths.myPermissions, {}, headers));
    expect(mine.roleName).toBe('职位管理');
  });

  it('refuses taken names, changes to built-in roles, and removing a role still held', async () => {
    const owner = await employerAt(app);
    const save = (body: object) => post<{ id: string }>(app, accountAdminPaths.saveRole, body, owner.headers);
    expect(await save({ name: '管理员', grants: noneGrants })).toMatchObject({
      code: 400,
      message: ROLE_NAME_TAKEN,
    });
    expect(await save({ id: 'admin', name: '超级', grants: noneGrants })).toMatchObject({
      code: 400,
      message: BUILT_IN_ROLE_LOCKED,
    });
    const { id } = okResult(await save({ name: '临时', grants: noneGrants }));
    expect(await save({ name: '临时', grants: noneGrants })).toMatchObject({
      code: 400,
      message: ROLE_NAME_TAKEN,
    });
    const holder = await openSubAccount(id, '丁', owner);
    expect(await post(app, accountAdminPaths.removeRole, { id }, owner.headers)).toMatchObject({
      code: 400,
      message: ROLE_IN_USE,
    });
    okResult(
      await post(
        app,
        accountAdminPaths.saveSubAccount,
        { id: holder.id, name: holder.name, mobile: holder.mobile, roleId: 'readonly', enabled: true },
        owner.headers,
      ),
    );
    okResult(await post(app, accountAdminPaths.removeRole, { id }, owner.headers));
    const roles = okResult(await get<Role[]>(app, accountAdminPaths.roles, {}, owner.headers));
    expect(roles.some((role) => role.id === id)).toBe(false);
  });

  it('answers the catalogue of sections and levels; only signing can be granted 签约', async () => {
    const catalogue = okResult(
      await get<{ sections: { key: string; levels: string[] }[] }>(
        app,
        accountAdminPaths.permissionCatalogue,
        {},
        main.headers,
      ),
    );
    expect(catalogue.sections.map((section) => section.key)).toEqual([
      'recruiting',
      'resumes',
      'talks',
      'fairs',
      'signing',
      'account',
    ]);
    expect(catalogue.sections.find((section) => section.key === 'signing')?.levels).toContain('sign');
    expect(catalogue.sections.find((section) => section.key === 'recruiting')?.levels).not.toContain('sign');
  });

  it('rejects grants with an unknown level', async () => {
    const refused = await post(
      app,
      accountAdminPaths.saveRole,
      { name: '越权', grants: { ...noneGrants, recruiting: 'sign' } },
      main.headers,
    );
    expect(refused.code).not.toBe(200);
  });
});
