import type { StaffInfo, StaffLoginResult } from '../../../contract/console';
import { seedDemoStaff } from '../../../server/demo';
import { encryptPassword, logInEmployer, createEmployer } from '../support/employers';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, '10001');
});
afterAll(() => server.close());

const logIn = (body: { yhm: string; mm: string; xxdm: string }, remoteAddress = freshAddress()) =>
  postJson(server.app, '/mgr/dl/login', body, { remoteAddress });

const info = (token: string) =>
  server.app.inject({ method: 'GET', url: '/mgr/dl/info', headers: { accesstoken: token } });

describe('GET /pub/getMgrUrl', () => {
  it('answers the console’s address', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pub/getMgrUrl' });
    expect(envelopeOf(response)).toEqual({ code: 200, result: '/mgrpage/', message: '成功' });
  });
});

describe('POST /mgr/dl/login', () => {
  it('logs a staff member in at its site; the token opens /mgr calls of that site', async () => {
    const staff = await staffWithToken(server.app, '10001');
    const response = await logIn({
      yhm: staff.username,
      mm: encryptPassword(server.app, staff.password),
      xxdm: '10001',
    });
    const envelope = envelopeOf<StaffLoginResult>(response);
    expect(envelope).toMatchObject({ code: 200, message: '登录成功' });
    const me = envelopeOf<StaffInfo>(await info(envelope.result.token));
    expect(me.result).toEqual({
      yhm: staff.username,
      xm: expect.any(String) as string,
      xxdm: '10001',
      wzmc: '测试大学10001',
    });
  });

  it('answers a wrong password, an unknown user and another site alike', async () => {
    const staff = await staffWithToken(server.app, '10001');
    const attempts = [
      { yhm: staff.username, mm: encryptPassword(server.app, 'Wrong#123'), xxdm: '10001' },
      { yhm: 'nobody', mm: encryptPassword(server.app, staff.password), xxdm: '10001' },
      { yhm: staff.username, mm: encryptPassword(server.app, staff.password), xxdm: '00000' },
    ];
    for (const attempt of attempts)
      expect(envelopeOf(await logIn(attempt))).toEqual({
        code: 400,
        result: null,
        message: '用户名或密码错误',
      });
  });

  it('refuses an unknown site and a password that does not decrypt', async () => {
    expect(
      envelopeOf(await logIn({ yhm: 'a', mm: encryptPassword(server.app, 'x'), xxdm: '99999' })).message,
    ).toBe('学校站点不存在');
    expect(envelopeOf(await logIn({ yhm: 'a', mm: 'not-a-ciphertext', xxdm: '10001' })).message).toBe(
      '密码解密失败，请刷新页面后重试',
    );
  });

  it('makes a staff account wait after 10 failures, whatever the address', async () => {
    const staff = await staffWithToken(server.app, '10001');
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        envelopeOf(
          await logIn({ yhm: staff.username, mm: encryptPassword(server.app, 'Wrong#123'), xxdm: '10001' }),
        ).code,
      ).toBe(400);
    const locked = await logIn({
      yhm: staff.username,
      mm: encryptPassword(server.app, staff.password),
      xxdm: '10001',
    });
    expect(envelopeOf(locked)).toMatchObject({
      code: 429,
      message: expect.stringContaining('登录失败次数过多') as string,
    });
  });
});

describe('staff sessions stand apart from employer sessions', () => {
  it('never takes an employer token for a staff token, nor the reverse', async () => {
    const employer = await createEmployer(server.app);
    const login = await logInEmployer(server.app, employer);
    expect(envelopeOf(await info(login.token)).code).toBe(42);

    const staff = await staffWithToken(server.app);
    const asEmployer = await server.app.inject({
      method: 'GET',
      url: '/com/dwyh/info',
      headers: { accesstoken: staff.token },
    });
    expect(envelopeOf(asEmployer).code).toBe(42);
  });

  it('ends at logout and answers code 42 after', async () => {
    const staff = await staffWithToken(server.app);
    const out = await server.app.inject({ method: 'POST', url: '/mgr/dl/logout', headers: staff.headers });
    expect(envelopeOf(out)).toMatchObject({ code: 200, message: '已退出登录' });
    expect(envelopeOf(await info(staff.token))).toMatchObject({
      code: 42,
      message: '登录已失效，请重新登录',
    });
  });

  it('ends after 12 hours', async () => {
    const staff = await staffWithToken(server.app);
    server.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect(envelopeOf(await info(staff.token)).code).toBe(42);
  });

  it('answers code 42 without a token', async () => {
    expect(envelopeOf(await server.app.inject({ method: 'GET', url: '/mgr/dl/info' })).code).toBe(42);
  });
});

describe('the demo school account', () => {
  it('is created once for a site without staff, and its printed password logs in', async () => {
    const demo = await startTestServer();
    try {
      const credentials = await seedDemoStaff(demo.app.db, demo.app.passwords, demo.clock.now());
      expect(credentials?.username).toBe('admin');
      const response = await postJson(
        demo.app,
        '/mgr/dl/login',
        { yhm: 'admin', mm: encryptPassword(demo.app, credentials!.password), xxdm: '00000' },
        { remoteAddress: freshAddress() },
      );
      expect(envelopeOf(response).code).toBe(200);
      await expect(seedDemoStaff(demo.app.db, demo.app.passwords, demo.clock.now())).resolves.toBeNull();
    } finally {
      await demo.close();
    }
  });
});
