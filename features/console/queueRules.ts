import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, codeLabel } from '../../contract/codeLists';
import type { SchoolEmployerListQuery } from '../../contract/console';
import { LIST_COUNT_CAP } from '../../contract/paging';
import { employerReviewWorkflow } from '../../contract/workflow';
import { queueQuery, queueTabs } from '../../app/review/reviewQueue';

/** The employer queue's tabs: every state a registration can be in, pending first, then 全部. */
export const EMPLOYER_STATE_TABS = queueTabs(employerReviewWorkflow);

export const EMPLOYER_PENDING_CODE = employerReviewWorkflow.states.pending.code;

/** The queue's request from the page address: pending unless ?zt names another state (or all). */
export function employerQueueQuery(search: URLSearchParams): Required<SchoolEmployerListQuery> {
  return queueQuery(search, EMPLOYER_STATE_TABS, EMPLOYER_PENDING_CODE);
}

/** 性质 and 行业 by their labels (a code the lists do not know shows as it is). */
export function employerNatureLabel(code: string): string {
  return code === '' ? '—' : codeLabel(EMPLOYER_NATURES, code);
}

export function employerIndustryLabel(code: string): string {
  return code === '' ? '—' : codeLabel(EMPLOYER_INDUSTRIES, code);
}

/** A count as the home shows it: totals stop at LIST_COUNT_CAP on the server. */
export function countText(total: number): string {
  return total >= LIST_COUNT_CAP
    ? `${LIST_COUNT_CAP.toLocaleString('zh-CN')}+`
    : total.toLocaleString('zh-CN');
}
