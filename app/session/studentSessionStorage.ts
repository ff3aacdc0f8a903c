import Cookies from 'js-cookie';
import { emptyStudentSession, type StudentSession } from './studentSessionSlice';

/** Spec section 9: the student token, school and source cookies last 1 day. */
export const STUDENT_COOKIE_DAYS = 1;
export const STUDENT_COOKIES = { token: 'token', schoolCode: 'schoolCode', from: 'from' } as const;

type CookieField = keyof typeof STUDENT_COOKIES;
const COOKIE_FIELDS = Object.keys(STUDENT_COOKIES) as CookieField[];

/** Name and tags come from the profile call each visit; only the cookies outlive the page. */
export function readStudentSession(): StudentSession {
  const session: StudentSession = { ...emptyStudentSession };
  for (const field of COOKIE_FIELDS) session[field] = Cookies.get(STUDENT_COOKIES[field]) ?? null;
  return session;
}

export function writeStudentSession(next: StudentSession, previous: StudentSession): void {
  for (const field of COOKIE_FIELDS) {
    if (next[field] === previous[field]) continue;
    const value = next[field];
    if (value === null) Cookies.remove(STUDENT_COOKIES[field], { path: '/' });
    else Cookies.set(STUDENT_COOKIES[field], value, { expires: STUDENT_COOKIE_DAYS, path: '/' });
  }
}
