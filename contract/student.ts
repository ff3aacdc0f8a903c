// Student login and profile. The student token travels in cookie `token` (HttpOnly, 1 day).

export const studentPaths = {
  login: '/stu/checklogin',
  publicKey: '/stu/security/getPubKey',
  logout: '/stu/logout',
  profile: '/stu/grzx/syxx/info',
} as const;

/**
 * POST /stu/checklogin, form-encoded. `username` is the school code (5 digits) followed by the
 * student number; `password` is RSA-OAEP (SHA-256) ciphertext in base64 (key from
 * GET /stu/security/getPubKey).
 */
export type StudentLoginRequest = { username: string; password: string };

export type StudentLoginResult = { token: string; xxdm: string; name: string };

/** Result of GET /stu/grzx/syxx/info. */
export type StudentProfile = {
  name: string;
  /** Comma-separated tags. */
  tags: string;
  schoolCode: string;
};

/** The student app's device login (spec sections 3 and 7). */
export const studentAppPaths = {
  token: '/stu/tysj/tri/getAppToken',
  unbind: '/stu/tysj/tri/unbindAppAccount',
} as const;

/**
 * GET /stu/tysj/tri/getAppToken (query). With `xh` + `pwd` (encrypted like /stu/checklogin's password)
 * the device is linked to that student of school `xxdm` and logged in; with `deviceId` alone a linked
 * device logs in directly (`xxdm`, when given, must be the student's school).
 */
export type StudentAppTokenRequest = { deviceId: string; xxdm?: string; xh?: string; pwd?: string };

/** '1': logged in (token also set as cookie `token`); '0': the device is not linked (no token). */
export type StudentAppTokenResult =
  { isRelated: '1'; token: string; xxdm: string; name: string } | { isRelated: '0'; xxdm: string };

/** GET /stu/tysj/tri/unbindAppAccount (cookie `token`): `deviceId` unlinks that device, none unlinks all. */
export type StudentAppUnbindRequest = { deviceId?: string };

/**
 * The student's account (账号, /sc/zhsz): the account's facts, the password and the bound mobile.
 * Passwords travel encrypted like /stu/checklogin's (key from GET /stu/security/getPubKey).
 */
export const studentAccountPaths = {
  info: '/stu/grzx/zh/info',
  changePassword: '/stu/grzx/zh/xgmm',
  mobileCode: '/stu/grzx/zh/sjhmyzm',
  bindMobile: '/stu/grzx/zh/bdsj',
} as const;

/** GET /stu/grzx/zh/info: 学号, 姓名, 学校代码 and the bound mobile masked (138****5678; '' when none). */
export type StudentAccountInfo = { xh: string; xm: string; xxdm: string; sjhm: string };

/** POST /stu/grzx/zh/xgmm (JSON): 旧密码 and 新密码, both encrypted. Other sessions end; this one stays. */
export type StudentChangePasswordRequest = { jmm: string; xmm: string };

/** POST /stu/grzx/zh/sjhmyzm (JSON): a code to the new mobile. */
export type StudentMobileCodeRequest = { sjhm: string };

/** POST /stu/grzx/zh/bdsj (JSON): binds the mobile the code went to; answers it masked. */
export type StudentBindMobileRequest = { sjhm: string; yzm: string };
export type StudentBoundMobile = { sjhm: string };

/** The account's refusals the screen places at a field (code 400). */
export const STUDENT_ACCOUNT_MESSAGES = {
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  mobileUnchanged: '该手机号已绑定到您的账号',
} as const;
