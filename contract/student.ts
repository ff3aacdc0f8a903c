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
