import { DEFAULT_SCHOOL_CODE, SCHOOL_CODE_PATTERN } from '../../contract/site';
import type { EmployerSession } from '../session/employerSessionSlice';
import type { SiteState } from './siteSlice';

/** Step 7: the stored school code, else the main site's, else 00000. */
export function resolveSchoolCode(state: { employerSession: EmployerSession; site: SiteState }): string {
  return state.employerSession.xxdm || state.site.zzxxdm || DEFAULT_SCHOOL_CODE;
}

const schoolCodePattern = new RegExp(SCHOOL_CODE_PATTERN);

/** A five-digit school code, or null for anything else (a mistyped link must not reach the server). */
function validSchoolCode(value: string | null | undefined): string | null {
  return value && schoolCodePattern.test(value) ? value : null;
}

/** Where a page's school code can come from: its route params and its query. */
export type PageAddress = {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
};

/**
 * The school site a page works for: the `xxdm` query (a link from a sub-site names it), else the
 * route's :xxdm (/login/{xxdm}/{mode}, /dwzc/{xxdm}, /dwwxdl/{xxdm}), else `fallback` (step 7).
 * The guard loads that site's settings, so the page wears the colours of the school it names.
 */
export function pageSchoolCode({ params, query }: PageAddress, fallback: string): string {
  return validSchoolCode(query.get('xxdm')) ?? validSchoolCode(params.xxdm) ?? fallback;
}
