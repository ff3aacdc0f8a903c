import { pathTo } from '../../routes/routeIndex';
import { employerLoggedIn } from '../../../session/employerSessionSlice';
import { isWeChatBrowser } from '../../../session/weChat';
import { siteApi } from '../../../site/siteApi';
import { guardApi } from '../guardApi';
import { NEXT, redirectTo, type GuardEnv, type GuardOutcome, type GuardTarget } from '../guardTypes';
import { WECHAT_STATE, weChatAuthorizeUrl } from '../weChatAuthorize';
import { safeAppPath } from './appPath';
import { resolveSchoolCode } from '../../../site/schoolCode';

/**
 * Step 3, the WeChat login page dwwxdl. With a token: the phone home. Without one, inside WeChat:
 * first a trip to WeChat's authorize page for a code; back with the code and state 1, a WeChat login.
 * A linked account is logged in and sent on (the redirect query, else the phone home); an unlinked
 * one stays on the page, which links it with mobile and password.
 */
export async function weChatLogin(target: GuardTarget, env: GuardEnv): Promise<GuardOutcome> {
  if (target.route?.name !== 'dwwxdl') return NEXT;
  const { store, browser } = env;
  const state = store.getState();
  if (state.employerSession.token) return redirectTo(pathTo('dwmobileHome'));
  if (!isWeChatBrowser(browser.userAgent)) return NEXT;

  const xxdm = target.params.xxdm ?? resolveSchoolCode(state);
  const code = target.query.get('code');
  if (!code || target.query.get('state') !== WECHAT_STATE) {
    const appId = await store
      .dispatch(siteApi.endpoints.getWechatAppId.initiate(xxdm, { subscribe: false }))
      .unwrap()
      .catch(() => '');
    return appId ? { type: 'leave', url: weChatAuthorizeUrl(appId, target.href), replace: true } : NEXT;
  }

  const login = await store
    .dispatch(guardApi.endpoints.weChatAutoLogin.initiate({ code, xxdm }))
    .unwrap()
    .catch(() => null);
  if (login?.isRelated !== '1') return NEXT;
  // School backends answer only {isRelated, token}: the session's school is the one logged in at.
  store.dispatch(employerLoggedIn({ ...login, xxdm: login.xxdm || xxdm }));
  return redirectTo(safeAppPath(target.query.get('redirect')) ?? pathTo('dwmobileHome'));
}
