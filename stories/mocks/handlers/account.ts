import { http, HttpResponse, delay } from 'msw';
import {
  accountPaths,
  type AuthCodeLoginRequest,
  type ChangePasswordRequest,
  type CheckEmployerRequest,
  type CodeLoginRequest,
  type EmployerCandidate,
  type EmployerLoginResult,
  type EmployerMembership,
  type EmployerStanding,
  type FindEmployersRequest,
  type PasswordAppealResult,
  type PasswordLoginRequest,
  type RegisterRequest,
  type ResetCheckCodeRequest,
  type ResubmitRegistrationRequest,
  type ResetTicket,
  type SaveUserDetailsRequest,
  type SendCodeRequest,
  type SwitchEmployerRequest,
} from '../../../contract/account';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, isKnownCode } from '../../../contract/codeLists';
import type { Envelope } from '../../../contract/envelope';
import { LICENCE_BUCKET } from '../../../contract/files';
import { PASSWORD_PENDING_TOKEN, demoEmployer } from './session';

/**
 * Employer accounts (docs/api.md): one registered employer, mobile 13800000000, password
 * DEMO_PASSWORD, every SMS code DEMO_CODE. Passwords arrive RSA-OAEP encrypted under a key pair made
 * here on first use, and are decrypted as the server does, so a client that forgets to encrypt fails.
 * The WeChat and app logins and the user info live in ./session.ts.
 */
export const DEMO_MOBILE = '13800000000';
export const DEMO_PASSWORD = 'Zhaopin#2024';
export const DEMO_CODE = '246810';
/** A credit code passing the GB 32100 check, registered to the demo employer. */
export const DEMO_CREDIT_CODE = '91110108MA01HM2K7W';
export const DEMO_AUTH_CODE = 'demo-auth-code';
export const DEMO_TICKET: ResetTicket = { pzid: 'pz-demo-0001', sjhm: '138****0000' };

export const demoCandidate: EmployerCandidate = {
  dwid: demoEmployer.dwid,
  dwmc: demoEmployer.dwmc,
  tyshxydm: '9111**********2K7W',
  sjhm: '138****0000',
};

export const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
export const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

const demoLogin: EmployerLoginResult = { ...demoEmployer, tyshxydm: DEMO_CREDIT_CODE };

/** A branch the demo login also acts for (docs/api.md, GET /com/dwyh/dwlb). */
export const demoBranch: EmployerLoginResult = {
  token: 'demo-branch-token',
  dwid: 'dw0003',
  jbxxid: 'jb0003',
  dwmc: '示例科技（上海）有限公司',
  tyshxydm: '91310115MA1K4B7Q6L',
  xxdm: '00000',
};

/** The demo login's employers as the server lists them; the branch is current with the branch token. */
export function demoMemberships(token: string | null): EmployerMembership[] {
  return [demoLogin, demoBranch].map((employer) => ({
    dwid: employer.dwid,
    jbxxid: employer.jbxxid,
    dwmc: employer.dwmc,
    tyshxydm: `${employer.tyshxydm.slice(0, 4)}**********${employer.tyshxydm.slice(14)}`,
    zcxxdm: '00000',
    isCurrent: employer.dwid === (token === demoBranch.token ? demoBranch.dwid : demoLogin.dwid),
  }));
}

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

let keyPair: Promise<CryptoKeyPair> | null = null;

function mockKeyPair(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keyPair;
}

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** The mock server's public key (base64 SPKI), as GET /com/auth/getPubKey and /stu/security/getPubKey answer it. */
export async function mockPublicKey(): Promise<string> {
  return toBase64(await crypto.subtle.exportKey('spki', (await mockKeyPair()).publicKey));
}

/** The mock server's side of docs/api.md "Passwords in transit"; null when the text does not decrypt. */
export async function decryptMockPassword(cipher: string): Promise<string | null> {
  try {
    const bytes = Uint8Array.from(atob(cipher), (character) => character.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, (await mockKeyPair()).privateKey, bytes);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

const DECRYPT_FAILED = refuse(400, '密码解密失败，请刷新页面后重试');
const MOBILE_TAKEN = '该手机号已注册，请直接登录或找回密码';

/** The demo employer's registration at its school: passed (so the home shows no standing banner). */
export const demoStanding: EmployerStanding = {
  zt: '2',
  shyj: '',
  xxdm: '00000',
  dwmc: demoEmployer.dwmc,
  dwxz: '39',
  dwhy: '34',
  lxr: '王经理',
  yyzz: `${LICENCE_BUCKET}/202503/demo-licence.png`,
  tjsj: '2025-03-01 09:00:00',
};

let standing: EmployerStanding = demoStanding;

/**
 * Sets what GET /com/dwyh/shzt answers (a story's or a test's standing; reset with no argument). A
 * resubmission from '3' or '4' makes it pending, as the server does.
 */
export function setMockStanding(next: EmployerStanding = demoStanding): void {
  standing = next;
}

/** The field checks of registration and resubmission, in the server's words (docs/api.md). */
function registrationDetailsProblem(details: { dwxz: string; dwhy: string; yyzz: string }): string | null {
  if (details.dwxz === '') return '请选择单位性质';
  if (!isKnownCode(EMPLOYER_NATURES, details.dwxz)) return '单位性质不正确，请重新选择';
  if (details.dwhy === '') return '请选择单位行业';
  if (!isKnownCode(EMPLOYER_INDUSTRIES, details.dwhy)) return '单位行业不正确，请重新选择';
  if (details.yyzz === '') return '请上传营业执照';
  if (!details.yyzz.startsWith(`${LICENCE_BUCKET}/`)) return '营业执照图片无效，请重新上传';
  return null;
}

export const accountHandlers = [
  http.get(accountPaths.publicKey, async () => HttpResponse.json(ok(await mockPublicKey()))),
  http.post(accountPaths.passwordLogin, async ({ request }) => {
    const { sjhm, mm } = (await request.json()) as PasswordLoginRequest;
    const password = await decryptMockPassword(mm);
    if (password === null) return HttpResponse.json(DECRYPT_FAILED);
    if (sjhm !== DEMO_MOBILE || password !== DEMO_PASSWORD)
      return HttpResponse.json(refuse(400, '手机号或密码错误'));
    return HttpResponse.json(ok(demoLogin, '登录成功'));
  }),
  http.post(accountPaths.loginCode, async ({ request }) => {
    const { sjhm } = (await request.json()) as SendCodeRequest;
    if (sjhm !== DEMO_MOBILE) return HttpResponse.json(refuse(400, '该手机号尚未注册单位账号'));
    return HttpResponse.json(ok(null, '验证码已发送'));
  }),
  http.post(accountPaths.codeLogin, async ({ request }) => {
    const { sjhm, yzm } = (await request.json()) as CodeLoginRequest;
    if (sjhm !== DEMO_MOBILE || yzm !== DEMO_CODE) return HttpResponse.json(refuse(400, '验证码错误'));
    return HttpResponse.json(ok(demoLogin, '登录成功'));
  }),
  http.post(accountPaths.authCodeLogin, async ({ request }) => {
    const { code, xxdm } = (await request.json()) as AuthCodeLoginRequest;
    if (code !== DEMO_AUTH_CODE)
      return HttpResponse.json(refuse(400, '授权码无效或已过期，请从原系统重新进入'));
    return HttpResponse.json(ok({ ...demoLogin, xxdm }, '授权登录成功'));
  }),
  http.get(accountPaths.employerList, ({ request }) => {
    const token = request.headers.get('accessToken');
    return HttpResponse.json(token === null ? SESSION_INVALID : ok(demoMemberships(token)));
  }),
  http.post(accountPaths.switchEmployer, async ({ request }) => {
    if (request.headers.get('accessToken') === null) return HttpResponse.json(SESSION_INVALID);
    const { dwid } = (await request.json()) as SwitchEmployerRequest;
    const target = [demoLogin, demoBranch].find((employer) => employer.dwid === dwid);
    if (target === undefined) return HttpResponse.json(refuse(404, '单位信息不存在'));
    return HttpResponse.json(ok(target, `已切换至${target.dwmc}`));
  }),
  http.post(accountPaths.saveUserDetails, async ({ request }) => {
    if (request.headers.get('accessToken') === null) return HttpResponse.json(SESSION_INVALID);
    const body = (await request.json()) as SaveUserDetailsRequest;
    const details = { xm: body.xm.trim(), zw: body.zw.trim(), yx: body.yx.trim(), gddh: body.gddh.trim() };
    if (details.xm === '') return HttpResponse.json(refuse(400, '请输入姓名'));
    return HttpResponse.json(ok(details, '保存成功'));
  }),
  http.post(accountPaths.registrationCode, async ({ request }) => {
    const { sjhm } = (await request.json()) as SendCodeRequest;
    if (sjhm === DEMO_MOBILE) return HttpResponse.json(refuse(409, MOBILE_TAKEN));
    return HttpResponse.json(ok(null, '验证码已发送'));
  }),
  http.post(accountPaths.register, async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if ((await decryptMockPassword(body.mm)) === null) return HttpResponse.json(DECRYPT_FAILED);
    if (body.tyshxydm === DEMO_CREDIT_CODE)
      return HttpResponse.json(refuse(409, '该统一社会信用代码已注册，请直接登录或找回密码'));
    if (body.sjhm === DEMO_MOBILE) return HttpResponse.json(refuse(409, MOBILE_TAKEN));
    const detailsProblem = registrationDetailsProblem(body);
    if (detailsProblem !== null) return HttpResponse.json(refuse(400, detailsProblem));
    if (body.yzm !== DEMO_CODE) return HttpResponse.json(refuse(400, '验证码错误'));
    await delay(300);
    return HttpResponse.json(
      ok<EmployerLoginResult>(
        {
          token: 'new-employer-token',
          dwid: 'dw0002',
          jbxxid: 'jb0002',
          dwmc: body.dwmc,
          tyshxydm: body.tyshxydm,
          xxdm: body.xxdm,
        },
        '注册成功',
      ),
    );
  }),
  http.get(accountPaths.standing, ({ request }) =>
    HttpResponse.json(request.headers.get('accessToken') === null ? SESSION_INVALID : ok(standing)),
  ),
  http.post(accountPaths.resubmit, async ({ request }) => {
    if (request.headers.get('accessToken') === null) return HttpResponse.json(SESSION_INVALID);
    const body = (await request.json()) as ResubmitRegistrationRequest;
    if (standing.zt !== '3' && standing.zt !== '4')
      return HttpResponse.json(
        refuse(400, `当前状态为“${standing.zt === '1' ? '待审核' : '已通过'}”，不能重新提交审核`),
      );
    const problem = body.lxr.trim() === '' ? '请输入联系人' : registrationDetailsProblem(body);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    await delay(300);
    standing = { ...standing, ...body, lxr: body.lxr.trim(), zt: '1', tjsj: '2025-03-20 10:00:00' };
    return HttpResponse.json(ok(standing, '已重新提交，请等待学校审核'));
  }),
  http.post(accountPaths.changePassword, async ({ request }) => {
    const { ymm, xmm } = (await request.json()) as ChangePasswordRequest;
    // A user without a password yet (mmdsz) sends no 原密码.
    if (request.headers.get('accessToken') === PASSWORD_PENDING_TOKEN) {
      if (ymm !== '') return HttpResponse.json(refuse(400, '尚未设置密码，无需填写原密码'));
      if ((await decryptMockPassword(xmm)) === null) return HttpResponse.json(DECRYPT_FAILED);
      return HttpResponse.json(ok(null, '密码设置成功，请使用手机号和新密码登录'));
    }
    const [oldPassword, newPassword] = await Promise.all([
      decryptMockPassword(ymm),
      decryptMockPassword(xmm),
    ]);
    if (oldPassword === null || newPassword === null) return HttpResponse.json(DECRYPT_FAILED);
    if (oldPassword !== DEMO_PASSWORD) return HttpResponse.json(refuse(400, '原密码错误'));
    return HttpResponse.json(ok(null, '密码修改成功，其他设备上的登录已退出'));
  }),
  http.post(accountPaths.forgotFindEmployers, async ({ request }) => {
    const { zh } = (await request.json()) as FindEmployersRequest;
    const found = zh === DEMO_MOBILE || zh.toUpperCase() === DEMO_CREDIT_CODE;
    return HttpResponse.json(found ? ok([demoCandidate]) : ok<EmployerCandidate[]>([], '未找到注册单位'));
  }),
  http.post(accountPaths.forgotCheckEmployer, async ({ request }) => {
    const { dwmc, tyshxydm } = (await request.json()) as CheckEmployerRequest;
    if (dwmc !== demoEmployer.dwmc || tyshxydm !== DEMO_CREDIT_CODE)
      return HttpResponse.json(refuse(400, '单位名称或统一社会信用代码不正确'));
    return HttpResponse.json(ok(DEMO_TICKET));
  }),
  http.post(accountPaths.forgotSendCode, () =>
    HttpResponse.json(ok(null, `验证码已发送至 ${DEMO_TICKET.sjhm}`)),
  ),
  http.post(accountPaths.forgotCheckCode, async ({ request }) => {
    const { yzm } = (await request.json()) as ResetCheckCodeRequest;
    return HttpResponse.json(yzm === DEMO_CODE ? ok(null, '验证成功') : refuse(400, '验证码错误'));
  }),
  http.post(accountPaths.forgotResetPassword, async ({ request }) => {
    const { mm } = (await request.json()) as { mm: string };
    if ((await decryptMockPassword(mm)) === null) return HttpResponse.json(DECRYPT_FAILED);
    return HttpResponse.json(ok(null, '密码重置成功，请使用新密码登录'));
  }),
  http.post(accountPaths.passwordAppeal, () =>
    HttpResponse.json(ok<PasswordAppealResult>({ ssid: 'ss-0001' }, '申诉已提交，学校审核后将与您联系')),
  ),
];
