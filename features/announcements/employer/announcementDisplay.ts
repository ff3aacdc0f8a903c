// How the employer's screens show an announcement: its validity, what its state means, what a
// submission came to. Plain functions, tested without React; what every posting shares (its state's
// actions and reason) is app/api/employerPostings.ts.

import type { AnnouncementListItem } from '../../../contract/announcements';
import { postingStateOf, type PostingKind, type PostingRef } from '../../../app/postings/employerPostings';

/** Announcements among the postings: the route table's zpxx/fbzpgg (the form) and zpxx/zpgggl (the list). */
export const announcementKind: PostingKind = {
  noun: '公告',
  screens: { publish: '/zpxx/fbzpgg', manage: '/zpxx/zpgggl' },
};

/** An announcement as the shared posting pieces take it. */
export const announcementRef = ({
  id,
  zt,
  ggbt,
}: Pick<AnnouncementListItem, 'id' | 'zt' | 'ggbt'>): PostingRef => ({ id, zt, name: ggbt });

/** '2026-11-25 至 2026-12-25'; a draft without dates says so. */
export function validityText(start: string, end: string): string {
  if (start === '' && end === '') return '未设置';
  return `${start || '未设置'} 至 ${end || '未设置'}`;
}

export const expiryText = (days: number) => (days === 0 ? '今天到期' : `${days}天后到期`);

/** What a state means to the employer and what it can do next, shown above the form and in details. */
export function stateHint(zt: string): string {
  switch (postingStateOf(zt)) {
    case 'draft':
      return '草稿仅贵单位可见，提交审核并经学校审核通过后发布。';
    case 'pending':
      return '公告正在等待学校审核，审核期间不能修改；如需修改，请先撤回为草稿。';
    case 'published':
      return '公告已发布。修改后公告将回到“待审核”状态，经学校重新审核通过后再发布。';
    case 'rejected':
      return '公告未通过学校审核，请按驳回原因修改后重新提交审核。';
    case 'changes':
      return '学校要求修改公告，请按修改意见修改后重新提交审核。';
    case 'offline':
      return '公告已下线，学生无法查看；可复制为新草稿后重新发布。';
    case 'expired':
      return '公告已过有效期，学生无法查看；可复制为新草稿后重新发布。';
    default:
      return '';
  }
}

/** What a submission answered: published at once (a site that reviews automatically) or waiting. */
export function submittedMessage(zt: string): string {
  return postingStateOf(zt) === 'published' ? '公告已发布' : '已提交审核，请等待学校审核';
}
