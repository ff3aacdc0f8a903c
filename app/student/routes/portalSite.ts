import { loginSchoolCode } from '../../../features/studentAuth/loginRules';
import { siteApi } from '../../site/siteApi';
import type { AppStore } from '../../store';

/**
 * The school site a portal page wears and works for, loaded before the page shows: the address's
 * ?xxdm= (a school's link names it), else the student's school, else the main site's, else 00000.
 * The main-site code is fetched when missing; the site setting (name, colour wzzsd) and the system
 * config are fetched unless they are that school's already. A failure leaves the defaults in place.
 */
export async function ensurePortalSite(store: AppStore, pageXxdm: string | null): Promise<void> {
  const mainSchoolCode =
    store.getState().site.zzxxdm === null
      ? store.dispatch(siteApi.endpoints.getMainSchoolCode.initiate(undefined, { subscribe: false }))
      : null;
  if (pageXxdm === null && store.getState().studentSession.schoolCode === null) await mainSchoolCode;
  const state = store.getState();
  const schoolCode = loginSchoolCode(pageXxdm, state.studentSession.schoolCode, state.site.zzxxdm);
  await Promise.all([
    mainSchoolCode,
    state.site.setting?.xxdm !== schoolCode &&
      store.dispatch(siteApi.endpoints.getSiteSetting.initiate(schoolCode, { subscribe: false })),
    state.site.config?.xxdm !== schoolCode &&
      store.dispatch(siteApi.endpoints.getSystemConfig.initiate({ xxdm: schoolCode }, { subscribe: false })),
  ]);
}
