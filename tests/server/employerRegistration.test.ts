import type { EmployerLoginResult, RegisterRequest } from '../../contract/account';
import {
  createEmployer,
  encryptPassword,
  latestSmsCode,
  uniqueCreditCode,
  uniqueMobile,
} from './support/employers';
import {
  envelopeOf,
  freshAddress,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STRONG_PASSWORD = 'Rq8#vLm2x';

const sendCode = (sjhm: string) =>
  postJson(server.app, '/com/dwzc/hqzcyzm', { sjhm, xxdm: '00000' }, { remoteAddress: freshAddress() });
const register = (body: Partial<RegisterRequest>) =>
  postJson(server.app, '/com/dwzc/zc', body, { remoteAddress: freshAddress() });

/** A complete registration for a new mobile, its code already sent and read from the outbox. */
async function readyRegistration(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
  const sjhm = overrides.sjhm ?? uniqueMobile();
  expect(envelopeOf(await sendCode(sjhm))).toMatchObject({ code: 200, message: '验证码已发送' });
  return {
    dwmc: '杭州测试网络科技有限公司',
    tyshxydm: uniqueCreditCode(),
    lxr: '赵六',
    sjhm,
    yzm: await latestSmsCode(server.app, sjhm),
    mm: encryptPassword(server.app, STRONG_PASSWORD),
    xxdm: '00000',
    ...overrides,
  };
}

describe('registration (POST /com/dwzc/hqzcyzm, /com/dwzc/zc)', () => {
  it('registers, logs in, and the new account logs in with its password', async () => {
    const body = await readyRegistration();
    const envelope = envelopeOf<EmployerLoginResult>(await register(body));
    expect(envelope).toMatchObject({
      code: 200,
      message: '注册成功',
      result: { dwmc: body.dwmc, tyshxydm: body.tyshxydm, xxdm: '00000' },
    });
    const info = await server.app.inject({
      method: 'GET',
      url: '/com/dwyh/info',
      headers: { accessToken: envelope.result.token },
    });
    expect(envelopeOf(info)).toMatchObject({ code: 200, result: { dwid: envelope.result.dwid } });
    const login = await postJson(server.app, '/com/dwdl/dlmmjy', {
      sjhm: body.sjhm,
      mm: encryptPassword(server.app, STRONG_PASSWORD),
      xxdm: '00000',
    });
    expect(envelopeOf(login)).toMatchObject({ code: 200, result: { dwid: envelope.result.dwid } });
  });

  it('stores the credit code in upper case', async () => {
    const code = uniqueCreditCode();
    const body = await readyRegistration({ tyshxydm: ` ${code.toLowerCase()} ` });
    expect(envelopeOf<EmployerLoginResult>(await register(body)).result.tyshxydm).toBe(code);
  });

  it.each([
    ['dwmc', '参数 dwmc 不能为空'],
    ['tyshxydm', '参数 tyshxydm 不能为空'],
    ['lxr', '参数 lxr 不能为空'],
    ['sjhm', '参数 sjhm 不能为空'],
    ['yzm', '参数 yzm 不能为空'],
    ['mm', '参数 mm 不能为空'],
    ['xxdm', '参数 xxdm 不能为空'],
  ] as const)('names the missing field %s', async (field, message) => {
    const body: Partial<RegisterRequest> = {
      dwmc: '单位',
      tyshxydm: uniqueCreditCode(),
      lxr: '联系人',
      sjhm: '13900001111',
      yzm: '123456',
      mm: 'x',
      xxdm: '00000',
    };
    delete body[field];
    expect(envelopeOf(await register(body))).toEqual({ code: 400, result: null, message });
  });

  it.each([
    ['a credit code of the wrong length', { tyshxydm: '91330106' }, '统一社会信用代码应为18位'],
    [
      'a credit code with a wrong check character',
      { tyshxydm: '91110108MA01HM2K7X' },
      '统一社会信用代码格式错误',
    ],
    ['a malformed mobile', { sjhm: '1234' }, '请输入正确的手机号码'],
    ['a name with SQL words', { dwmc: 'drop table 单位' }, '单位名称：存在非法字符drop，请重新输入！'],
    ['a blank contact', { lxr: '   ' }, '请输入联系人'],
    ['an unknown site', { xxdm: '99999' }, '学校站点不存在'],
    ['a malformed code', { yzm: '12345' }, '参数 yzm 格式不正确'],
  ])('refuses %s', async (_label, overrides, message) => {
    const body = {
      dwmc: '单位',
      tyshxydm: uniqueCreditCode(),
      lxr: '联系人',
      sjhm: '13900001111',
      yzm: '123456',
      mm: encryptPassword(server.app, STRONG_PASSWORD),
      xxdm: '00000',
      ...overrides,
    };
    expect(envelopeOf(await register(body))).toMatchObject({ code: 400, message });
  });

  it.each([
    ['too short for level 3', 'Ab1#xyz', '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类'],
    ['only two classes', 'abcdefgh12', '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类'],
    ['three identical characters', 'Kx7#mmmq9', '存在连续三位相同的字母或数字，密码强度较弱，请重新设置'],
    ['three ascending characters', 'Kx7#abc9Q', '存在三位连续的字母或数字，密码强度较弱，请重新设置'],
    ['non-English characters', 'Kx7#mPq9中', '密码只能输入英文字符，请重新输入'],
  ])('refuses a password that is %s with the forms’ message', async (_label, password, message) => {
    const body = await readyRegistration({ mm: encryptPassword(server.app, password) });
    expect(envelopeOf(await register(body))).toMatchObject({ code: 400, message });
  });

  it('follows the site’s password level', async () => {
    await server.app.db.updateTable('sites').set({ password_level: 4 }).where('code', '=', '00000').execute();
    try {
      const body = await readyRegistration({ mm: encryptPassword(server.app, 'Rq8vLm2xw') });
      expect(envelopeOf(await register(body))).toMatchObject({
        code: 400,
        message: '8-20位，包含数字/大写字母/小写字母/特殊符号中的四类',
      });
    } finally {
      await server.app.db
        .updateTable('sites')
        .set({ password_level: 3 })
        .where('code', '=', '00000')
        .execute();
    }
  });

  it('refuses a registered credit code and a registered mobile with clear messages', async () => {
    const existing = await createEmployer(server.app);
    const sameCode = await readyRegistration({ tyshxydm: existing.creditCode });
    expect(envelopeOf(await register(sameCode))).toEqual({
      code: 409,
      result: null,
      message: '该统一社会信用代码已注册，请直接登录或找回密码',
    });
    expect(envelopeOf(await sendCode(existing.mobile))).toEqual({
      code: 409,
      result: null,
      message: '该手机号已注册，请直接登录或找回密码',
    });
  });

  it('refuses a wrong code, and the code cannot register twice', async () => {
    const body = await readyRegistration();
    const wrong = body.yzm === '000000' ? '000001' : '000000';
    expect(envelopeOf(await register({ ...body, yzm: wrong }))).toMatchObject({
      code: 400,
      message: '验证码错误',
    });
    expect(envelopeOf(await register(body)).code).toBe(200);
    const again = await register({ ...body, tyshxydm: uniqueCreditCode() });
    expect(envelopeOf(again)).toMatchObject({ code: 409, message: '该手机号已注册，请直接登录或找回密码' });
  });

  it('refuses an expired code', async () => {
    const body = await readyRegistration();
    server.clock.advance(5 * 60 * 1000 + 1);
    expect(envelopeOf(await register(body))).toMatchObject({
      code: 400,
      message: '验证码已失效，请重新获取',
    });
  });

  it('refuses form-encoded registration with HTTP 415', async () => {
    const response = await postForm(server.app, '/com/dwzc/zc', { dwmc: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('limits registrations per IP to 20 an hour', async () => {
    const attempt = () => postJson(server.app, '/com/dwzc/zc', {}, { remoteAddress: '192.168.7.7' });
    for (let index = 0; index < 20; index += 1) expect(envelopeOf(await attempt()).code).toBe(400);
    expect(envelopeOf(await attempt()).code).toBe(429);
  });
});
