// The activity calendar (活动日历) and what the public, employers and students read of a site's campus
// talks (宣讲会) and, once they land, job fairs (招聘会): the public homepage calls getXjh, getHdrllb and
// getHdrlxq, the employer's 我的日程 (dwsy/wdrc) and 活动信息 (dwsy/hdxx), the student portal's talks
// and their sign-up. Every item names its kind (lx), so fairs slot in beside talks.

import { addDays, isDateString } from './chinaTime';
import type { Page, PageQuery } from './paging';

export const activityPaths = {
  /** GET: a site's passed talks, paged (public: no session, no cookies). */
  publicTalks: '/web/wsjysc/wzsy/getXjh',
  /** GET: a site's activities of one month, per day (public). */
  calendar: '/web/wsjysc/wzsy/getHdrllb',
  /** GET: one activity (id and lx), or every activity of one day (rq), with details (public). */
  calendarDetail: '/web/wsjysc/wzsy/getHdrlxq',
  /** GET: the employer's own activities between two dates (我的日程). */
  schedule: '/com/rc/list',
  /** GET: the employer's schedule as an iCalendar file (download). */
  scheduleIcs: '/com/rc/ics',
  /** GET: the private subscription address of the user's schedule (made on first ask). */
  subscription: '/com/rc/dy',
  /** POST: a new subscription address; the old one stops working at once. */
  resetSubscription: '/com/rc/czdy',
  /** POST SignUpSettingRequest: opens or closes students' sign-up to one of the employer's talks. */
  signUpSetting: '/com/rc/kfbm',
  /** GET: the site's upcoming activities for employers (活动信息), filtered and paged. */
  siteActivities: '/com/rc/hdxx',
  /** GET `${feed}/${token}.ics`: the subscribed calendar (no session: the token is the secret). */
  feed: '/web/calendar',
} as const;

/** The student portal's talk calls (student token cookie): list, detail, sign up, cancel the sign-up. */
export const studentTalkPaths = {
  list: '/stu/xjh/list',
  detail: '/stu/xjh/detail',
  signUp: '/stu/xjh/bm',
  cancel: '/stu/xjh/qxbm',
} as const;

/** The student portal's page of talks (relative to /sc/ and /mobile/); a talk's page is `${talks}/{id}`. */
export const STUDENT_TALKS_PAGE = '/xjh';

/** Kinds of activity: 宣讲会 talks, 招聘会 fairs (served once the fairs capability lands). */
export const ACTIVITY_KINDS = [
  { code: 'xjh', name: '宣讲会' },
  { code: 'zph', name: '招聘会' },
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number]['code'];

export function activityKindName(kind: ActivityKind): string {
  return ACTIVITY_KINDS.find((entry) => entry.code === kind)?.name ?? kind;
}

export function isActivityKind(value: string): value is ActivityKind {
  return ACTIVITY_KINDS.some((entry) => entry.code === value);
}

/** 举办形式: '1' on site, '2' online (a live link instead of a room). */
export type ActivityMode = '1' | '2';

/**
 * One activity as every list shows it. Public: the organiser's name and the place, never a contact, an
 * entrant or anything of the review.
 */
export type ActivityItem = {
  id: string;
  lx: ActivityKind;
  /** 标题 */
  bt: string;
  /** 举办方: the employer of a talk, the school for a fair. */
  jbf: string;
  /** 日期 'YYYY-MM-DD' and times 'HH:mm', China time. */
  rq: string;
  kssj: string;
  jssj: string;
  /** 地点: the room (building and name); '线上' for an online talk. */
  dd: string;
  xsfs: ActivityMode;
};

/** Sign-up of students to a talk: open only when the employer allowed it; capacity = the room's seats. */
export type SignUpSummary = {
  /** 是否开放报名 */
  kfbm: boolean;
  /** 容量 (0 when not open). */
  rl: number;
  /** 已报名人数 */
  ybmrs: number;
};

/** An activity with what its detail page shows. */
export type ActivityDetail = ActivityItem & {
  /** 说明: the talk's note to students ('' when none). */
  sm: string;
  /** 直播地址 of an online talk ('' on site). */
  zbdz: string;
  /** 面向院系 and 专业 ('' when open to all). */
  yx: string;
  zy: string;
  /** Titles of the linked published positions. */
  zw: string[];
  bm: SignUpSummary;
};

/** GET getXjh: passed talks of a site, soonest first (upcoming by default: ksrq defaults to today). */
export type PublicTalkQuery = PageQuery & {
  xxdm: string;
  /** 开始日期 and 结束日期 'YYYY-MM-DD' (both optional). */
  ksrq?: string;
  jsrq?: string;
  keyword?: string;
};

export type PublicTalkPage = Page<ActivityItem>;

/** GET getHdrllb: one month of a site's calendar. */
export type CalendarMonthQuery = { xxdm: string; /** 'YYYY-MM' */ yf: string };

/** One day of the calendar that has activities (days without any are left out), in time order. */
export type CalendarDay = { rq: string; items: ActivityItem[] };

/**
 * GET getHdrlxq: either one activity (id and lx) or every activity of a day (rq); both answer the day
 * and its details (an unknown id answers an error).
 */
export type CalendarDetailQuery = { xxdm: string; id?: string; lx?: ActivityKind; rq?: string };

export type CalendarDetail = { rq: string; items: ActivityDetail[] };

/** A schedule entry's state as the employer sees it (a talk: 待审核, 已通过 …). */
export type ScheduleItem = ActivityItem & {
  /** 状态 code and name of the item in its own workflow. */
  zt: string;
  ztmc: string;
  /** The employer page it opens (route path under /dwpage/, with its query). */
  lj: string;
  /** Students' sign-up of an on-site talk; null where there is none (online talks, fairs). */
  bm: SignUpSummary | null;
};

/** POST /com/rc/kfbm: answers the talk's sign-up after the change. */
export type SignUpSettingRequest = { id: string; kfbm: boolean };

/** GET /com/rc/list: the session employer's activities from ksrq to jsrq (at most MAX_SCHEDULE_DAYS). */
export type ScheduleQuery = { ksrq: string; jsrq: string };

/** GET /com/rc/dy and POST /com/rc/czdy: the address a calendar app subscribes to. */
export type ScheduleSubscription = { dydz: string };

/** GET /com/rc/hdxx: the site's activities from ksrq (default today), by kind and keyword. */
export type SiteActivityQuery = PageQuery & {
  ksrq?: string;
  jsrq?: string;
  /** '' or absent: every kind. */
  lx?: ActivityKind | '';
  keyword?: string;
};

/** The student's list: the talks of their site, with their own sign-up. */
export type StudentTalkItem = ActivityItem & { bm: SignUpSummary; /** 我已报名 */ ybm: boolean };

export type StudentTalkQuery = PageQuery & { ksrq?: string; jsrq?: string; keyword?: string };

export type StudentTalkDetail = ActivityDetail & { ybm: boolean };

export type TalkIdRequest = { id: string };

/** What a sign-up or its cancellation answers: the talk's sign-up after it. */
export type SignUpResult = { bm: SignUpSummary; ybm: boolean };

/** An activity of an unknown id (or not public) answers this. */
export const ACTIVITY_NOT_FOUND_MESSAGE = '活动不存在或已取消';
/** A subscription address that was reset (or never made) answers this. */
export const FEED_NOT_FOUND_MESSAGE = '订阅地址无效或已重置';

/** The longest range the schedule answers at once (a six-week month grid fits). */
export const MAX_SCHEDULE_DAYS = 62;
/** The longest range a list filter may span. */
export const MAX_FILTER_DAYS = 366;

export const SIGN_UP_MESSAGES = {
  signedUp: '报名成功',
  cancelled: '已取消报名',
  full: '报名人数已满，无法报名',
  closed: '该宣讲会未开放学生报名',
  ended: '该宣讲会已开始或结束，不能再报名',
  already: '您已报名该宣讲会',
  notSignedUp: '您尚未报名该宣讲会',
  cancelEnded: '宣讲会已开始或结束，不能取消报名',
  notFound: '宣讲会不存在或已取消',
  opened: '已开放学生报名',
  closedByEmployer: '已关闭学生报名',
  onlineTalk: '线上宣讲无需学生报名',
  notLive: '已取消或未通过的宣讲会不能开放报名',
} as const;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthString(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The first and last date of a month 'YYYY-MM'. */
export function monthDates(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first, last: addDays(first, days - 1) };
}

/** 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * Why a date range is refused ('' when fine): both dates optional, real, in order and at most
 * `maxDays` apart when both are given.
 */
export function dateRangeProblem(from: string | undefined, to: string | undefined, maxDays: number): string {
  if (from && !isDateString(from)) return '开始日期格式不正确';
  if (to && !isDateString(to)) return '结束日期格式不正确';
  if (from && to) {
    if (to < from) return '结束日期不能早于开始日期';
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (span > maxDays) return `日期范围不能超过${maxDays}天`;
  }
  return '';
}

/** Sorts activities by date, start time, end time and title. */
export function compareActivities(a: ActivityItem, b: ActivityItem): number {
  return (
    a.rq.localeCompare(b.rq) ||
    a.kssj.localeCompare(b.kssj) ||
    a.jssj.localeCompare(b.jssj) ||
    a.bt.localeCompare(b.bt, 'zh-CN') ||
    a.id.localeCompare(b.id)
  );
}

/** Activities per day, days in order and each day's in time order; days without any left out. */
export function groupByDay<Item extends ActivityItem>(
  items: readonly Item[],
): { rq: string; items: Item[] }[] {
  const days = new Map<string, Item[]>();
  for (const item of [...items].sort(compareActivities)) {
    const day = days.get(item.rq);
    if (day) day.push(item);
    else days.set(item.rq, [item]);
  }
  return [...days.entries()].map(([rq, dayItems]) => ({ rq, items: dayItems }));
}

/** Whether a student may still sign up: open, not full, and the talk has not started. */
export function signUpProblem(summary: SignUpSummary, started: boolean, signedUp: boolean): string {
  if (signedUp) return SIGN_UP_MESSAGES.already;
  if (!summary.kfbm) return SIGN_UP_MESSAGES.closed;
  if (started) return SIGN_UP_MESSAGES.ended;
  if (summary.ybmrs >= summary.rl) return SIGN_UP_MESSAGES.full;
  return '';
}
