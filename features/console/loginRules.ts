import { SCHOOL_CODE_PATTERN } from '../../contract/site';

/** The console's login form (学校代码, 用户名, 密码): its checks, and where a refusal belongs. */
export type StaffLoginValues = { xxdm: string; yhm: string; mm: string };
export type StaffLoginField = keyof StaffLoginValues;

const schoolCodePattern = new RegExp(SCHOOL_CODE_PATTERN);
export const USERNAME_LIMIT = 50;

export function schoolCodeProblem(value: string): string | null {
  const code = value.trim();
  if (code === '') return '请输入学校代码';
  return schoolCodePattern.test(code) ? null : '学校代码为5位数字';
}

export function usernameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return '请输入用户名';
  return [...name].length > USERNAME_LIMIT ? `用户名不能超过${USERNAME_LIMIT}个字` : null;
}

export function passwordProblem(value: string): string | null {
  return value === '' ? '请输入密码' : null;
}

/**
 * The field a refusal of POST /mgr/dl/login is about, or null when it is about the whole attempt
 * ('用户名或密码错误' names the pair on purpose; a lockout, a network failure).
 */
export function loginRefusalField(message: string): StaffLoginField | null {
  if (message === '学校站点不存在' || message.startsWith('参数 xxdm')) return 'xxdm';
  if (message.startsWith('参数 yhm')) return 'yhm';
  return null;
}

/**
 * The school code the form starts with: the one this browser last logged in with, else the main
 * site's, else nothing (the person types it).
 */
export function initialSchoolCode(lastUsed: string | null, mainSite: string | null | undefined): string {
  return lastUsed ?? mainSite ?? '';
}

/**
 * Where a login goes: the console page named in ?redirect when it is one (a path of this app, never
 * another origin or the login itself), else the home.
 */
export function loginDestination(redirect: string | null, loginPath: string, homePath: string): string {
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return homePath;
  const pathname = redirect.split(/[?#]/)[0] ?? '';
  return pathname === loginPath ? homePath : redirect;
}

/** The login page asked to come back to `returnTo` afterwards. */
export function loginPathFor(loginPath: string, returnTo: string | null, homePath: string): string {
  return returnTo === null || returnTo === homePath || returnTo.split(/[?#]/)[0] === loginPath
    ? loginPath
    : `${loginPath}?redirect=${encodeURIComponent(returnTo)}`;
}
