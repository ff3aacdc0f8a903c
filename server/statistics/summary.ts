import type { Kysely } from 'kysely';
import { addDays, chinaDate, chinaDayStart, daysBetween, isDateString } from '../../contract/chinaTime';
import { LIVE_BOOKING_STATES } from '../../contract/fairs';
import { hasPermission, type PermissionGrants, type PermissionSection } from '../../contract/permissions';
import {
  FUNNEL_STATES,
  monthsOf,
  STATISTICS_MAX_DAYS,
  STATISTICS_RANGE_MESSAGE,
  type ApplicationStatistics,
  type FairStatistics,
  type MonthlyTrendPoint,
  type StatisticsQuery,
  type StatisticsSite,
  type StatisticsSummary,
  type TalkStatistics,
} from '../../contract/statistics';
import type { ApplicationState } from '../../contract/workflow';
import { countTalkAttendance } from '../activities';
import { countApplicationsInState, countApplicationsReceived } from '../applications';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { bookingStatesMade } from '../fairs';
import { positionViewsBetween, publishedPositionTimes } from '../positions';
import type { Database } from '../schema';
import { passedTalkIds } from '../talks';

// The employer's statistics at its session's site: each part counted by the capability owning its rows,
// through index ranges that start with the employer and site; a part the user's role does not grant is
// left out (null), never counted.

export type StatisticsScope = {
  employerId: string;
  /** The site counted at, and every site the employer may choose (the session's first). */
  siteCode: string;
  sites: StatisticsSite[];
  grants: PermissionGrants;
};

type Range = { start: number; end: number };

const INTERVIEW_STATES: readonly ApplicationState[] = ['invited', 'interviewing', 'offer', 'hired'];
const OFFER_STATES: readonly ApplicationState[] = ['offer', 'hired'];
const PASSED_BOOKING_STATES = new Set(['passed', 'checkedIn', 'noShow']);

/** The range of China dates as epoch ms [start of `from`, start of the day after `to`). */
export function rangeOf({ from, to }: StatisticsQuery): Range {
  const valid =
    isDateString(from) &&
    isDateString(to) &&
    daysBetween(from, to) >= 0 &&
    daysBetween(from, to) < STATISTICS_MAX_DAYS;
  if (!valid) throw new ApiError(VALIDATION_FAILED_CODE, STATISTICS_RANGE_MESSAGE);
  return { start: chinaDayStart(from), end: chinaDayStart(addDays(to, 1)) };
}

function monthRange(month: string, range: Range): Range {
  const first = chinaDayStart(`${month}-01`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { start: Math.max(first, range.start), end: Math.min(chinaDayStart(next), range.end) };
}

async function applicationStatistics(
  db: Kysely<Database>,
  { employerId, siteCode }: StatisticsScope,
  range: Range,
): Promise<ApplicationStatistics> {
  // Side by side: on PostgreSQL each count takes its own pooled connection.
  const funnel: ApplicationStatistics['funnel'] = await Promise.all(
    FUNNEL_STATES.map(async (state) => ({
      state,
      count: await countApplicationsInState(db, employerId, siteCode, state, range),
    })),
  );
  const sum = (states: readonly ApplicationState[]) =>
    funnel.filter((entry) => states.includes(entry.state)).reduce((total, entry) => total + entry.count, 0);
  return {
    total: sum(FUNNEL_STATES),
    funnel,
    interviews: sum(INTERVIEW_STATES),
    offers: sum(OFFER_STATES),
    hires: sum(['hired']),
  };
}

async function talkStatistics(
  db: Kysely<Database>,
  { employerId, siteCode }: StatisticsScope,
  query: StatisticsQuery,
  today: string,
): Promise<TalkStatistics> {
  const to = query.to < today ? query.to : today;
  const ids = query.from > to ? [] : await passedTalkIds(db, employerId, siteCode, query.from, to);
  return { held: ids.length, attendance: await countTalkAttendance(db, ids) };
}

async function fairStatistics(
  db: Kysely<Database>,
  { employerId, siteCode }: StatisticsScope,
  range: Range,
): Promise<FairStatistics> {
  const live = (await bookingStatesMade(db, employerId, siteCode, range)).filter((state) =>
    LIVE_BOOKING_STATES.includes(state),
  );
  return {
    bookings: live.length,
    passed: live.filter((state) => PASSED_BOOKING_STATES.has(state)).length,
    checkedIn: live.filter((state) => state === 'checkedIn').length,
  };
}

/** GET /com/tj/summary. */
export async function statisticsSummary(
  db: Kysely<Database>,
  now: number,
  scope: StatisticsScope,
  query: StatisticsQuery,
): Promise<StatisticsSummary> {
  const range = rangeOf(query);
  const granted = (section: PermissionSection) => hasPermission(scope.grants, { section, level: 'view' });
  const { employerId, siteCode } = scope;
  const publishedTimes = granted('recruiting')
    ? await publishedPositionTimes(db, employerId, siteCode, range)
    : null;
  const applications = granted('resumes') ? await applicationStatistics(db, scope, range) : null;
  const trend: MonthlyTrendPoint[] = await Promise.all(
    monthsOf(query.from, query.to).map(async (month) => {
      const within = monthRange(month, range);
      return {
        month,
        positions:
          publishedTimes === null
            ? null
            : publishedTimes.filter((time) => time >= within.start && time < within.end).length,
        applications:
          applications === null ? null : await countApplicationsReceived(db, employerId, siteCode, within),
      };
    }),
  );
  const positions =
    publishedTimes === null
      ? null
      : {
          published: publishedTimes.length,
          views: await positionViewsBetween(db, employerId, siteCode, query.from, query.to),
        };
  return {
    siteCode,
    sites: scope.sites,
    from: query.from,
    to: query.to,
    positions,
    applications,
    talks: granted('talks') ? await talkStatistics(db, scope, query, chinaDate(now)) : null,
    fairs: granted('fairs') ? await fairStatistics(db, scope, range) : null,
    agreements: null,
    trend,
  };
}
