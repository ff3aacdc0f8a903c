// Job fairs and booths (招聘会 / 双选会): the employer's calls under /com/zph, the school's under
// /mgr/zph, the public list getZph. Field names are the spec's style (pinyin initials); coded values are
// strings; times on the wire are China time ('YYYY-MM-DD HH:mm[:ss]'), and every answer that depends on
// the clock carries the server's now (fwqsj, epoch ms) so countdowns run on the server's time.

import { SUSPENDED_CODE } from './dishonesty';
import type { Entrant } from './entrants';
import type { BookingInvoice, InvoiceChoice } from './invoices';
import type { Page, PageQuery } from './paging';
import type { ReviewHistoryEntry, TransitionTable } from './workflow';

export const fairPaths = {
  /** GET: the site's fairs with their state, free/total booths and the employer's own booking. */
  list: '/com/zph/list',
  /** GET ?zphid=: one fair (the list's item plus its introduction and rules). */
  detail: '/com/zph/detail',
  /** GET ?zphid=: the halls (venues) of a fair with free/total booths (zph/zwhclb). */
  halls: '/com/zph/zwhclb',
  /** GET ?zphid=&page&size&hcid?&zt?: the booth list of a fair (zph/zphzwlb). */
  booths: '/com/zph/zphzwlb',
  /** GET ?zphid=: the booth map: every hall's grid with each cell's state (zph/ydzw). */
  map: '/com/zph/map',
  /** POST {zphid, zwid}: hold a free booth for HOLD_MINUTES. */
  hold: '/com/zph/hold',
  /** POST {id}: give back a held booth. */
  release: '/com/zph/release',
  /** POST FairBookingDraft: invoice, attendees, linked announcement of a held (or changes-requested) booking. */
  save: '/com/zph/save',
  /** POST {id}: submit a held or changes-requested booking for review (or automatic pass). */
  submit: '/com/zph/submit',
  /** POST {id}: cancel a booking up to one working day before the fair. */
  cancel: '/com/zph/cancel',
  /** GET ?page&size&zt?: my bookings (zph/wdydlb). */
  myBookings: '/com/zph/wdydlb',
  /** GET ?id=: one of my bookings. */
  booking: '/com/zph/booking',
  /** GET ?id=: a booking's history. */
  history: '/com/zph/history',
  /** GET ?fairId=: Server-Sent Events of the fair's booth changes (event `booth`: BoothChange[]). */
  boothEvents: '/com/zph/boothEvents',

  schoolList: '/mgr/zph/list',
  schoolDetail: '/mgr/zph/detail',
  /** POST FairInput (without id: creates). */
  schoolSave: '/mgr/zph/save',
  /** POST HallMapInput: one hall's whole grid (without hcid: a new hall). */
  schoolSaveMap: '/mgr/zph/saveMap',
  /** POST multipart {zphid, hcmc, file (.xlsx)}: a new hall's grid from a spreadsheet (see MAP_SHEET_HELP). */
  schoolImportMap: '/mgr/zph/importMap',
  /** POST {zphid, hcid}: removes a hall nobody booked in. */
  schoolRemoveHall: '/mgr/zph/removeHall',
  /** GET ?zphid=: the halls with their grids (the console's map editor). */
  schoolMap: '/mgr/zph/map',
  /** GET SchoolBookingQuery: bookings of the site (the review queue: zt=pending). */
  schoolBookings: '/mgr/zph/bookings',
  schoolBooking: '/mgr/zph/booking',
  schoolHistory: '/mgr/zph/history',
  /** POST {id, action: pass | reject | changes, reason?}. */
  schoolReview: '/mgr/zph/review',
  /** POST {id} or {qdlm}: check a booking's employer in (by the booking or by its check-in token). */
  schoolCheckIn: '/mgr/zph/checkIn',
  /** POST {zphid, ids}: mark employers not checked in as no-shows (after the fair's end). */
  schoolNoShow: '/mgr/zph/noShow',

  publicList: '/web/wsjysc/wzsy/getZph',
} as const;

/** A held booth is kept this long while the employer fills the booking in. */
export const HOLD_MINUTES = 10;
/** Attendees per booth unless the fair says otherwise. */
export const DEFAULT_ATTENDEES = 2;
/** The largest grid a hall may have. */
export const MAX_GRID_ROWS = 50;
export const MAX_GRID_COLS = 50;

// ---------------------------------------------------------------------------------------------------
// Codes.

/** 招聘会类型 zphlx. */
export const FAIR_KINDS = {
  '1': '大型招聘会',
  '2': '组团招聘会',
  '3': '行业专场',
  '4': '线上招聘会',
} as const;
export type FairKind = keyof typeof FAIR_KINDS;

/** 展位类型 lx: standard, VIP, corner, unavailable (aisle, pillar: never booked). */
export const BOOTH_TYPES = { '1': '标准展位', '2': 'VIP展位', '3': '转角展位', '0': '不可用' } as const;
export type BoothType = keyof typeof BOOTH_TYPES;
/** The types that are booths (a fee each); '0' cells are aisles. */
export const BOOKABLE_BOOTH_TYPES = ['1', '2', '3'] as const;
export type BookableBoothType = (typeof BOOKABLE_BOOTH_TYPES)[number];

/** 预订范围 ydfw: every employer the school passed, or only those of the listed industries. */
export const BOOKING_SCOPES = { '1': '所有审核通过的单位', '2': '指定行业的单位' } as const;
export type BookingScope = keyof typeof BOOKING_SCOPES;

/** 审核方式 shms: like the site rules' codes. */
export const FAIR_REVIEW_MODES = { '1': '人工审核', '2': '自动通过' } as const;
export type FairReviewMode = keyof typeof FAIR_REVIEW_MODES;

/** A fair's state for the employer, from the server's clock and its booths (zt of FairSummary). */
export const FAIR_STATES = {
  '1': '未开始',
  '2': '报名中',
  '3': '已满',
  '4': '报名截止',
  '5': '已结束',
} as const;
export type FairStateCode = keyof typeof FAIR_STATES;

/** A booth's state on the map, for the employer reading it (zt of BoothCell). */
export const BOOTH_STATES = { '0': '不可用', '1': '空闲', '2': '已预订', '3': '我的展位' } as const;
export type BoothStateCode = keyof typeof BOOTH_STATES;

// ---------------------------------------------------------------------------------------------------
// Booking workflow.

export type FairBookingState =
  | 'held'
  | 'pending'
  | 'changes'
  | 'passed'
  | 'rejected'
  | 'released'
  | 'expired'
  | 'cancelled'
  | 'checkedIn'
  | 'noShow';
export type FairBookingAction =
  'submit' | 'release' | 'expire' | 'pass' | 'reject' | 'changes' | 'cancel' | 'checkIn' | 'noShow';

/**
 * held (a booth kept HOLD_MINUTES) -> pending on submit (or passed at once by the system where the fair
 * passes automatically), released by the employer, expired by the system; pending -> passed, rejected
 * (reason required: the booth is free again), or changes (reason required: the booth stays held until
 * the employer resubmits); pending, changes and passed -> cancelled by the employer up to one working
 * day before the fair; passed -> checked in or no-show by the school on the day.
 */
export const fairBookingWorkflow: TransitionTable<FairBookingState, FairBookingAction> = {
  name: 'fairBooking',
  initial: 'held',
  states: {
    held: { code: '0', label: '已锁定' },
    pending: { code: '1', label: '待审核' },
    passed: { code: '2', label: '预订成功' },
    rejected: { code: '3', label: '未通过' },
    changes: { code: '4', label: '需修改' },
    released: { code: '5', label: '已释放' },
    expired: { code: '6', label: '已超时' },
    cancelled: { code: '7', label: '已取消' },
    checkedIn: { code: '8', label: '已签到' },
    noShow: { code: '9', label: '未到场' },
  },
  actions: {
    submit: '提交审核',
    release: '释放展位',
    expire: '超时释放',
    pass: '审核通过',
    reject: '驳回',
    changes: '要求修改',
    cancel: '取消预订',
    checkIn: '签到',
    noShow: '标记未到场',
  },
  transitions: [
    { from: 'held', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'changes', action: 'submit', by: 'employer', to: 'pending', reason: 'none' },
    { from: 'held', action: 'release', by: 'employer', to: 'released', reason: 'none' },
    { from: 'held', action: 'expire', by: 'system', to: 'expired', reason: 'none' },
    { from: 'pending', action: 'pass', by: 'school', to: 'passed', reason: 'optional' },
    { from: 'pending', action: 'pass', by: 'system', to: 'passed', reason: 'none' },
    { from: 'pending', action: 'reject', by: 'school', to: 'rejected', reason: 'required' },
    { from: 'pending', action: 'changes', by: 'school', to: 'changes', reason: 'required' },
    { from: 'pending', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'optional' },
    { from: 'changes', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'optional' },
    { from: 'passed', action: 'cancel', by: 'employer', to: 'cancelled', reason: 'optional' },
    { from: 'passed', action: 'checkIn', by: 'school', to: 'checkedIn', reason: 'none' },
    { from: 'passed', action: 'noShow', by: 'school', to: 'noShow', reason: 'none' },
  ],
};

/** States in which a booking occupies its booth (and counts as the employer's one booth of the fair). */
export const LIVE_BOOKING_STATES: readonly FairBookingState[] = [
  'held',
  'pending',
  'changes',
  'passed',
  'checkedIn',
  'noShow',
];
/** States whose invoice, attendees and announcement the employer may still change (POST save). */
export const EDITABLE_BOOKING_STATES: readonly FairBookingState[] = ['held', 'changes'];

// ---------------------------------------------------------------------------------------------------
// Refusals: each names which rule and why (code VALIDATION_FAILED 400 unless said).

/** Code of a booking call refused by the fair's window (before opensAt, after closesAt). */
export const FAIR_WINDOW_CODE = 4101;
/** Code of a hold lost to another employer (the booth is taken) or refused as the employer's second. */
export const BOOTH_TAKEN_CODE = 4102;
/** Code of a call of an employer under a booking suspension (contract/dishonesty.ts). */
export const BOOKING_SUSPENDED_CODE = SUSPENDED_CODE;
/** Code of a call on a hold that ran out. */
export const HOLD_EXPIRED_CODE = 4104;

export const FAIR_MESSAGES = {
  fairNotFound: '招聘会不存在',
  boothNotFound: '展位不存在或不属于该招聘会',
  bookingNotFound: '预订记录不存在',
  boothUnavailable: '该位置不是可预订的展位',
  boothTaken: '该展位已被其他单位预订，请选择其他展位',
  secondBooth: '贵单位已在本场招聘会预订了展位，每家单位每场限订一个展位',
  holdExpired: `展位锁定已超过${HOLD_MINUTES}分钟，已自动释放，请重新选择展位`,
  notEligible: '本场招聘会仅限指定行业的单位预订',
  announcementRequired: '本场招聘会要求关联一条已发布的招聘公告',
  notReady: '请先完成发票信息和参会人员的填写',
} as const;

/** Before opensAt: 报名将于2026-12-01 09:00开始，请届时再来. */
export function notYetOpenMessage(opensAt: string): string {
  return `报名将于${opensAt}开始，请届时再来`;
}
/** After closesAt. */
export function closedMessage(closesAt: string): string {
  return `报名已于${closesAt}截止`;
}
/** A cancellation past the cutoff: the last day it was allowed. */
export function cancelTooLateMessage(lastDay: string): string {
  return `距招聘会不足一个工作日，已不能取消（最晚可于${lastDay}取消）`;
}

// ---------------------------------------------------------------------------------------------------
// Fairs.

/** Fee per booth type in yuan (0 = free). */
export type BoothFees = Record<BookableBoothType, number>;

/** What the school writes (POST /mgr/zph/save; without id it creates). */
export type FairInput = {
  id?: string;
  /** 招聘会名称, at most 100 characters. */
  zphmc: string;
  zphlx: FairKind;
  /** 举办日期 'YYYY-MM-DD' and hours 'HH:mm' (start before end). */
  jbrq: string;
  kssj: string;
  jssj: string;
  /** 举办地点 (an online fair: its address or platform). */
  jbdd: string;
  /** 报名开始/截止 'YYYY-MM-DD HH:mm' (to the minute; opens before closes, closes no later than the fair's start). */
  bmkssj: string;
  bmjzsj: string;
  ydfw: BookingScope;
  /** Industry codes (contract/codeLists) when ydfw is '2'; else []. */
  hyfw: string[];
  /** 展位费用 per booth type. */
  zwfy: BoothFees;
  /** 每展位参会人数 (1..10). */
  cjrs: number;
  /** 是否需关联招聘公告 '1' yes '0' no. */
  xyglgg: '0' | '1';
  shms: FairReviewMode;
  /** 招聘会简介, at most 2000 characters. */
  zphjs: string;
};

/** A fair as the employer's list shows it. */
export type FairSummary = {
  id: string;
  zphmc: string;
  zphlx: FairKind;
  jbrq: string;
  kssj: string;
  jssj: string;
  jbdd: string;
  bmkssj: string;
  bmjzsj: string;
  /** FAIR_STATES code by the server's clock. */
  zt: FairStateCode;
  /** Booths free (no live booking) and in all. */
  kxzws: number;
  zzws: number;
  /** The employer's own live booking of this fair, or null. */
  wdyd: { id: string; zwbh: string; zt: string } | null;
  /** Why the employer may not book this fair (of an industry it does not admit); '' or absent when it may. */
  bkydyy?: string;
};

export type FairDetail = FairSummary & {
  ydfw: BookingScope;
  hyfw: string[];
  zwfy: BoothFees;
  cjrs: number;
  xyglgg: '0' | '1';
  shms: FairReviewMode;
  zphjs: string;
  /** The last day a booking may be cancelled (one working day before the fair). */
  zhqxrq: string;
};

export type FairListQuery = PageQuery & { keyword?: string };
/** GET list answers this: the page and the server's now (epoch ms). */
export type FairListResult = Page<FairSummary> & { fwqsj: number };
export type FairDetailResult = FairDetail & { fwqsj: number };

// ---------------------------------------------------------------------------------------------------
// Halls and the booth map.

/** One cell of a hall's grid: row and column from 0, booth number (e.g. A12) and type. */
export type GridCell = { h: number; l: number; bh: string; lx: BoothType };

/** What the school writes for one hall: its whole grid (cells absent from `cells` are aisles). */
export type HallMapInput = {
  zphid: string;
  /** Absent: a new hall. */
  hcid?: string;
  /** 会场名称, e.g. 体育馆一层. */
  hcmc: string;
  /** Rows and columns (1..MAX_GRID_ROWS / MAX_GRID_COLS). */
  hs: number;
  ls: number;
  cells: GridCell[];
};

export type HallSummary = { hcid: string; hcmc: string; hs: number; ls: number; kxzws: number; zzws: number };

/** A cell as the employer's map shows it. */
export type BoothCell = {
  /** The booth's id ('' for an aisle cell). */
  zwid: string;
  h: number;
  l: number;
  bh: string;
  lx: BoothType;
  /** BOOTH_STATES code for the reader. */
  zt: BoothStateCode;
  /** Fee in yuan. */
  fy: number;
};

export type HallMap = HallSummary & { cells: BoothCell[] };

/** GET map: every hall, the server's now, the fair's state and the reader's live booking. */
export type FairMap = {
  zphid: string;
  zt: FairStateCode;
  bmkssj: string;
  bmjzsj: string;
  fwqsj: number;
  halls: HallMap[];
  /** The reader's live booking of the fair, or null. */
  wdyd: FairBookingSummary | null;
  /** Set when the reader is under a booking suspension: until when (YYYY-MM-DD) and why. */
  tjyd: { jsrq: string; yy: string } | null;
};

/** One booth in the booth list (zph/zphzwlb). */
export type BoothListItem = {
  zwid: string;
  bh: string;
  lx: BookableBoothType;
  hcid: string;
  hcmc: string;
  fy: number;
  zt: BoothStateCode;
};
export type BoothListQuery = PageQuery & { zphid: string; hcid?: string; zt?: BoothStateCode };

/** A change of a booth's state, published live (SSE event `booth` carries BoothChange[]). */
export type BoothChange = {
  zwid: string;
  /** Taken ('2') or free ('1'); each reader maps its own booking's booth to '3' itself. */
  zt: '1' | '2';
  /** The booking now holding the booth, '' when free (a reader recognises its own). */
  ydid: string;
};
export const BOOTH_EVENT = 'booth';
/** The live topic of a fair's booths. */
export const boothTopic = (fairId: string) => `fair-booths:${fairId}`;

/** An import row problem: 第3行：展位类型应为 标准/VIP/转角/不可用. */
export type MapImportProblem = { row: number; message: string };

/** How a booth map spreadsheet is laid out (the console shows it beside the upload). */
export const MAP_SHEET_HELP =
  '第一个工作表，第一行为表头：行号、列号、展位号、展位类型；行号、列号从1开始；展位类型填写 标准、VIP、转角 或 不可用';
export const MAP_SHEET_TYPES: Record<string, BoothType> = { 标准: '1', VIP: '2', 转角: '3', 不可用: '0' };

// ---------------------------------------------------------------------------------------------------
// Bookings.

/** The booking request body of POST hold. */
export type HoldRequest = { zphid: string; zwid: string };

/**
 * What the employer writes on a held or changes-requested booking (POST save): the invoice choice
 * (resolveInvoice's: a saved profile or inline details; null for a free booth), the attendees (at most
 * the fair's cjrs) and the linked announcement (required where the fair says).
 */
export type FairBookingDraft = {
  id: string;
  /** The invoice choice (contract/invoices.ts); null where the booth is free (fy 0). */
  fpxx: InvoiceChoice | null;
  /** 参会人员 (contract/entrants.ts), at most the fair's cjrs. */
  entrants: Entrant[];
  /** A published announcement of the employer's, '' for none. */
  glggid: string;
};

export type FairBookingSummary = {
  id: string;
  zphid: string;
  zphmc: string;
  jbrq: string;
  zwid: string;
  zwbh: string;
  zwlx: BookableBoothType;
  hcmc: string;
  fy: number;
  /** fairBookingWorkflow state code and label. */
  zt: string;
  ztmc: string;
  /** While held: when the hold runs out ('YYYY-MM-DD HH:mm:ss') and as epoch ms; else ''/0. */
  sdjzsj: string;
  sdjzsjms: number;
  /** Whether the employer may still cancel, and if not why (cancelTooLateMessage), '' when it may. */
  kqx: boolean;
  bkqxyy: string;
  /** The latest review reason, '' when none. */
  yy: string;
  tjsj: string;
};

export type FairBookingDetail = FairBookingSummary & {
  /** The invoice snapshot as saved, INVOICE_NOT_NEEDED (null) for a free booth or before it is given. */
  fpxx: BookingInvoice;
  /** The attendees (the owner sees the ID cards whole, the school masked). */
  entrants: Entrant[];
  glggid: string;
  glggmc: string;
  /** Check-in: '1' checked in, '0' not; when; the check-in token and its QR code (SVG data URL) once passed. */
  qdzt: '0' | '1';
  qdsj: string;
  qdlm: string;
  qdewm: string;
  history: ReviewHistoryEntry[];
  fwqsj: number;
};

export type MyBookingQuery = PageQuery & { zt?: string };

/** The school's list: bookings of its site, filtered. */
export type SchoolBookingQuery = PageQuery & {
  zphid?: string;
  /** fairBookingWorkflow state code. */
  zt?: string;
  /** Employer name or booth number. */
  keyword?: string;
};
export type SchoolBookingItem = FairBookingSummary & { dwid: string; dwmc: string; qdzt: '0' | '1' };
export type SchoolBookingDetail = FairBookingDetail & { dwid: string; dwmc: string };

export type CheckInRequest = { id?: string; qdlm?: string };
export type NoShowRequest = { zphid: string; ids: string[] };
export type NoShowResult = {
  marked: string[];
  failed: { id: string; message: string }[];
  /** Employers whose records now suspend their booking, with the end date. */
  suspended: { dwid: string; dwmc: string; jsrq: string }[];
};

/** A fair in the school's list and detail. */
export type SchoolFair = FairInput & {
  id: string;
  zt: FairStateCode;
  kxzws: number;
  zzws: number;
  /** Bookings waiting for review. */
  dshs: number;
};

/** Public GET getZph. */
export type PublicFairQuery = PageQuery & {
  xxdm: string;
  /** Fair date range 'YYYY-MM-DD', both optional. */
  ksrq?: string;
  jsrq?: string;
  keyword?: string;
};
export type PublicFair = Pick<
  FairSummary,
  'id' | 'zphmc' | 'zphlx' | 'jbrq' | 'kssj' | 'jssj' | 'jbdd' | 'bmkssj' | 'bmjzsj' | 'zt' | 'kxzws' | 'zzws'
> & { zphjs: string };

// ---------------------------------------------------------------------------------------------------
// Rules the console's fair form and the server share.

export type FairInputErrors = Partial<Record<keyof FairInput, string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTE = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

/** Field -> message for every field that breaks its rule; empty when valid. */
export function checkFairInput(input: FairInput): FairInputErrors {
  const errors: FairInputErrors = {};
  const name = input.zphmc.trim();
  if (name === '') errors.zphmc = '请填写招聘会名称';
  else if ([...name].length > 100) errors.zphmc = '招聘会名称不能超过100个字';
  if (!(input.zphlx in FAIR_KINDS)) errors.zphlx = '请选择招聘会类型';
  if (!DATE.test(input.jbrq)) errors.jbrq = '请选择举办日期';
  if (!TIME.test(input.kssj)) errors.kssj = '请填写开始时间，如 09:00';
  if (!TIME.test(input.jssj)) errors.jssj = '请填写结束时间，如 16:00';
  else if (TIME.test(input.kssj) && input.jssj <= input.kssj) errors.jssj = '结束时间应晚于开始时间';
  if (input.jbdd.trim() === '') errors.jbdd = '请填写举办地点';
  else if ([...input.jbdd].length > 200) errors.jbdd = '举办地点不能超过200个字';
  if (!MINUTE.test(input.bmkssj)) errors.bmkssj = '请填写报名开始时间，如 2026-12-01 09:00';
  if (!MINUTE.test(input.bmjzsj)) errors.bmjzsj = '请填写报名截止时间，如 2026-12-10 17:00';
  else if (MINUTE.test(input.bmkssj) && input.bmjzsj <= input.bmkssj)
    errors.bmjzsj = '报名截止时间应晚于报名开始时间';
  else if (DATE.test(input.jbrq) && TIME.test(input.kssj) && input.bmjzsj > `${input.jbrq} ${input.kssj}`)
    errors.bmjzsj = '报名截止时间不能晚于招聘会开始时间';
  if (!(input.ydfw in BOOKING_SCOPES)) errors.ydfw = '请选择预订范围';
  else if (input.ydfw === '2' && input.hyfw.length === 0) errors.hyfw = '请选择可预订的行业';
  for (const type of BOOKABLE_BOOTH_TYPES) {
    const fee = input.zwfy[type];
    if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee > 1_000_000)
      errors.zwfy = `${BOOTH_TYPES[type]}费用应为0到1000000之间的整数（元）`;
  }
  if (!Number.isInteger(input.cjrs) || input.cjrs < 1 || input.cjrs > 10)
    errors.cjrs = '每展位参会人数应为1到10之间的整数';
  if (input.xyglgg !== '0' && input.xyglgg !== '1') errors.xyglgg = '请选择是否需关联招聘公告';
  if (!(input.shms in FAIR_REVIEW_MODES)) errors.shms = '请选择审核方式';
  if ([...input.zphjs].length > 2000) errors.zphjs = '招聘会简介不能超过2000个字';
  return errors;
}

/**
 * A hall grid's problems, one message per bad cell or rule (the map editor shows them; the server
 * refuses with the first): bounds, duplicate cells or booth numbers, a number on every booth.
 */
export function checkHallMap(map: Pick<HallMapInput, 'hcmc' | 'hs' | 'ls' | 'cells'>): string[] {
  const problems: string[] = [];
  if (map.hcmc.trim() === '') problems.push('请填写会场名称');
  else if ([...map.hcmc].length > 50) problems.push('会场名称不能超过50个字');
  if (!Number.isInteger(map.hs) || map.hs < 1 || map.hs > MAX_GRID_ROWS)
    problems.push(`行数应为1到${MAX_GRID_ROWS}之间的整数`);
  if (!Number.isInteger(map.ls) || map.ls < 1 || map.ls > MAX_GRID_COLS)
    problems.push(`列数应为1到${MAX_GRID_COLS}之间的整数`);
  const cells = new Set<string>();
  const numbers = new Set<string>();
  for (const cell of map.cells) {
    const where = `第${cell.h + 1}行第${cell.l + 1}列`;
    if (
      !Number.isInteger(cell.h) ||
      !Number.isInteger(cell.l) ||
      cell.h < 0 ||
      cell.l < 0 ||
      cell.h >= map.hs ||
      cell.l >= map.ls
    )
      problems.push(`${where}超出了会场的行列范围`);
    if (cells.has(`${cell.h},${cell.l}`)) problems.push(`${where}重复`);
    cells.add(`${cell.h},${cell.l}`);
    if (!(cell.lx in BOOTH_TYPES)) problems.push(`${where}的展位类型不正确`);
    if (cell.lx === '0') continue;
    const number = cell.bh.trim();
    if (number === '') problems.push(`${where}缺少展位号`);
    else if (!/^[A-Za-z0-9-]{1,10}$/.test(number))
      problems.push(`${where}的展位号只能包含字母、数字和-，最多10位`);
    else if (numbers.has(number.toUpperCase())) problems.push(`展位号${number}重复`);
    numbers.add(number.toUpperCase());
  }
  return problems;
}

/** A fair's state at `now` (epoch ms; the window's minutes are China time, see chinaMinute). */
export function fairStateAt(
  fair: { bmkssj: string; bmjzsj: string; jbrq: string; jssj: string },
  nowMinute: string,
  free: number,
): FairStateCode {
  if (nowMinute >= `${fair.jbrq} ${fair.jssj}`) return '5';
  if (nowMinute < fair.bmkssj) return '1';
  if (nowMinute >= fair.bmjzsj) return '4';
  return free === 0 ? '3' : '2';
}

/**
 * What a booking's check-in QR code holds: the console's check-in page for its token, so a phone's
 * camera opens the page staff check the employer in on (origin: the server's public address).
 */
export function checkInAddress(origin: string, token: string): string {
  return `${origin}/mgrpage/zphqd?qdlm=${encodeURIComponent(token)}`;
}
