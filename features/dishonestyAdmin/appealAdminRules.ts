import { APPEAL_STATES, type AppealStateCode, type SchoolAppealQuery } from '../../contract/dishonesty';
import { FILE_DOWNLOAD_PATH } from '../../contract/files';
import { reasonProblem } from '../../contract/workflow';
import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import { ALL_STATES_TAB, queueQuery, type QueueTab } from '../../app/review/reviewQueue';

export const APPEAL_PENDING_CODE: AppealStateCode = '1';

/** 待处理 first (the default), then the answered ones, then 全部. */
export const APPEAL_QUEUE_TABS: readonly QueueTab[] = [
  ...(Object.entries(APPEAL_STATES) as [AppealStateCode, string][]).map(([key, label]) => ({ key, label })),
  { key: ALL_STATES_TAB, label: '全部' },
];

export type AppealQueueQuery = Required<SchoolAppealQuery>;

/** The queue's request from the page address: pending unless ?zt names another state (or all). */
export function appealQueueQuery(search: URLSearchParams): AppealQueueQuery {
  const query = queueQuery(search, APPEAL_QUEUE_TABS, APPEAL_PENDING_CODE);
  return { ...query, zt: query.zt as AppealQueueQuery['zt'] };
}

const TONES: Record<string, BadgeTone> = { '1': 'warning', '2': 'success', '3': 'danger' };

/** An appeal's state code as its label and tone. */
export function appealStateDisplay(code: string): { label: string; tone: BadgeTone } {
  return { label: APPEAL_STATES[code as AppealStateCode] ?? code, tone: TONES[code] ?? 'default' };
}

/** Where an attachment downloads, named as uploaded. */
export const attachmentUrl = (path: string) => `${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(path)}`;

/** What the school decides: revoke the record (the appeal stands) or keep it (the appeal is refused). */
export const ANSWER_CHOICES = [
  { value: 'accept', label: '申诉成立，撤销记录' },
  { value: 'reject', label: '驳回申诉，维持记录' },
] as const;

export const ANSWER_MISSING = '请选择处理结果';

/** The answer's problem before sending (the server's rule: a reason to keep the record); null when it may go. */
export function answerProblem(action: 'accept' | 'reject' | null, reply: string): string | null {
  if (action === null) return ANSWER_MISSING;
  return reasonProblem(action === 'reject' ? 'required' : 'optional', reply, '驳回申诉');
}
