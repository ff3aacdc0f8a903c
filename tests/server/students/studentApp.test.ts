import type { StudentAppTokenResult } from '../../../contract/student';
import { redactUrl } from '../../../server/core/http/logRedaction';
import { newId } from '../../../server/core/tokens';
import { encryptPassword } from '../support/employers';
import { envelopeOf, freshAddress, postForm, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
const DAY = 24 * 60 * 60 * 1000;
const SCHOOL = '10001';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let sequence = 0;

/** A student of SCHOOL (or another school) with its own number and password. */
async function createStudent(siteCode = SCHOOL) {
  sequence += 1;
  const student = {
    id: newId(),
    siteCode,
    number: `2024${String(sequence).padStart(6, '0')}`,
    name: `学生${sequence}`,
    password: `Xs#${sequence}pass9`,
  };
  await server.app.db
    .insertInto('students')
    .values({
      id: student.id,
      site_code: siteCode,
      student_number: student.number,
      name: student.name,
      tags: '',
      password_hash: await server.app.passwords.hash(student.password),
      created_at: server.clock.now(),
    })
    .execute();
  return student;
}

type Student = Awaited<ReturnType<typeof createStudent>>;

let deviceSequence = 0;
const newDevice = () => `device-${process.pid}-${(deviceSequence += 1)}`;

function getAppToken(query: Record<string, string>, remoteAddress = freshAddress()) {
  return server.app.inject({
    method: 'GET',
    url: `/stu/tysj/tri/getAppToken?${new URLSearchParams(query).toString()}`,
    remoteAddress,
  });
}

const withPassword = (student: Student, deviceId: string, password = student.password) => ({
  deviceId,
  xxdm: student.siteCode,
  xh: student.number,
  pwd: encryptPassword(server.app, password),
});

async function link(student: Student, deviceId: string) {
  const envelope = envelopeOf<StudentAppTokenResult>(await getAppToken(withPassword(student, deviceId)));
  if (envelope.result.isRelated !== '1') throw new Error(`not linked: ${envelope.message}`);
  return envelope.result.token;
}

/** A browser login (no device): its session is not the app's. */
async function webLogin(student: Student) {
  const answer = await postForm(
    server.app,
    '/stu/checklogin',
    {
      username: `${student.siteCode}${student.number}`,
      password: encryptPassword(server.app, student.password),
    },
    { remoteAddress: freshAddress() },
  );
  return envelopeOf<{ token: string }>(answer).result.token;
}

const profile = (token: string) =>
  server.app.inject({ method: 'GET', url: '/stu/grzx/syxx/info', cookies: { token } });

const unbind = (token: string, deviceId?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/stu/tysj/tri/unbindAppAccount${deviceId === undefined ? '' : `?deviceId=${deviceId}`}`,
    cookies: { token },
    remoteAddress: freshAddress(),
  });

describe('GET /stu/tysj/tri/getAppToken', () => {
  it('answers isRelated 0 and no token for a device that is not linked', async () => {
    const response = await getAppToken({ deviceId: newDevice(), xxdm: SCHOOL });
    expect(envelopeOf(response)).toEqual({
      code: 200,
      message: '成功',
      result: { isRelated: '0', xxdm: SCHOOL },
    });
    expect(response.cookies).toEqual([]);
  });

  it('links the device with xh + pwd and logs in: token, isRelated 1, xxdm, cookie, not cacheable', async () => {
    const student = await createStudent();
    const response = await getAppToken(withPassword(student, newDevice()));
    const envelope = envelopeOf<StudentAppTokenResult>(response);
    expect(envelope).toMatchObject({
      code: 200,
      message: '登录成功',
      result: { isRelated: '1', xxdm: SCHOOL, name: student.name, token: expect.any(String) as string },
    });
    const token = envelope.result.isRelated === '1' ? envelope.result.token : '';
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((cookie) => cookie.name === 'token')).toMatchObject({
      value: token,
      httpOnly: true,
      maxAge: 86400,
    });
    expect(envelopeOf(await profile(token))).toMatchObject({ code: 200, result: { name: student.name } });
  });

  it('logs a linked device in with the device id alone, a new session each time', async () => {
    const student = await createStudent();
    const deviceId = newDevice();
    const first = await link(student, deviceId);

    const again = envelopeOf<StudentAppTokenResult>(await getAppToken({ deviceId, xxdm: SCHOOL }));
    expect(again.result).toMatchObject({ isRelated: '1', xxdm: SCHOOL, name: student.name });
    const second = again.result.isRelated === '1' ? again.result.token : '';
    expect(second).not.toBe(first);
    expect(envelopeOf(await profile(second))).toMatchObject({ code: 200 });
    // Without xxdm too (the app may have lost the school code with the expired token).
    expect(envelopeOf(await getAppToken({ deviceId })).result).toMatchObject({
      isRelated: '1',
      xxdm: SCHOOL,
    });
  });

  it('does not log a device in at another school than its student', async () => {
    const student = await createStudent();
    const deviceId = newDevice();
    await link(student, deviceId);
    expect(envelopeOf(await getAppToken({ deviceId, xxdm: '10002' })).result).toEqual({
      isRelated: '0',
      xxdm: '10002',
    });
  });

  it('refuses a wrong password with 4001 and links nothing', async () => {
    const student = await createStudent();
    const deviceId = newDevice();
    const response = await getAppToken(withPassword(student, deviceId, 'Wrong#Pass9'));
    expect(envelopeOf(response)).toEqual({ code: 4001, result: null, message: '用户名或密码错误' });
    expect(envelopeOf(await getAppToken({ deviceId, xxdm: SCHOOL })).result).toEqual({
      isRelated: '0',
      xxdm: SCHOOL,
    });
  });

  it('moves a device to the student who last proved the password on it', async () => {
    const [first, second] = [await createStudent(), await createStudent()];
    const deviceId = newDevice();
    await link(first, deviceId);
    await link(second, deviceId);
    expect(envelopeOf(await getAppToken({ deviceId })).result).toMatchObject({ name: second.name });
  });

  it.each([
    [{ xxdm: SCHOOL }, '参数 deviceId 不能为空'],
    [{ deviceId: '', xxdm: SCHOOL }, '参数 deviceId 不能为空'],
    [{ deviceId: 'd', xxdm: SCHOOL, xh: '2024000001' }, '参数 pwd 不能为空'],
    [{ deviceId: 'd', xxdm: SCHOOL, pwd: 'x' }, '参数 xh 不能为空'],
    [{ deviceId: 'd', xh: '2024000001', pwd: 'x' }, '参数 xxdm 不能为空'],
    [{ deviceId: 'd', xxdm: '1' }, '参数 xxdm 格式不正确'],
  ])('names the field at fault: %j', async (query, message) => {
    expect(envelopeOf(await getAppToken(query))).toEqual({ code: 400, result: null, message });
  });

  it('shares the failed-login count with /stu/checklogin', async () => {
    const student = await createStudent();
    for (let i = 0; i < 10; i += 1) {
      const failed = await getAppToken(withPassword(student, newDevice(), 'Wrong#Pass9'));
      expect(envelopeOf(failed).code).toBe(4001);
    }
    const web = await postForm(
      server.app,
      '/stu/checklogin',
      {
        username: `${student.siteCode}${student.number}`,
        password: encryptPassword(server.app, student.password),
      },
      { remoteAddress: freshAddress() },
    );
    expect(envelopeOf(web).message).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
    server.clock.advance(16 * 60 * 1000);
    expect(envelopeOf(await getAppToken(withPassword(student, newDevice()))).code).toBe(200);
  });

  it('limits one address to 30 calls a minute', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i += 1) {
      expect(envelopeOf(await getAppToken({ deviceId: newDevice() }, address)).code).toBe(200);
    }
    expect(envelopeOf(await getAppToken({ deviceId: newDevice() }, address)).code).toBe(429);
  });
});

describe('an expired app session answers 400301', () => {
  it('while the device is linked, so the app logs in again with it', async () => {
    const student = await createStudent();
    const deviceId = newDevice();
    const token = await link(student, deviceId);
    server.clock.advance(DAY);

    expect(envelopeOf(await profile(token))).toEqual({
      code: 400301,
      result: null,
      message: '登录已过期，正在重新登录',
    });
    // What the client then does: the device id alone gives a working token.
    const renewed = envelopeOf<StudentAppTokenResult>(await getAppToken({ deviceId, xxdm: SCHOOL }));
    const fresh = renewed.result.isRelated === '1' ? renewed.result.token : '';
    expect(envelopeOf(await profile(fresh))).toMatchObject({ code: 200 });
  });

  it('but 4003 for an unlinked device, a web login, and a logged-out app session', async () => {
    const student = await createStudent();
    const unlinked = newDevice();
    const unlinkedToken = await link(student, unlinked);
    expect(envelopeOf(await unbind(unlinkedToken, unlinked))).toMatchObject({ code: 200 });

    const web = await webLogin(student);

    const loggedOut = await link(student, newDevice());
    await server.app.inject({ method: 'POST', url: '/stu/logout', cookies: { token: loggedOut } });

    server.clock.advance(DAY);
    for (const token of [unlinkedToken, web, loggedOut]) {
      expect(envelopeOf(await profile(token))).toMatchObject({ code: 4003 });
    }
  });
});

describe('GET /stu/tysj/tri/unbindAppAccount', () => {
  it('needs a student session', async () => {
    expect(envelopeOf(await unbind('no-such-token'))).toMatchObject({ code: 4003 });
  });

  it('unlinks the named device only, and only the student’s own', async () => {
    const [student, other] = [await createStudent(), await createStudent()];
    const [phone, tablet, othersPhone] = [newDevice(), newDevice(), newDevice()];
    await link(student, phone);
    const token = await link(student, tablet);
    await link(other, othersPhone);

    expect(envelopeOf(await unbind(token, phone))).toEqual({ code: 200, result: null, message: '解绑成功' });
    expect(envelopeOf(await unbind(token, othersPhone))).toMatchObject({ code: 200 });

    expect(envelopeOf(await getAppToken({ deviceId: phone })).result).toMatchObject({ isRelated: '0' });
    expect(envelopeOf(await getAppToken({ deviceId: tablet })).result).toMatchObject({ isRelated: '1' });
    expect(envelopeOf(await getAppToken({ deviceId: othersPhone })).result).toMatchObject({
      isRelated: '1',
      name: other.name,
    });
  });

  it('logs the unlinked device out at once, and only that device', async () => {
    const student = await createStudent();
    const [phone, tablet] = [newDevice(), newDevice()];
    const phoneToken = await link(student, phone);
    const tabletToken = await link(student, tablet);
    const web = await webLogin(student);

    expect(envelopeOf(await unbind(tabletToken, phone))).toMatchObject({ code: 200 });

    expect(envelopeOf(await profile(phoneToken))).toMatchObject({ code: 4003 });
    expect(envelopeOf(await profile(tabletToken))).toMatchObject({ code: 200 });
    expect(envelopeOf(await profile(web))).toMatchObject({ code: 200 });
  });

  it('without deviceId unlinks every device of the student and logs each out, not the web login', async () => {
    const student = await createStudent();
    const other = await createStudent();
    const [phone, tablet, othersPhone] = [newDevice(), newDevice(), newDevice()];
    const token = await link(student, phone);
    const tabletToken = await link(student, tablet);
    const othersToken = await link(other, othersPhone);
    const web = await webLogin(student);

    expect(envelopeOf(await unbind(token))).toMatchObject({ code: 200 });
    for (const deviceId of [phone, tablet]) {
      expect(envelopeOf(await getAppToken({ deviceId })).result).toMatchObject({ isRelated: '0' });
    }
    for (const ended of [token, tabletToken]) {
      expect(envelopeOf(await profile(ended))).toMatchObject({ code: 4003 });
    }
    expect(envelopeOf(await profile(web))).toMatchObject({ code: 200 });
    expect(envelopeOf(await profile(othersToken))).toMatchObject({ code: 200 });
  });
});

describe('request logs', () => {
  it('redact credential query values (getAppToken is a GET)', () => {
    expect(redactUrl('/stu/tysj/tri/getAppToken?deviceId=abc&xxdm=10001&xh=2024&pwd=c2VjcmV0%3D')).toBe(
      '/stu/tysj/tri/getAppToken?deviceId=[redacted]&xxdm=10001&xh=2024&pwd=[redacted]',
    );
    expect(redactUrl('/pub/file/preview?path=wtfk%2Fa.png')).toBe('/pub/file/preview?path=wtfk%2Fa.png');
    expect(redactUrl('/stu/grzx/syxx/info')).toBe('/stu/grzx/syxx/info');
  });
});
