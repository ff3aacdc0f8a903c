import {
  PROFILE_FIELD_LABELS,
  REVIEWED_FIELDS,
  isReviewedField,
  profileFieldProblem,
  type EmployerProfileFields,
  type ProfileChange,
  type ProfileField,
} from '../../../contract/employerProfile';
import { profileChangeWorkflow, stateOfCode } from '../../../contract/workflow';

// The profile screens' rules as plain functions: the form's field rules (the contract's, which the
// server applies too), what the completeness and the change request say, and which field a server
// refusal is about.

/** A text field's rule for the form: the contract's first problem of the trimmed value. */
export const fieldRule =
  (field: ProfileField) =>
  (value: string): string | null =>
    profileFieldProblem(field, value);

/** The province and city as one field: both chosen. */
export function locationRule(province: string, city: string): string | null {
  return profileFieldProblem('sf', province) ?? profileFieldProblem('cs', city);
}

/**
 * What is still missing, as the completeness notice names it; a reviewed field a waiting change
 * request supplies (a first licence) is said to be under review rather than missing.
 */
export function missingText(missing: readonly ProfileField[], pending: ProfileChange | null = null): string {
  const labels = missing.map((field) => {
    if (field === 'sf' || field === 'cs') return '所在地区';
    const label = PROFILE_FIELD_LABELS[field];
    const supplied = pending !== null && isReviewedField(field) && pending[field] !== '';
    return supplied ? `${label}（已提交，待学校审核）` : label;
  });
  return [...new Set(labels)].join('、');
}

/** How far the profile is complete: filled required fields out of all of them. */
export function completeness(
  missing: readonly ProfileField[],
  required: number,
): { done: number; total: number } {
  return { done: required - missing.length, total: required };
}

/** The reviewed fields whose values the form changes (they go to the school's review). */
export function reviewedChanges(
  current: Pick<EmployerProfileFields, 'dwmc' | 'tyshxydm' | 'yyzz'>,
  asked: Pick<EmployerProfileFields, 'dwmc' | 'tyshxydm' | 'yyzz'>,
): string[] {
  return REVIEWED_FIELDS.filter((field) => current[field] !== asked[field]).map(
    (field) => PROFILE_FIELD_LABELS[field],
  );
}

export type ChangeNotice =
  | { kind: 'pending'; fields: string; submitted: string }
  | { kind: 'rejected'; fields: string; reason: string; decided: string };

/** What the screen says of the latest change request: waiting, or rejected with the school's reason. */
export function changeNotice(change: ProfileChange | null): ChangeNotice | null {
  if (change === null) return null;
  const state = stateOfCode(profileChangeWorkflow, change.zt);
  const fields = change.bgx.join('、');
  if (state === 'pending') return { kind: 'pending', fields, submitted: change.tjsj };
  if (state === 'rejected') return { kind: 'rejected', fields, reason: change.shyj, decided: change.spsj };
  return null;
}

/** True while a change waits: the reviewed fields cannot be changed again until it is decided. */
export function changePending(change: ProfileChange | null): boolean {
  return change !== null && stateOfCode(profileChangeWorkflow, change.zt) === 'pending';
}

/** The words of each field's refusals, for serverFieldOf (the label first, then its other words). */
export const PROFILE_FIELD_HINTS: readonly (readonly [RegExp, ProfileField])[] = [
  [/联系人手机|手机号/, 'sjhm'],
  [/固定电话|座机/, 'gddh'],
  [/邮政编码|邮编/, 'yzbm'],
  [/网址/, 'dwwz'],
  [/所在省份|所在城市/, 'sf'],
  [/单位标志/, 'logo'],
  ...(Object.entries(PROFILE_FIELD_LABELS) as [ProfileField, string][]).map(
    ([field, label]) => [new RegExp(label), field] as const,
  ),
];
