import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import type { ProfileChange, ProfileChangeListQuery } from '../../contract/employerProfile';
import { profileChangeWorkflow, stateOfCode, type ProfileChangeState } from '../../contract/workflow';
import { queueQuery, queueTabs } from '../../app/review/reviewQueue';

/** The change queue's tabs: every state, pending first, then 全部. */
export const PROFILE_CHANGE_TABS = queueTabs(profileChangeWorkflow);

export const PROFILE_CHANGE_PENDING_CODE = profileChangeWorkflow.states.pending.code;

/** What the school decides on a change request. */
export const SCHOOL_PROFILE_CHANGE_ACTIONS = ['pass', 'reject'] as const;

/** The queue's request from the page address: pending unless ?zt names another state (or all). */
export function profileChangeQuery(search: URLSearchParams): Required<ProfileChangeListQuery> {
  return queueQuery(search, PROFILE_CHANGE_TABS, PROFILE_CHANGE_PENDING_CODE);
}

const TONES: Readonly<Record<ProfileChangeState, BadgeTone>> = {
  pending: 'warning',
  passed: 'success',
  rejected: 'danger',
  withdrawn: 'default',
};

/** A request's state code as its label and tone; an unknown code shows as it is. */
export function profileChangeStateDisplay(code: string): { label: string; tone: BadgeTone } {
  const state = stateOfCode(profileChangeWorkflow, code);
  return state === undefined
    ? { label: code, tone: 'default' }
    : { label: profileChangeWorkflow.states[state].label, tone: TONES[state] };
}

export type ComparedValue = {
  key: 'dwmc' | 'tyshxydm' | 'yyzz';
  label: string;
  before: string;
  after: string;
  changed: boolean;
};

/** The reviewed values side by side, old then new, each marked when the request changes it. */
export function comparedValues(change: ProfileChange): ComparedValue[] {
  const rows: [ComparedValue['key'], string, string, string][] = [
    ['dwmc', '单位名称', change.ydwmc, change.dwmc],
    ['tyshxydm', '统一社会信用代码', change.ytyshxydm, change.tyshxydm],
    ['yyzz', '营业执照', change.yyyzz, change.yyzz],
  ];
  return rows.map(([key, label, before, after]) => ({
    key,
    label,
    before,
    after,
    changed: before !== after,
  }));
}
