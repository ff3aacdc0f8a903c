import type { EmployerLoginResult, EmployerUserInfo, LinkedLoginResult } from '../../../contract/account';
import {
  createEmployer,
  encryptPassword,
  latestSmsCode,
  logInEmployer,
  TEST_PASSWORD,
  type TestEmployer,
} from '../support/employers';
import {
  envelopeOf,
  freshAddress,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from '../support/testServer';

let server: TestServer;
let employer: TestEmployer;

beforeAll(async () => {
  server = await startTestServer();
  employer = await createEmployer(server.app);
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

function passwordLogin(body: Record<string, unknown>, remoteAddress = freshAddress()) {
  return postJson(server.app, '/com/dwdl/dlmmjy', body, { remoteAddress });
}

function info(token?: string) {
  return server.app.inject({
    method: 'GET',
    url: '/com/dwyh/info',
    headers: token === undefined ? {} : { accessToken: token },
  });
}

describe('public key (GET /com/auth/getPubKey)', () => {
  it('answers the same RSA key as the student endpoint, as base64 SPKI', async () => {
    const employerKey = envelopeOf<string>(
      await server.app.inject({ method: 'GET', url: '/com/auth/getPubKey' }),
    );
    const studentKey = envelopeOf<string>(
      await server.app.inject({ method: 'GET', url: '/stu/security/getPubKey' }),
    );
    expect(employerKey.code).toBe(200);
    expect(employerKey.result).toMatch(/^MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A/);
    expect(studentKey.result).toBe(employerKey.result);
  });
});

describe('password login (POST /com/dwdl/dlmmjy)', () => {
  it('logs in with the encrypted password and answers the session fields', async () => {
    const response = await passwordLogin({
      sjhm: employer.mobile,
      mm: encryptPassword(server.app, TEST_PASSWORD),
      xxdm: '00000',
    });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<EmployerLoginResult>(response);
    expect(envelope).toMatchObject({
      code: 200,
      message: '登录成功',
      result: {
        dwid: employer.dwid,
        jbxxid: employer.jbxxid,
        dwmc: employer.name,
        tyshxydm: employer.creditCode,
        xxdm: '00000',
      },
    });
    expect(envelope.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['sjhm', { mm: 'x', xxdm: '00000' }, '参数 sjhm 不能为空'],
    ['empty sjhm', { sjhm: '', mm: 'x', xxdm: '00000' }, '参数 sjhm 不能为空'],
    ['mm', { sjhm: '13900000001', xxdm: '00000' }, '参数 mm 不能为空'],
    ['xxdm', { sjhm: '13900000001', mm: 'x' }, '参数 xxdm 不能为空'],
    ['malformed xxdm', { sjhm: '13900000001', mm: 'x', xxdm: '0' }, '参数 xxdm 格式不正确'],
    ['non-string sjhm', { sjhm: { $ne: 1 }, mm: 'x', xxdm: '00000' }, '参数 sjhm 格式不正确'],
  ])('refuses a body without a valid %s with code 400 naming the field', async (_label, body, message) => {
    const response = await passwordLogin(body);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message });
  });

  it('refuses a malformed mobile with the forms’ message', async () => {
    const response = await passwordLogin({ sjhm: '12345', mm: 'x', xxdm: '00000' });
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: '请输入正确的手机号码' });
  });

  it('refuses an unknown school site', async () => {
    const response = await passwordLogin({ sjhm: employer.mobile, mm: 'x', xxdm: '99999' });
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: '学校站点不存在' });
  });

  it('refuses a password that was not encrypted with the server key', async () => {
    const response = await passwordLogin({ sjhm: employer.mobile, mm: TEST_PASSWORD, xxdm: '00000' });
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: '密码解密失败，请刷新页面后重试' });
  });

  it('answers a wrong password and an unknown mobile alike', async () => {
    const wrong = await passwordLogin({
      sjhm: employer.mobile,
      mm: encryptPassword(server.app, 'Wrong#Pass9'),
      xxdm: '00000',
    });
    const unknown = await passwordLogin({
      sjhm: '13712345678',
      mm: encryptPassword(server.app, TEST_PASSWORD),
      xxdm: '00000',
    });
    expect(envelopeOf(wrong)).toEqual({ code: 400, result: null, message: '手机号或密码错误' });
    expect(envelopeOf(unknown)).toEqual(envelopeOf(wrong));
  });

  it('refuses a form-encoded body with HTTP 415', async () => {
    const response = await postForm(server.app, '/com/dwdl/dlmmjy', {
      sjhm: employer.mobile,
      mm: 'x',
      xxdm: '00000',
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response)).toMatchObject({ code: 415, result: null });
    expect(envelopeOf(response).message).toContain('application/json');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/com/dwdl/dlmmjy',
      headers: { 'content-type': 'application/json' },
      payload: '{"sjhm": ',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: '请求内容不是有效的 JSON' });
  });

  it('refuses an oversized body with HTTP 413 and no details', async () => {
    const response = await passwordLogin({ sjhm: 'x'.repeat(300 * 1024), mm: 'x', xxdm: '00000' });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ code: 413, result: null, message: '请求内容过大' });
  });
});

describe('failed logins slow down, never lock the owner out', () => {
  const wrongFor = (mobile: string) => ({
    sjhm: mobile,
    mm: encryptPassword(server.app, 'Wrong#Pass9'),
    xxdm: '00000',
  });

  it('makes one address wait growing delays after 5 failures; the owner’s address and SMS login stay open', async () => {
    const target = await createEmployer(server.app);
    const wrong = wrongFor(target.mobile);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(envelopeOf(await passwordLogin(wrong, '10.66.0.1')).message).toBe('手机号或密码错误');
    }
    expect(envelopeOf(await passwordLogin(wrong, '10.66.0.1'))).toMatchObject({
      code: 429,
      message: '登录失败次数过多，请 1 秒后再试',
    });
    server.clock.advance(1000);
    expect(envelopeOf(await passwordLogin(wrong, '10.66.0.1')).message).toBe('手机号或密码错误');
    expect(envelopeOf(await passwordLogin(wrong, '10.66.0.1')).message).toBe(
      '登录失败次数过多，请 2 秒后再试',
    );

    // The owner, from its own address, is not held up by the attacker's.
    const right = { ...wrong, mm: encryptPassword(server.app, TEST_PASSWORD) };
    expect(envelopeOf(await passwordLogin(right, '192.168.7.7')).code).toBe(200);
    // Another account is not affected.
    await expect(logInEmployer(server.app, employer)).resolves.toMatchObject({ dwid: employer.dwid });
  });

  it('spread over addresses, slows the account by at most a minute, and SMS-code login still works', async () => {
    const target = await createEmployer(server.app);
    const wrong = wrongFor(target.mobile);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(envelopeOf(await passwordLogin(wrong, `10.67.0.${attempt}`)).message).toBe('手机号或密码错误');
    }
    const right = { ...wrong, mm: encryptPassword(server.app, TEST_PASSWORD) };
    expect(envelopeOf(await passwordLogin(right, '192.168.8.8'))).toMatchObject({
      code: 429,
      message: '登录失败次数过多，请 1 秒后再试',
    });
    // Twenty more failures, each waiting its turn: the account's delay stops at a minute.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      server.clock.advance(60_000);
      await passwordLogin(wrong, `10.68.0.${attempt}`);
    }
    expect(envelopeOf(await passwordLogin(right, '192.168.8.8')).message).toBe(
      '登录失败次数过多，请 1 分钟后再试',
    );

    const address = '192.168.8.9';
    expect(
      envelopeOf(
        await postJson(
          server.app,
          '/com/dwdl/hqdlyzm',
          { sjhm: target.mobile, xxdm: '00000' },
          { remoteAddress: address },
        ),
      ).code,
    ).toBe(200);
    const yzm = await latestSmsCode(server.app, target.mobile);
    const byCode = await postJson(
      server.app,
      '/com/dwdl/dlyzmjy',
      { sjhm: target.mobile, yzm, xxdm: '00000' },
      { remoteAddress: address },
    );
    expect(envelopeOf(byCode).code).toBe(200);
    // The code login proved the owner: password login is open again at once.
    expect(envelopeOf(await passwordLogin(right, '192.168.8.8')).code).toBe(200);
  });
});

describe('per-IP limit on logins', () => {
  it('answers code 429 past 30 logins a minute from one address, other addresses unaffected', async () => {
    const body = { sjhm: '13612345678', mm: 'x', xxdm: '00000' };
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect(envelopeOf(await passwordLogin(body, '192.168.9.9')).code).toBe(400);
    }
    const limited = await passwordLogin(body, '192.168.9.9');
    expect(limited.statusCode).toBe(200);
    expect(envelopeOf(limited)).toMatchObject({ code: 429, result: null });
    expect(envelopeOf(limited).message).toMatch(/^操作过于频繁，请稍后再试/);
    expect(envelopeOf(await passwordLogin(body, '192.168.9.10')).code).toBe(400);
  });
});

describe('employer session (header accessToken)', () => {
  it('answers the user info with a masked mobile, and empty details until wsdwyh saves them', async () => {
    const { token } = await logInEmployer(server.app, employer);
    const envelope = envelopeOf<EmployerUserInfo>(await info(token));
    expect(envelope).toEqual({
      code: 200,
      message: '成功',
      result: {
        dwid: employer.dwid,
        dwmc: employer.name,
        jbxxid: employer.jbxxid,
        xxdm: '00000',
        sjhm: `${employer.mobile.slice(0, 3)}****${employer.mobile.slice(7)}`,
        mmdsz: false,
        xm: '',
        zw: '',
        yx: '',
        gddh: '',
      },
    });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'not-a-real-token'],
    ['absurdly long', 'x'.repeat(5000)],
  ])('answers code 42 (HTTP 200) for a %s token', async (_label, token) => {
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 42, result: null, message: '登录已失效，请重新登录' });
  });

  it('answers code 42 once the token is 7 days old', async () => {
    const { token } = await logInEmployer(server.app, employer);
    server.clock.advance(7 * DAY - 1000);
    expect(envelopeOf(await info(token)).code).toBe(200);
    server.clock.advance(1000);
    expect(envelopeOf(await info(token)).code).toBe(42);
  });

  it('answers code 42 after logout, for that token only', async () => {
    const first = await logInEmployer(server.app, employer);
    const second = await logInEmployer(server.app, employer);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/com/dwdl/logout',
      headers: { accessToken: first.token },
    });
    expect(envelopeOf(logout)).toMatchObject({ code: 200, message: '已退出登录' });
    expect(envelopeOf(await info(first.token)).code).toBe(42);
    expect(envelopeOf(await info(second.token)).code).toBe(200);
  });

  it('answers code 42 to a logout without a token', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/com/dwdl/logout' });
    expect(envelopeOf(response).code).toBe(42);
  });
});

describe('login by SMS code (POST /com/dwdl/hqdlyzm, /com/dwdl/dlyzmjy)', () => {
  const sendCode = (sjhm: string, remoteAddress = freshAddress()) =>
    postJson(server.app, '/com/dwdl/hqdlyzm', { sjhm, xxdm: '00000' }, { remoteAddress });
  const codeLogin = (sjhm: string, yzm: string) =>
    postJson(server.app, '/com/dwdl/dlyzmjy', { sjhm, yzm, xxdm: '00000' });

  it('sends a 6-digit code that logs in once', async () => {
    const target = await createEmployer(server.app);
    expect(envelopeOf(await sendCode(target.mobile))).toMatchObject({ code: 200, message: '验证码已发送' });
    const code = await latestSmsCode(server.app, target.mobile);
    const login = envelopeOf<EmployerLoginResult>(await codeLogin(target.mobile, code));
    expect(login).toMatchObject({ code: 200, result: { dwid: target.dwid } });
    expect(envelopeOf(await codeLogin(target.mobile, code))).toMatchObject({
      code: 400,
      message: '验证码已失效，请重新获取',
    });
  });

  it('refuses a second code within a minute and sends one after it', async () => {
    const target = await createEmployer(server.app);
    expect(envelopeOf(await sendCode(target.mobile)).code).toBe(200);
    server.clock.advance(59 * 1000);
    expect(envelopeOf(await sendCode(target.mobile))).toEqual({
      code: 429,
      result: null,
      message: '验证码发送过于频繁，请稍后再试',
    });
    server.clock.advance(1000);
    expect(envelopeOf(await sendCode(target.mobile)).code).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const target = await createEmployer(server.app);
    await sendCode(target.mobile);
    const code = await latestSmsCode(server.app, target.mobile);
    server.clock.advance(5 * 60 * 1000);
    expect(envelopeOf(await codeLogin(target.mobile, code))).toMatchObject({
      code: 400,
      message: '验证码已失效，请重新获取',
    });
  });

  it('voids a code after 5 wrong guesses, and an older code once a newer one is sent', async () => {
    const target = await createEmployer(server.app);
    await sendCode(target.mobile);
    const first = await latestSmsCode(server.app, target.mobile);
    server.clock.advance(60 * 1000);
    await sendCode(target.mobile);
    const second = await latestSmsCode(server.app, target.mobile);
    if (first !== second) {
      expect(envelopeOf(await codeLogin(target.mobile, first)).message).toBe('验证码错误');
    }
    const wrong = second === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < 4; guess += 1) {
      expect(envelopeOf(await codeLogin(target.mobile, wrong)).message).toBe('验证码错误');
    }
    // The fifth wrong guess (the first one above counts too when the codes differ) voids it.
    if (first === second) await codeLogin(target.mobile, wrong);
    expect(envelopeOf(await codeLogin(target.mobile, second)).message).toBe('验证码已失效，请重新获取');
  });

  it('refuses to send a code to a mobile without an account', async () => {
    expect(envelopeOf(await sendCode('13512345678'))).toMatchObject({
      code: 400,
      message: '该手机号尚未注册单位账号',
    });
  });

  it.each([
    [{ sjhm: '13512345678', xxdm: '00000' }, '参数 yzm 不能为空'],
    [{ sjhm: '13512345678', yzm: '12345', xxdm: '00000' }, '参数 yzm 格式不正确'],
    [{ sjhm: '13512345678', yzm: '12a456', xxdm: '00000' }, '参数 yzm 格式不正确'],
  ])('validates the code field: %j', async (body, message) => {
    expect(envelopeOf(await postJson(server.app, '/com/dwdl/dlyzmjy', body))).toMatchObject({
      code: 400,
      message,
    });
  });

  it('limits code requests per IP to 10 in 10 minutes', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await sendCode(`1351234${String(attempt).padStart(4, '0')}`, '192.168.33.3');
    }
    expect(envelopeOf(await sendCode('13512340099', '192.168.33.3')).code).toBe(429);
  });
});

describe('WeChat and app login (POST /com/dwdl/dwwxdl, /com/dwdl/dwappdl)', () => {
  it.each([
    ['/com/dwdl/dwwxdl', 'code'],
    ['/com/dwdl/dwappdl', 'deviceId'],
  ])(
    '%s: unlinked answers isRelated 0, credentials link, then the identity alone logs in',
    async (url, field) => {
      const target = await createEmployer(server.app);
      const identity = `identity-${field}-${target.mobile}`;
      const unlinked = envelopeOf<LinkedLoginResult>(
        await postJson(server.app, url, { [field]: identity, xxdm: '00000' }),
      );
      expect(unlinked).toEqual({ code: 200, message: '成功', result: { isRelated: '0', xxdm: '00000' } });

      const linked = envelopeOf<LinkedLoginResult>(
        await postJson(server.app, url, {
          [field]: identity,
          sjhm: target.mobile,
          mm: encryptPassword(server.app, TEST_PASSWORD),
          xxdm: '00000',
        }),
      );
      expect(linked.result).toMatchObject({ isRelated: '1', dwid: target.dwid });

      const direct = envelopeOf<LinkedLoginResult>(
        await postJson(server.app, url, { [field]: identity, xxdm: '00000' }),
      );
      expect(direct.result).toMatchObject({ isRelated: '1', dwid: target.dwid, xxdm: '00000' });
      if (direct.result.isRelated === '1') expect(envelopeOf(await info(direct.result.token)).code).toBe(200);
    },
  );

  it('does not link with a wrong password', async () => {
    const target = await createEmployer(server.app);
    const attempt = await postJson(server.app, '/com/dwdl/dwwxdl', {
      code: 'wx-wrong-password',
      sjhm: target.mobile,
      mm: encryptPassword(server.app, 'Wrong#Pass9'),
      xxdm: '00000',
    });
    expect(envelopeOf(attempt)).toMatchObject({ code: 400, message: '手机号或密码错误' });
    const after = await postJson(server.app, '/com/dwdl/dwwxdl', {
      code: 'wx-wrong-password',
      xxdm: '00000',
    });
    expect(envelopeOf<LinkedLoginResult>(after).result.isRelated).toBe('0');
  });

  it.each([
    [{ code: 'c', sjhm: '13900000001', xxdm: '00000' }, '参数 mm 不能为空'],
    [{ code: 'c', mm: 'x', xxdm: '00000' }, '参数 sjhm 不能为空'],
    [{ xxdm: '00000' }, '参数 code 不能为空'],
  ])('validates %j', async (body, message) => {
    expect(envelopeOf(await postJson(server.app, '/com/dwdl/dwwxdl', body))).toMatchObject({
      code: 400,
      message,
    });
  });

  it('refuses a form-encoded app login (it is JSON)', async () => {
    const response = await postForm(server.app, '/com/dwdl/dwappdl', { deviceId: 'd', xxdm: '00000' });
    expect(response.statusCode).toBe(415);
  });
});
