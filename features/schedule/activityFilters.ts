import {
  MAX_FILTER_DAYS,
  dateRangeProblem,
  isActivityKind,
  type ActivityKind,
  type SiteActivityQuery,
} from '../../contract/activities';
import { pageFromSearch } from '../../app/review/listSearch';

// 活动信息's filters live in the page address (?lx=xjh&keyword=…&ksrq=…&jsrq=…&page=2).

export type ActivityFilters = { ksrq: string; jsrq: string; lx: ActivityKind | ''; keyword: string };

export const NO_ACTIVITY_FILTERS: ActivityFilters = { ksrq: '', jsrq: '', lx: '', keyword: '' };
export const KEYWORD_LIMIT = 50;

export function activityFiltersFromSearch(search: URLSearchParams): ActivityFilters {
  const lx = search.get('lx') ?? '';
  return {
    ksrq: search.get('ksrq') ?? '',
    jsrq: search.get('jsrq') ?? '',
    lx: isActivityKind(lx) ? lx : '',
    keyword: (search.get('keyword') ?? '').slice(0, KEYWORD_LIMIT),
  };
}

/** The call's query: the address's filters (a bad range left out, the server would refuse it) and page. */
export function siteActivityQuery(search: URLSearchParams): SiteActivityQuery {
  const filters = activityFiltersFromSearch(search);
  const rangeFine =
    dateRangeProblem(filters.ksrq || undefined, filters.jsrq || undefined, MAX_FILTER_DAYS) === '';
  return {
    ...pageFromSearch(search),
    ...(rangeFine && filters.ksrq ? { ksrq: filters.ksrq } : {}),
    ...(rangeFine && filters.jsrq ? { jsrq: filters.jsrq } : {}),
    ...(filters.lx ? { lx: filters.lx } : {}),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  };
}

/** The address changes of applied filters (empty ones removed). */
export function activitySearchChanges(filters: ActivityFilters): Record<string, string | null> {
  return {
    ksrq: filters.ksrq || null,
    jsrq: filters.jsrq || null,
    lx: filters.lx || null,
    keyword: filters.keyword.trim() || null,
  };
}

export function activeActivityFilterCount(filters: ActivityFilters): number {
  return [filters.ksrq || filters.jsrq, filters.lx, filters.keyword.trim()].filter(Boolean).length;
}

/** The range's problem in the form's words, or null. */
export function activityRangeProblem(filters: ActivityFilters): string | null {
  return dateRangeProblem(filters.ksrq || undefined, filters.jsrq || undefined, MAX_FILTER_DAYS) || null;
}
