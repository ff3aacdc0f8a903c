import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import type { TimelineItem } from '../../ui/Timeline';
import {
  ACTOR_CODES,
  employerReviewWorkflow,
  postingWorkflow,
  stateOfCode,
  type EmployerReviewState,
  type PostingState,
  type ReviewHistoryEntry,
} from '../../contract/workflow';

/**
 * How review states and histories look wherever they show (the employer's lists and details, the
 * console's queues): one tone per state, one timeline entry per transition.
 */
export const POSTING_STATE_TONES: Readonly<Record<PostingState, BadgeTone>> = {
  draft: 'default',
  pending: 'warning',
  published: 'success',
  rejected: 'danger',
  changes: 'warning',
  offline: 'default',
  expired: 'default',
};

export const EMPLOYER_STATE_TONES: Readonly<Record<EmployerReviewState, BadgeTone>> = {
  pending: 'warning',
  passed: 'success',
  rejected: 'danger',
  changes: 'warning',
};

/** A posting's state code (zt) as its label and tone; an unknown code shows as it is. */
export function postingStateDisplay(code: string): { label: string; tone: BadgeTone } {
  const state = stateOfCode(postingWorkflow, code);
  return state === undefined
    ? { label: code, tone: 'default' }
    : { label: postingWorkflow.states[state].label, tone: POSTING_STATE_TONES[state] };
}

/** An employer registration's state code as its label and tone. */
export function employerStateDisplay(code: string): { label: string; tone: BadgeTone } {
  const state = stateOfCode(employerReviewWorkflow, code);
  return state === undefined
    ? { label: code, tone: 'default' }
    : { label: employerReviewWorkflow.states[state].label, tone: EMPLOYER_STATE_TONES[state] };
}

const ACTION_TONES: Readonly<Record<string, BadgeTone>> = {
  pass: 'success',
  reject: 'danger',
  changes: 'warning',
  offline: 'default',
  expire: 'default',
  submit: 'primary',
  edit: 'primary',
};

const ACTOR_NAMES: Readonly<Record<string, string>> = {
  [ACTOR_CODES.employer]: '',
  [ACTOR_CODES.school]: '学校审核 ',
  [ACTOR_CODES.system]: '',
};

/** What an entry's reason is called: a change request's 修改意见, a pass's note 审核意见, else 原因. */
const REASON_NAMES: Readonly<Record<string, string>> = { changes: '修改意见', pass: '审核意见' };

/** A review history (oldest first) as timeline items: what happened, who and when, the reason. */
export function historyTimelineItems(entries: readonly ReviewHistoryEntry[]): TimelineItem[] {
  return entries.map((entry) => ({
    key: entry.id,
    title: entry.dzmc,
    meta: `${ACTOR_NAMES[entry.czrlx] ?? ''}${entry.czr} · ${entry.czsj}`,
    tone: ACTION_TONES[entry.dz] ?? 'default',
    ...(entry.yy !== '' ? { children: `${REASON_NAMES[entry.dz] ?? '原因'}：${entry.yy}` } : {}),
  }));
}

/** 2026-06-01 至 2026-12-31: the period an item runs, a missing date as —. */
export function periodText(start: string, end: string): string {
  if (start === '' && end === '') return '—';
  return `${start || '—'} 至 ${end || '—'}`;
}
