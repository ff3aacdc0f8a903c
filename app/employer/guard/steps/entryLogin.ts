import { pathTo } from '../../routes/routeIndex';
import type { RouteName } from '../../routes/routeTable';
import { isWeChatBrowser } from '../../../session/weChat';
import { NEXT, redirectTo, type GuardOutcome, type GuardTarget } from '../guardTypes';

/** The login page for a redirect: mode 1, the wanted full path in the redirect query. */
export function loginPathFor(xxdm: string, fullPath: string): string {
  return `${pathTo('Login', { xxdm, mode: '1' })}?redirect=${encodeURIComponent(fullPath)}`;
}

export function weChatLoginPathFor(xxdm: string, fullPath: string): string {
  return `${pathTo('dwwxdl', { xxdm })}?redirect=${encodeURIComponent(fullPath)}`;
}

/** Pages opened from a link in a message (survey, video interview) that need a logged-in employer. */
const ENTRY_ROUTES: ReadonlySet<RouteName> = new Set(['dwwjRoute', 'dwInterview', 'dwJoinRoom']);

/**
 * Step 6: without a token, dwwjRoute goes to the WeChat login inside WeChat, else to the login page;
 * dwInterview and dwJoinRoom go to the login page. Both come back to the wanted page afterwards.
 */
export function entryLogin(
  target: GuardTarget,
  { token, xxdm, userAgent }: { token: string | null; xxdm: string; userAgent: string },
): GuardOutcome {
  const name = target.route?.name;
  if (token || name === undefined || !ENTRY_ROUTES.has(name)) return NEXT;
  if (name === 'dwwjRoute' && isWeChatBrowser(userAgent))
    return redirectTo(weChatLoginPathFor(xxdm, target.fullPath));
  return redirectTo(loginPathFor(xxdm, target.fullPath));
}
