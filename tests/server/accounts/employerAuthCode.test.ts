import type { AuthCode, EmployerLoginResult, EmployerUserInfo } from '../../../contract/account';
import { AUTH_CODE_TTL_MS } from '../../../server/accounts/authCodes';
import { addMembership } from '../../../server/accounts/employers';
import { sha256Hex } from '../../../server/core/tokens';
import { createEmployer, employerSession, logInEmployer } from '../support/employers';
import { createSite } from '../support/sites';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, '10001', '示例师范大学');
  await createSite(server.app, '10002', '示例理工大学');
});
afterAll(() => server.close());

const ISSUE = '/com/openAuth/getAuthcode';
const EXCHANGE = '/com/openAuth/loginByAuthcode';
const INVALID = '授权码无效或已过期，请从原系统重新进入';
const WRONG_SITE = '该授权码不适用于本站点，请从原系统重新进入';

function issue(token: string | undefined, xxdm?: string) {
  return server.app.inject({
    method: 'GET',
    url: xxdm === undefined ? ISSUE : `${ISSUE}?xxdm=${xxdm}`,
    headers: token === undefined ? {} : { accessToken: token },
    remoteAddress: freshAddress(),
  });
}

async function issuedCode(token: string, xxdm?: string): Promise<AuthCode> {
  const envelope = envelopeOf<AuthCode>(await issue(token, xxdm));
  if (envelope.code !== 200) throw new Error(`issue refused: ${envelope.code} ${envelope.message}`);
  return envelope.result;
}

function exchange(body: Record<string, unknown>) {
  return postJson(server.app, EXCHANGE, body, { remoteAddress: freshAddress() });
}

async function info(token: string) {
  return envelopeOf<EmployerUserInfo>(
    await server.app.inject({ method: 'GET', url: '/com/dwyh/info', headers: { accessToken: token } }),
  );
}

/** A login whose home employer also has it act for a branch, switched to the branch. */
async function actingForBranch() {
  const home = await createEmployer(server.app);
  const branch = await createEmployer(server.app);
  await addMembership(server.app.db, server.clock.now(), home.userId, branch.dwid);
  const login = await logInEmployer(server.app, home);
  const switched = envelopeOf<EmployerLoginResult>(
    await postJson(
      server.app,
      '/com/dwyh/qhdw',
      { dwid: branch.dwid },
      { headers: { accessToken: login.token } },
    ),
  );
  return { home, branch, switched };
}

describe('issuing a code (GET /com/openAuth/getAuthcode)', () => {
  it('answers a random code for the named site, valid two minutes, and caches nothing', async () => {
    const { token } = await employerSession(server.app);
    const response = await issue(token, '10001');
    expect(response.headers['cache-control']).toBe('no-store');
    const envelope = envelopeOf<AuthCode>(response);
    expect(envelope).toMatchObject({ code: 200, result: { xxdm: '10001', expiresIn: 120 } });
    expect(envelope.result.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await issuedCode(token, '10001')).code).not.toBe(envelope.result.code);
  });

  it("defaults to the session's own site", async () => {
    const { token } = await employerSession(server.app);
    expect((await issuedCode(token)).xxdm).toBe('00000');
  });

  it('stores only a digest of the code', async () => {
    const { token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    const rows = await server.app.db.selectFrom('employer_auth_codes').select('code_hash').execute();
    expect(rows.map((row) => row.code_hash)).toContain(sha256Hex(code));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers code 42 with %s', async (_case, token) => {
    expect(envelopeOf(await issue(token, '10001'))).toMatchObject({
      code: 42,
      message: '登录已失效，请重新登录',
    });
  });

  it('answers code 42 once the session has logged out', async () => {
    const { token } = await employerSession(server.app);
    await postJson(server.app, '/com/dwdl/logout', {}, { headers: { accessToken: token } });
    expect(envelopeOf(await issue(token, '10001')).code).toBe(42);
  });

  it.each([
    ['a malformed site code', '1x', 400, '参数 xxdm 格式不正确'],
    ['an unknown site', '99999', 400, '学校站点不存在'],
  ])('refuses %s', async (_case, xxdm, code, message) => {
    const { token } = await employerSession(server.app);
    expect(envelopeOf(await issue(token, xxdm))).toMatchObject({ code, message });
  });
});

describe('logging in with a code (POST /com/openAuth/loginByAuthcode)', () => {
  it('opens a session of the same account and employer at the code’s site', async () => {
    const { employer, token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    const envelope = envelopeOf<EmployerLoginResult>(await exchange({ code, xxdm: '10001' }));
    expect(envelope).toMatchObject({
      code: 200,
      message: '授权登录成功',
      result: { dwid: employer.dwid, jbxxid: employer.jbxxid, dwmc: employer.name, xxdm: '10001' },
    });
    expect(envelope.result.token).not.toBe(token);
    expect((await info(envelope.result.token)).result).toMatchObject({ dwid: employer.dwid, xxdm: '10001' });
    // The issuing session goes on.
    expect((await info(token)).code).toBe(200);
  });

  it('acts for the employer the issuing session acts for, not the home one', async () => {
    const { branch, switched } = await actingForBranch();
    const { code } = await issuedCode(switched.result.token, '10002');
    const envelope = envelopeOf<EmployerLoginResult>(await exchange({ code, xxdm: '10002' }));
    expect(envelope.result).toMatchObject({ dwid: branch.dwid, dwmc: branch.name, xxdm: '10002' });
  });

  it('works once: a second exchange of the same code is refused', async () => {
    const { token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    expect(envelopeOf(await exchange({ code, xxdm: '10001' })).code).toBe(200);
    expect(envelopeOf(await exchange({ code, xxdm: '10001' }))).toMatchObject({
      code: 400,
      message: INVALID,
    });
  });

  it('lets exactly one of two concurrent exchanges through', async () => {
    const { token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    const answers = await Promise.all([exchange({ code, xxdm: '10001' }), exchange({ code, xxdm: '10001' })]);
    expect(answers.map((answer) => envelopeOf(answer).code).sort()).toEqual([200, 400]);
  });

  it('expires two minutes after it was issued', async () => {
    const { token } = await employerSession(server.app);
    const early = await issuedCode(token, '10001');
    const late = await issuedCode(token, '10002');
    server.clock.advance(AUTH_CODE_TTL_MS - 1);
    expect(envelopeOf(await exchange({ code: early.code, xxdm: '10001' })).code).toBe(200);
    server.clock.advance(1);
    expect(envelopeOf(await exchange({ code: late.code, xxdm: '10002' }))).toMatchObject({
      code: 400,
      message: INVALID,
    });
  });

  it('is refused at another site, and still works at its own', async () => {
    const { token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    expect(envelopeOf(await exchange({ code, xxdm: '10002' }))).toMatchObject({
      code: 400,
      message: WRONG_SITE,
    });
    expect(envelopeOf(await exchange({ code, xxdm: '00000' }))).toMatchObject({
      code: 400,
      message: WRONG_SITE,
    });
    expect(envelopeOf(await exchange({ code, xxdm: '10001' })).code).toBe(200);
  });

  it('voids the earlier code of the same session for the same site', async () => {
    const { token } = await employerSession(server.app);
    const first = await issuedCode(token, '10001');
    const second = await issuedCode(token, '10001');
    expect(envelopeOf(await exchange({ code: first.code, xxdm: '10001' })).message).toBe(INVALID);
    expect(envelopeOf(await exchange({ code: second.code, xxdm: '10001' })).code).toBe(200);
  });

  it('dies with the session that asked for it', async () => {
    const { token } = await employerSession(server.app);
    const { code } = await issuedCode(token, '10001');
    await postJson(server.app, '/com/dwdl/logout', {}, { headers: { accessToken: token } });
    expect(envelopeOf(await exchange({ code, xxdm: '10001' }))).toMatchObject({
      code: 400,
      message: INVALID,
    });
  });

  it('is refused once the user no longer acts for the employer', async () => {
    const { home, branch, switched } = await actingForBranch();
    const { code } = await issuedCode(switched.result.token, '10001');
    await server.app.db
      .deleteFrom('employer_memberships')
      .where('user_id', '=', home.userId)
      .where('employer_id', '=', branch.dwid)
      .execute();
    expect(envelopeOf(await exchange({ code, xxdm: '10001' })).code).toBe(400);
  });

  it.each([
    ['an unknown code', { code: 'not-a-code', xxdm: '10001' }, INVALID],
    ['a missing code', { xxdm: '10001' }, '参数 code 不能为空'],
    ['an empty code', { code: '', xxdm: '10001' }, '参数 code 不能为空'],
    ['an overlong code', { code: 'x'.repeat(129), xxdm: '10001' }, '参数 code 长度超出限制'],
    ['a missing site', { code: 'abc' }, '参数 xxdm 不能为空'],
    ['a malformed site', { code: 'abc', xxdm: 'abc' }, '参数 xxdm 格式不正确'],
    ['an unknown site', { code: 'abc', xxdm: '99999' }, '学校站点不存在'],
  ])('refuses %s with code 400 and a message naming it', async (_case, body, message) => {
    expect(envelopeOf(await exchange(body))).toMatchObject({ code: 400, message });
  });

  it('takes JSON only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: EXCHANGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abc&xxdm=10001',
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(415);
  });
});
