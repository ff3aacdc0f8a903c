import type {
  ApplicationListItem,
  ApplicationNote,
  InterviewDetails,
  Invitation,
  StudentApplicationItem,
} from '../../contract/applications';
import { INVITATION_STATES, STUDENT_STATE_LABELS } from '../../contract/applications';
import { chinaDateTime } from '../../contract/chinaTime';
import { resumeCompleteness, resumeHeadline, type Resume, type ResumeSnapshot } from '../../contract/resumes';
import { applicationWorkflow, type ApplicationState } from '../../contract/workflow';
import type { ApplicationInvitationsTable, ApplicationNotesTable, ApplicationsTable } from './tables';

// Between the wire's pinyin fields and the tables' columns, in one place.

export type ApplicationRow = ApplicationsTable;

export const stateCode = (state: ApplicationState): string => applicationWorkflow.states[state].code;

const time = (ms: number | null) => (ms === null ? '' : chinaDateTime(ms));

/** The resume as the application keeps it: a copy, with its completeness and the time taken. */
export function snapshotOf(resume: Resume, now: number): ResumeSnapshot {
  return {
    ...structuredClone(resume),
    wzd: resumeCompleteness(resume).percent,
    kzsj: chinaDateTime(now),
  };
}

/** The snapshot's columns the employer's list filters and shows. */
export function snapshotColumns(snapshot: ResumeSnapshot) {
  const headline = resumeHeadline(snapshot);
  return {
    snapshot: JSON.stringify(snapshot),
    student_name: snapshot.jbxx.xm.trim(),
    gender: snapshot.jbxx.xb,
    school_name: headline.xxmc.trim(),
    major: headline.zy.trim(),
    education: headline.xl,
    graduation_year: headline.bynf,
    mobile: snapshot.jbxx.sjhm.trim(),
    email: snapshot.jbxx.dzyx.trim(),
    has_attachment: snapshot.fjjl === null ? 0 : 1,
  };
}

export function parseSnapshot(row: Pick<ApplicationRow, 'snapshot'>): ResumeSnapshot {
  return JSON.parse(row.snapshot) as ResumeSnapshot;
}

export function interviewOf(row: Pick<ApplicationRow, 'interview'>): InterviewDetails | null {
  return row.interview === null ? null : (JSON.parse(row.interview) as InterviewDetails);
}

/** The columns a list row needs (lists never read the snapshot). */
export const LIST_COLUMNS = [
  'id',
  'position_id',
  'position_name',
  'student_name',
  'gender',
  'school_name',
  'major',
  'education',
  'graduation_year',
  'mobile',
  'email',
  'state',
  'created_at',
  'updated_at',
  'has_attachment',
  'invitation_id',
] as const;

type ListRow = Pick<ApplicationRow, (typeof LIST_COLUMNS)[number]>;

export function listItemOf(row: ListRow): ApplicationListItem {
  return {
    id: row.id,
    zwid: row.position_id,
    zwmc: row.position_name,
    xm: row.student_name,
    xb: row.gender,
    xxmc: row.school_name,
    zy: row.major,
    xl: row.education,
    bynf: row.graduation_year === null ? null : Number(row.graduation_year),
    sjh: row.mobile,
    yx: row.email,
    zt: stateCode(row.state),
    tdsj: time(row.created_at),
    gxsj: time(row.updated_at),
    yfj: row.has_attachment === 1 ? '1' : '0',
    yqly: row.invitation_id === null ? '0' : '1',
  };
}

export function noteOf(row: ApplicationNotesTable): ApplicationNote {
  return { id: row.id, nr: row.body, czr: row.author_name, cjsj: time(row.created_at) };
}

/** The interview shows to the student while it is ahead: invited or interviewing. */
const INTERVIEW_STATES: readonly ApplicationState[] = ['invited', 'interviewing'];

export const STUDENT_COLUMNS = [
  'id',
  'position_id',
  'position_name',
  'employer_name',
  'state',
  'created_at',
  'updated_at',
  'interview',
] as const;

export function studentItemOf(
  row: Pick<ApplicationRow, (typeof STUDENT_COLUMNS)[number]>,
): StudentApplicationItem {
  const code = stateCode(row.state);
  return {
    id: row.id,
    zwid: row.position_id,
    zwmc: row.position_name,
    dwmc: row.employer_name,
    zt: code,
    ztmc: STUDENT_STATE_LABELS[code] ?? '',
    tdsj: time(row.created_at),
    gxsj: time(row.updated_at),
    ms: INTERVIEW_STATES.includes(row.state) ? interviewOf(row) : null,
  };
}

export function invitationOf(row: ApplicationInvitationsTable): Invitation {
  return {
    id: row.id,
    dwmc: row.employer_name,
    zwid: row.position_id,
    zwmc: row.position_name,
    ly: row.message,
    zt: INVITATION_STATES[row.state].code,
    yqsj: time(row.created_at),
    clsj: time(row.answered_at),
    sqid: row.application_id ?? '',
  };
}
