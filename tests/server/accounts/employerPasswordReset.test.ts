import type { EmployerCandidate, EmployerInfo, ResetTicket } from '../../../contract/account';
import {
  createEmployer,
  encryptPassword,
  latestSmsCode,
  logInEmployer,
  TEST_PASSWORD,
  type TestEmployer,
} from '../support/employers';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Zt5$wNq8r';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(server.app, url, body, { remoteAddress: freshAddress(), headers });

const info = (token: string) =>
  server.app.inject({ method: 'GET', url: '/com/dwyh/info', headers: { accessToken: token } });

async function ticketFor(employer: TestEmployer): Promise<string> {
  const response = await post('/com/dwwjmm/jydwxx', {
    dwid: employer.dwid,
    dwmc: employer.name,
    tyshxydm: employer.creditCode,
    xxdm: '00000',
  });
  return envelopeOf<ResetTicket>(response).result.pzid;
}

async function verifiedTicketFor(employer: TestEmployer): Promise<string> {
  const pzid = await ticketFor(employer);
  expect(envelopeOf(await post('/com/dwwjmm/hqyzm', { pzid })).code).toBe(200);
  const yzm = await latestSmsCode(server.app, employer.mobile);
  expect(envelopeOf(await post('/com/dwwjmm/jyyzm', { pzid, yzm }))).toMatchObject({ code: 200 });
  return pzid;
}

describe('forgot password (/com/dwwjmm/…)', () => {
  it('finds the employer by mobile or credit code, masked', async () => {
    const employer = await createEmployer(server.app);
    const masked: EmployerCandidate = {
      dwid: employer.dwid,
      dwmc: employer.name,
      tyshxydm: `${employer.creditCode.slice(0, 4)}**********${employer.creditCode.slice(14)}`,
      sjhm: `${employer.mobile.slice(0, 3)}****${employer.mobile.slice(7)}`,
    };
    const byMobile = await post('/com/dwwjmm/cxdw', { zh: employer.mobile });
    const byCode = await post('/com/dwwjmm/cxdw', { zh: employer.creditCode.toLowerCase() });
    expect(envelopeOf(byMobile)).toEqual({ code: 200, message: '成功', result: [masked] });
    expect(envelopeOf(byCode).result).toEqual([masked]);
  });

  it('answers an empty list when nothing matches, and refuses other input', async () => {
    expect(envelopeOf(await post('/com/dwwjmm/cxdw', { zh: '13000000000' }))).toEqual({
      code: 200,
      result: [],
      message: '未找到注册单位',
    });
    expect(envelopeOf(await post('/com/dwwjmm/cxdw', { zh: 'abc' }))).toMatchObject({
      code: 400,
      message: '请输入注册手机号或统一社会信用代码',
    });
    expect(envelopeOf(await post('/com/dwwjmm/cxdw', {}))).toMatchObject({
      code: 400,
      message: '参数 zh 不能为空',
    });
  });

  it('resets the password through every step, ends all sessions, and the new password logs in', async () => {
    const employer = await createEmployer(server.app);
    const before = await logInEmployer(server.app, employer);

    const check = await post('/com/dwwjmm/jydwxx', {
      dwid: employer.dwid,
      dwmc: employer.name,
      tyshxydm: employer.creditCode,
      xxdm: '00000',
    });
    const ticket = envelopeOf<ResetTicket>(check).result;
    expect(ticket.sjhm).toBe(`${employer.mobile.slice(0, 3)}****${employer.mobile.slice(7)}`);

    const send = await post('/com/dwwjmm/hqyzm', { pzid: ticket.pzid });
    expect(envelopeOf(send).message).toBe(`验证码已发送至 ${ticket.sjhm}`);
    const yzm = await latestSmsCode(server.app, employer.mobile);
    expect(envelopeOf(await post('/com/dwwjmm/jyyzm', { pzid: ticket.pzid, yzm })).message).toBe('验证成功');

    const reset = await post('/com/dwwjmm/czmm', {
      pzid: ticket.pzid,
      mm: encryptPassword(server.app, NEW_PASSWORD),
    });
    expect(envelopeOf(reset)).toEqual({ code: 200, result: null, message: '密码重置成功，请使用新密码登录' });

    expect(envelopeOf(await info(before.token)).code).toBe(42);
    await expect(logInEmployer(server.app, employer)).rejects.toThrow('手机号或密码错误');
    await expect(logInEmployer(server.app, { ...employer, password: NEW_PASSWORD })).resolves.toMatchObject({
      dwid: employer.dwid,
    });
    // The ticket is spent.
    const again = await post('/com/dwwjmm/czmm', {
      pzid: ticket.pzid,
      mm: encryptPassword(server.app, 'Qp4%hTr7w'),
    });
    expect(envelopeOf(again)).toMatchObject({ code: 400, message: '找回密码已超时，请重新开始' });
  });

  it('refuses employer info that does not match, including another employer’s name', async () => {
    const employer = await createEmployer(server.app);
    const other = await createEmployer(server.app);
    const attempts = [
      { dwid: employer.dwid, dwmc: other.name, tyshxydm: employer.creditCode },
      { dwid: employer.dwid, dwmc: employer.name, tyshxydm: other.creditCode },
      { dwid: 'no-such-employer', dwmc: employer.name, tyshxydm: employer.creditCode },
    ];
    for (const attempt of attempts) {
      expect(envelopeOf(await post('/com/dwwjmm/jydwxx', { ...attempt, xxdm: '00000' }))).toEqual({
        code: 400,
        result: null,
        message: '单位名称或统一社会信用代码不正确',
      });
    }
  });

  it('will not reset before the code is checked', async () => {
    const employer = await createEmployer(server.app);
    const pzid = await ticketFor(employer);
    const reset = await post('/com/dwwjmm/czmm', { pzid, mm: encryptPassword(server.app, NEW_PASSWORD) });
    expect(envelopeOf(reset)).toMatchObject({ code: 400, message: '请先完成短信验证码校验' });
  });

  it('applies the password rules to the new password', async () => {
    const employer = await createEmployer(server.app);
    const pzid = await verifiedTicketFor(employer);
    const reset = await post('/com/dwwjmm/czmm', { pzid, mm: encryptPassword(server.app, 'abc12345') });
    expect(envelopeOf(reset)).toMatchObject({
      code: 400,
      message: '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类',
    });
  });

  it('expires the ticket after 15 minutes', async () => {
    const employer = await createEmployer(server.app);
    const pzid = await verifiedTicketFor(employer);
    server.clock.advance(15 * 60 * 1000);
    const reset = await post('/com/dwwjmm/czmm', { pzid, mm: encryptPassword(server.app, NEW_PASSWORD) });
    expect(envelopeOf(reset)).toMatchObject({ code: 400, message: '找回密码已超时，请重新开始' });
  });

  it.each([
    ['/com/dwwjmm/hqyzm', { pzid: 'forged' }],
    ['/com/dwwjmm/jyyzm', { pzid: 'forged', yzm: '123456' }],
    ['/com/dwwjmm/czmm', { pzid: 'forged', mm: 'x' }],
  ])('%s refuses an unknown ticket', async (url, body) => {
    expect(envelopeOf(await post(url, body))).toMatchObject({
      code: 400,
      message: '找回密码已超时，请重新开始',
    });
  });

  it('stores a password appeal', async () => {
    const employer = await createEmployer(server.app);
    const response = await post('/com/dwwjmm/mmss', {
      dwmc: employer.name,
      tyshxydm: employer.creditCode,
      lxr: '钱七',
      lxfs: '0571-88886666',
      ssly: '原手机号已停用',
      xxdm: '00000',
    });
    const envelope = envelopeOf<{ ssid: string }>(response);
    expect(envelope).toMatchObject({ code: 200, message: '申诉已提交，学校审核后将与您联系' });
    const stored = await server.app.db
      .selectFrom('password_appeals')
      .selectAll()
      .where('id', '=', envelope.result.ssid)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      credit_code: employer.creditCode,
      reason: '原手机号已停用',
      status: 'pending',
    });
  });

  it.each([
    [{ ssly: '' }, '参数 ssly 不能为空'],
    [{ tyshxydm: '123' }, '统一社会信用代码应为18位'],
    [{ ssly: "'; drop table x --" }, "申诉理由：存在非法字符'、drop、--，请重新输入！"],
  ])('validates the appeal: %j', async (overrides, message) => {
    const body = {
      dwmc: '某单位',
      tyshxydm: '91110108MA01HM2K7W',
      lxr: '钱七',
      lxfs: '13900000000',
      ssly: '原手机号已停用',
      xxdm: '00000',
      ...overrides,
    };
    expect(envelopeOf(await post('/com/dwwjmm/mmss', body))).toMatchObject({ code: 400, message });
  });
});

describe('a password reset or change ends the WeChat and app-device links too', () => {
  /** Links a device with mobile and password, as the app does once. */
  async function linkDevice(employer: TestEmployer, deviceId: string) {
    const linked = await post('/com/dwdl/dwappdl', {
      deviceId,
      sjhm: employer.mobile,
      mm: encryptPassword(server.app, employer.password),
      xxdm: '00000',
    });
    expect(envelopeOf<{ isRelated: string }>(linked).result.isRelated).toBe('1');
  }
  const deviceLogin = async (deviceId: string) =>
    envelopeOf<{ isRelated: string }>(await post('/com/dwdl/dwappdl', { deviceId, xxdm: '00000' })).result
      .isRelated;

  it('after a reset the linked device must log in with the new password again', async () => {
    const employer = await createEmployer(server.app);
    await linkDevice(employer, 'reset-device');
    expect(await deviceLogin('reset-device')).toBe('1');
    const pzid = await verifiedTicketFor(employer);
    await post('/com/dwwjmm/czmm', { pzid, mm: encryptPassword(server.app, NEW_PASSWORD) });
    expect(await deviceLogin('reset-device')).toBe('0');
  });

  it('after a change too, while the session making it stays', async () => {
    const employer = await createEmployer(server.app);
    await linkDevice(employer, 'change-device');
    const current = await logInEmployer(server.app, employer);
    await post(
      '/com/zhsz/xgmm',
      { ymm: encryptPassword(server.app, TEST_PASSWORD), xmm: encryptPassword(server.app, NEW_PASSWORD) },
      { accessToken: current.token },
    );
    expect(await deviceLogin('change-device')).toBe('0');
    expect(envelopeOf(await info(current.token)).code).toBe(200);
  });
});

describe('employer info (POST /com/glxj/getdwxx)', () => {
  it('answers the logged-in employer’s basic info', async () => {
    const employer = await createEmployer(server.app);
    const { token } = await logInEmployer(server.app, employer);
    const response = await post('/com/glxj/getdwxx', {}, { accessToken: token });
    const envelope = envelopeOf<EmployerInfo>(response);
    expect(envelope).toMatchObject({
      code: 200,
      result: {
        dwid: employer.dwid,
        jbxxid: employer.jbxxid,
        dwmc: employer.name,
        tyshxydm: employer.creditCode,
        lxr: '张三',
        zcxxdm: '00000',
      },
    });
    expect(envelope.result.zcsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers another employer’s id exactly like an unknown id', async () => {
    const employer = await createEmployer(server.app);
    const other = await createEmployer(server.app);
    const { token } = await logInEmployer(server.app, employer);
    const foreign = await post('/com/glxj/getdwxx', { dwid: other.dwid }, { accessToken: token });
    const unknown = await post('/com/glxj/getdwxx', { dwid: 'f'.repeat(32) }, { accessToken: token });
    expect(envelopeOf(foreign)).toEqual({ code: 404, result: null, message: '单位信息不存在' });
    expect(envelopeOf(unknown)).toEqual(envelopeOf(foreign));
    expect(
      envelopeOf(await post('/com/glxj/getdwxx', { dwid: employer.dwid }, { accessToken: token })).code,
    ).toBe(200);
  });

  it('answers code 42 without a session', async () => {
    expect(envelopeOf(await post('/com/glxj/getdwxx', {})).code).toBe(42);
  });
});

describe('change password (POST /com/zhsz/xgmm)', () => {
  it('changes the password and ends the other sessions only', async () => {
    const employer = await createEmployer(server.app);
    const current = await logInEmployer(server.app, employer);
    const other = await logInEmployer(server.app, employer);
    const response = await post(
      '/com/zhsz/xgmm',
      { ymm: encryptPassword(server.app, TEST_PASSWORD), xmm: encryptPassword(server.app, NEW_PASSWORD) },
      { accessToken: current.token },
    );
    expect(envelopeOf(response)).toEqual({
      code: 200,
      result: null,
      message: '密码修改成功，其他设备上的登录已退出',
    });
    expect(envelopeOf(await info(current.token)).code).toBe(200);
    expect(envelopeOf(await info(other.token)).code).toBe(42);
    await expect(logInEmployer(server.app, { ...employer, password: NEW_PASSWORD })).resolves.toBeDefined();
  });

  it('limits old-password checks per session, whatever the address', async () => {
    const employer = await createEmployer(server.app);
    const { token } = await logInEmployer(server.app, employer);
    const guess = async () =>
      envelopeOf(
        await post(
          '/com/zhsz/xgmm',
          { ymm: encryptPassword(server.app, 'Wrong#Pass9'), xmm: encryptPassword(server.app, NEW_PASSWORD) },
          { accessToken: token },
        ),
      );
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await guess()).toMatchObject({ message: '原密码错误' });
    expect(await guess()).toMatchObject({
      code: 429,
      message: expect.stringContaining('操作过于频繁') as string,
    });
  });

  it.each([
    ['a wrong old password', 'Wrong#Pass9', NEW_PASSWORD, '原密码错误'],
    ['the same password', TEST_PASSWORD, TEST_PASSWORD, '新密码不能与原密码相同'],
    ['a weak new password', TEST_PASSWORD, 'aaa12345', '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类'],
  ])('refuses %s', async (_label, oldPassword, newPassword, message) => {
    const employer = await createEmployer(server.app);
    const { token } = await logInEmployer(server.app, employer);
    const response = await post(
      '/com/zhsz/xgmm',
      { ymm: encryptPassword(server.app, oldPassword), xmm: encryptPassword(server.app, newPassword) },
      { accessToken: token },
    );
    expect(envelopeOf(response)).toMatchObject({ code: 400, message });
  });
});
