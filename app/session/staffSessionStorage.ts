import Cookies from 'js-cookie';
import { emptyStaffSession, type StaffSession } from './staffSessionSlice';

/** The console's token: a cookie for the console's path only, gone when the browser closes. */
export const STAFF_TOKEN_COOKIE = 'mgrToken';
const STAFF_COOKIE_PATH = '/';
/** The site the staff member last logged in at, for the login form. */
const STAFF_SITE_KEY = 'mgrXxdm';

export function readStaffSession(): StaffSession {
  return {
    ...emptyStaffSession,
    token: Cookies.get(STAFF_TOKEN_COOKIE) ?? null,
    xxdm: localStorage.getItem(STAFF_SITE_KEY),
  };
}

export function writeStaffSession(next: StaffSession, previous: StaffSession): void {
  if (next.token !== previous.token) {
    if (next.token === null) Cookies.remove(STAFF_TOKEN_COOKIE, { path: STAFF_COOKIE_PATH });
    else Cookies.set(STAFF_TOKEN_COOKIE, next.token, { path: STAFF_COOKIE_PATH, sameSite: 'strict' });
  }
  if (next.xxdm !== previous.xxdm) {
    if (next.xxdm === null) localStorage.removeItem(STAFF_SITE_KEY);
    else localStorage.setItem(STAFF_SITE_KEY, next.xxdm);
  }
}
