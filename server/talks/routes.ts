import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Entrant } from '../../contract/entrants';
import type { InvoiceChoice } from '../../contract/invoices';
import {
  TALKS_MANAGE,
  TALKS_VIEW,
  talkPaths,
  talkRulesProblem,
  talkVenuesTopic,
  type HoldRequest,
  type SchoolTalkListQuery,
  type TalkAvailabilityQuery,
  type TalkDraft,
  type TalkListQuery,
  type TalkReviewRequest,
  type TalkRoomListQuery,
  type TalkRules,
  type VenueDraft,
  type VenueListQuery,
} from '../../contract/talks';
import { staffOf } from '../core/auth';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { startPeriodicTask, whileServing } from '../core/periodicTask';
import { openLiveStream } from '../live';
import { saveTalkRules, talkRulesOf, type SiteTalkRules } from '../site';
import { employerActorOf, employerScopeOf, staffActorOf } from '../workflow';
import { dropEndedHolds, publishClaimChanges, type ClaimChange } from './claims';
import {
  cancelTalk,
  holdRoom,
  releaseRoom,
  reviewTalk,
  saveTalk,
  submitTalk,
  type Changed,
} from './lifecycle';
import {
  availability,
  employerRoomList,
  employerTalkList,
  schoolTalkList,
  talkDetail,
  talkHistory,
} from './reading';
import {
  availabilityQuery,
  draftBody,
  eventsQuery,
  holdBody,
  idBody,
  idQuery,
  listQuery,
  reviewBody,
  roomListQuery,
  rulesBody,
  schoolListQuery,
  submitBody,
  venueBody,
  venueListQuery,
} from './schemas';
import { findTalk, stateCode } from './store';
import { findVenue, removeVenue, saveVenue, venueList } from './venues';

/** The periodic sweep of ended holds (the calls touching availability also drop them as they go). */
const SWEEP_INTERVAL_MS = 30_000;

const toWire = (rules: SiteTalkRules): TalkRules => ({
  tqgzr: rules.noticeDays,
  qxgzr: rules.cancelDays,
  jxrssx: rules.maxEntrants,
});

/** Campus talks and venues for the employer (/com/xjh), the school (/mgr/xjh, /mgr/cd). */
export function talkRoutes(app: FastifyInstance): Promise<void> {
  const publish = (changes: readonly ClaimChange[]) => publishClaimChanges(app.live, changes);
  const published = <T>(changed: Changed<T>): T => {
    publish(changed.changes);
    return changed.value;
  };
  const scopeOf = (request: FastifyRequest) => employerScopeOf(request);
  // The public sees passed talks: an edit or cancellation of one changes the site's public answers.
  const publicChanged = (siteCode: string) => app.publicAnswers.invalidate(siteCode);
  const actorOf = employerActorOf;
  const manage = { config: { encoding: 'json' as const, access: TALKS_MANAGE } };
  const view = { config: { access: TALKS_VIEW } };

  app.get<{ Querystring: TalkAvailabilityQuery }>(
    talkPaths.availability,
    { ...view, schema: { querystring: availabilityQuery } },
    async (request) => {
      const { siteCode, employerId } = scopeOf(request);
      return ok(published(await availability(app.db, app.clock.now(), siteCode, employerId, request.query)));
    },
  );

  app.get<{ Querystring: { rq: string } }>(
    talkPaths.availabilityEvents,
    { ...view, schema: { querystring: eventsQuery } },
    (request, reply) => {
      openLiveStream(request, reply, app.live, talkVenuesTopic(scopeOf(request).siteCode, request.query.rq));
    },
  );

  app.post<{ Body: HoldRequest }>(
    talkPaths.hold,
    { ...manage, schema: { body: holdBody } },
    async (request) =>
      ok(
        published(await holdRoom(app.db, app.clock.now(), scopeOf(request), request.body)),
        '场地已为您保留10分钟',
      ),
  );

  app.post<{ Body: { id: string } }>(
    talkPaths.release,
    { ...manage, schema: { body: idBody } },
    async (request) =>
      ok({ id: published(await releaseRoom(app.db, scopeOf(request), request.body.id)) }, '场地已释放'),
  );

  app.post<{ Body: TalkDraft }>(
    talkPaths.save,
    { ...manage, schema: { body: draftBody } },
    async (request) => {
      const id = published(
        await saveTalk(app.db, app.clock.now(), scopeOf(request), actorOf(request), request.body),
      );
      publicChanged(scopeOf(request).siteCode);
      return ok({ id }, '保存成功');
    },
  );

  app.post<{ Body: { id: string; fpxx?: InvoiceChoice | null; jxry?: Entrant[] } }>(
    talkPaths.submit,
    { ...manage, schema: { body: submitBody } },
    async (request) => {
      const { id, ...extras } = request.body;
      const state = published(
        await submitTalk(app.db, app.clock.now(), scopeOf(request), actorOf(request), id, extras),
      );
      publicChanged(scopeOf(request).siteCode);
      return ok({ id, zt: stateCode(state) }, '已提交，请等待学校审核');
    },
  );

  app.post<{ Body: { id: string } }>(
    talkPaths.cancel,
    { ...manage, schema: { body: idBody } },
    async (request) => {
      const { id } = request.body;
      const state = published(
        await cancelTalk(app.db, app.clock.now(), scopeOf(request), actorOf(request), id),
      );
      publicChanged(scopeOf(request).siteCode);
      return ok({ id, zt: stateCode(state) }, '宣讲会已取消，场地已释放');
    },
  );

  app.get<{ Querystring: TalkListQuery }>(
    talkPaths.list,
    { ...view, schema: { querystring: listQuery } },
    async (request) => ok(await employerTalkList(app.db, app.clock.now(), scopeOf(request), request.query)),
  );

  app.get<{ Querystring: TalkRoomListQuery }>(
    talkPaths.rooms,
    { ...view, schema: { querystring: roomListQuery } },
    async (request) => ok(await employerRoomList(app.db, scopeOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    talkPaths.detail,
    { ...view, schema: { querystring: idQuery } },
    async (request) => {
      const row = await findTalk(app.db, scopeOf(request), request.query.id);
      return ok(await talkDetail(app.db, app.clock.now(), row, { unmasked: true }));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    talkPaths.history,
    { ...view, schema: { querystring: idQuery } },
    async (request) =>
      ok(await talkHistory(app.db, await findTalk(app.db, scopeOf(request), request.query.id))),
  );

  app.get(talkPaths.rules, view, async (request) =>
    ok(toWire(await talkRulesOf(app.db, scopeOf(request).siteCode))),
  );

  schoolRoutes(app, published);

  whileServing(app, () =>
    startPeriodicTask(SWEEP_INTERVAL_MS, async () => {
      try {
        publish(await app.db.transaction().execute((trx) => dropEndedHolds(trx, app.clock.now())));
      } catch (error) {
        app.log.error({ err: error }, 'talk hold sweep failed');
      }
    }),
  );
  return Promise.resolve();
}

function schoolRoutes(app: FastifyInstance, published: <T>(changed: Changed<T>) => T): void {
  const staff = { preHandler: app.requireStaff };
  const json = { preHandler: app.requireStaff, config: { encoding: 'json' as const } };
  const site = (request: FastifyRequest) => staffOf(request).xxdm;

  app.get<{ Querystring: SchoolTalkListQuery }>(
    talkPaths.schoolList,
    { ...staff, schema: { querystring: schoolListQuery } },
    async (request) => ok(await schoolTalkList(app.db, app.clock.now(), site(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    talkPaths.schoolDetail,
    { ...staff, schema: { querystring: idQuery } },
    async (request) => {
      const row = await findTalk(app.db, { siteCode: site(request) }, request.query.id);
      return ok(await talkDetail(app.db, app.clock.now(), row, { unmasked: true }));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    talkPaths.schoolHistory,
    { ...staff, schema: { querystring: idQuery } },
    async (request) =>
      ok(await talkHistory(app.db, await findTalk(app.db, { siteCode: site(request) }, request.query.id))),
  );

  app.post<{ Body: TalkReviewRequest }>(
    talkPaths.schoolReview,
    { ...json, schema: { body: reviewBody } },
    async (request) => {
      const { id, action, reason } = request.body;
      const state = published(
        await reviewTalk(app.db, app.clock.now(), site(request), staffActorOf(request), id, action, reason),
      );
      // A passed talk is public (the homepage's talks and calendar); a rejected one leaves them.
      app.publicAnswers.invalidate(site(request));
      const message =
        action === 'pass'
          ? '已审核通过，场地已确认'
          : action === 'reject'
            ? '已驳回，场地已释放'
            : '已要求修改';
      return ok({ id, zt: stateCode(state) }, message);
    },
  );

  app.get<{ Querystring: VenueListQuery }>(
    talkPaths.venueList,
    { ...staff, schema: { querystring: venueListQuery } },
    async (request) => ok(await venueList(app.db, site(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    talkPaths.venueDetail,
    { ...staff, schema: { querystring: idQuery } },
    async (request) => ok(await findVenue(app.db, site(request), request.query.id)),
  );

  app.post<{ Body: VenueDraft }>(
    talkPaths.venueSave,
    { ...json, schema: { body: venueBody } },
    async (request) =>
      ok({ id: await saveVenue(app.db, app.clock.now(), site(request), request.body) }, '保存成功'),
  );

  app.post<{ Body: { id: string } }>(
    talkPaths.venueRemove,
    { ...json, schema: { body: idBody } },
    async (request) => {
      const removed = await removeVenue(app.db, app.clock.now(), site(request), request.body.id);
      return ok({ removed }, removed ? '场地已删除' : '场地已有预约记录，已停用（不再开放预约）');
    },
  );

  app.get(talkPaths.schoolRules, staff, async (request) =>
    ok(toWire(await talkRulesOf(app.db, site(request)))),
  );

  app.post<{ Body: TalkRules }>(
    talkPaths.saveSchoolRules,
    { ...json, schema: { body: rulesBody } },
    async (request) => {
      const problem = talkRulesProblem(request.body);
      if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
      const { tqgzr, qxgzr, jxrssx } = request.body;
      await saveTalkRules(app.db, app.clock.now(), site(request), {
        noticeDays: tqgzr,
        cancelDays: qxgzr,
        maxEntrants: jxrssx,
      });
      return ok(toWire(await talkRulesOf(app.db, site(request))), '保存成功');
    },
  );
}
