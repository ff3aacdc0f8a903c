import { DEFAULT_SCHOOL_CODE, SCHOOL_CODE_PATTERN } from '../../contract/site';
import { studentPages, type StudentPortalLayout } from '../../contract/studentPortal';

/** The student login form (学校代码, 学号, 密码): its checks, the username it sends, where it goes after. */
export type StudentLoginValues = { xxdm: string; xh: string; mm: string };

const schoolCodePattern = new RegExp(SCHOOL_CODE_PATTERN);
/** POST /stu/checklogin takes a username of at most 40 characters: 5 for the school, the rest the number. */
export const STUDENT_NUMBER_LIMIT = 35;

export function schoolCodeProblem(value: string): string | null {
  const code = value.trim();
  if (code === '') return '请输入学校代码';
  return schoolCodePattern.test(code) ? null : '学校代码为5位数字';
}

export function studentNumberProblem(value: string): string | null {
  const number = value.trim();
  if (number === '') return '请输入学号';
  return number.length > STUDENT_NUMBER_LIMIT ? `学号不能超过${STUDENT_NUMBER_LIMIT}位` : null;
}

export function passwordProblem(value: string): string | null {
  return value === '' ? '请输入密码' : null;
}

/** Spec section 3: the login's username is the school code followed by the student number. */
export function studentUsername(xxdm: string, xh: string): string {
  return `${xxdm.trim()}${xh.trim()}`;
}

/**
 * The school the login is for: a valid ?xxdm= of the address (a school's link names it), else the
 * school this browser's student last logged in at, else the main site's, else 00000 (spec section 1).
 */
export function loginSchoolCode(
  queryXxdm: string | null,
  lastSchool: string | null,
  mainSite: string | null,
): string {
  if (queryXxdm !== null && schoolCodePattern.test(queryXxdm)) return queryXxdm;
  return lastSchool || mainSite || DEFAULT_SCHOOL_CODE;
}

/** The session's source cookie ('from'): which of the portal's layouts the student logged in through. */
export function loginSource(layout: StudentPortalLayout): string {
  return layout === 'phone' ? 'mobile' : 'sc';
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/**
 * Where a login goes: the portal page its ?redirect names when it is one (a path of the portal, never
 * another origin, the login or the registration page), else the home.
 */
export function loginDestination(redirect: string | null): string {
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return studentPages.home;
  const pathname = pathnameOf(redirect);
  return pathname === studentPages.login || pathname === studentPages.register ? studentPages.home : redirect;
}

/** The login page, asked to come back to `returnTo` (a portal page with its query) afterwards. */
export function loginPathFor(returnTo: string | null): string {
  return returnTo === null || returnTo === studentPages.home || pathnameOf(returnTo) === studentPages.login
    ? studentPages.login
    : `${studentPages.login}?redirect=${encodeURIComponent(returnTo)}`;
}
