import { SCHOOL_CODE_PATTERN } from '../../../contract/site';

/** The employer login pages the light login page answers (app/employer/routes/routeTable.ts: Login, dwlogin). */
export type LoginAddress = {
  /** The page's h1 and tab title, as the route table names the route. */
  title: '登录' | '单位登录';
  /** The school the address names (?xxdm=, else /login/{xxdm}/…); null: the browser's or the main site's. */
  xxdm: string | null;
  /** The `redirect` query as given (loginDestination and safeRedirectPath judge it). */
  redirect: string | null;
};

const LOGIN_PAGE = /^\/dwpage\/login\/([^/]+)\/([^/]+)\/?$/;
const DWLOGIN_PAGE = /^\/dwpage\/dwlogin\/?$/;
const schoolCode = new RegExp(SCHOOL_CODE_PATTERN);

const validCode = (value: string | null | undefined): string | null =>
  value && schoolCode.test(value) ? value : null;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The login page an address opens (pathname under /dwpage/ and its query), or null for any other
 * page. The school follows app/site/schoolCode.ts's rule: ?xxdm= first, then the path's.
 */
export function loginAddressOf(pathname: string, search: string): LoginAddress | null {
  const query = new URLSearchParams(search);
  const login = LOGIN_PAGE.exec(pathname);
  const fromQuery = validCode(query.get('xxdm'));
  const redirect = query.get('redirect');
  if (login !== null)
    return { title: '登录', xxdm: fromQuery ?? validCode(decoded(login[1] ?? '')), redirect };
  if (DWLOGIN_PAGE.test(pathname)) return { title: '单位登录', xxdm: fromQuery, redirect };
  return null;
}
