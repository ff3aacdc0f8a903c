// How an employer's postings (positions and announcements, both under postingWorkflow) read to the
// employer and what it may do with one from its lists, details and forms. Plain functions, tested
// without React; the words that differ between the two come in as a PostingKind.

import { daysBetween, isDateString } from '../../contract/chinaTime';
import type { Permission } from '../../contract/permissions';
import {
  EDITABLE_POSTING_STATES,
  REMOVABLE_POSTING_STATES,
  allowedActions,
  postingWorkflow,
  stateOfCode,
  type PostingState,
} from '../../contract/workflow';

/** What the shared posting screens need to know of a kind of posting. */
export type PostingKind = {
  /** 职位 or 公告: the word every sentence about one uses. */
  noun: string;
  /** The addresses of its form and of its management list (the route table's). */
  screens: { readonly publish: string; readonly manage: string };
};

/** A posting as the shared pieces handle it: its id, its state code, its name (职位名称, 公告标题). */
export type PostingRef = { id: string; zt: string; name: string };

export const postingEditPath = (kind: PostingKind, id: string) =>
  `${kind.screens.publish}?id=${encodeURIComponent(id)}`;
export const postingDetailPath = (kind: PostingKind, id: string) =>
  `${kind.screens.manage}?id=${encodeURIComponent(id)}`;

/** The state of a code (undefined for a code the table does not know). */
export const postingStateOf = (zt: string): PostingState | undefined => stateOfCode(postingWorkflow, zt);

/** The heading of the reviewer's reason, for the states that carry one ('' for the others). */
export function reasonTitle(zt: string): string {
  switch (postingStateOf(zt)) {
    case 'rejected':
      return '驳回原因';
    case 'changes':
      return '修改意见';
    case 'offline':
      return '下线原因';
    default:
      return '';
  }
}

/** A live posting is flagged this many days (or fewer) before it ends. */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Days left (0: it ends today) of a posting that is live (published or pending) and ends on `end`
 * within EXPIRY_WARNING_DAYS; null otherwise.
 */
export function daysUntilPostingEnds(zt: string, end: string, today: string): number | null {
  const state = postingStateOf(zt);
  if ((state !== 'published' && state !== 'pending') || !isDateString(end)) return null;
  const days = daysBetween(today, end);
  return days >= 0 && days <= EXPIRY_WARNING_DAYS ? days : null;
}

/** What the employer can do with a posting from a list or its detail. */
export type EmployerPostingAction = 'edit' | 'submit' | 'withdraw' | 'offline' | 'copy' | 'remove';

export const EMPLOYER_POSTING_ACTION_LABELS: Readonly<Record<EmployerPostingAction, string>> = {
  edit: '编辑',
  submit: '提交审核',
  withdraw: '撤回',
  offline: '下线',
  copy: '复制',
  remove: '删除',
};

/**
 * The actions a state allows, in the order they show: edit where EDITABLE_POSTING_STATES says, the
 * employer's transitions of postingWorkflow (editing a published one is its `edit`), copy as a new
 * draft always, delete for drafts.
 */
export function employerPostingActions(zt: string): EmployerPostingAction[] {
  const state = postingStateOf(zt);
  if (state === undefined) return ['copy'];
  const allowed = allowedActions(postingWorkflow, state, 'employer');
  const actions: EmployerPostingAction[] = [];
  if (EDITABLE_POSTING_STATES.includes(state)) actions.push('edit');
  for (const transition of ['submit', 'withdraw', 'offline'] as const)
    if (allowed.includes(transition)) actions.push(transition);
  actions.push('copy');
  if (REMOVABLE_POSTING_STATES.includes(state)) actions.push('remove');
  return actions;
}

export const isEditablePosting = (zt: string) => employerPostingActions(zt).includes('edit');

/** What publishing and every action on a posting need; 招聘信息·查看 reads the lists and details only. */
export const POSTING_MANAGE_PERMISSION: Permission = { section: 'recruiting', level: 'manage' };

/** The actions a user may take on a posting: what its state allows, none for a user who may only view. */
export function permittedPostingActions(zt: string, canManage: boolean): EmployerPostingAction[] {
  return canManage ? employerPostingActions(zt) : [];
}

/** The one primary button among a posting's actions: submitting when the state allows it, else editing. */
export function primaryPostingAction(
  actions: readonly EmployerPostingAction[],
): EmployerPostingAction | undefined {
  return actions.find((action) => action === 'submit') ?? actions.find((action) => action === 'edit');
}

/** The management lists' tabs: 全部 first (code ''), then every state by its code. */
export const POSTING_STATE_TABS: readonly { code: string; label: string }[] = [
  { code: '', label: '全部' },
  ...Object.values(postingWorkflow.states).map(({ code, label }) => ({ code, label })),
];

export const POSTING_STATE_CODES: readonly string[] = Object.values(postingWorkflow.states).map(
  (state) => state.code,
);

/** A tab's count: its state's, or every state's together for 全部 (''). */
export function postingTabCount(counts: Readonly<Record<string, number>>, code: string): number {
  if (code !== '') return counts[code] ?? 0;
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
