import { siteApi } from '../../../site/siteApi';
import type { GuardEnv } from '../guardTypes';
import { pageSchoolCode, resolveSchoolCode, type PageAddress } from '../../../site/schoolCode';

/**
 * Step 1: the main-site school code is fetched when missing; the system config and the site setting
 * (with its colour) are fetched for the school the target page names (its xxdm query or :xxdm,
 * else the fallback of step 7) unless they are that school's already, so the first screen is in
 * the right colours and a registration checks the right password level. A failure leaves the
 * defaults in place; the navigation goes on.
 */
export async function ensureSiteBasics({ store }: GuardEnv, target: PageAddress): Promise<void> {
  const mainSchoolCode =
    store.getState().site.zzxxdm === null
      ? store.dispatch(siteApi.endpoints.getMainSchoolCode.initiate(undefined, { subscribe: false }))
      : null;
  // The page's school waits for the main-site code only when neither the page nor the session names
  // one: a first visit to /login/{xxdm}/… asks all three at once.
  if (pageSchoolCode(target, store.getState().employerSession.xxdm ?? '') === '') await mainSchoolCode;
  const state = store.getState();
  const schoolCode = pageSchoolCode(target, resolveSchoolCode(state));
  await Promise.all([
    mainSchoolCode,
    state.site.config?.xxdm !== schoolCode &&
      store.dispatch(siteApi.endpoints.getSystemConfig.initiate({ xxdm: schoolCode }, { subscribe: false })),
    state.site.setting?.xxdm !== schoolCode &&
      store.dispatch(siteApi.endpoints.getSiteSetting.initiate(schoolCode, { subscribe: false })),
  ]);
}
