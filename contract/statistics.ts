import type { ApplicationState } from './workflow';

/**
 * Employer statistics (route tongji): the employer's recruiting at its session's site over a range of
 * China dates. The call needs only a session; each part is filled only where the user's role grants its
 * section at least 查看 (positions: 招聘信息, applications: 简历管理, talks: 宣讲会, fairs: 招聘会) and is
 * null otherwise, so one screen serves every role.
 */
export const statisticsPaths = {
  /** GET { from, to } ('YYYY-MM-DD', China, both included): StatisticsSummary. */
  summary: '/com/tj/summary',
  /** GET { from, to }: the same figures as an .xlsx download (概览, 简历处理漏斗, 月度趋势). */
  export: '/com/tj/export',
} as const;

/**
 * xxdm: the site to count at, one where the employer stands passed (the sites listed in the answer);
 * the session's site when left out.
 */
export type StatisticsQuery = { from: string; to: string; xxdm?: string };

/** The longest range one call covers (the monthly trend stays a readable chart). */
export const STATISTICS_MAX_DAYS = 366;

/** The funnel's states in the order the chart and the table show them. */
export const FUNNEL_STATES: readonly ApplicationState[] = [
  'new',
  'viewed',
  'invited',
  'interviewing',
  'offer',
  'hired',
  'rejected',
];

export type PositionStatistics = {
  /** Positions first published in the range. */
  published: number;
  /** Times students and visitors opened the employer's position details on the range's days. */
  views: number;
};

export type ApplicationStatistics = {
  /** Applications received in the range. */
  total: number;
  /** Of those, how many are now in each state (FUNNEL_STATES order). */
  funnel: { state: ApplicationState; count: number }[];
  /** Reached an interview (邀请面试 and beyond, not counting 不合适). */
  interviews: number;
  /** Reached an offer (录用 or 已入职). */
  offers: number;
  hires: number;
};

export type TalkStatistics = {
  /** Talks passed by the school whose date is in the range and not after today. */
  held: number;
  /** Students signed up to attend those talks. */
  attendance: number;
};

export type FairStatistics = {
  /** Booth bookings made in the range that are still live (held, under review, passed, checked in...). */
  bookings: number;
  /** Of those, passed by the school (including checked in and no-show). */
  passed: number;
  checkedIn: number;
};

/** One calendar month of the range ('YYYY-MM'). */
export type MonthlyTrendPoint = { month: string; positions: number | null; applications: number | null };

/** A site the employer may see its statistics at (passed there): its code and name. */
export type StatisticsSite = { xxdm: string; wzmc: string };

export type StatisticsSummary = {
  siteCode: string;
  /** Every site the employer stands passed at, the session's first: the site picker's choices. */
  sites: StatisticsSite[];
  from: string;
  to: string;
  positions: PositionStatistics | null;
  applications: ApplicationStatistics | null;
  talks: TalkStatistics | null;
  fairs: FairStatistics | null;
  /** Agreements (网签) do not exist yet: always null, shown as 暂无数据. */
  agreements: null;
  trend: MonthlyTrendPoint[];
};

export const STATISTICS_SITE_MESSAGE = '只能查看本单位已审核通过的学校站点的统计';

export const STATISTICS_RANGE_MESSAGE = '请选择有效的统计日期范围（开始日期不晚于结束日期，最长一年）';
export const AGREEMENTS_NOT_YET = '暂无数据（网签功能开放后统计）';
export const NOT_GRANTED = '当前账号无权查看此项';

/** The months ('YYYY-MM') a range of China dates touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
