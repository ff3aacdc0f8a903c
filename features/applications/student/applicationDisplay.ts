// How the student's screens read an application, an invitation and whether a position can be applied
// to. Plain functions, tested without React; the wording is the student's (STUDENT_STATE_LABELS: never
// 不合适).

import {
  INVITATION_STATES,
  STUDENT_STATE_LABELS,
  type InterviewDetails,
  type Invitation,
  type StudentPositionDetail,
} from '../../../contract/applications';
import { applicationWorkflow, postingWorkflow } from '../../../contract/workflow';
import type { BadgeTone } from '../../../ui/Badge';

export type StateDisplay = { label: string; tone: BadgeTone };

const APPLICATION_TONES: Readonly<Record<string, BadgeTone>> = {
  [applicationWorkflow.states.new.code]: 'default',
  [applicationWorkflow.states.viewed.code]: 'info',
  [applicationWorkflow.states.invited.code]: 'primary',
  [applicationWorkflow.states.interviewing.code]: 'primary',
  [applicationWorkflow.states.offer.code]: 'success',
  [applicationWorkflow.states.hired.code]: 'success',
  [applicationWorkflow.states.rejected.code]: 'default',
};

/** An application's state as the student reads it. */
export function applicationStateDisplay(zt: string): StateDisplay {
  return { label: STUDENT_STATE_LABELS[zt] ?? '处理中', tone: APPLICATION_TONES[zt] ?? 'default' };
}

/** 我的申请's state filter: every state but the employer-only wording, in the workflow's order. */
export const APPLICATION_STATE_FILTERS: readonly { code: string; label: string }[] = Object.values(
  applicationWorkflow.states,
).map(({ code }) => ({ code, label: STUDENT_STATE_LABELS[code] ?? code }));

const INVITATION_TONES: Readonly<Record<string, BadgeTone>> = {
  [INVITATION_STATES.pending.code]: 'warning',
  [INVITATION_STATES.accepted.code]: 'success',
  [INVITATION_STATES.declined.code]: 'default',
  [INVITATION_STATES.closed.code]: 'default',
};

export function invitationStateDisplay(zt: string): StateDisplay {
  const state = Object.values(INVITATION_STATES).find((item) => item.code === zt);
  return { label: state?.label ?? zt, tone: INVITATION_TONES[zt] ?? 'default' };
}

/** Only a pending invitation can be accepted or declined. */
export const isAnswerable = (invitation: Pick<Invitation, 'zt'>): boolean =>
  invitation.zt === INVITATION_STATES.pending.code;

/** What the detail page offers: the 申请职位 button, or why not. */
export type ApplyAvailability =
  | { kind: 'open' }
  /** Applied already: its state (student wording) and the application to open. */
  | { kind: 'applied'; label: string; applicationId: string }
  /** Not through this system: the employer takes resumes by e-mail only. */
  | { kind: 'email'; address: string }
  | { kind: 'closed'; reason: string };

/** jlfs '2': resumes by e-mail only (APPLY_METHODS). */
const EMAIL_ONLY = '2';

export function applyAvailability(
  position: Pick<StudentPositionDetail, 'sqid' | 'sqzt' | 'zt' | 'jzrq' | 'jlfs' | 'jlyx'>,
  today: string,
): ApplyAvailability {
  if (position.sqzt !== '')
    return {
      kind: 'applied',
      label: applicationStateDisplay(position.sqzt).label,
      applicationId: position.sqid,
    };
  if (position.zt !== postingWorkflow.states.published.code)
    return { kind: 'closed', reason: '该职位已停止招聘' };
  if (position.jzrq !== '' && position.jzrq < today) return { kind: 'closed', reason: '该职位已截止申请' };
  if (position.jlfs === EMAIL_ONLY) return { kind: 'email', address: position.jlyx };
  return { kind: 'open' };
}

/** The interview as lines: when, how (where, or the link), and the note. */
export type InterviewLines = { when: string; mode: string; place: string; link: string; note: string };

export function interviewLines(interview: InterviewDetails): InterviewLines {
  const online = interview.msfs === '2';
  return {
    when: `${interview.msrq} ${interview.mssj}`,
    mode: online ? '线上面试' : '现场面试',
    place: online ? '' : interview.msdd,
    link: online ? interview.mslj : '',
    note: interview.msbz,
  };
}

/** The 我的申请 page holds two lists: applications and invitations (?tab=yq). */
export type ApplicationsTab = 'sq' | 'yq';
export const INVITATIONS_TAB: ApplicationsTab = 'yq';

export const tabOf = (value: string | null): ApplicationsTab => (value === INVITATIONS_TAB ? 'yq' : 'sq');
