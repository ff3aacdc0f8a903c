import {
  allowedActions,
  findTransition,
  stateOfCode,
  type ReasonRule,
  type TransitionTable,
} from '../../contract/workflow';
import { WORDING_CATEGORY_LABELS, type WordingFlag } from '../../contract/recruitmentWording';
import type { ApiError } from '../api/baseQuery';

/**
 * What the school's reviewers may do to a submitted object (an employer's registration, a position,
 * an announcement), read from the same transition tables the server enforces, and how the reason of
 * each action is asked for and checked (the server's words, so both refuse alike).
 */
export type SchoolAction<Action extends string = string> = {
  action: Action;
  /** The table's name of the action (审核通过, 驳回, 要求修改, 下线): dialog titles and messages. */
  label: string;
  /** The button's text: 通过 for a pass, the table's name otherwise. */
  buttonText: string;
  reason: ReasonRule;
};

/** What the school does to a position or an announcement: decide on a submission, take one down. */
export const SCHOOL_POSTING_ACTIONS = ['pass', 'reject', 'changes', 'offline'] as const;

/** What the school decides on an employer's registration. */
export const SCHOOL_EMPLOYER_ACTIONS = ['pass', 'reject', 'changes'] as const;

const BUTTON_TEXTS: Readonly<Record<string, string>> = { pass: '通过' };

/** What the reason field is called for each action. */
const REASON_LABELS: Readonly<Record<string, string>> = {
  pass: '审核意见',
  reject: '驳回原因',
  changes: '修改意见',
  offline: '下线原因',
};

/** The actions the school may take on an object in the state of this wire code, in table order. */
export function schoolActions<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  stateCode: string,
): SchoolAction<Action>[] {
  const state = stateOfCode(table, stateCode);
  if (state === undefined) return [];
  return allowedActions(table, state, 'school').map((action) => ({
    action,
    label: table.actions[action],
    buttonText: BUTTON_TEXTS[action] ?? table.actions[action],
    reason: findTransition(table, state, action, 'school')?.reason ?? 'none',
  }));
}

/** How the reason dialog of an action reads: its title, field, whether it is required, OK in danger colour. */
export function reasonDialogText(action: SchoolAction): {
  title: string;
  label: string;
  required: boolean;
  okText: string;
  danger: boolean;
} {
  const required = action.reason === 'required';
  const name = REASON_LABELS[action.action] ?? '原因';
  return {
    title: action.label,
    label: required ? name : `${name}（选填）`,
    required,
    okText: `确认${action.buttonText}`,
    danger: action.action === 'reject' || action.action === 'offline',
  };
}

/** A decision's reason as its request carries it: left out when none was written. */
export function optionalReason(reason: string): { reason?: string } {
  return reason === '' ? {} : { reason };
}

/** The server's code for a transition another reviewer (or the employer) made first. */
export const STATE_CONFLICT_CODE = 409;

/** True when a review call lost to a change made meanwhile: the object must be read again. */
export function isStateConflict(error: unknown): boolean {
  const failure = error as Partial<Extract<ApiError, { status: 'ENVELOPE_ERROR' }>> | null;
  return failure?.status === 'ENVELOPE_ERROR' && failure.code === STATE_CONFLICT_CODE;
}

/** What a reviewer is told after a conflict, once the object has been read again. */
export const STATE_CONFLICT_NOTICE = '状态已发生变化，已为您刷新，请查看当前状态后再操作';

/** True when the answer is the missing-object one (another site's id answers alike). */
export function isNotFound(error: unknown): boolean {
  const failure = error as Partial<Extract<ApiError, { status: 'ENVELOPE_ERROR' }>> | null;
  return failure?.status === 'ENVELOPE_ERROR' && failure.code === 404;
}

/** One flag of the content check as the reviewer reads it: 职位描述：限制“性别”的用语：限男性. */
export function flagText(flag: WordingFlag, fieldLabel: string): string {
  return `${fieldLabel}：限制“${WORDING_CATEGORY_LABELS[flag.category]}”的用语：${flag.words.join('、')}`;
}

/** The flagged words of one field (every category), for highlighting in its text. */
export function flaggedWordsOf(flags: readonly WordingFlag[], field: string): string[] {
  return [...new Set(flags.filter((flag) => flag.field === field).flatMap((flag) => flag.words))];
}

export type TextSegment = { text: string; marked: boolean };

/**
 * A text cut where the words occur, each occurrence marked (longest word first where two overlap, so
 * 限男性 wins over 男性), for a <mark> around what the content check flagged.
 */
export function markedSegments(text: string, words: readonly string[]): TextSegment[] {
  const needles = [...new Set(words.filter((word) => word !== ''))].sort((a, b) => b.length - a.length);
  if (needles.length === 0 || text === '') return text === '' ? [] : [{ text, marked: false }];
  const escaped = needles.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'gi');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), marked: false });
    segments.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
}

/** What the latest reason is called in the state it led to: 驳回原因, 修改意见, 下线原因, else 审核意见. */
export function reasonNoteLabel<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  stateCode: string,
): string {
  const state: string | undefined = stateOfCode(table, stateCode);
  if (state === 'rejected') return '驳回原因';
  if (state === 'changes') return '修改意见';
  if (state === 'offline') return '下线原因';
  return '审核意见';
}
