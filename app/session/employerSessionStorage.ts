import Cookies from 'js-cookie';
import type { EmployerSession } from './employerSessionSlice';
import { emptyEmployerSession } from './employerSessionState';

/** Spec section 9: the employer token cookie lasts 7 days. */
export const EMPLOYER_TOKEN_COOKIE = 'comToken';
export const EMPLOYER_TOKEN_DAYS = 7;

/**
 * Where each field lives: the token in a cookie, iswcwj in sessionStorage (a per-browser-session
 * flag), the rest in localStorage. The storage keys are the backend's field names.
 */
const LOCAL_KEYS = ['dwid', 'jbxxid', 'dwmc', 'tyshxydm', 'xxdm', 'xjhid'] as const;
const SESSION_KEYS = ['iswcwj'] as const;

export function readEmployerSession(): EmployerSession {
  const session: EmployerSession = { ...emptyEmployerSession };
  session.token = Cookies.get(EMPLOYER_TOKEN_COOKIE) ?? null;
  for (const key of LOCAL_KEYS) session[key] = localStorage.getItem(key);
  for (const key of SESSION_KEYS) session[key] = sessionStorage.getItem(key);
  return session;
}

function writeItem(storage: Storage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Writes only what changed, so an untouched field never rewrites another tab's value. */
export function writeEmployerSession(next: EmployerSession, previous: EmployerSession): void {
  if (next.token !== previous.token) {
    if (next.token === null) Cookies.remove(EMPLOYER_TOKEN_COOKIE, { path: '/' });
    else Cookies.set(EMPLOYER_TOKEN_COOKIE, next.token, { expires: EMPLOYER_TOKEN_DAYS, path: '/' });
  }
  for (const key of LOCAL_KEYS) if (next[key] !== previous[key]) writeItem(localStorage, key, next[key]);
  for (const key of SESSION_KEYS) if (next[key] !== previous[key]) writeItem(sessionStorage, key, next[key]);
}
