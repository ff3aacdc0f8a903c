// Campus talks (宣讲会) and the venues they book: the employer's calls under /com/xjh, the school's
// under /mgr/xjh (review) and /mgr/cd (venues). Field names are the spec's style (pinyin initials);
// dates 'YYYY-MM-DD' and slots 'HH:mm-HH:mm' in China time; states are talkWorkflow's codes.
//
// The flow: save a draft (xjh/jbxx) -> hold a talk hall for its date and slot (xjh/sqxjhcd) and, only
// with a talk, written-test or interview rooms on the same or a later day (xjh/sqbmscd), each hold kept
// TALK_HOLD_MINUTES -> invoice and entrants travel with the save -> submit: the talk and its rooms go to
// the school's queue together -> pass (rooms booked) / reject (rooms freed) / request changes.
// A room's slot is held by at most one live talk (held, pending or passed): the database refuses a
// second claim (ROOM_TAKEN_MESSAGE).

import { checkEmail, checkIllegalCharsNamed, checkMobile } from '../ui/validators';
import { isDateString } from './chinaTime';
import type { Entrant } from './entrants';
import type { BookingInvoice, InvoiceChoice } from './invoices';
import type { Page, PageQuery } from './paging';
import type { Permission } from './permissions';
import type { ReviewHistoryEntry, TransitionTable } from './workflow';

export const talkPaths = {
  /** GET TalkAvailabilityQuery: the site's venues of a kind on a date, each slot free / taken / mine. */
  availability: '/com/xjh/availability',
  /** GET ?rq=: Server-Sent Events (`claims` events) whenever a claim of the site on that date changes. */
  availabilityEvents: '/com/xjh/availabilityEvents',
  /** POST HoldRequest: holds a room's slot for the talk for TALK_HOLD_MINUTES; answers HoldResult. */
  hold: '/com/xjh/hold',
  /** POST { id: room id }: releases a held room (a draft's or a changes-requested talk's). */
  release: '/com/xjh/release',
  /** POST TalkDraft: without id creates a draft; with id edits a draft or a changes-requested talk. */
  save: '/com/xjh/save',
  /** POST { id }: the talk and its rooms to the school's review (pending), all or nothing. */
  submit: '/com/xjh/submit',
  /** POST { id }: cancels the talk and frees its rooms (refused after the cancellation cutoff). */
  cancel: '/com/xjh/cancel',
  /** GET TalkListQuery: the employer's talks, newest first. */
  list: '/com/xjh/list',
  /** GET TalkRoomListQuery: the employer's written-test (bscdgl) or interview (mscdgl) rooms. */
  rooms: '/com/xjh/rooms',
  /** GET ?id=: TalkDetail. */
  detail: '/com/xjh/detail',
  /** GET ?id=: ReviewHistoryEntry[]. */
  history: '/com/xjh/history',
  /** GET: the site's talk rules (TalkRules), for the steps' hints. */
  rules: '/com/xjh/rules',
  schoolList: '/mgr/xjh/list',
  schoolDetail: '/mgr/xjh/detail',
  schoolHistory: '/mgr/xjh/history',
  /** POST TalkReviewRequest. */
  schoolReview: '/mgr/xjh/review',
  /** GET VenueListQuery: the site's venues (paged). */
  venueList: '/mgr/cd/list',
  /** GET ?id=: Venue. */
  venueDetail: '/mgr/cd/detail',
  /** POST VenueDraft: without id adds, with id edits. */
  venueSave: '/mgr/cd/save',
  /** POST { id }: removes a venue never booked; one with bookings is disabled instead (qy false). */
  venueRemove: '/mgr/cd/remove',
  /** GET: the site's talk rules; POST TalkRules: saves them (part of the site settings). */
  schoolRules: '/mgr/cd/rules',
  saveSchoolRules: '/mgr/cd/saveRules',
} as const;

export const TALKS_VIEW: Permission = { section: 'talks', level: 'view' };
export const TALKS_MANAGE: Permission = { section: 'talks', level: 'manage' };

/** A hold keeps a room's slot for the employer this long while it finishes the form. */
export const TALK_HOLD_MINUTES = 10;
export const TALK_HOLD_MS = TALK_HOLD_MINUTES * 60_000;

/** The live topic of a site's claims on one date (server/live); events are named TALK_CLAIMS_EVENT. */
export function talkVenuesTopic(siteCode: string, date: string): string {
  return `talk-venues:${siteCode}:${date}`;
}
export const TALK_CLAIMS_EVENT = 'claims';
/** What a `claims` event carries: which venue's slot changed (the client reloads the availability). */
export type TalkClaimsEvent = { rq: string; cdid: string; sd: string };

// ---------------------------------------------------------------------------------------------------
// Venues (场地), kept by the school's staff.

/** 场地类型: '1' 宣讲场地 (talk hall), '2' 笔试场地 (written-test room), '3' 面试场地 (interview room). */
export const VENUE_KINDS = [
  { code: '1', name: '宣讲场地' },
  { code: '2', name: '笔试场地' },
  { code: '3', name: '面试场地' },
] as const;
export type VenueKindCode = (typeof VENUE_KINDS)[number]['code'];
export type VenueKind = 'talk' | 'written' | 'interview';
export const VENUE_KIND_CODES: Readonly<Record<VenueKind, VenueKindCode>> = {
  talk: '1',
  written: '2',
  interview: '3',
};
export function venueKindOfCode(code: string): VenueKind | undefined {
  return (Object.keys(VENUE_KIND_CODES) as VenueKind[]).find((kind) => VENUE_KIND_CODES[kind] === code);
}
export function venueKindName(code: string): string {
  return VENUE_KINDS.find((kind) => kind.code === code)?.name ?? '场地';
}

/** A slot a venue can be booked in on one weekday (xq: 1 Monday … 7 Sunday; sd 'HH:mm-HH:mm'). */
export type VenueSlot = { xq: number; sd: string };

export type Venue = {
  id: string;
  /** 场地名称 */
  cdmc: string;
  /** 所在楼宇 */
  ld: string;
  /** 场地类型 (VENUE_KINDS) */
  cdlx: VenueKindCode;
  /** 座位数 */
  zws: number;
  /** 设备, free text ('' when none) */
  sb: string;
  /** 费用 in yuan per slot (0 = free) */
  fy: number;
  /** 启用: a disabled venue is not offered */
  qy: boolean;
  /** 可预约时段 per weekday */
  sd: VenueSlot[];
  /** 不开放日期 */
  bkyrq: string[];
};

export type VenueDraft = Omit<Venue, 'id'> & { id?: string };
export type VenueListQuery = PageQuery & { cdlx?: string; keyword?: string };

export const VENUE_NAME_LIMIT = 50;
export const VENUE_TEXT_LIMIT = 200;
export const VENUE_SEATS_MAX = 5000;
export const VENUE_FEE_MAX = 100_000;
export const VENUE_CLOSED_DATES_MAX = 366;
export const VENUE_SLOTS_MAX = 70;
const SLOT_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** True for 'HH:mm-HH:mm' with the end after the start. */
export function isSlot(value: string): boolean {
  const match = SLOT_PATTERN.exec(value);
  if (match === null) return false;
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  return h2 * 60 + m2 > h1 * 60 + m1;
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const WEEKDAY_NAMES = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

// ---------------------------------------------------------------------------------------------------
// The site's talk rules (part of the console's site settings).

export type TalkRules = {
  /** 提前预约工作日: a talk's date is at least this many working days ahead. */
  tqgzr: number;
  /** 取消截止工作日: a submitted talk can be cancelled until this many working days before its date. */
  qxgzr: number;
  /** 进校人员上限 */
  jxrssx: number;
};
export const DEFAULT_TALK_RULES: TalkRules = { tqgzr: 5, qxgzr: 2, jxrssx: 4 };
export const TALK_RULE_LIMITS: Readonly<
  Record<keyof TalkRules, { min: number; max: number; label: string }>
> = {
  tqgzr: { min: 0, max: 60, label: '提前预约工作日' },
  qxgzr: { min: 0, max: 30, label: '取消截止工作日' },
  jxrssx: { min: 1, max: 50, label: '进校人员上限' },
};

/** The first problem of the rules, naming the field, or null. */
export function talkRulesProblem(rules: Readonly<Record<keyof TalkRules, unknown>>): string | null {
  for (const key of Object.keys(TALK_RULE_LIMITS) as (keyof TalkRules)[]) {
    const { min, max, label } = TALK_RULE_LIMITS[key];
    const value = rules[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return `${label}应为${min}到${max}之间的整数`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Talks.

export type TalkState = 'draft' | 'pending' | 'passed' | 'rejected' | 'changes' | 'cancelled';
export type TalkAction = 'submit' | 'pass' | 'reject' | 'changes' | 'cancel';

/**
 * draft -> pending (submitted with its rooms) -> passed (rooms booked) / rejected (rooms freed; book
 * again) / changes (rooms kept; the employer edits and submits again). The employer cancels a draft at
 * any time and a submitted or passed talk until the cancellation cutoff; cancelling frees every room.
 */
export const talkWorkflow: TransitionTable<TalkState, TalkAction> = {
  name: 'talk',
  initial: 'draft',
  states: {
    draft: { code: '0', label: '草稿' },
    pending: { code: '1', label: '待审核' },
    passed: { code: '2', label: '已通过' },
    rejected: { code: '3', label: '未通过' },
    changes: { code: '4', label: '需修改' },
    cancelled: { code: '5', label: '已取消' },
  },
  actions: { submit: '提交审核', pass: '审核通过', reject: '驳回', changes: '要求修改', cancel: '取消' },
  transitions: [
    { from: 'draft', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'changes', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'pending', action: 'pass', by: 'school', to: 'passed', reason: 'optional' },
    { from: 'pending', action: 'reject', by: 'school', to: 'rejected', reason: 'required' },
    { from: 'pending', action: 'changes', by: 'school', to: 'changes', reason: 'required' },
    { from: 'draft', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'none' },
    { from: 'pending', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'none' },
    { from: 'changes', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'none' },
    { from: 'passed', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'none' },
  ],
};

/** States in which the employer edits the talk and its rooms. */
export const EDITABLE_TALK_STATES: readonly TalkState[] = ['draft', 'changes'];
/** States whose rooms hold live claims (a draft's are held; the others' pending or booked). */
export const LIVE_TALK_STATES: readonly TalkState[] = ['draft', 'pending', 'passed', 'changes'];

/** A talk contact (联系人): name, mobile, e-mail, all required. */
export type TalkContact = { xm: string; sjhm: string; yx: string };

/** What the employer writes (POST /com/xjh/save). */
export type TalkDraft = {
  /** Absent for a new draft. */
  id?: string;
  /** 宣讲主题 */
  xjzt: string;
  /** 宣讲日期 and 时段 */
  rq: string;
  sd: string;
  /** 预计人数 (the hall must seat them) */
  yjrs: number;
  /** 关联招聘公告 id ('' when none) */
  ggid: string;
  /** 关联职位 ids (published positions of the employer) */
  zwids: string[];
  /** 面向院系 and 专业 (free tags) */
  yx: string[];
  zy: string[];
  /** 线上宣讲: then zblj (直播链接, http(s)) is required and no hall is needed */
  xs: boolean;
  zblj: string;
  /** 联系人, at least one */
  lxr: TalkContact[];
  /** 备注 to the school ('' when none) */
  bz: string;
  /** 发票信息 for paid rooms (absent or null: keep what is saved / none yet) */
  fpxx?: InvoiceChoice | null;
  /** 进校人员 (absent: keep what is saved) */
  jxry?: Entrant[];
};

export const TALK_TITLE_LIMIT = 100;
export const TALK_NOTE_LIMIT = 500;
export const TALK_AUDIENCE_MAX = 5000;
export const TALK_CONTACTS_MAX = 3;
export const TALK_TAGS_MAX = 30;
export const TALK_POSITIONS_MAX = 30;

/** A room of a talk (宣讲场地, 笔试场地 or 面试场地) and its claim. */
export type TalkRoomState = 'held' | 'pending' | 'booked' | 'expired' | 'released';
export const TALK_ROOM_STATE_LABELS: Readonly<Record<TalkRoomState, string>> = {
  held: '保留中',
  pending: '待审核',
  booked: '已预约',
  expired: '保留已过期',
  released: '已释放',
};

export type TalkRoom = {
  /** The room's id (release takes it). */
  id: string;
  xjhid: string;
  cdid: string;
  cdmc: string;
  ld: string;
  cdlx: VenueKindCode;
  zws: number;
  fy: number;
  rq: string;
  sd: string;
  zt: TalkRoomState;
  /** While held: when the hold ends (epoch ms by the server's clock); else null. */
  dqsj: number | null;
};

export type TalkListItem = {
  id: string;
  xjzt: string;
  rq: string;
  sd: string;
  xs: boolean;
  /** State code (talkWorkflow) and label. */
  zt: string;
  ztmc: string;
  /** The talk hall's name ('' when none or online). */
  cdmc: string;
  /** The last day it can be cancelled (China date), or '' for a talk not cancellable. */
  qxjzrq: string;
  /** Epoch ms. */
  gxsj: number;
};

export type TalkDetail = Omit<TalkDraft, 'fpxx' | 'jxry'> & {
  id: string;
  zt: string;
  ztmc: string;
  dwmc: string;
  rooms: TalkRoom[];
  /** The invoice sent with the talk (null: none or free). */
  fpxx: BookingInvoice;
  jxry: Entrant[];
  /** Total fee of its rooms, yuan. */
  zfy: number;
  /** The last day the talk can be cancelled, '' when it cannot be. */
  qxjzrq: string;
  /** The school's latest reason ('' when none). */
  yy: string;
  history: ReviewHistoryEntry[];
  /** Epoch ms. */
  cjsj: number;
  gxsj: number;
};

export type TalkListQuery = PageQuery & { zt?: string };
export type TalkRoomListQuery = PageQuery & { cdlx: string };
export type TalkRoomListItem = TalkRoom & { xjzt: string; xjhzt: string };

export type TalkAvailabilityQuery = {
  /** The date. */
  rq: string;
  /** Venue kind (VENUE_KINDS), default '1'. */
  cdlx?: string;
  /** Only this slot (the talk's). */
  sd?: string;
  /** Only venues seating at least this many. */
  yjrs?: number;
};

export type SlotAvailability = {
  sd: string;
  /** free, taken (by another employer), mine (a claim of this employer) */
  zt: 'free' | 'taken' | 'mine';
  /** For mine: the room's id and its hold's end (null when submitted or booked). */
  cyid?: string;
  dqsj?: number | null;
};

export type VenueAvailability = {
  cdid: string;
  cdmc: string;
  ld: string;
  cdlx: VenueKindCode;
  zws: number;
  sb: string;
  fy: number;
  slots: SlotAvailability[];
};

export type TalkAvailability = {
  rq: string;
  /** The server's clock now (epoch ms), so countdowns agree with it. */
  now: number;
  venues: VenueAvailability[];
};

export type HoldRequest = {
  /** The talk (draft or changes requested). */
  id: string;
  /** The kind the step books (VENUE_KINDS): a venue of another kind is refused. */
  cdlx: string;
  cdid: string;
  rq: string;
  sd: string;
};
export type HoldResult = { cyid: string; dqsj: number; now: number };

export type TalkReviewRequest = { id: string; action: 'pass' | 'reject' | 'changes'; reason?: string };

export type SchoolTalkListQuery = PageQuery & { zt?: string; keyword?: string };
export type SchoolTalkListItem = TalkListItem & { dwmc: string; tjsj: number | null };

export type TalkPage = Page<TalkListItem>;

// ---------------------------------------------------------------------------------------------------
// Messages the server answers (and the screens show).

/** Code of a hold refused because another talk claims the room's slot (the database said so). */
export const ROOM_TAKEN_CODE = 4090;
export const ROOM_TAKEN_MESSAGE = '该场地此时段已被占用';
/** A talk books at most this many rooms (its hall and written-test and interview rooms). */
export const TALK_ROOMS_MAX = 10;
export const TALK_NOT_FOUND_MESSAGE = '宣讲会不存在或已删除';
export const VENUE_NOT_FOUND_MESSAGE = '场地不存在或已停用';
export const ROOM_NOT_FOUND_MESSAGE = '场地预约不存在或已释放';
export const HOLD_EXPIRED_MESSAGE = '场地保留已过期，请重新选择场地';
export const ROOMS_NEED_TALK_MESSAGE = '笔试、面试场地须与宣讲会一同预约，请先填写宣讲会信息';
export const HALL_MISSING_MESSAGE = '线下宣讲请先选择宣讲场地';

export function noticeMessage(noticeDays: number, earliest: string): string {
  return `宣讲会须至少提前${noticeDays}个工作日申请，最早可选${earliest}`;
}
export function cutoffMessage(cutoff: string): string {
  return `已过取消截止日期（${cutoff}），不能取消；如需调整请联系学校`;
}
export function wrongKindMessage(venueName: string, venueKind: string, wanted: string): string {
  return `“${venueName}”是${venueKindName(venueKind)}，不能作为${venueKindName(wanted)}预约`;
}
export function roomBeforeTalkMessage(talkDate: string): string {
  return `笔试、面试场地的日期须在宣讲会当天或之后（${talkDate}起）`;
}

// ---------------------------------------------------------------------------------------------------
// Field rules both sides apply (the forms show the message at its field; the server answers code 400
// with the first one).

export type TalkDraftField = 'xjzt' | 'rq' | 'sd' | 'yjrs' | 'zwids' | 'yx' | 'zy' | 'zblj' | 'lxr' | 'bz';
export type TalkDraftProblems = Partial<Record<TalkDraftField, string>>;

const LIVE_LINK = /^https?:\/\/[^\s<>"']+$/i;

function textProblem(label: string, value: string, limit: number, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? `请输入${label}` : null;
  if ([...text].length > limit) return `${label}不能超过${limit}个字`;
  const illegal = checkIllegalCharsNamed(text);
  return illegal === null ? null : `${label}：${illegal}`;
}

function contactProblem(contact: TalkContact, index: number): string | null {
  const which = `第${index + 1}位联系人`;
  const name = textProblem('姓名', contact.xm, 30, true);
  if (name !== null) return `${which}：${name}`;
  const mobile = contact.sjhm.trim() === '' ? '请输入手机号码' : checkMobile(contact.sjhm.trim());
  if (mobile !== null) return `${which}：${mobile}`;
  const email = contact.yx.trim() === '' ? '请输入电子邮箱' : checkEmail(contact.yx.trim());
  return email === null ? null : `${which}：${email}`;
}

/** Every field's first problem (the content only: the notice and the rooms are the server's to check). */
export function talkDraftProblems(draft: TalkDraft): TalkDraftProblems {
  const problems: TalkDraftProblems = {};
  const title = textProblem('宣讲主题', draft.xjzt, TALK_TITLE_LIMIT, true);
  if (title !== null) problems.xjzt = title;
  if (!isDateString(draft.rq)) problems.rq = '请选择宣讲日期';
  if (!isSlot(draft.sd)) problems.sd = '请选择宣讲时段';
  if (!Number.isInteger(draft.yjrs) || draft.yjrs < 1 || draft.yjrs > TALK_AUDIENCE_MAX)
    problems.yjrs = `预计人数应为1到${TALK_AUDIENCE_MAX}之间的整数`;
  if (draft.zwids.length > TALK_POSITIONS_MAX) problems.zwids = `最多关联${TALK_POSITIONS_MAX}个职位`;
  for (const [field, label] of [
    ['yx', '院系'],
    ['zy', '专业'],
  ] as const) {
    const tags = draft[field];
    if (tags.length > TALK_TAGS_MAX) problems[field] = `${label}最多选择${TALK_TAGS_MAX}个`;
    else {
      const bad = tags.map((tag) => textProblem(label, tag, 50, true)).find((problem) => problem !== null);
      if (bad !== undefined) problems[field] = bad;
    }
  }
  if (draft.xs) {
    if (draft.zblj.trim() === '') problems.zblj = '线上宣讲请填写直播链接';
    else if (!LIVE_LINK.test(draft.zblj.trim()) || draft.zblj.length > 500)
      problems.zblj = '直播链接应为 http:// 或 https:// 开头的网址';
  }
  if (draft.lxr.length === 0) problems.lxr = '请至少填写1位联系人';
  else if (draft.lxr.length > TALK_CONTACTS_MAX) problems.lxr = `联系人最多${TALK_CONTACTS_MAX}位`;
  else {
    const bad = draft.lxr.map(contactProblem).find((problem) => problem !== null);
    if (bad !== undefined) problems.lxr = bad;
  }
  const note = textProblem('备注', draft.bz, TALK_NOTE_LIMIT, false);
  if (note !== null) problems.bz = note;
  return problems;
}

/** The first problem of a venue as the console's form shows it, or null. */
export function venueProblem(venue: VenueDraft): string | null {
  const name = textProblem('场地名称', venue.cdmc, VENUE_NAME_LIMIT, true);
  if (name !== null) return name;
  const building = textProblem('所在楼宇', venue.ld, VENUE_NAME_LIMIT, false);
  if (building !== null) return building;
  if (venueKindOfCode(venue.cdlx) === undefined) return '请选择场地类型';
  if (!Number.isInteger(venue.zws) || venue.zws < 1 || venue.zws > VENUE_SEATS_MAX)
    return `座位数应为1到${VENUE_SEATS_MAX}之间的整数`;
  const equipment = textProblem('设备', venue.sb, VENUE_TEXT_LIMIT, false);
  if (equipment !== null) return equipment;
  if (!Number.isInteger(venue.fy) || venue.fy < 0 || venue.fy > VENUE_FEE_MAX)
    return `费用应为0到${VENUE_FEE_MAX}之间的整数（元）`;
  if (venue.sd.length === 0) return '请至少设置一个可预约时段';
  if (venue.sd.length > VENUE_SLOTS_MAX) return `可预约时段最多${VENUE_SLOTS_MAX}个`;
  for (const slot of venue.sd) {
    if (!Number.isInteger(slot.xq) || slot.xq < 1 || slot.xq > 7) return '时段的星期应为周一到周日';
    if (!isSlot(slot.sd)) return `时段“${slot.sd}”格式应为 09:00-11:00，且结束晚于开始`;
  }
  if (venue.bkyrq.length > VENUE_CLOSED_DATES_MAX) return `不开放日期最多${VENUE_CLOSED_DATES_MAX}个`;
  const badDate = venue.bkyrq.find((date) => !isDateString(date));
  return badDate === undefined ? null : `不开放日期“${badDate}”不是有效日期`;
}
