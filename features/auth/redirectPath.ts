/** The router's base: absolute URLs of this app carry it, app paths do not. */
const APP_BASE = '/dwpage';

/** Pages a login must never return to: it would show the login again (or loop through the guard). */
const LOGIN_PAGES = /^\/(?:login|dwlogin|dwzc|dwwxdl|authlogin)(?:[/?#]|$)/i;

/**
 * The app path a `redirect` query may send the browser to after a login, or null to go home instead.
 * Only this origin and this app count: an app path ('/zpxx/zpzwgl?id=1'), or an absolute URL of the
 * same origin under /dwpage/. Protocol-relative ('//host'), backslash tricks ('/\host'), other schemes
 * (javascript:), other origins, pages outside the app and the login pages themselves give null.
 */
export function safeRedirectPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  const isAbsolute = /^https?:\/\//i.test(value);
  if (!isAbsolute && !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  let path = url.pathname;
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) path = path.slice(APP_BASE.length) || '/';
  else if (isAbsolute) return null;
  if (LOGIN_PAGES.test(path)) return null;
  return `${path}${url.search}${url.hash}`;
}
