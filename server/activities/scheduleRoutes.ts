import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FEED_NOT_FOUND_MESSAGE,
  MAX_SCHEDULE_DAYS,
  SIGN_UP_MESSAGES,
  activityPaths,
  compareActivities,
  dateRangeProblem,
  type ActivityItem,
  type ActivityKind,
  type ScheduleItem,
  type ScheduleQuery,
  type ScheduleSubscription,
  type SignUpSettingRequest,
  type SignUpSummary,
  type SiteActivityQuery,
} from '../../contract/activities';
import { addDays, chinaDate } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import { hasPermission, type PermissionGrants } from '../../contract/permissions';
import { TALKS_MANAGE } from '../../contract/talks';
import { usersOfEmployer } from '../accounts';
import { employerOf } from '../core/auth';
import { ApiError, ok } from '../core/http/envelope';
import { pageOf } from '../core/http/schemas';
import { setSignUpOpen, signUpStates } from './attendance';
import { feedTokenOf, findFeed, resetFeedToken, type FeedOwner } from './feeds';
import { scheduleCalendar } from './ics';
import { mergedPage } from './merging';
import { rangeOrUpcoming } from './publicRoutes';
import { itemOf, scheduleItemOf, signUpSummary } from './shapes';
import type { ActivitySource, OwnActivity, TalkActivitySource } from './sources';
import { scheduleQuery, signUpSettingBody, siteActivityQuery } from './schemas';

/** What the calendar file spans: a month back and a year ahead. */
const ICS_DAYS_BACK = 31;
const ICS_DAYS_AHEAD = 366;
const ICS_NAME = '我的日程.ics';
const SECTION_OF_KIND: Record<ActivityKind, 'talks' | 'fairs'> = { xjh: 'talks', zph: 'fairs' };

/** The kinds a role may see on the schedule: talks with 宣讲会·查看, fairs with 招聘会·查看. */
export function kindsVisibleTo(grants: PermissionGrants): ActivityKind[] {
  return (Object.keys(SECTION_OF_KIND) as ActivityKind[]).filter((kind) =>
    hasPermission(grants, { section: SECTION_OF_KIND[kind], level: 'view' }),
  );
}

/** The subscribed file's name: the token (newToken's 43 URL-safe characters) and .ics. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedPath = (token: string) => `${activityPaths.feed}/${token}.ics`;

function sendCalendar(reply: FastifyReply, body: string, download: boolean): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `${download ? 'attachment' : 'inline'}; filename="schedule.ics"; filename*=UTF-8''${encodeURIComponent(ICS_NAME)}`,
    )
    .send(body);
}

/** The page origin a calendar links back to (the employer app under /dwpage). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * 我的日程 (/com/rc/*): the employer's activities by date range, as a calendar file, and the private
 * subscription address (/web/calendar/<token>.ics, read by calendar apps without a session); each user
 * sees the kinds its role opens. Also 活动信息 (the site's activities) and opening a talk's sign-up.
 */
export function scheduleRoutes(
  app: FastifyInstance,
  sources: { talks: TalkActivitySource; all: readonly ActivitySource[] },
): void {
  async function scheduleOf(owner: FeedOwner, kinds: readonly ActivityKind[], from: string, to: string) {
    const lists = await Promise.all(
      sources.all
        .filter((source) => kinds.includes(source.kind))
        .map((source) => source.ofEmployer(app.db, owner.employerId, owner.siteCode, from, to)),
    );
    return lists.flat().sort(compareActivities);
  }

  async function scheduleItems(activities: readonly OwnActivity[]): Promise<ScheduleItem[]> {
    const states = await signUpStates(
      app.db,
      activities.filter((activity) => activity.lx === 'xjh').map((activity) => activity.id),
    );
    return activities.map((activity) => scheduleItemOf(activity, states.get(activity.id)));
  }

  const ownerOf = (request: FastifyRequest): FeedOwner => {
    const employer = employerOf(request);
    return { userId: employer.userId, employerId: employer.dwid, siteCode: employer.xxdm };
  };

  app.get<{ Querystring: ScheduleQuery }>(
    activityPaths.schedule,
    { config: { access: 'signedIn' }, schema: { querystring: scheduleQuery } },
    async (request) => {
      const { ksrq, jsrq } = request.query;
      const problem = dateRangeProblem(ksrq, jsrq, MAX_SCHEDULE_DAYS);
      if (problem !== '') throw new ApiError(400, problem);
      const activities = await scheduleOf(
        ownerOf(request),
        kindsVisibleTo(employerOf(request).grants),
        ksrq,
        jsrq,
      );
      return ok<ScheduleItem[]>(await scheduleItems(activities));
    },
  );

  app.get(activityPaths.scheduleIcs, { config: { access: 'signedIn' } }, async (request, reply) => {
    const today = chinaDate(app.clock.now());
    const activities = await scheduleOf(
      ownerOf(request),
      kindsVisibleTo(employerOf(request).grants),
      addDays(today, -ICS_DAYS_BACK),
      addDays(today, ICS_DAYS_AHEAD),
    );
    const body = scheduleCalendar(activities, {
      name: '我的日程',
      pageOrigin: `${originOf(request)}/dwpage`,
      host: request.hostname,
    });
    return sendCalendar(reply, body, true);
  });

  app.get(activityPaths.subscription, { config: { access: 'signedIn' } }, async (request) => {
    const token = await feedTokenOf(
      app.db,
      app.clock.now(),
      ownerOf(request),
      kindsVisibleTo(employerOf(request).grants),
    );
    return ok<ScheduleSubscription>({ dydz: feedPath(token) });
  });

  app.post(
    activityPaths.resetSubscription,
    { config: { access: 'signedIn', encoding: 'json' } },
    async (request) => {
      const token = await resetFeedToken(
        app.db,
        app.clock.now(),
        ownerOf(request),
        kindsVisibleTo(employerOf(request).grants),
      );
      return ok<ScheduleSubscription>({ dydz: feedPath(token) }, '订阅地址已重置');
    },
  );

  app.get<{ Params: { file: string } }>(`${activityPaths.feed}/:file`, async (request, reply) => {
    // A calendar app reads the HTTP status: anything but a live address is 404.
    const token = FEED_FILE.exec(request.params.file)?.[1];
    const feed = token === undefined ? undefined : await findFeed(app.db, token);
    // A user who left the employer (or was removed) no longer reads its schedule.
    if (feed === undefined || !(await usersOfEmployer(app.db, feed.employerId)).includes(feed.userId))
      throw new ApiError(404, FEED_NOT_FOUND_MESSAGE, 404);
    const today = chinaDate(app.clock.now());
    const activities = await scheduleOf(
      feed,
      feed.kinds,
      addDays(today, -ICS_DAYS_BACK),
      addDays(today, ICS_DAYS_AHEAD),
    );
    const body = scheduleCalendar(activities, {
      name: '我的日程',
      pageOrigin: `${originOf(request)}/dwpage`,
      host: request.hostname,
    });
    return sendCalendar(reply, body, false);
  });

  app.post<{ Body: SignUpSettingRequest }>(
    activityPaths.signUpSetting,
    { config: { access: TALKS_MANAGE, encoding: 'json' }, schema: { body: signUpSettingBody } },
    async (request) => {
      const employer = employerOf(request);
      const target = await sources.talks.signUpTarget(app.db, employer.xxdm, request.body.id);
      if (target === undefined || target.employerId !== employer.dwid)
        throw new ApiError(404, SIGN_UP_MESSAGES.notFound);
      if (!target.live) throw new ApiError(400, SIGN_UP_MESSAGES.notLive);
      if (target.online || target.capacity === 0) throw new ApiError(400, SIGN_UP_MESSAGES.onlineTalk);
      await setSignUpOpen(
        app.db,
        app.clock.now(),
        { talkId: target.id, employerId: target.employerId },
        request.body.kfbm,
      );
      // The public calendar shows whether a talk takes sign-ups.
      app.publicAnswers.invalidate(employer.xxdm);
      const state = (await signUpStates(app.db, [target.id])).get(target.id);
      return ok<SignUpSummary>(
        signUpSummary(target.capacity, state),
        request.body.kfbm ? SIGN_UP_MESSAGES.opened : SIGN_UP_MESSAGES.closedByEmployer,
      );
    },
  );

  app.get<{ Querystring: SiteActivityQuery }>(
    activityPaths.siteActivities,
    { config: { access: 'signedIn' }, schema: { querystring: siteActivityQuery } },
    async (request) => {
      const { lx, keyword } = request.query;
      const range = rangeOrUpcoming(request.query, chinaDate(app.clock.now()));
      const kinds = lx ? sources.all.filter((source) => source.kind === lx) : sources.all;
      const page = await mergedPage(
        app.db,
        kinds,
        employerOf(request).xxdm,
        { ...range, keyword },
        pageOf(request.query),
      );
      return ok<Page<ActivityItem>>({ records: page.records.map(itemOf), total: page.total });
    },
  );
}
