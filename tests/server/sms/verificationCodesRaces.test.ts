import { seedDemoData } from '../../../server/demo/seed';
import { consumeCode, issueCode } from '../../../server/sms/verificationCodes';
import {
  createEmployer,
  encryptPassword,
  latestSmsCode,
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
let student: { username: string; password: string };

beforeAll(async () => {
  server = await startTestServer();
  // The demo seed only runs on an empty database: before any employer is created.
  const demo = await seedDemoData(server.app.db, server.app.passwords, server.clock.now());
  if (demo === null) throw new Error('demo data was not seeded');
  student = demo.student;
});
afterAll(() => server.close());

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const WRONG = '验证码错误';
const VOID = '验证码已失效，请重新获取';

const sendCode = (sjhm: string) =>
  postJson(server.app, '/com/dwdl/hqdlyzm', { sjhm, xxdm: '00000' }, { remoteAddress: freshAddress() });
const codeLogin = (sjhm: string, yzm: string) =>
  postJson(server.app, '/com/dwdl/dlyzmjy', { sjhm, yzm, xxdm: '00000' }, { remoteAddress: freshAddress() });

async function employerWithCode(): Promise<{ target: TestEmployer; code: string }> {
  const target = await createEmployer(server.app);
  expect(envelopeOf(await sendCode(target.mobile)).code).toBe(200);
  return { target, code: await latestSmsCode(server.app, target.mobile) };
}

describe('verification code guesses under concurrency', () => {
  it('compares at most 5 of 20 parallel wrong guesses, then refuses the right code', async () => {
    const { target, code } = await employerWithCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => envelopeOf(await codeLogin(target.mobile, wrong)).message),
    );
    expect(answers.filter((message) => message === WRONG)).toHaveLength(5);
    expect(answers.filter((message) => message === VOID)).toHaveLength(15);
    expect(envelopeOf(await codeLogin(target.mobile, code))).toMatchObject({ code: 400, message: VOID });
    const stored = await server.app.db
      .selectFrom('sms_codes')
      .select('failed_attempts')
      .where('mobile', '=', target.mobile)
      .executeTakeFirstOrThrow();
    expect(stored.failed_attempts).toBe(5);
  });

  it('compares at most 5 of 20 wrong guesses started together in the service', async () => {
    // Straight calls interleave their queries on SQLite too (requests through inject may not).
    const { target, code } = await employerWithCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        consumeCode(server.app, target.mobile, 'login', wrong).then(
          () => 'accepted',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(answers.filter((message) => message === WRONG)).toHaveLength(5);
    expect(answers.filter((message) => message === VOID)).toHaveLength(15);
    await expect(consumeCode(server.app, target.mobile, 'login', code)).rejects.toMatchObject({
      message: VOID,
    });
  });

  it('lets only one of two right guesses started together in the service use the code', async () => {
    const { target, code } = await employerWithCode();
    const answers = await Promise.all(
      [0, 1].map(() =>
        consumeCode(server.app, target.mobile, 'login', code).then(
          () => 'accepted',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(answers.sort()).toEqual(['accepted', VOID].sort());
  });

  it('still accepts the right code after 4 wrong guesses', async () => {
    const { target, code } = await employerWithCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < 4; guess += 1) {
      expect(envelopeOf(await codeLogin(target.mobile, wrong)).message).toBe(WRONG);
    }
    expect(envelopeOf(await codeLogin(target.mobile, code))).toMatchObject({ code: 200 });
  });

  it('lets only one of two parallel right guesses log in', async () => {
    const { target, code } = await employerWithCode();
    const answers = await Promise.all([codeLogin(target.mobile, code), codeLogin(target.mobile, code)]);
    const envelopes = answers.map((response) => envelopeOf(response));
    expect(envelopes.filter((envelope) => envelope.code === 200)).toHaveLength(1);
    expect(envelopes.filter((envelope) => envelope.message === VOID)).toHaveLength(1);
  });
});

describe('daily cap on codes per mobile', () => {
  it('sends 10 codes in any 24 hours, whatever the purpose, then refuses until the oldest leaves', async () => {
    const target = await createEmployer(server.app);
    const start = server.clock.now();
    // One every 2 minutes, so each leaves the window a minute before the next one does.
    for (let sent = 0; sent < 9; sent += 1) {
      expect(envelopeOf(await sendCode(target.mobile)).code).toBe(200);
      server.clock.advance(2 * MINUTE);
    }
    // Another purpose counts against the same cap.
    await issueCode(server.app, target.mobile, 'register');
    server.clock.advance(2 * MINUTE);
    const refused = { code: 429, result: null, message: '今日获取验证码次数已达上限，请明天再试' };
    expect(envelopeOf(await sendCode(target.mobile))).toEqual(refused);
    await expect(issueCode(server.app, target.mobile, 'reset')).rejects.toMatchObject({
      message: '今日获取验证码次数已达上限，请明天再试',
    });

    // Rolling window: the first code (sent at `start`) leaves it exactly 24 hours later.
    server.clock.advance(start + DAY - 1 - server.clock.now());
    expect(envelopeOf(await sendCode(target.mobile))).toEqual(refused);
    server.clock.advance(1);
    expect(envelopeOf(await sendCode(target.mobile))).toMatchObject({ code: 200, message: '验证码已发送' });
    server.clock.advance(MINUTE);
    expect(envelopeOf(await sendCode(target.mobile))).toEqual(refused);

    // Other mobiles are not affected.
    const other = await createEmployer(server.app);
    expect(envelopeOf(await sendCode(other.mobile)).code).toBe(200);
  });
});

describe('failed-login limit under concurrency', () => {
  it('lets only 10 of 20 parallel wrong employer passwords be checked', async () => {
    const target = await createEmployer(server.app);
    const body = { sjhm: target.mobile, mm: encryptPassword(server.app, 'Wrong#Pass9'), xxdm: '00000' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await postJson(server.app, '/com/dwdl/dlmmjy', body, {
          remoteAddress: freshAddress(),
        });
        return envelopeOf(response);
      }),
    );
    expect(answers.filter((envelope) => envelope.message === '手机号或密码错误')).toHaveLength(10);
    expect(answers.filter((envelope) => envelope.code === 429)).toHaveLength(10);
    const right = await postJson(
      server.app,
      '/com/dwdl/dlmmjy',
      { ...body, mm: encryptPassword(server.app, TEST_PASSWORD) },
      { remoteAddress: freshAddress() },
    );
    expect(envelopeOf(right)).toMatchObject({ code: 429, message: '登录失败次数过多，请 1 秒后再试' });
  });

  it('lets only 10 of 20 parallel wrong student passwords be checked', async () => {
    const { username, password } = student;
    const login = (attempt: string) =>
      postForm(
        server.app,
        '/stu/checklogin',
        { username, password: encryptPassword(server.app, attempt) },
        { remoteAddress: freshAddress() },
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => envelopeOf(await login('Wrong#Pass9')).message),
    );
    expect(answers.filter((message) => message === '用户名或密码错误')).toHaveLength(10);
    expect(answers.filter((message) => message.startsWith('登录失败次数过多'))).toHaveLength(10);
    expect(envelopeOf(await login(password)).message).toBe('登录失败次数过多，请 15 分钟后再试');

    // After the window a right password logs in and clears the count.
    server.clock.advance(15 * MINUTE + 1);
    expect(envelopeOf(await login(password)).code).toBe(200);
    expect(envelopeOf(await login('Wrong#Pass9')).message).toBe('用户名或密码错误');
  });
});
