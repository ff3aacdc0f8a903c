import { addListener } from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router-dom';
import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { loginPathFor, weChatLoginPathFor } from './guard/steps/entryLogin';
import { resolveSchoolCode } from '../site/schoolCode';
import { matchRouteAt } from './routes/routeIndex';
import { withoutBasename } from '../api/employerPaths';
import type { RouteName } from './routes/routeTable';
import { themeColourReset } from '../site/siteSlice';
import type { AppStore } from '../store';
import { employerSessionExpired } from '../session/employerSessionSlice';
import { isWeChatBrowser } from '../session/weChat';

/** Pages that stay put when the session ends (spec section 4), and the login pages themselves. */
const STAY_ON: ReadonlySet<RouteName> = new Set(['dwmobileHome', 'wtglckwt', 'Login', 'dwwxdl']);

export type ExpiryDecision = { type: 'stay' } | { type: 'go'; to: string };

/** Where code 42 sends the employer: the (WeChat) login, coming back to this page afterwards. */
export function sessionExpiryDestination({
  routeName,
  inWeChat,
  xxdm,
  fullPath,
}: {
  routeName: RouteName | null;
  inWeChat: boolean;
  xxdm: string;
  fullPath: string;
}): ExpiryDecision {
  if (routeName !== null && STAY_ON.has(routeName)) return { type: 'stay' };
  return { type: 'go', to: inWeChat ? weChatLoginPathFor(xxdm, fullPath) : loginPathFor(xxdm, fullPath) };
}

type NavigableRouter = Pick<DataRouter, 'navigate' | 'state'>;

/**
 * Code 42 handling after the base query has cleared the token and jbxxid: the theme colour goes back
 * to the default, toasts and notices of the ended session close (a '登录成功' must not greet the
 * login page), and the employer goes to the login (unless the page lets them stay). What the failed
 * call's caller shows afterwards stays.
 * Returns the unsubscribe.
 */
export function handleSessionExpiry(
  store: AppStore,
  router: NavigableRouter,
  userAgent = navigator.userAgent,
) {
  return store.dispatch(
    addListener({
      actionCreator: employerSessionExpired,
      effect: (_action, api) => {
        api.dispatch(themeColourReset());
        message.destroy();
        notice.destroy();
        // A 42 answering the guard's own calls comes mid-navigation: the page being opened is the
        // one to come back to, not the one being left.
        const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
        const appPath = withoutBasename(pathname);
        const decision = sessionExpiryDestination({
          routeName: matchRouteAt(appPath)?.route.name ?? null,
          inWeChat: isWeChatBrowser(userAgent),
          xxdm: resolveSchoolCode(store.getState()),
          fullPath: `${appPath}${search}${hash}`,
        });
        if (decision.type === 'go') void router.navigate(decision.to);
      },
    }),
  );
}
