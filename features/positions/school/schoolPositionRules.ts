import {
  APPLY_METHODS,
  EDUCATION_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_NATURES,
  VISIBILITIES,
  codeLabel,
} from '../../../contract/codeLists';
import { POSITION_FIELD_LABELS } from '../../../contract/positionRules';
import type { BulkPassResult, PositionListItem, SchoolPositionListQuery } from '../../../contract/positions';
import { oneOf } from '../../../app/review/listSearch';
import { POSTING_PENDING_CODE, POSTING_QUEUE_TABS, queueQuery } from '../../../app/review/reviewQueue';

const NATURE_CODES = JOB_NATURES.map((item) => item.code);
const CATEGORY_CODES = JOB_CATEGORIES.map((item) => item.code);

/** The queue's filters as the page address holds them. */
export type PositionQueueQuery = Required<Pick<SchoolPositionListQuery, 'page' | 'size' | 'zt' | 'keyword'>> &
  Pick<SchoolPositionListQuery, 'gzxz' | 'zwlb' | 'flagged'>;

/** The request of the address: pending unless ?zt names another state; unknown codes are dropped. */
export function positionQueueQuery(search: URLSearchParams): PositionQueueQuery {
  const gzxz = oneOf(search.get('gzxz'), NATURE_CODES, '');
  const zwlb = oneOf(search.get('zwlb'), CATEGORY_CODES, '');
  return {
    ...queueQuery(search, POSTING_QUEUE_TABS, POSTING_PENDING_CODE),
    ...(gzxz ? { gzxz } : {}),
    ...(zwlb ? { zwlb } : {}),
    ...(search.get('flagged') === '1' ? { flagged: '1' as const } : {}),
  };
}

/** True when some filter besides the state narrows the list (the empty text says so). */
export function isFiltered(query: PositionQueueQuery): boolean {
  return (
    query.keyword !== '' || query.gzxz !== undefined || query.zwlb !== undefined || query.flagged === '1'
  );
}

const amount = (yuan: number) => yuan.toLocaleString('zh-CN');

/** 面议, 月薪 8,000-12,000 元, 年薪 200,000 元起, 月薪最高 9,000 元. */
export function salaryText({ xzlx, xzxx, xzsx }: Pick<PositionListItem, 'xzlx' | 'xzxx' | 'xzsx'>): string {
  if (xzlx === '3') return '面议';
  const unit = xzlx === '1' ? '月薪' : xzlx === '2' ? '年薪' : '';
  if (unit === '') return '—';
  if (xzxx !== null && xzsx !== null)
    return xzxx === xzsx ? `${unit} ${amount(xzxx)} 元` : `${unit} ${amount(xzxx)}-${amount(xzsx)} 元`;
  if (xzxx !== null) return `${unit} ${amount(xzxx)} 元起`;
  if (xzsx !== null) return `${unit}最高 ${amount(xzsx)} 元`;
  return unit;
}

export const natureLabel = (code: string) => (code ? codeLabel(JOB_NATURES, code) : '—');
export const categoryLabel = (code: string) => (code ? codeLabel(JOB_CATEGORIES, code) : '—');
export const educationLabel = (code: string) => (code ? codeLabel(EDUCATION_REQUIREMENTS, code) : '—');
export const applyMethodLabel = (code: string) => (code ? codeLabel(APPLY_METHODS, code) : '—');
export const visibilityLabel = (code: string) => (code ? codeLabel(VISIBILITIES, code) : '—');

/** A field's label for the flags (a field the list does not know shows by its wire name). */
export function positionFieldLabel(field: string): string {
  return (POSITION_FIELD_LABELS as Readonly<Record<string, string>>)[field] ?? field;
}

export type BulkPassOutcome = {
  passed: number;
  failures: { id: string; name: string; message: string }[];
};

/** What a bulk pass did, with each refused position named (by its row when the page still shows it). */
export function bulkPassOutcome(
  result: BulkPassResult,
  rows: readonly Pick<PositionListItem, 'id' | 'zwmc'>[],
): BulkPassOutcome {
  const names = new Map(rows.map((row) => [row.id, row.zwmc]));
  return {
    passed: result.passed.length,
    failures: result.failed.map((failure) => ({
      id: failure.id,
      name: names.get(failure.id) ?? `职位 ${failure.id}`,
      message: failure.message,
    })),
  };
}

/** Only pending positions can be passed, so only they can be picked for a bulk pass. */
export function isBulkSelectable(row: Pick<PositionListItem, 'zt'>): boolean {
  return row.zt === POSTING_PENDING_CODE;
}
