import { siteApi } from '../../site/siteApi';
import type { GuardEnv } from '../guardTypes';
import { resolveSchoolCode } from './resolveSchoolCode';

/**
 * Step 1: the main-site school code and the system config are fetched when missing (and the site
 * setting with its colour, so the first screen is already in the school's colours). A failure leaves
 * the defaults in place; the navigation goes on.
 */
export async function ensureSiteBasics({ store }: GuardEnv): Promise<void> {
  if (store.getState().site.zzxxdm === null)
    await store.dispatch(siteApi.endpoints.getMainSchoolCode.initiate(undefined, { subscribe: false }));
  const state = store.getState();
  const schoolCode = resolveSchoolCode(state);
  await Promise.all([
    state.site.config === null &&
      store.dispatch(siteApi.endpoints.getSystemConfig.initiate({ xxdm: schoolCode }, { subscribe: false })),
    state.site.setting?.xxdm !== schoolCode &&
      store.dispatch(siteApi.endpoints.getSiteSetting.initiate(schoolCode, { subscribe: false })),
  ]);
}
