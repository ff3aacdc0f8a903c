// How the employer's screens show a position: its salary in words, its approaching deadline, what a
// submission came to. Plain functions, tested without React; what every posting shares (its state's
// actions and reason) is app/api/employerPostings.ts.

import { EDUCATION_REQUIREMENTS, JOB_CATEGORIES, JOB_NATURES, codeLabel } from '../../../contract/codeLists';
import type { Position } from '../../../contract/positions';
import { postingWorkflow, stateOfCode } from '../../../contract/workflow';
import type { PostingKind, PostingRef } from '../../../app/postings/employerPostings';

/** Positions among the postings: the route table's zpxx/fbzpzw (the form) and zpxx/zpzwgl (the list). */
export const positionKind: PostingKind = {
  noun: '职位',
  screens: { publish: '/zpxx/fbzpzw', manage: '/zpxx/zpzwgl' },
};

const yuan = (value: number) => value.toLocaleString('zh-CN');
/** Annual pay reads in 万 (150000 -> 15万), as postings write it. */
const annual = (value: number) =>
  value >= 10_000
    ? `${(value / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万`
    : yuan(value);

/** '8,000-12,000元/月', '15万-25万元/年', '面议'; '未填写' while a draft has no salary yet. */
export function salaryText({ xzlx, xzxx, xzsx }: Pick<Position, 'xzlx' | 'xzxx' | 'xzsx'>): string {
  if (xzlx === '3') return '面议';
  if (xzlx !== '1' && xzlx !== '2') return '未填写';
  const amount = xzlx === '1' ? yuan : annual;
  const unit = xzlx === '1' ? '元/月' : '元/年';
  if (xzxx !== null && xzsx !== null)
    return xzxx === xzsx ? `${amount(xzxx)}${unit}` : `${amount(xzxx)}-${amount(xzsx)}${unit}`;
  if (xzxx !== null) return `${amount(xzxx)}${unit}起`;
  if (xzsx !== null) return `最高${amount(xzsx)}${unit}`;
  return '未填写';
}

export const expiryText = (days: number) => (days === 0 ? '今天截止' : `${days}天后截止`);

/** What a submission came to: pending review, or published at once on a site that reviews automatically. */
export const submittedText = (zt: string) =>
  stateOfCode(postingWorkflow, zt) === 'published'
    ? '已提交，本站自动审核通过，职位已发布'
    : '已提交审核，请等待学校审核';

/** '全职 · 工程技术人员 · 本科' (学历不限 for any education) for a row's second line. */
export function positionSummary({ gzxz, zwlb, xlyq }: Pick<Position, 'gzxz' | 'zwlb' | 'xlyq'>): string {
  return [
    gzxz && codeLabel(JOB_NATURES, gzxz),
    zwlb && codeLabel(JOB_CATEGORIES, zwlb),
    xlyq && (xlyq === '0' ? '学历不限' : codeLabel(EDUCATION_REQUIREMENTS, xlyq)),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A position as the shared posting pieces take it (app/api/employerPostings.ts). */
export const positionRef = ({ id, zt, zwmc }: Pick<Position, 'id' | 'zt' | 'zwmc'>): PostingRef => ({
  id,
  zt,
  name: zwmc,
});
