// Applications (职位申请) and what the employer does with them: received resumes (jlgl/sddjl), the
// online resume view (jlgl/zxjlck), talent search and invitations (jlgl/rcjs); and the student's side
// (/stu/zpgw/* to find and apply, /stu/grzx/sq/* for applications and invitations). States are
// applicationWorkflow's codes (contract/workflow.ts); field names are the spec's style.

import { checkIllegalCharsNamed } from '../ui/validators';
import type { Page, PageQuery } from './paging';
import type { PublicPosition, PublicPositionListItem } from './positions';
import type { ResumeSnapshot, TalentSearchFilters, TalentSearchRow } from './resumes';
import type { ReviewHistoryEntry } from './workflow';

export const applicationPaths = {
  /** GET ApplicationListQuery -> ApplicationListResult (with the count of each state). */
  list: '/com/jlgl/list',
  /** GET ?id= -> ApplicationDetail; the first open sets 已查看 and is written to the access log. */
  detail: '/com/jlgl/detail',
  /** GET ?id= -> the attachment resume (PDF) of the snapshot; sets 已查看 like detail, logged. */
  attachment: '/com/jlgl/attachment',
  /** POST ApplicationTransitionRequest -> BulkTransitionResult. */
  transition: '/com/jlgl/transition',
  /** POST ApplicationNoteRequest -> ApplicationNote. */
  note: '/com/jlgl/note',
  /** GET ApplicationListQuery (without page/size) -> .xlsx of the filtered list (APPLICATION_EXPORT_LIMIT rows). */
  export: '/com/jlgl/export',
  /** GET PageQuery -> Page<AccessLogEntry>; the main account only. */
  accessLog: '/com/jlgl/accessLog',
  /** GET TalentSearchQuery -> Page<TalentSearchItem>, contacts masked unless revealed. */
  talentSearch: '/com/rcjs/search',
  /** POST InviteRequest -> { id } of the invitation. */
  invite: '/com/rcjs/invite',
} as const;

export const studentApplicationPaths = {
  /** GET StudentPositionQuery -> Page<StudentPositionListItem>: published positions of the student's school. */
  positions: '/stu/zpgw/list',
  /** GET ?size= -> StudentPositionListItem[]: matching the student's major and education first. */
  recommended: '/stu/zpgw/recommended',
  /** GET ?id= -> StudentPositionDetail. */
  position: '/stu/zpgw/detail',
  /** POST ApplyRequest -> { id } of the application; INCOMPLETE_RESUME_CODE when the resume is not enough. */
  apply: '/stu/zpgw/apply',
  /** GET StudentApplicationQuery -> Page<StudentApplicationItem>. */
  list: '/stu/grzx/sq/list',
  /** GET ?id= -> StudentApplicationDetail (with history). */
  detail: '/stu/grzx/sq/detail',
  /** GET InvitationQuery -> Page<Invitation>. */
  invitations: '/stu/grzx/sq/invitations',
  /** POST { id } -> { id } of the application it becomes (the same rules as apply). */
  accept: '/stu/grzx/sq/accept',
  /** POST { id } -> { id, zt }. */
  decline: '/stu/grzx/sq/decline',
} as const;

/**
 * Refusal of an application for an incomplete resume (spec section 8: the student client shows the
 * message and sends the user to /sc/myResume). The message is INCOMPLETE_RESUME_MESSAGE (contract/resumes).
 */
export const INCOMPLETE_RESUME_CODE = 4004;

/** Student-side refusal the client shows as a message (already applied, position closed, not found…). */
export const STUDENT_REFUSED_CODE = 4002;

/** An employer may have this many pending invitations to one student at a time. */
export const MAX_PENDING_INVITATIONS = 3;
/** The export holds at most this many rows (the first of the filtered list in its order). */
export const APPLICATION_EXPORT_LIMIT = 5000;
/** A note is at most this many characters. */
export const NOTE_LIMIT = 500;
/** An invitation's message is at most this many characters. */
export const INVITATION_MESSAGE_LIMIT = 200;

// ---------------------------------------------------------------------------------------------------
// The employer's side.

/** 面试方式: '1' on site (msdd required), '2' online (mslj required). */
export type InterviewMode = '1' | '2';

/** The interview an invitation to interview carries (action invite). */
export type InterviewDetails = {
  /** 面试日期 YYYY-MM-DD (today or later) and 时间 HH:mm, China time. */
  msrq: string;
  mssj: string;
  msfs: InterviewMode;
  /** 面试地点 (on site) or 线上链接 (online, http(s)); '' for the other. */
  msdd: string;
  mslj: string;
  /** 备注 to the student, '' when none. */
  msbz: string;
};

/** A row of the received-resumes list (the columns the export writes too). */
export type ApplicationListItem = {
  id: string;
  /** The position applied to. */
  zwid: string;
  zwmc: string;
  /** The student's name (full: the application is to the employer's own position). */
  xm: string;
  /** 性别 '1' male, '2' female, '' unknown. */
  xb: string;
  /** School, major, degree (RESUME_DEGREES code, '' none), graduation year (null unknown): the resume's headline. */
  xxmc: string;
  zy: string;
  xl: string;
  bynf: number | null;
  /** Mobile and e-mail as the resume had them. */
  sjh: string;
  yx: string;
  /** State code (applicationWorkflow). */
  zt: string;
  /** 投递时间 and last change, 'YYYY-MM-DD HH:mm:ss' China time. */
  tdsj: string;
  gxsj: string;
  /** '1' when the snapshot has an attachment resume. */
  yfj: '0' | '1';
  /** Whether it came from an accepted invitation ('1') or a plain application ('0'). */
  yqly: '0' | '1';
};

/** 排序: newest application first (default), oldest first. */
export type ApplicationSort = 'tdsj_desc' | 'tdsj_asc';

/** GET /com/jlgl/list and /com/jlgl/export. Filters sent empty ('') filter nothing. */
export type ApplicationListQuery = PageQuery & {
  /** A position of the employer. */
  zwid?: string;
  /** A state code. */
  zt?: string;
  /** 投递日期 from and to, YYYY-MM-DD inclusive. */
  ksrq?: string;
  jsrq?: string;
  /** Degree code (exactly), graduation year, exact major and school name. */
  xl?: string;
  bynf?: number;
  zy?: string;
  xxmc?: string;
  /** Matches the student's name (contains). */
  xm?: string;
  px?: ApplicationSort;
};

/** The list answers the count of each state (the tabs) over the other filters, keyed by state code. */
export type ApplicationListResult = Page<ApplicationListItem> & { counts: Record<string, number> };

export type ApplicationNote = {
  id: string;
  /** 内容, 记录人 (the user's name), 记录时间. */
  nr: string;
  czr: string;
  cjsj: string;
};

/** GET /com/jlgl/detail?id=: the snapshot as it was sent, state, history, notes and actions. */
export type ApplicationDetail = ApplicationListItem & {
  jl: ResumeSnapshot;
  /** The interview of the latest invitation to interview, null when none. */
  ms: InterviewDetails | null;
  /** The reason of 不合适 ('' when none or another state). */
  yy: string;
  history: ReviewHistoryEntry[];
  notes: ApplicationNote[];
};

/** Employer actions of applicationWorkflow (view is the system's, on first open). */
export type ApplicationEmployerAction = 'invite' | 'interview' | 'offer' | 'hire' | 'reject';

/**
 * POST /com/jlgl/transition: the same action on each listed application (bulk: mark not suitable,
 * invite to interview with one time slot). interview is required for invite; reason is optional for
 * reject. Each id is checked on its own; the answer lists what changed and what did not.
 */
export type ApplicationTransitionRequest = {
  ids: string[];
  action: ApplicationEmployerAction;
  reason?: string;
  interview?: InterviewDetails;
};

export type BulkTransitionResult = {
  succeeded: { id: string; zt: string }[];
  /** Another employer's or an unknown id fails with 申请不存在 like the others. */
  failed: { id: string; message: string }[];
};

/** A bulk transition takes at most this many ids. */
export const MAX_BULK_IDS = 100;

/** POST /com/jlgl/note: a note only the employer's users see. */
export type ApplicationNoteRequest = { id: string; nr: string };

/** What an access-log entry records (PIPL): a detail view, an attachment download, an export. */
export type AccessKind = 'detail' | 'attachment' | 'export';
export const ACCESS_KIND_LABELS: Readonly<Record<AccessKind, string>> = {
  detail: '查看简历',
  attachment: '下载附件简历',
  export: '导出简历列表',
};

/** GET /com/jlgl/accessLog: who saw which applications' personal information, newest first. */
export type AccessLogEntry = {
  id: string;
  lx: AccessKind;
  /** The user and their account name. */
  czr: string;
  czsj: string;
  /** The applications concerned (an export: every row it held) and how many. */
  sqids: string[];
  sl: number;
};

/** The export's columns, in order: header and the list item's field. */
export const APPLICATION_EXPORT_COLUMNS: readonly { header: string; field: keyof ApplicationListItem }[] = [
  { header: '姓名', field: 'xm' },
  { header: '性别', field: 'xb' },
  { header: '申请职位', field: 'zwmc' },
  { header: '学校', field: 'xxmc' },
  { header: '专业', field: 'zy' },
  { header: '学历', field: 'xl' },
  { header: '毕业年份', field: 'bynf' },
  { header: '手机号', field: 'sjh' },
  { header: '邮箱', field: 'yx' },
  { header: '状态', field: 'zt' },
  { header: '投递时间', field: 'tdsj' },
];

/** GET /com/rcjs/search: resumes' filters over the opted-in students of the employer's sites. */
export type TalentSearchQuery = PageQuery & TalentSearchFilters;

/** POST /com/rcjs/invite: invites a student found by talent search to apply to a published position. */
export type InviteRequest = {
  /** The student id of the talent search row. */
  xsid: string;
  zwid: string;
  /** 留言 to the student (absent or '' when none). */
  ly?: string;
};

// ---------------------------------------------------------------------------------------------------
// The student's side.

/** GET /stu/zpgw/list: published positions of the student's school. */
export type StudentPositionQuery = PageQuery & {
  keyword?: string;
  /** Category, nature and education codes (zwlb, gzxz, xlyq); a city's six-digit code. */
  category?: string;
  nature?: string;
  city?: string;
  education?: string;
  /** At least this monthly salary in yuan (an annual range counts a twelfth); negotiable ones are left out. */
  salary?: number;
};

/** A position as the student sees it in lists, with its own application's state ('' when none). */
export type StudentPositionListItem = PublicPositionListItem & { sqzt: string };

/** GET /stu/zpgw/detail?id=: the position and the student's application to it, if any ('' otherwise). */
export type StudentPositionDetail = PublicPosition & { sqid: string; sqzt: string };

/** POST /stu/zpgw/apply. */
export type ApplyRequest = { zwid: string };
export type CreatedId = { id: string };

export type StudentApplicationQuery = PageQuery & { zt?: string };

/** One of the student's applications. ztmc is the student's wording (STUDENT_STATE_LABELS). */
export type StudentApplicationItem = {
  id: string;
  zwid: string;
  zwmc: string;
  dwmc: string;
  zt: string;
  ztmc: string;
  tdsj: string;
  gxsj: string;
  /** The interview, while invited or interviewing; null otherwise. */
  ms: InterviewDetails | null;
};

/**
 * GET /stu/grzx/sq/detail?id=: with the history (student wording: the actors are the employer and
 * the system; a 不合适 reason is shown after NOT_SUITABLE_STUDENT_MESSAGE) and the resume as sent.
 */
export type StudentApplicationDetail = StudentApplicationItem & {
  history: StudentHistoryEntry[];
  jl: ResumeSnapshot;
};

export type StudentHistoryEntry = {
  /** The state reached (code and the student's wording) and when. */
  zt: string;
  ztmc: string;
  czsj: string;
  /** What the student is told: the polite wording and the reason for 不合适, else ''. */
  sm: string;
};

/** Invitation states: pending, accepted (an application now exists), declined, closed (position gone). */
export const INVITATION_STATES = {
  pending: { code: '1', label: '待处理' },
  accepted: { code: '2', label: '已接受' },
  declined: { code: '3', label: '已拒绝' },
  closed: { code: '4', label: '已失效' },
} as const;
export type InvitationState = keyof typeof INVITATION_STATES;

export type InvitationQuery = PageQuery & { zt?: string };

export type Invitation = {
  id: string;
  /** The employer and the position. */
  dwmc: string;
  zwid: string;
  zwmc: string;
  ly: string;
  zt: string;
  /** Sent and answered ('' while pending). */
  yqsj: string;
  clsj: string;
  /** The application it became ('' unless accepted). */
  sqid: string;
};

export type InvitationIdRequest = { id: string };
export type InvitationStateResult = { id: string; zt: string };

// ---------------------------------------------------------------------------------------------------
// Wording and masking (plain functions: the client and the server use the same).

/** The student never reads 不合适: this is what they see instead. */
export const NOT_SUITABLE_STUDENT_MESSAGE =
  '感谢您的关注，经过慎重考虑，您的简历暂不符合该职位的要求，期待今后有机会合作。';

/** State code -> the student's wording (applicationWorkflow's codes). */
export const STUDENT_STATE_LABELS: Readonly<Record<string, string>> = {
  '1': '已投递',
  '2': '已被查看',
  '3': '邀请面试',
  '4': '面试中',
  '5': '已录用',
  '6': '已入职',
  '7': '未通过',
};

/** 李四 -> 李**: the surname only, and never the length of the given name. */
export function maskName(name: string): string {
  const [first] = [...name.trim()];
  return first === undefined ? '' : `${first}**`;
}

/** 13812345678 -> 138****5678; anything else is hidden whole. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** zhangsan@example.com -> z***@example.com. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? (email === '' ? '' : '****') : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A note's or an invitation message's text: null when fine, else the message (the form checks it too). */
export function textProblem(text: string, limit: number, what: string, required: boolean): string | null {
  const trimmed = text.trim();
  if (required && trimmed === '') return `请填写${what}`;
  if ([...trimmed].length > limit) return `${what}不能超过${limit}个字`;
  const illegal = checkIllegalCharsNamed(trimmed);
  return illegal === null ? null : `${what}：${illegal}`;
}

/** Wire check of interview details: null when fine, else the message. */
export function interviewProblem(interview: InterviewDetails | undefined, today: string): string | null {
  if (interview === undefined) return '请填写面试安排';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(interview.msrq)) return '请选择面试日期';
  if (interview.msrq < today) return '面试日期不能早于今天';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(interview.mssj)) return '请选择面试时间';
  if (interview.msfs === '1' && interview.msdd.trim() === '') return '请填写面试地点';
  if (interview.msfs === '2' && !/^https?:\/\/\S+$/.test(interview.mslj.trim()))
    return '请填写正确的线上面试链接';
  if ([...interview.msdd].length > 100 || [...interview.mslj].length > 300) return '面试地点或链接过长';
  if ([...interview.msbz].length > NOTE_LIMIT) return `面试备注不能超过${NOTE_LIMIT}个字`;
  return null;
}

/** A talent-search result as the employer sees it. */
export type TalentSearchItem = {
  xsid: string;
  /** Name, mobile, e-mail: masked (李**, 138****0000) unless gk is '1'. */
  xm: string;
  sjh: string;
  yx: string;
  /**
   * '1' when the student applied to this employer, on their own or by accepting its invitation (the consent
   * text's 接受邀请或主动投递后): contacts shown in full.
   */
  gk: '0' | '1';
  xb: string;
  xxmc: string;
  zy: string;
  xl: string;
  bynf: number | null;
  /** Skills and certificates joined by '、'; intention city code; resume last saved; keyword excerpt. */
  jn: string;
  yxcs: string;
  gxsj: string;
  jlzy: string;
};

/** What an employer may see of a talent-search row: masked unless the student revealed itself to it. */
export function talentItemOf(row: TalentSearchRow, revealed: boolean): TalentSearchItem {
  return {
    xsid: row.studentId,
    xm: revealed ? row.name : maskName(row.name),
    sjh: revealed ? row.mobile : maskMobile(row.mobile),
    yx: revealed ? row.email : maskEmail(row.email),
    gk: revealed ? '1' : '0',
    xb: row.gender,
    xxmc: row.schoolName,
    zy: row.major,
    xl: row.education,
    bynf: row.graduationYear,
    jn: row.skills,
    yxcs: row.intentionCity,
    gxsj: row.updatedAt,
    jlzy: row.excerpt,
  };
}
