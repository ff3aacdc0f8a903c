import { matchPath } from 'react-router-dom';

/** The router's basename: the app is served under /dwpage/. */
export const BASENAME = '/dwpage';

/** Strips the basename from a browser pathname ('/dwpage/login/00000/1' -> '/login/00000/1'). */
export function withoutBasename(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

export const LOGIN_PATH = '/login/:xxdm/:mode';
export const DWZC_PATH = '/dwzc/:xxdm';

/** Login and dwzc pages send no accessToken header (spec section 7). */
export function isAccessTokenExemptPath(browserPathname: string): boolean {
  const pathname = withoutBasename(browserPathname);
  return [LOGIN_PATH, DWZC_PATH].some((pattern) => matchPath(pattern, pathname) !== null);
}
