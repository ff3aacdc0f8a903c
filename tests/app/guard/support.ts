import { guardTargetOf } from '../../../app/employer/guard/guardTarget';
import type { GuardEnv } from '../../../app/employer/guard/guardTypes';
import { makeStore, type RootState } from '../../../app/store';
import { emptyEmployerSession, type EmployerSession } from '../../../app/session/employerSessionSlice';
import { initialSiteState } from '../../../app/site/siteSlice';
import { demoSiteSetting, demoSystemConfig } from '../../../stories/mocks/handlers/site';

export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

/** A target as the guard sees it, from an app path. */
export function target(appPath: string) {
  return guardTargetOf(new URL(`http://localhost/dwpage${appPath}`));
}

/** Site basics already loaded, so a step's test sees only the calls of that step. */
export const loadedSite = {
  ...initialSiteState,
  zzxxdm: '00000',
  config: demoSystemConfig,
  setting: demoSiteSetting,
};

export function guardEnv({
  session = {},
  state = {},
  userAgent = DESKTOP_UA,
  windowsAllowed = Infinity,
}: {
  session?: Partial<EmployerSession>;
  state?: Partial<RootState>;
  userAgent?: string;
  /** How many new windows the browser lets open; the rest are blocked (a real one allows one a click). */
  windowsAllowed?: number;
} = {}) {
  const store = makeStore({
    site: loadedSite,
    employerSession: { ...emptyEmployerSession, ...session },
    ...state,
  });
  const opened: string[] = [];
  const openWindow = (url: string) => opened.length < windowsAllowed && opened.push(url) > 0;
  const env: GuardEnv = { store, browser: { userAgent, openWindow } };
  return { env, store, opened };
}

export const loggedIn: Partial<EmployerSession> = {
  token: 'emp',
  dwid: 'dw1',
  jbxxid: 'jb1',
  dwmc: '示例科技有限公司',
  xxdm: '10001',
};
