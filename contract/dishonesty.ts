// Campus-recruitment dishonesty records (校招不诚信记录, zhgl/xzbcxjl): what an employer broke (a fair
// no-show, …), when, until when it counts, and its appeal. The employer reads its own under
// /com/xzbcxjl and appeals; the school answers under /mgr/xzbcxjl. The site's rule decides the effect
// (each site sets its own at /mgr/xzbcxjl/saveRule): by default two no-shows within a year suspend booth
// and talk booking for a year from the second.

import type { Page, PageQuery } from './paging';

export const dishonestyPaths = {
  /** GET ?page&size: the employer's records at the session's site, and its suspension if any. */
  list: '/com/xzbcxjl/list',
  /** GET ?id=: one record with its appeals. */
  detail: '/com/xzbcxjl/detail',
  /** POST AppealRequest. */
  appeal: '/com/xzbcxjl/appeal',

  /** GET SchoolRecordQuery: the site's records (appealed ones first when zt=appealed). */
  schoolList: '/mgr/xzbcxjl/list',
  schoolDetail: '/mgr/xzbcxjl/detail',
  /** POST AppealAnswer: accept (the record is revoked) or reject with a reason. */
  schoolAnswer: '/mgr/xzbcxjl/answer',
  /** GET SchoolAppealQuery: the site's appeals with their records (pending: oldest first). */
  schoolAppeals: '/mgr/xzbcxjl/appeals',
  /** GET ?id= (an appeal): the appeal, its record with the suspension it causes, every appeal of the record. */
  schoolAppeal: '/mgr/xzbcxjl/appeal',
  /** GET: the site's NoShowRule. */
  schoolRule: '/mgr/xzbcxjl/rule',
  /** POST NoShowRule: answers the saved rule. */
  saveSchoolRule: '/mgr/xzbcxjl/saveRule',
} as const;

/** 违规规则 gzlx: the rule broken. */
export const DISHONESTY_RULES = { '1': '招聘会预订展位后未到场' } as const;
export type DishonestyRule = keyof typeof DISHONESTY_RULES;

/** A record's state: in force, under appeal, revoked (appeal accepted), expired (past its expiry). */
export const RECORD_STATES = { '1': '有效', '2': '申诉中', '3': '已撤销', '4': '已过期' } as const;
export type RecordStateCode = keyof typeof RECORD_STATES;

/** An appeal's state. */
export const APPEAL_STATES = { '1': '待处理', '2': '申诉成功', '3': '申诉驳回' } as const;
export type AppealStateCode = keyof typeof APPEAL_STATES;

// ---------------------------------------------------------------------------------------------------
// The site's no-show rule (未到场规则, part of the console's site settings).

/**
 * What the rule says inside: `count` no-shows dated at most `windowDays` apart suspend booth and talk
 * booking for `suspensionDays` from the latest of them. A record counts (and is shown in force) for
 * the window from its breach.
 */
export type SuspensionRule = { count: number; windowDays: number; suspensionDays: number };

/** The rule on the wire (/mgr/xzbcxjl/rule, and `gz` of the employer's list). */
export type NoShowRule = {
  /** 未到场次数 */
  wdccs: number;
  /** 统计天数: the no-shows counted together lie within this many days. */
  tjts: number;
  /** 暂停预订天数 (365: until the day before the anniversary, a calendar year). */
  ztts: number;
};

export const DEFAULT_NO_SHOW_RULE: NoShowRule = { wdccs: 2, tjts: 365, ztts: 365 };
export const NO_SHOW_RULE_LIMITS: Readonly<
  Record<keyof NoShowRule, { min: number; max: number; label: string }>
> = {
  wdccs: { min: 1, max: 10, label: '未到场次数' },
  tjts: { min: 30, max: 1095, label: '统计天数' },
  ztts: { min: 1, max: 1095, label: '暂停预订天数' },
};

/** The first problem of the rule, naming the field, or null (the console's form says the same). */
export function noShowRuleProblem(rule: Readonly<Record<keyof NoShowRule, unknown>>): string | null {
  for (const key of Object.keys(NO_SHOW_RULE_LIMITS) as (keyof NoShowRule)[]) {
    const { min, max, label } = NO_SHOW_RULE_LIMITS[key];
    const value = rule[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return `${label}应为${min}到${max}之间的整数`;
  }
  return null;
}

export const suspensionRuleOf = (rule: NoShowRule): SuspensionRule => ({
  count: rule.wdccs,
  windowDays: rule.tjts,
  suspensionDays: rule.ztts,
});
export const noShowRuleOf = (rule: SuspensionRule): NoShowRule => ({
  wdccs: rule.count,
  tjts: rule.windowDays,
  ztts: rule.suspensionDays,
});

/** 365 days read as 一年 (the suspension counts it by the calendar), any other span as N天. */
export function daysText(days: number): string {
  return days === 365 ? '一年' : `${days}天`;
}

/** The no-shows that suspend: 一年内累计2次未到场, or 每次未到场 when one is enough. */
function suspendingNoShows(rule: SuspensionRule): string {
  return rule.count === 1 ? '每次未到场' : `${daysText(rule.windowDays)}内累计${rule.count}次未到场`;
}

/** The rule in one clause: 一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年. */
export function suspensionRuleText(rule: SuspensionRule): string {
  return `${suspendingNoShows(rule)}将暂停预订招聘会展位和宣讲会${daysText(rule.suspensionDays)}`;
}

/** Why a booking is suspended, beside its end date (the fair map's tjyd.yy): 一年内2次招聘会预订展位后未到场. */
export function suspensionReason(rule: SuspensionRule): string {
  const breach = DISHONESTY_RULES['1'];
  return rule.count === 1 ? breach : `${daysText(rule.windowDays)}内${rule.count}次${breach}`;
}

/** Code of a booking refused for a suspension (same as contract/fairs BOOKING_SUSPENDED_CODE). */
export const SUSPENDED_CODE = 4103;
/** 贵单位因校招不诚信记录被暂停预订展位和宣讲会，暂停至2027-11-26. */
export function suspendedMessage(until: string): string {
  return `贵单位因校招不诚信记录被暂停预订招聘会展位和宣讲会，暂停至${until}（可在“校招不诚信记录”中查看或申诉）`;
}

/** An employer's booking suspension at a site: the last day (inclusive) and the records behind it. */
export type BookingSuspension = { jsrq: string; jlids: string[] };

export type DishonestyRecord = {
  id: string;
  gzlx: DishonestyRule;
  gzmc: string;
  /** The fair (or other object) concerned and its name. */
  dxid: string;
  dxmc: string;
  /** The breach date and the last day the record counts ('YYYY-MM-DD'). */
  wgrq: string;
  yxqz: string;
  zt: RecordStateCode;
  ztmc: string;
  /** What it causes, e.g. 暂停预订至2027-11-26, or '' when nothing (yet). */
  yx: string;
  /** Evidence or note recorded by the school. */
  sm: string;
  cjsj: string;
};

export type Appeal = {
  id: string;
  jlid: string;
  /** 申诉理由 (at most APPEAL_REASON_LIMIT characters). */
  ssly: string;
  /** Attachments: file ids from /pub/file/uploadFile, with names. */
  fj: { id: string; name: string }[];
  zt: AppealStateCode;
  ztmc: string;
  /** The school's answer reason ('' until answered), who answered and when. */
  dfyy: string;
  dfr: string;
  dfsj: string;
  sssj: string;
};

export type DishonestyDetail = DishonestyRecord & { appeals: Appeal[] };

export type DishonestyListResult = Page<DishonestyRecord> & {
  /** The employer's current suspension at the site, or null. */
  tjyd: BookingSuspension | null;
  /** The site's no-show rule (the screen states it). */
  gz: NoShowRule;
};

export type AppealRequest = { jlid: string; ssly: string; fjids: string[] };
export const APPEAL_REASON_LIMIT = 500;
export const APPEAL_ATTACHMENT_LIMIT = 5;

/** The school's answer: accept revokes the record; reject needs a reason. */
export type AppealAnswer = { ssid: string; action: 'accept' | 'reject'; reason?: string };

export type SchoolRecordQuery = PageQuery & { zt?: RecordStateCode; keyword?: string };
export type SchoolRecord = DishonestyRecord & { dwid: string; dwmc: string };
export type SchoolRecordDetail = DishonestyDetail & { dwid: string; dwmc: string };

export type SchoolAppealQuery = PageQuery & { zt?: AppealStateCode | ''; keyword?: string };
/** An appeal in the school's queue: the employer and the record appealed. */
export type SchoolAppeal = Appeal & { dwid: string; dwmc: string; jl: DishonestyRecord };
/** One appeal to answer, with every appeal of its record (earlier ones answered). */
export type SchoolAppealDetail = SchoolAppeal & { appeals: Appeal[] };

/** The appeal's problems (the form and the server share it); null when fine. */
export function appealProblem(request: Pick<AppealRequest, 'ssly' | 'fjids'>): string | null {
  const reason = request.ssly.trim();
  if (reason === '') return '请填写申诉理由';
  if ([...reason].length > APPEAL_REASON_LIMIT) return `申诉理由不能超过${APPEAL_REASON_LIMIT}个字`;
  if (request.fjids.length > APPEAL_ATTACHMENT_LIMIT) return `附件最多${APPEAL_ATTACHMENT_LIMIT}个`;
  return null;
}
