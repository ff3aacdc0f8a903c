// The student's position search: its filters as they live in the page address, the options they
// offer, and how a position reads in a row. Plain functions, tested without React.

import {
  EDUCATION_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_NATURES,
  codeLabel,
  isKnownCode,
  type CodeItem,
} from '../../../contract/codeLists';
import type { StudentPositionQuery } from '../../../contract/applications';
import type { PublicPositionListItem } from '../../../contract/positions';
import type { RegionNode } from '../../../contract/regions';
import { pageFromSearch } from '../../../app/review/listSearch';

/** A keyword is at most this long (longer ones are cut, as the input's maxLength does). */
export const KEYWORD_LIMIT = 50;

/** 月薪不低于: the monthly minimums offered, in yuan. */
export const SALARY_MINIMUMS: readonly number[] = [3000, 5000, 8000, 10000, 15000, 20000];

export const salaryMinimumLabel = (yuan: number) => `${yuan.toLocaleString('zh-CN')}元/月以上`;

/** The filters a person sets (the page and size come from the pager). */
export type PositionFilters = {
  keyword: string;
  category: string | null;
  nature: string | null;
  city: string | null;
  education: string | null;
  salary: number | null;
};

export const NO_FILTERS: PositionFilters = {
  keyword: '',
  category: null,
  nature: null,
  city: null,
  education: null,
  salary: null,
};

const known = (list: readonly CodeItem[], value: string | null) =>
  value !== null && isKnownCode(list, value) ? value : null;

/** The filters of the address; anything malformed (a hand-edited link) filters nothing. */
export function filtersFromSearch(search: URLSearchParams): PositionFilters {
  const city = search.get('city');
  const salary = Number(search.get('salary'));
  // '0' is 不限 (EDUCATION_REQUIREMENTS' first code): the same as no filter.
  const education = known(EDUCATION_REQUIREMENTS, search.get('education'));
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_LIMIT),
    category: known(JOB_CATEGORIES, search.get('category')),
    nature: known(JOB_NATURES, search.get('nature')),
    city: city !== null && /^\d{6}$/.test(city) ? city : null,
    education: education === '0' ? null : education,
    salary: SALARY_MINIMUMS.includes(salary) ? salary : null,
  };
}

/** The address's changes for applied filters (null removes a key; any change starts at page 1). */
export function searchChanges(filters: PositionFilters): Record<string, string | null> {
  return {
    keyword: filters.keyword.trim() || null,
    category: filters.category,
    nature: filters.nature,
    city: filters.city,
    education: filters.education,
    salary: filters.salary === null ? null : String(filters.salary),
  };
}

/** The list call of an address: only the filters set, and the page. */
export function positionQuery(search: URLSearchParams): StudentPositionQuery {
  const filters = filtersFromSearch(search);
  const { page, size } = pageFromSearch(search);
  return {
    page,
    size,
    ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
    ...(filters.category === null ? {} : { category: filters.category }),
    ...(filters.nature === null ? {} : { nature: filters.nature }),
    ...(filters.city === null ? {} : { city: filters.city }),
    ...(filters.education === null ? {} : { education: filters.education }),
    ...(filters.salary === null ? {} : { salary: filters.salary }),
  };
}

/** How many filters are set (the folded phone form says so). */
export const activeFilterCount = (filters: PositionFilters): number =>
  [
    filters.keyword !== '',
    filters.category,
    filters.nature,
    filters.city,
    filters.education,
    filters.salary,
  ].filter((value) => value !== null && value !== false).length;

export type CityOption = { value: string; label: string };

/**
 * The cities a position's work location belongs to (the list filters by a city's code, as
 * contract/regions cityCodeOf reads it): every city of a province, and a municipality (a province whose
 * children are districts) as itself. Labelled with the province, so 朝阳 of 长春 and of 北京 differ.
 */
export function cityOptions(tree: readonly RegionNode[]): CityOption[] {
  return tree.flatMap((province) => {
    const children = province.d ?? [];
    const direct = children.length === 0 || children.every((child) => (child.d ?? []).length === 0);
    return direct
      ? [{ value: province.c, label: province.n }]
      : children.map((city) => ({ value: city.c, label: `${province.n} ${city.n}` }));
  });
}

const yuan = (value: number) => value.toLocaleString('zh-CN');
const annual = (value: number) =>
  value >= 10_000
    ? `${(value / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万`
    : yuan(value);

/** '8,000-12,000元/月', '15万-25万元/年', '面议'. */
export function salaryText({
  xzlx,
  xzxx,
  xzsx,
}: Pick<PublicPositionListItem, 'xzlx' | 'xzxx' | 'xzsx'>): string {
  if (xzlx !== '1' && xzlx !== '2') return '面议';
  const amount = xzlx === '1' ? yuan : annual;
  const unit = xzlx === '1' ? '元/月' : '元/年';
  if (xzxx !== null && xzsx !== null)
    return xzxx === xzsx ? `${amount(xzxx)}${unit}` : `${amount(xzxx)}-${amount(xzsx)}${unit}`;
  if (xzxx !== null) return `${amount(xzxx)}${unit}起`;
  if (xzsx !== null) return `最高${amount(xzsx)}${unit}`;
  return '面议';
}

/** '全职 · 工程技术人员 · 本科' (学历不限 for any education). */
export function positionSummary({
  gzxz,
  zwlb,
  xlyq,
}: Pick<PublicPositionListItem, 'gzxz' | 'zwlb' | 'xlyq'>): string {
  return [
    gzxz && codeLabel(JOB_NATURES, gzxz),
    zwlb && codeLabel(JOB_CATEGORIES, zwlb),
    xlyq && (xlyq === '0' ? '学历不限' : codeLabel(EDUCATION_REQUIREMENTS, xlyq)),
  ]
    .filter(Boolean)
    .join(' · ');
}
