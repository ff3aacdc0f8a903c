import type {
  EmployerLoginResult,
  EmployerMembership,
  EmployerUserDetails,
  EmployerUserInfo,
} from '../../../contract/account';
import { addMembership } from '../../../server/accounts/employers';
import { createEmployer, logInEmployer, type TestEmployer } from '../support/employers';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = '/com/dwyh/dwlb';
const SWITCH = '/com/dwyh/qhdw';
const SAVE = '/com/dwyh/wsxx';

const headers = (token: string) => ({ accessToken: token });

function list(token?: string) {
  return server.app.inject({ method: 'GET', url: LIST, headers: token === undefined ? {} : headers(token) });
}

function switchTo(token: string, body: Record<string, unknown>) {
  return postJson(server.app, SWITCH, body, { headers: headers(token) });
}

async function info(token: string) {
  return envelopeOf<EmployerUserInfo>(
    await server.app.inject({ method: 'GET', url: '/com/dwyh/info', headers: headers(token) }),
  );
}

/** A login whose home employer is `home` and which also acts for every one of `others`. */
async function accountWith(others: number, names: string[] = []) {
  const home = await createEmployer(server.app, names[0] ? { name: names[0] } : {});
  const branches: TestEmployer[] = [];
  for (let index = 0; index < others; index += 1) {
    const name = names[index + 1];
    const branch = await createEmployer(server.app, name ? { name } : {});
    await addMembership(server.app.db, server.clock.now(), home.userId, branch.dwid);
    branches.push(branch);
  }
  const login = await logInEmployer(server.app, home);
  return { home, branches, token: login.token };
}

describe('how many employers a login acts for (dwsl in every login answer)', () => {
  it('is 1 for a login of one employer and counts the employers it was added to', async () => {
    const single = await createEmployer(server.app);
    expect((await logInEmployer(server.app, single)).dwsl).toBe(1);
    const { home } = await accountWith(2);
    expect((await logInEmployer(server.app, home)).dwsl).toBe(3);
  });

  it('comes with the session a switch opens as well', async () => {
    const { branches, token } = await accountWith(1);
    const switched = envelopeOf<EmployerLoginResult>(await switchTo(token, { dwid: branches[0]?.dwid }));
    expect(switched.result.dwsl).toBe(2);
  });
});

describe('the employers of an account (GET /com/dwyh/dwlb)', () => {
  it('lists the home employer first, then the others by name, marking the current one', async () => {
    const { home, branches, token } = await accountWith(2, ['总部有限公司', '乙分公司', '甲分公司']);
    const envelope = envelopeOf<EmployerMembership[]>(await list(token));
    expect(envelope.code).toBe(200);
    const byName = [...branches].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(envelope.result.map((item) => item.dwid)).toEqual([home.dwid, ...byName.map((b) => b.dwid)]);
    expect(envelope.result[0]).toEqual({
      dwid: home.dwid,
      jbxxid: home.jbxxid,
      dwmc: '总部有限公司',
      tyshxydm: `${home.creditCode.slice(0, 4)}**********${home.creditCode.slice(14)}`,
      zcxxdm: '00000',
      isCurrent: true,
    });
    expect(envelope.result.filter((item) => item.isCurrent)).toHaveLength(1);
  });

  it('lists only the home employer of an account without others', async () => {
    const { home, token } = await accountWith(0);
    expect(envelopeOf<EmployerMembership[]>(await list(token)).result).toEqual([
      expect.objectContaining({ dwid: home.dwid, isCurrent: true }),
    ]);
  });

  it("never lists another account's employers", async () => {
    const stranger = await createEmployer(server.app);
    const { token } = await accountWith(1);
    const dwids = envelopeOf<EmployerMembership[]>(await list(token)).result.map((item) => item.dwid);
    expect(dwids).not.toContain(stranger.dwid);
  });

  it('answers code 42 without a live token', async () => {
    expect(envelopeOf(await list()).code).toBe(42);
    expect(envelopeOf(await list('dead-token')).code).toBe(42);
  });
});

describe('switching employer (POST /com/dwyh/qhdw)', () => {
  it('opens a session for the chosen employer at the same site and ends the old one', async () => {
    const { branches, token } = await accountWith(1);
    const branch = branches[0]!;
    const envelope = envelopeOf<EmployerLoginResult>(await switchTo(token, { dwid: branch.dwid }));
    expect(envelope).toMatchObject({
      code: 200,
      message: `已切换至${branch.name}`,
      result: { dwid: branch.dwid, jbxxid: branch.jbxxid, dwmc: branch.name, tyshxydm: branch.creditCode },
    });
    expect(envelope.result.xxdm).toBe('00000');
    expect((await info(envelope.result.token)).result).toMatchObject({
      dwid: branch.dwid,
      dwmc: branch.name,
    });
    expect((await info(token)).code).toBe(42);
    const listed = envelopeOf<EmployerMembership[]>(await list(envelope.result.token)).result;
    expect(listed.find((item) => item.isCurrent)?.dwid).toBe(branch.dwid);
  });

  it('switches back to the home employer', async () => {
    const { home, branches, token } = await accountWith(1);
    const away = envelopeOf<EmployerLoginResult>(await switchTo(token, { dwid: branches[0]!.dwid }));
    const back = envelopeOf<EmployerLoginResult>(await switchTo(away.result.token, { dwid: home.dwid }));
    expect(back.result.dwid).toBe(home.dwid);
  });

  it('keeps the next password login at the home employer', async () => {
    const { home, branches, token } = await accountWith(1);
    await switchTo(token, { dwid: branches[0]!.dwid });
    expect((await logInEmployer(server.app, home)).dwid).toBe(home.dwid);
  });

  it('refuses an employer the account does not act for as if it did not exist, keeping the session', async () => {
    const stranger = await createEmployer(server.app);
    const { token } = await accountWith(1);
    for (const dwid of [stranger.dwid, 'no-such-employer']) {
      expect(envelopeOf(await switchTo(token, { dwid }))).toMatchObject({
        code: 404,
        message: '单位信息不存在',
      });
    }
    expect((await info(token)).code).toBe(200);
  });

  it('ends the sessions of an employer the account stops acting for', async () => {
    const { home, branches, token } = await accountWith(1);
    const away = envelopeOf<EmployerLoginResult>(await switchTo(token, { dwid: branches[0]!.dwid }));
    await server.app.db
      .deleteFrom('employer_memberships')
      .where('user_id', '=', home.userId)
      .where('employer_id', '=', branches[0]!.dwid)
      .execute();
    expect((await info(away.result.token)).code).toBe(42);
  });

  it.each([
    ['a missing dwid', {}, '参数 dwid 不能为空'],
    ['an empty dwid', { dwid: '' }, '参数 dwid 不能为空'],
    ['an overlong dwid', { dwid: 'x'.repeat(65) }, '参数 dwid 长度超出限制'],
  ])('refuses %s with a message naming it', async (_case, body, message) => {
    const { token } = await accountWith(1);
    expect(envelopeOf(await switchTo(token, body))).toMatchObject({ code: 400, message });
  });

  it('answers code 42 without a live token', async () => {
    expect(envelopeOf(await postJson(server.app, SWITCH, { dwid: 'x' })).code).toBe(42);
  });
});

describe("the user's details (POST /com/dwyh/wsxx)", () => {
  const details: EmployerUserDetails = {
    xm: '林晓',
    zw: '招聘主管',
    yx: 'lin.xiao@example.com',
    gddh: '0591-87654321',
  };

  it('saves them trimmed, and the user info answers them for every employer of the account', async () => {
    const { branches, token } = await accountWith(1);
    const envelope = envelopeOf<EmployerUserDetails>(
      await postJson(
        server.app,
        SAVE,
        { xm: ' 林晓 ', zw: '招聘主管', yx: ' lin.xiao@example.com', gddh: '0591-87654321' },
        { headers: headers(token) },
      ),
    );
    expect(envelope).toEqual({ code: 200, message: '保存成功', result: details });
    expect((await info(token)).result).toMatchObject(details);
    const away = envelopeOf<EmployerLoginResult>(await switchTo(token, { dwid: branches[0]!.dwid }));
    expect((await info(away.result.token)).result).toMatchObject(details);
  });

  it('takes an empty or absent landline, which clears it', async () => {
    const { token } = await accountWith(0);
    await postJson(server.app, SAVE, details, { headers: headers(token) });
    const { gddh: _gddh, ...withoutLandline } = details;
    expect(
      envelopeOf(await postJson(server.app, SAVE, withoutLandline, { headers: headers(token) })).code,
    ).toBe(200);
    expect((await info(token)).result.gddh).toBe('');
  });

  it.each([
    ['a missing name', { xm: undefined }, '参数 xm 不能为空'],
    ['a blank name', { xm: '  ' }, '请输入姓名'],
    ['an overlong name', { xm: '林'.repeat(51) }, '姓名不能超过50个字'],
    ['a name with a quote', { xm: "林'晓" }, "姓名：存在非法字符'，请重新输入！"],
    ['a blank post', { zw: '' }, '请输入职务'],
    ['a post with SQL', { zw: 'drop table' }, '职务：存在非法字符drop，请重新输入！'],
    ['a missing e-mail', { yx: undefined }, '参数 yx 不能为空'],
    ['a blank e-mail', { yx: '' }, '请输入电子邮箱'],
    ['a bad e-mail', { yx: 'lin@' }, '请输入正确的电子邮箱'],
    ['a bad landline', { gddh: '12345' }, '请输入正确的固定电话号码'],
    ['an overlong landline', { gddh: '1'.repeat(41) }, '参数 gddh 长度超出限制'],
  ])('refuses %s with a Chinese message naming the field, saving nothing', async (_case, change, message) => {
    const { token } = await accountWith(0);
    const body: Record<string, unknown> = { ...details, ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    expect(envelopeOf(await postJson(server.app, SAVE, body, { headers: headers(token) }))).toMatchObject({
      code: 400,
      message,
    });
    expect((await info(token)).result.xm).toBe('');
  });

  it('answers code 42 without a live token', async () => {
    expect(envelopeOf(await postJson(server.app, SAVE, details)).code).toBe(42);
  });
});
