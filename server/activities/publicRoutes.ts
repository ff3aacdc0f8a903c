import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_NOT_FOUND_MESSAGE,
  MAX_FILTER_DAYS,
  activityPaths,
  dateRangeProblem,
  groupByDay,
  monthDates,
  type ActivityDetail,
  type CalendarDay,
  type CalendarDetail,
  type CalendarDetailQuery,
  type CalendarMonthQuery,
  type PublicTalkPage,
  type PublicTalkQuery,
} from '../../contract/activities';
import { chinaDate } from '../../contract/chinaTime';
import { ApiError } from '../core/http/envelope';
import { sendPublicAnswer } from '../core/publicAnswers';
import { pageOf } from '../core/http/schemas';
import { requireSite } from '../site';
import { signUpStates } from './attendance';
import { mergedBetween } from './merging';
import { detailOf, itemOf } from './shapes';
import type { ActivityRecord, ActivitySource } from './sources';
import { calendarDetailQuery, calendarMonthQuery, publicTalkQuery } from './schemas';

const activityNotFound = () => new ApiError(404, ACTIVITY_NOT_FOUND_MESSAGE);

/** A date range the caller gave, or from today on when it gave none; a bad one answers its problem. */
export function rangeOrUpcoming(
  query: { ksrq?: string; jsrq?: string },
  today: string,
): { from?: string; to?: string } {
  const from = query.ksrq || undefined;
  const to = query.jsrq || undefined;
  const problem = dateRangeProblem(from, to, MAX_FILTER_DAYS);
  if (problem !== '') throw new ApiError(400, problem);
  return from === undefined && to === undefined ? { from: today } : { from, to };
}

/** Records with their sign-up, as details. */
export async function detailsOf(
  app: FastifyInstance,
  records: readonly ActivityRecord[],
): Promise<ActivityDetail[]> {
  const talks = records.filter((record) => record.lx === 'xjh').map((record) => record.id);
  const states = await signUpStates(app.db, talks);
  return records.map((record) => detailOf(record, record.lx === 'xjh' ? states.get(record.id) : undefined));
}

/**
 * The public homepage's calls (no session, no cookie): passed talks (getXjh), a month of the activity
 * calendar (getHdrllb) and one activity's or one day's details (getHdrlxq). Public fields only,
 * answered from the shared public answers: a talk's or fair's review, save or cancellation invalidates
 * its site's at once; students' sign-ups show within the TTL.
 */
export function publicActivityRoutes(
  app: FastifyInstance,
  sources: { talks: ActivitySource; all: readonly ActivitySource[] },
): void {
  app.get<{ Querystring: PublicTalkQuery }>(
    activityPaths.publicTalks,
    { schema: { querystring: publicTalkQuery } },
    async (request, reply) =>
      sendPublicAnswer(app, request, reply, request.query.xxdm, async () => {
        const { xxdm, keyword } = request.query;
        await requireSite(app.db, xxdm);
        const range = rangeOrUpcoming(request.query, chinaDate(app.clock.now()));
        const { page, size } = pageOf(request.query);
        const answer = await sources.talks.listPublic(
          app.db,
          xxdm,
          { ...range, keyword },
          { limit: size, offset: (page - 1) * size },
        );
        return { records: answer.records.map(itemOf), total: answer.total } satisfies PublicTalkPage;
      }),
  );

  app.get<{ Querystring: CalendarMonthQuery }>(
    activityPaths.calendar,
    { schema: { querystring: calendarMonthQuery } },
    async (request, reply) =>
      sendPublicAnswer(app, request, reply, request.query.xxdm, async () => {
        const { xxdm, yf } = request.query;
        await requireSite(app.db, xxdm);
        const { first, last } = monthDates(yf);
        const items = await mergedBetween(app.db, sources.all, xxdm, first, last);
        return groupByDay(items.map(itemOf)) satisfies CalendarDay[];
      }),
  );

  app.get<{ Querystring: CalendarDetailQuery }>(
    activityPaths.calendarDetail,
    { schema: { querystring: calendarDetailQuery } },
    async (request, reply) =>
      sendPublicAnswer(app, request, reply, request.query.xxdm, async () => {
        const { xxdm, id, lx, rq } = request.query;
        await requireSite(app.db, xxdm);
        if (id !== undefined) {
          const source = sources.all.find((entry) => entry.kind === (lx ?? 'xjh'));
          const [record] = source === undefined ? [] : await source.publicDetails(app.db, xxdm, [id]);
          if (record === undefined) throw activityNotFound();
          return { rq: record.rq, items: await detailsOf(app, [record]) } satisfies CalendarDetail;
        }
        if (rq === undefined) throw new ApiError(400, '请指定活动或日期');
        const records = (
          await Promise.all(
            sources.all.map(async (source) => {
              const items = await source.publicBetween(app.db, xxdm, rq, rq);
              return source.publicDetails(
                app.db,
                xxdm,
                items.map((item) => item.id),
              );
            }),
          )
        ).flat();
        const details = await detailsOf(app, records);
        return { rq, items: groupByDay(details).flatMap((day) => day.items) } satisfies CalendarDetail;
      }),
  );
}
