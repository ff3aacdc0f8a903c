import type { EmployerLoginResult, EmployerStanding, RegisterRequest } from '../../../contract/account';
import { chinaDateTime } from '../../../contract/chinaTime';
import type { Message } from '../../../contract/messages';
import { employerReviewWorkflow } from '../../../contract/workflow';
import { maskMobile } from '../../../server/core/masking';
import { attachedPaths } from '../../../server/files';
import { DEFAULT_RULES, saveSiteRules } from '../../../server/site';
import { historyOf } from '../../../server/workflow';
import { createEmployer, encryptPassword, uniqueCreditCode } from '../support/employers';
import { postRegistration, readyRegistration as readyFor, uploadLicence } from '../support/registration';
import {
  envelopeOf,
  freshAddress,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STRONG_PASSWORD = 'Rq8#vLm2x';

const sendCode = (sjhm: string) =>
  postJson(server.app, '/com/dwzc/hqzcyzm', { sjhm, xxdm: '00000' }, { remoteAddress: freshAddress() });

/** The browser that uploaded the licence of the registration under way (its upload-owner cookie). */
let browserCookies: Record<string, string> = {};
const register = (body: Partial<RegisterRequest>) => postRegistration(server.app, body, browserCookies);

/**
 * A complete registration for a new mobile, its code already sent and read from the outbox and its
 * licence uploaded by the browser that will register.
 */
async function readyRegistration(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
  const { body, cookies } = await readyFor(server.app, overrides, STRONG_PASSWORD);
  browserCookies = cookies;
  return body;
}

/** A licence path of the right shape that no upload has. */
const UNKNOWN_LICENCE = 'yyzz/202501/0123456789abcdef0123456789abcdef.png';

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
      dwxz: '39',
      dwhy: '34',
      yyzz: UNKNOWN_LICENCE,
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
    ['no nature', { dwxz: '' }, '请选择单位性质'],
    ['a nature off the code list', { dwxz: '77' }, '单位性质不正确，请重新选择'],
    ['no industry', { dwhy: ' ' }, '请选择单位行业'],
    ['an industry off the code list', { dwhy: '99' }, '单位行业不正确，请重新选择'],
    ['no licence', { yyzz: '' }, '请上传营业执照'],
    ['a licence that is no stored path', { yyzz: '../../etc/passwd' }, '营业执照图片无效，请重新上传'],
    [
      'a feedback image as the licence',
      { yyzz: 'wtfk/202501/0123456789abcdef0123456789abcdef.png' },
      '营业执照图片无效，请重新上传',
    ],
    ['a licence nobody uploaded', {}, '营业执照图片无效，请重新上传'],
  ])('refuses %s', async (_label, overrides, message) => {
    const body = {
      dwmc: '单位',
      tyshxydm: uniqueCreditCode(),
      lxr: '联系人',
      sjhm: '13900001111',
      yzm: '123456',
      mm: encryptPassword(server.app, STRONG_PASSWORD),
      xxdm: '00000',
      dwxz: '39',
      dwhy: '34',
      yyzz: UNKNOWN_LICENCE,
      ...overrides,
    };
    expect(envelopeOf(await register(body))).toMatchObject({ code: 400, message });
  });

  it.each([
    ['dwxz', '请选择单位性质'],
    ['dwhy', '请选择单位行业'],
    ['yyzz', '请上传营业执照'],
  ] as const)('asks for %s when it is absent', async (field, message) => {
    const body = await readyRegistration();
    delete (body as Partial<RegisterRequest>)[field];
    expect(envelopeOf(await register(body))).toEqual({ code: 400, result: null, message });
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

describe('registration under the school’s review', () => {
  const standingOf = (token: string) =>
    server.app.inject({ method: 'GET', url: '/com/dwyh/shzt', headers: { accesstoken: token } });

  it('stores nature, industry and licence, claims the licence and stands pending at the site', async () => {
    const body = await readyRegistration({ dwxz: '31', dwhy: '22', lxr: ' 钱七 ' });
    const { result } = envelopeOf<EmployerLoginResult>(await register(body));
    expect(envelopeOf<EmployerStanding>(await standingOf(result.token)).result).toEqual({
      zt: '1',
      shyj: '',
      xxdm: '00000',
      dwmc: body.dwmc,
      dwxz: '31',
      dwhy: '22',
      lxr: '钱七',
      yyzz: body.yyzz,
      tjsj: chinaDateTime(server.clock.now()),
    });
    expect(await attachedPaths(server.app.db, { kind: 'employer', id: result.dwid })).toEqual([body.yyzz]);
    const history = await historyOf(server.app.db, employerReviewWorkflow, 'employer', result.dwid, '00000');
    expect(history).toEqual([
      expect.objectContaining({ dz: 'create', yzt: '', xzt: '1', czrlx: '1', czr: maskMobile(body.sjhm) }),
    ]);
  });

  it('refuses a licence another browser uploaded, without spending the code', async () => {
    const body = await readyRegistration();
    const ownCookies = browserCookies;
    browserCookies = {};
    expect(envelopeOf(await register(body))).toEqual({
      code: 400,
      result: null,
      message: '营业执照图片无效，请重新上传',
    });
    // Another browser, with an upload-owner cookie of its own, cannot take it either.
    browserCookies = (await uploadLicence(server.app)).cookies;
    expect(envelopeOf(await register(body)).message).toBe('营业执照图片无效，请重新上传');
    // The code is still good for the browser that uploaded the licence.
    browserCookies = ownCookies;
    expect(envelopeOf(await register(body)).code).toBe(200);
  });

  it('refuses a licence another employer already holds', async () => {
    const first = await readyRegistration();
    const firstCookies = browserCookies;
    expect(envelopeOf(await register(first)).code).toBe(200);
    const second = await readyRegistration({ yyzz: first.yyzz });
    browserCookies = firstCookies;
    expect(envelopeOf(await register(second))).toMatchObject({
      code: 400,
      message: '营业执照图片无效，请重新上传',
    });
  });

  it('passes at once where the site does not review registrations: the system’s pass is recorded and told', async () => {
    await saveSiteRules(server.app.db, server.clock.now(), '00000', {
      ...DEFAULT_RULES,
      employerReview: 'auto',
    });
    try {
      const body = await readyRegistration();
      const { result } = envelopeOf<EmployerLoginResult>(await register(body));
      expect(envelopeOf<EmployerStanding>(await standingOf(result.token)).result.zt).toBe('2');
      const history = await historyOf(
        server.app.db,
        employerReviewWorkflow,
        'employer',
        result.dwid,
        '00000',
      );
      expect(history.map(({ dz, yzt, xzt, czrlx, czr }) => ({ dz, yzt, xzt, czrlx, czr }))).toEqual([
        { dz: 'create', yzt: '', xzt: '1', czrlx: '1', czr: maskMobile(body.sjhm) },
        { dz: 'pass', yzt: '1', xzt: '2', czrlx: '3', czr: '系统' },
      ]);
      const inbox = await server.app.inject({
        method: 'GET',
        url: '/com/xxzx/list',
        headers: { accesstoken: result.token },
      });
      expect(envelopeOf<{ records: Message[] }>(inbox).result.records).toEqual([
        expect.objectContaining({ bt: `单位注册已通过：${body.dwmc}`, dxlx: 'employer', dxid: result.dwid }),
      ]);
    } finally {
      await saveSiteRules(server.app.db, server.clock.now(), '00000', DEFAULT_RULES);
    }
  });
});
