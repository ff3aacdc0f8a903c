import type { SystemConfig } from '../../../contract/site';
import type { StudentLoginResult, StudentProfile } from '../../../contract/student';
import { seedDemoData, DEMO_STUDENT } from '../../../server/demo/seed';
import { encryptPassword } from '../support/employers';
import {
  envelopeOf,
  freshAddress,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from '../support/testServer';

let server: TestServer;
let username: string;
let password: string;

beforeAll(async () => {
  server = await startTestServer();
  const demo = await seedDemoData(server.app.db, server.app.passwords, server.clock.now());
  if (demo === null) throw new Error('demo data was not seeded');
  ({ username, password } = demo.student);
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

const login = (fields: Record<string, string>, remoteAddress = freshAddress()) =>
  postForm(server.app, '/stu/checklogin', fields, { remoteAddress });

async function loggedIn() {
  const response = await login({ username, password: encryptPassword(server.app, password) });
  const envelope = envelopeOf<StudentLoginResult>(response);
  expect(envelope.code).toBe(200);
  return { response, token: envelope.result.token };
}

const profile = (cookies: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/stu/grzx/syxx/info', cookies });

describe('student login (POST /stu/checklogin, form-encoded)', () => {
  it('logs in with school code + student number and sets an HttpOnly, SameSite=Lax, 1-day cookie', async () => {
    const { response, token } = await loggedIn();
    expect(envelopeOf(response)).toMatchObject({
      code: 200,
      message: '登录成功',
      result: { xxdm: DEMO_STUDENT.siteCode, name: DEMO_STUDENT.name },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'token');
    expect(cookie).toMatchObject({ value: token, path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 86400 });
  });

  it('refuses a JSON body with HTTP 415', async () => {
    const response = await postJson(server.app, '/stu/checklogin', { username, password: 'x' });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response).message).toContain('application/x-www-form-urlencoded');
  });

  it.each([
    [{ password: 'x' }, '参数 username 不能为空'],
    [{ username: 'x' }, '参数 password 不能为空'],
    [{ username: '', password: 'x' }, '参数 username 不能为空'],
  ])('names the missing field: %j', async (fields, message) => {
    expect(envelopeOf(await login(fields))).toEqual({ code: 400, result: null, message });
  });

  it.each([
    ['a wrong password', () => username, 'Wrong#Pass9'],
    ['an unknown student number', () => `${DEMO_STUDENT.siteCode}1999999999`, 'Wrong#Pass9'],
    ['a username without a student number', () => DEMO_STUDENT.siteCode, 'Wrong#Pass9'],
  ])('answers %s with code 4001', async (_label, name, attempt) => {
    const response = await login({ username: name(), password: encryptPassword(server.app, attempt) });
    expect(envelopeOf(response)).toEqual({ code: 4001, result: null, message: '用户名或密码错误' });
  });

  it('answers code 4003 without a student token and after 1 day', async () => {
    expect(envelopeOf(await profile())).toEqual({
      code: 4003,
      result: null,
      message: '登录已失效，请重新登录',
    });
    const { token } = await loggedIn();
    expect(envelopeOf(await profile({ token })).code).toBe(200);
    server.clock.advance(DAY);
    expect(envelopeOf(await profile({ token })).code).toBe(4003);
  });
});

describe('student profile (GET /stu/grzx/syxx/info)', () => {
  it('answers name, comma-separated tags and school code', async () => {
    const { token } = await loggedIn();
    expect(envelopeOf<StudentProfile>(await profile({ token }))).toEqual({
      code: 200,
      message: '成功',
      result: { name: DEMO_STUDENT.name, tags: DEMO_STUDENT.tags, schoolCode: DEMO_STUDENT.siteCode },
    });
  });
});

describe('student logout (POST /stu/logout)', () => {
  it('revokes the token and clears the cookie', async () => {
    const { token } = await loggedIn();
    const response = await server.app.inject({ method: 'POST', url: '/stu/logout', cookies: { token } });
    expect(envelopeOf(response)).toMatchObject({ code: 200, message: '已退出登录' });
    const cleared = response.cookies.find((candidate) => candidate.name === 'token');
    expect(cleared?.value).toBe('');
    expect(envelopeOf(await profile({ token })).code).toBe(4003);
  });

  it('succeeds without a session', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/stu/logout' });
    expect(envelopeOf(response).code).toBe(200);
  });
});

describe('system config for a student (POST /pub/hqpz)', () => {
  it('follows the student’s site (here 10001) when the token comes in header accessToken', async () => {
    await server.app.db
      .insertInto('sites')
      .values({
        code: '10001',
        name: '示例大学',
        theme_color: '#a61b29',
        template_id: '2',
        password_level: 2,
        tag_push: 1,
        salary_types: '月薪',
        chat_enabled: 0,
        chat_path: '',
        wechat_app_id: 'wx-demo',
        is_main: 0,
        created_at: server.clock.now(),
      })
      .execute();
    await server.app.db.updateTable('students').set({ site_code: '10001' }).execute();
    const moved = await login({
      username: `10001${DEMO_STUDENT.studentNumber}`,
      password: encryptPassword(server.app, password),
    });
    const { token } = envelopeOf<StudentLoginResult>(moved).result;
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/hqpz',
      headers: { accessToken: token },
    });
    expect(envelopeOf<SystemConfig>(response).result).toEqual({
      pwdlevel: 2,
      tagpush: '1',
      zpgwxzfs: '月薪',
      open_chat: '0',
      chat_path: '',
      xxdm: '10001',
    });
  });
});
