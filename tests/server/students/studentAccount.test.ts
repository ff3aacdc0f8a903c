import type { FastifyInstance } from 'fastify';
import {
  STUDENT_ACCOUNT_MESSAGES,
  studentAccountPaths,
  studentPaths,
  type StudentAccountInfo,
} from '../../../contract/student';
import { passwordMessage } from '../../../ui/validators';
import { newId } from '../../../server/core/tokens';
import { CODE_WRONG } from '../../../server/sms/verificationCodes';
import { openStudentSession } from '../../../server/students/sessions';
import { encryptPassword, latestSmsCode, uniqueMobile } from '../support/employers';
import {
  envelopeOf,
  freshAddress,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from '../support/testServer';

const PASSWORD = 'Stu#Pass82';
const NEW_PASSWORD = 'Nw7%kRq4z';

let server: TestServer;
let app: FastifyInstance;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
});
afterAll(() => server.close());

/** A student of site 00000 with a real password and one open session. */
async function newStudent() {
  sequence += 1;
  const studentId = newId();
  const xh = `2088${String(sequence).padStart(6, '0')}`;
  await app.db
    .insertInto('students')
    .values({
      id: studentId,
      site_code: '00000',
      student_number: xh,
      name: '张同学',
      tags: '',
      password_hash: await app.passwords.hash(PASSWORD),
      created_at: server.clock.now(),
    })
    .execute();
  return { studentId, xh, token: await openStudentSession(app.db, server.clock.now(), studentId) };
}

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, cookies: { token } }).then((response) => envelopeOf(response));

const post = (url: string, body: unknown, token: string) =>
  postJson(app, url, body, { cookies: { token }, remoteAddress: freshAddress() }).then((response) =>
    envelopeOf(response),
  );

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  post(
    studentAccountPaths.changePassword,
    { jmm: encryptPassword(app, oldPassword), xmm: encryptPassword(app, newPassword) },
    token,
  );

const login = (xh: string, password: string) =>
  postForm(
    app,
    studentPaths.login,
    { username: `00000${xh}`, password: encryptPassword(app, password) },
    { remoteAddress: freshAddress() },
  ).then((response) => envelopeOf(response));

async function sendCode(token: string, sjhm: string) {
  // One code a minute per mobile.
  server.clock.advance(61_000);
  return post(studentAccountPaths.mobileCode, { sjhm }, token);
}

describe('the account (GET /stu/grzx/zh/info)', () => {
  it('answers the student number, name, school and no mobile before one is bound', async () => {
    const { xh, token } = await newStudent();
    expect(await get(studentAccountPaths.info, token)).toMatchObject({
      code: 200,
      result: { xh, xm: '张同学', xxdm: '00000', sjhm: '' } satisfies StudentAccountInfo,
    });
  });

  it('answers 4003 without a session', async () => {
    expect(envelopeOf(await app.inject({ method: 'GET', url: studentAccountPaths.info }))).toMatchObject({
      code: 4003,
    });
  });
});

describe('changing the password (POST /stu/grzx/zh/xgmm)', () => {
  it('refuses a wrong old password with a message, keeping the password', async () => {
    const { xh, token } = await newStudent();
    expect(await changePassword(token, 'Wrong#Pass9', NEW_PASSWORD)).toMatchObject({
      code: 400,
      message: STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong,
    });
    expect(await login(xh, PASSWORD)).toMatchObject({ code: 200 });
  });

  it('refuses a new password below the site level, the same password and a weak sequence', async () => {
    const { xh, token } = await newStudent();
    expect(await changePassword(token, PASSWORD, 'abcdefgh')).toMatchObject({
      code: 400,
      message: passwordMessage[3],
    });
    expect(await changePassword(token, PASSWORD, PASSWORD)).toMatchObject({
      code: 400,
      message: STUDENT_ACCOUNT_MESSAGES.samePassword,
    });
    expect(await changePassword(token, PASSWORD, 'Abc#12345')).toMatchObject({ code: 400 });
    expect(await login(xh, PASSWORD)).toMatchObject({ code: 200 });
  });

  it('follows the site level: level 2 accepts what level 3 refuses', async () => {
    const { token } = await newStudent();
    await app.db.updateTable('sites').set({ password_level: 2 }).where('code', '=', '00000').execute();
    try {
      expect(await changePassword(token, PASSWORD, 'kq7mzx9w')).toMatchObject({ code: 200 });
    } finally {
      await app.db.updateTable('sites').set({ password_level: 3 }).where('code', '=', '00000').execute();
    }
  });

  it('changes it: the new one logs in, other sessions end, this one and another student’s stay', async () => {
    const { studentId, xh, token } = await newStudent();
    const elsewhere = await openStudentSession(app.db, server.clock.now(), studentId);
    const other = await newStudent();
    expect(await changePassword(token, PASSWORD, NEW_PASSWORD)).toMatchObject({
      code: 200,
      message: '密码修改成功，其他设备上的登录已退出',
    });
    expect(await get(studentAccountPaths.info, token)).toMatchObject({ code: 200 });
    expect(await get(studentAccountPaths.info, elsewhere)).toMatchObject({ code: 4003 });
    expect(await get(studentAccountPaths.info, other.token)).toMatchObject({ code: 200 });
    expect(await login(xh, PASSWORD)).toMatchObject({ code: 4001 });
    expect(await login(xh, NEW_PASSWORD)).toMatchObject({ code: 200 });
  });

  it('unlinks the app devices linked with the old password, keeping the device of this session', async () => {
    const { studentId, token } = await newStudent();
    const other = await newStudent();
    const now = server.clock.now();
    await app.db
      .insertInto('student_app_links')
      .values([
        { device_id_hash: `old-${studentId}`, student_id: studentId, created_at: now },
        { device_id_hash: `this-${studentId}`, student_id: studentId, created_at: now },
        { device_id_hash: `other-${other.studentId}`, student_id: other.studentId, created_at: now },
      ])
      .execute();
    const appToken = await openStudentSession(app.db, now, studentId, `this-${studentId}`);
    expect(await changePassword(appToken, PASSWORD, NEW_PASSWORD)).toMatchObject({ code: 200 });
    const links = await app.db
      .selectFrom('student_app_links')
      .select('device_id_hash')
      .where('student_id', 'in', [studentId, other.studentId])
      .orderBy('device_id_hash')
      .execute();
    expect(links.map((link) => link.device_id_hash)).toEqual([
      `other-${other.studentId}`,
      `this-${studentId}`,
    ]);
    expect(await get(studentAccountPaths.info, token)).toMatchObject({ code: 4003 });
    expect(await get(studentAccountPaths.info, appToken)).toMatchObject({ code: 200 });
  });

  it('allows at most 10 old-password checks per session in 10 minutes', async () => {
    const { token } = await newStudent();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await changePassword(token, 'Wrong#Pass9', NEW_PASSWORD)).toMatchObject({ code: 400 });
    expect(await changePassword(token, PASSWORD, NEW_PASSWORD)).toMatchObject({ code: 429 });
    const fresh = await newStudent();
    expect(await changePassword(fresh.token, 'Wrong#Pass9', NEW_PASSWORD)).toMatchObject({ code: 400 });
  });
});

describe('binding the mobile (POST /stu/grzx/zh/sjhmyzm, /stu/grzx/zh/bdsj)', () => {
  it('sends a code to the new mobile and binds it with the code; the info shows it masked', async () => {
    const { token } = await newStudent();
    const mobile = uniqueMobile();
    expect(await sendCode(token, mobile)).toMatchObject({ code: 200, message: '验证码已发送' });
    const code = await latestSmsCode(app, mobile);
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    expect(await post(studentAccountPaths.bindMobile, { sjhm: mobile, yzm: code }, token)).toMatchObject({
      code: 200,
      result: { sjhm: masked },
    });
    expect(await get(studentAccountPaths.info, token)).toMatchObject({ result: { sjhm: masked } });
    expect(await sendCode(token, mobile)).toMatchObject({
      code: 400,
      message: STUDENT_ACCOUNT_MESSAGES.mobileUnchanged,
    });
  });

  it('refuses a malformed mobile, a wrong code, and a second code within the minute', async () => {
    const { token } = await newStudent();
    expect(await sendCode(token, '12345')).toMatchObject({ code: 400, message: '请输入正确的手机号码' });
    const mobile = uniqueMobile();
    await sendCode(token, mobile);
    expect(await post(studentAccountPaths.mobileCode, { sjhm: mobile }, token)).toMatchObject({ code: 429 });
    const code = await latestSmsCode(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post(studentAccountPaths.bindMobile, { sjhm: mobile, yzm: wrong }, token)).toMatchObject({
      code: 400,
      message: CODE_WRONG,
    });
    expect(await get(studentAccountPaths.info, token)).toMatchObject({ result: { sjhm: '' } });
  });

  it('binds only the calling student’s mobile; another student’s account is unchanged', async () => {
    const first = await newStudent();
    const second = await newStudent();
    const mobile = uniqueMobile();
    await sendCode(first.token, mobile);
    await post(
      studentAccountPaths.bindMobile,
      { sjhm: mobile, yzm: await latestSmsCode(app, mobile) },
      first.token,
    );
    expect(await get(studentAccountPaths.info, second.token)).toMatchObject({ result: { sjhm: '' } });
  });
});
