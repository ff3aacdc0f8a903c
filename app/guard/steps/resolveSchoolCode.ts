import { DEFAULT_SCHOOL_CODE } from '../../../contract/site';
import type { EmployerSession } from '../../session/employerSessionSlice';
import type { SiteState } from '../../site/siteSlice';

/** Step 7: the stored school code, else the main site's, else 00000. */
export function resolveSchoolCode(state: { employerSession: EmployerSession; site: SiteState }): string {
  return state.employerSession.xxdm || state.site.zzxxdm || DEFAULT_SCHOOL_CODE;
}
