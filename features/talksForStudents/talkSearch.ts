import { MAX_FILTER_DAYS, dateRangeProblem, type StudentTalkQuery } from '../../contract/activities';
import { pageFromSearch } from '../../app/review/listSearch';

// 宣讲会's filters live in the page address (?keyword=…&ksrq=…&jsrq=…&page=2).

export type TalkFilters = { keyword: string; ksrq: string; jsrq: string };
export const NO_TALK_FILTERS: TalkFilters = { keyword: '', ksrq: '', jsrq: '' };
export const TALK_KEYWORD_LIMIT = 50;

export function talkFiltersFromSearch(search: URLSearchParams): TalkFilters {
  return {
    keyword: (search.get('keyword') ?? '').slice(0, TALK_KEYWORD_LIMIT),
    ksrq: search.get('ksrq') ?? '',
    jsrq: search.get('jsrq') ?? '',
  };
}

export function talkRangeProblem(filters: TalkFilters): string | null {
  return dateRangeProblem(filters.ksrq || undefined, filters.jsrq || undefined, MAX_FILTER_DAYS) || null;
}

/** The list call's query: page, keyword and a valid range (upcoming when none). */
export function studentTalkQuery(search: URLSearchParams): StudentTalkQuery {
  const filters = talkFiltersFromSearch(search);
  const rangeFine = talkRangeProblem(filters) === null;
  return {
    ...pageFromSearch(search),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(rangeFine && filters.ksrq ? { ksrq: filters.ksrq } : {}),
    ...(rangeFine && filters.jsrq ? { jsrq: filters.jsrq } : {}),
  };
}

export function talkSearchChanges(filters: TalkFilters): Record<string, string | null> {
  return { keyword: filters.keyword.trim() || null, ksrq: filters.ksrq || null, jsrq: filters.jsrq || null };
}

export const activeTalkFilterCount = (filters: TalkFilters) =>
  [filters.keyword.trim(), filters.ksrq || filters.jsrq].filter(Boolean).length;
