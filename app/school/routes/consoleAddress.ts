import { consolePages } from '../../../contract/console';
import { loginDestination, loginPathFor } from '../../../features/console/loginRules';

/** The router's basename: the console is served under /mgrpage/ (contract/console.ts CONSOLE_BASE). */
export const CONSOLE_BASENAME = '/mgrpage';

/** A browser pathname without the basename ('/mgrpage/zpgw' -> '/zpgw'). */
export function withoutConsoleBasename(pathname: string): string {
  if (pathname === CONSOLE_BASENAME) return '/';
  return pathname.startsWith(`${CONSOLE_BASENAME}/`) ? pathname.slice(CONSOLE_BASENAME.length) : pathname;
}

/** The login page, asked to come back to this console page afterwards. */
export function consoleLoginPath(returnTo: string | null): string {
  return loginPathFor(consolePages.login, returnTo, consolePages.home);
}

/** Where the login page goes once a session exists: the page its ?redirect names, else the home. */
export function afterLoginPath(redirect: string | null): string {
  return loginDestination(redirect, consolePages.login, consolePages.home);
}
