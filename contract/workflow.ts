import { checkIllegalCharsNamed } from '../ui/validators';

// The review workflow: every object an employer submits (its registration, a position, an announcement;
// later talks, booth bookings, agreements) moves through a transition table kept here as plain data. The
// server enforces it (one conditional update per transition, recorded in the audit trail); the client
// reads the same table to show only the actions the current state allows.

/**
 * Who acts: the employer's user, the school's staff, the system itself (expiry, automatic pass), or a
 * student (creating an application).
 */
export type Actor = 'employer' | 'school' | 'system' | 'student';

/** What a reason is to a transition: the school must say why it rejects or asks for changes. */
export type ReasonRule = 'required' | 'optional' | 'none';

export type Transition<State extends string, Action extends string> = {
  readonly from: State;
  readonly action: Action;
  readonly by: Actor;
  readonly to: State;
  readonly reason: ReasonRule;
};

export type TransitionTable<State extends string, Action extends string> = {
  /** Names the table in messages and the audit trail. */
  readonly name: string;
  /** The state a new object starts in. */
  readonly initial: State;
  readonly states: Readonly<Record<State, { readonly code: string; readonly label: string }>>;
  readonly actions: Readonly<Record<Action, string>>;
  readonly transitions: readonly Transition<State, Action>[];
};

/** The transition an actor may take from a state with an action, or undefined. */
export function findTransition<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  from: State,
  action: Action,
  by: Actor,
): Transition<State, Action> | undefined {
  return table.transitions.find((row) => row.from === from && row.action === action && row.by === by);
}

/** The actions an actor may take on an object in a state, in table order. */
export function allowedActions<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  from: State,
  by: Actor,
): Action[] {
  const actions: Action[] = [];
  for (const row of table.transitions)
    if (row.from === from && row.by === by && !actions.includes(row.action)) actions.push(row.action);
  return actions;
}

/** The wire code of a state (zt) -> the state, or undefined for an unknown code. */
export function stateOfCode<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  code: string,
): State | undefined {
  return (Object.keys(table.states) as State[]).find((state) => table.states[state].code === code);
}

/**
 * Why a transition is refused, naming the current state (the server's message and the client's):
 * e.g. 当前状态为“已发布”，不能撤回.
 */
export function refusalMessage<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  from: State,
  action: Action,
): string {
  return `当前状态为“${table.states[from].label}”，不能${table.actions[action]}`;
}

/** The message of a transition lost to another one made meanwhile (two parallel requests). */
export const STATE_CHANGED_MESSAGE = '状态已发生变化，请刷新后重试';

// ---------------------------------------------------------------------------------------------------
// Positions and announcements (招聘职位, 招聘公告).

export type PostingState = 'draft' | 'pending' | 'published' | 'rejected' | 'changes' | 'offline' | 'expired';
export type PostingAction =
  'submit' | 'withdraw' | 'pass' | 'reject' | 'changes' | 'edit' | 'offline' | 'expire';

/**
 * draft -> pending -> published, or rejected / changes requested (reason required), both editable and
 * resubmitted; published -> offline (the employer, or the school with a reason) or expired (the deadline
 * passed; also a pending item nobody reviewed in time); editing a published item sends it back to
 * pending. Editing a draft, rejected or changes-requested item keeps its state (no transition).
 * An automatic-review site passes a submission at once (action pass by the system).
 */
export const postingWorkflow: TransitionTable<PostingState, PostingAction> = {
  name: 'posting',
  initial: 'draft',
  states: {
    draft: { code: '0', label: '草稿' },
    pending: { code: '1', label: '待审核' },
    published: { code: '2', label: '已发布' },
    rejected: { code: '3', label: '已驳回' },
    changes: { code: '4', label: '需修改' },
    offline: { code: '5', label: '已下线' },
    expired: { code: '6', label: '已过期' },
  },
  actions: {
    submit: '提交审核',
    withdraw: '撤回',
    pass: '审核通过',
    reject: '驳回',
    changes: '要求修改',
    edit: '修改',
    offline: '下线',
    expire: '过期',
  },
  transitions: [
    { from: 'draft', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'rejected', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'changes', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'pending', action: 'withdraw', by: 'employer', to: 'draft', reason: 'none' },
    { from: 'pending', action: 'pass', by: 'school', to: 'published', reason: 'optional' },
    { from: 'pending', action: 'pass', by: 'system', to: 'published', reason: 'none' },
    { from: 'pending', action: 'reject', by: 'school', to: 'rejected', reason: 'required' },
    { from: 'pending', action: 'changes', by: 'school', to: 'changes', reason: 'required' },
    { from: 'published', action: 'edit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'published', action: 'offline', by: 'employer', to: 'offline', reason: 'optional' },
    { from: 'published', action: 'offline', by: 'school', to: 'offline', reason: 'required' },
    { from: 'published', action: 'expire', by: 'system', to: 'expired', reason: 'none' },
    { from: 'pending', action: 'expire', by: 'system', to: 'expired', reason: 'none' },
  ],
};

/** States whose content the employer may change (a published item may too: that is action edit). */
export const EDITABLE_POSTING_STATES: readonly PostingState[] = ['draft', 'rejected', 'changes', 'published'];
/** Only drafts are deleted; everything else keeps its history. */
export const REMOVABLE_POSTING_STATES: readonly PostingState[] = ['draft'];

// ---------------------------------------------------------------------------------------------------
// An employer's standing at a school site (its registration, reviewed by that school).

export type EmployerReviewState = 'pending' | 'passed' | 'rejected' | 'changes';
export type EmployerReviewAction = 'submit' | 'pass' | 'reject' | 'changes';

/**
 * A new employer is pending until its school passes it; a rejected or changes-requested employer
 * corrects its information and submits again. Passed employers may submit positions and the like.
 */
export const employerReviewWorkflow: TransitionTable<EmployerReviewState, EmployerReviewAction> = {
  name: 'employer',
  initial: 'pending',
  states: {
    pending: { code: '1', label: '待审核' },
    passed: { code: '2', label: '已通过' },
    rejected: { code: '3', label: '已驳回' },
    changes: { code: '4', label: '需修改' },
  },
  actions: { submit: '重新提交审核', pass: '审核通过', reject: '驳回', changes: '要求修改' },
  transitions: [
    { from: 'pending', action: 'pass', by: 'school', to: 'passed', reason: 'optional' },
    { from: 'pending', action: 'pass', by: 'system', to: 'passed', reason: 'none' },
    { from: 'pending', action: 'reject', by: 'school', to: 'rejected', reason: 'required' },
    { from: 'pending', action: 'changes', by: 'school', to: 'changes', reason: 'required' },
    { from: 'rejected', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'changes', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
  ],
};

// ---------------------------------------------------------------------------------------------------
// A change of an employer's name, credit code or licence (contract/employerProfile.ts), reviewed by
// the school of its registration site.

export type ProfileChangeState = 'pending' | 'passed' | 'rejected' | 'withdrawn';
export type ProfileChangeAction = 'pass' | 'reject' | 'withdraw';

/**
 * pending -> passed (the new values take effect), rejected (reason required; the old values stay) or
 * withdrawn by the employer (to correct it: one request waits at a time). A site that passes
 * registrations automatically passes these too (by the system).
 */
export const profileChangeWorkflow: TransitionTable<ProfileChangeState, ProfileChangeAction> = {
  name: 'profileChange',
  initial: 'pending',
  states: {
    pending: { code: '1', label: '待审核' },
    passed: { code: '2', label: '已通过' },
    rejected: { code: '3', label: '已驳回' },
    withdrawn: { code: '4', label: '已撤回' },
  },
  actions: { pass: '审核通过', reject: '驳回', withdraw: '撤回' },
  transitions: [
    { from: 'pending', action: 'pass', by: 'school', to: 'passed', reason: 'optional' },
    { from: 'pending', action: 'pass', by: 'system', to: 'passed', reason: 'none' },
    { from: 'pending', action: 'reject', by: 'school', to: 'rejected', reason: 'required' },
    { from: 'pending', action: 'withdraw', by: 'employer', to: 'withdrawn', reason: 'none' },
  ],
};

// ---------------------------------------------------------------------------------------------------
// The audit trail.

/** The kinds of object the audit trail records (dxlx). */
export type ReviewObjectType =
  | 'employer'
  | 'position'
  | 'announcement'
  | 'profileChange'
  | 'application'
  | 'invitation'
  | 'talk'
  | 'fairBooking'
  | 'dishonestyRecord';

export const REVIEW_OBJECT_LABELS: Readonly<Record<ReviewObjectType, string>> = {
  employer: '单位注册',
  position: '招聘职位',
  announcement: '招聘公告',
  profileChange: '单位信息变更',
  application: '职位申请',
  invitation: '投递邀请',
  talk: '宣讲会',
  fairBooking: '招聘会展位预订',
  dishonestyRecord: '校招不诚信记录',
};

/** Actor codes on the wire (czrlx). */
export const ACTOR_CODES: Readonly<Record<Actor, string>> = {
  employer: '1',
  school: '2',
  system: '3',
  student: '4',
};
export const ACTOR_LABELS: Readonly<Record<Actor, string>> = {
  employer: '用人单位',
  school: '学校',
  system: '系统',
  student: '学生',
};

/**
 * One transition in an object's history (GET …/history): who, when, from, to, why. The first entry
 * of a position or announcement is its creation (yzt empty).
 */
export type ReviewHistoryEntry = {
  id: string;
  /** Object type and id. */
  dxlx: ReviewObjectType;
  dxid: string;
  /** Action (the table's action name, or 'create'). */
  dz: string;
  /** Its label, e.g. 驳回. */
  dzmc: string;
  /** From and to state codes (zt); yzt is '' for the creation. */
  yzt: string;
  xzt: string;
  /** Actor kind code (ACTOR_CODES) and the actor's display name (a person's name or account, 系统). */
  czrlx: string;
  czr: string;
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  czsj: string;
  /** The reason, '' when none. */
  yy: string;
};

/** Reasons are free text of at most this many characters. */
export const REVIEW_REASON_LIMIT = 500;

/**
 * A transition's reason as the rule of its table row asks (the reason dialogs check it as the server
 * does): required where the row says, at most REVIEW_REASON_LIMIT characters, no illegal characters.
 * `actionLabel` names the action in the message (请填写驳回的原因). Null when it is fine.
 */
export function reasonProblem(rule: ReasonRule, reason: string, actionLabel: string): string | null {
  const text = reason.trim();
  if (rule === 'required' && text === '') return `请填写${actionLabel}的原因`;
  if ([...text].length > REVIEW_REASON_LIMIT) return `原因不能超过${REVIEW_REASON_LIMIT}个字`;
  const illegal = checkIllegalCharsNamed(text);
  return illegal === null ? null : `原因：${illegal}`;
}

// ---------------------------------------------------------------------------------------------------
// Applications (职位申请, contract/applications.ts): what the employer does with a student's application.

export type ApplicationState = 'new' | 'viewed' | 'invited' | 'interviewing' | 'offer' | 'hired' | 'rejected';
export type ApplicationAction = 'view' | 'invite' | 'interview' | 'offer' | 'hire' | 'reject';

/**
 * new -> viewed (by the system, the first time the employer opens or downloads it) -> invited
 * (interview details required; inviting again reschedules) -> interviewing -> offer -> hired; or
 * rejected (不合适, reason optional) from any open state. A bulk invitation from the list may skip viewed.
 */
export const applicationWorkflow: TransitionTable<ApplicationState, ApplicationAction> = {
  name: 'application',
  initial: 'new',
  states: {
    new: { code: '1', label: '新投递' },
    viewed: { code: '2', label: '已查看' },
    invited: { code: '3', label: '邀请面试' },
    interviewing: { code: '4', label: '面试中' },
    offer: { code: '5', label: '录用' },
    hired: { code: '6', label: '已入职' },
    rejected: { code: '7', label: '不合适' },
  },
  actions: {
    view: '查看',
    invite: '邀请面试',
    interview: '开始面试',
    offer: '录用',
    hire: '确认入职',
    reject: '标记不合适',
  },
  transitions: [
    { from: 'new', action: 'view', by: 'system', to: 'viewed', reason: 'none' },
    { from: 'new', action: 'invite', by: 'employer', to: 'invited', reason: 'none' },
    { from: 'viewed', action: 'invite', by: 'employer', to: 'invited', reason: 'none' },
    { from: 'invited', action: 'invite', by: 'employer', to: 'invited', reason: 'none' },
    { from: 'invited', action: 'interview', by: 'employer', to: 'interviewing', reason: 'none' },
    { from: 'interviewing', action: 'offer', by: 'employer', to: 'offer', reason: 'none' },
    { from: 'offer', action: 'hire', by: 'employer', to: 'hired', reason: 'none' },
    { from: 'new', action: 'reject', by: 'employer', to: 'rejected', reason: 'optional' },
    { from: 'viewed', action: 'reject', by: 'employer', to: 'rejected', reason: 'optional' },
    { from: 'invited', action: 'reject', by: 'employer', to: 'rejected', reason: 'optional' },
    { from: 'interviewing', action: 'reject', by: 'employer', to: 'rejected', reason: 'optional' },
    { from: 'offer', action: 'reject', by: 'employer', to: 'rejected', reason: 'optional' },
  ],
};

/** Applications in these states are closed: no employer action applies. */
export const CLOSED_APPLICATION_STATES: readonly ApplicationState[] = ['hired', 'rejected'];
