import type { FastifyInstance, FastifyRequest } from 'fastify';
import { containing, filterValue, onPage } from '../../core/db/listQueries';
import { employerOf } from '../../core/auth';
import { ok } from '../../core/http/envelope';
import { pageOf } from '../../core/http/schemas';
import { suspensionReason } from '../../../contract/dishonesty';
import {
  fairBookingWorkflow,
  fairPaths,
  boothTopic,
  type BoothListItem,
  type BoothListQuery,
  type FairBookingDetail,
  type FairBookingDraft,
  type FairBookingSummary,
  type FairDetailResult,
  type FairListQuery,
  type FairListResult,
  type FairMap,
  type HallSummary,
  type HoldRequest,
  type MyBookingQuery,
} from '../../../contract/fairs';
import type { Page } from '../../../contract/paging';
import { stateOfCode } from '../../../contract/workflow';
import { FAIRS_MANAGE, FAIRS_VIEW } from '../access';
import { bookingSuspension } from '../../dishonesty';
import { openLiveStream } from '../../live';
import { noShowRuleOf } from '../../site';
import { employerActorOf, employerScopeOf } from '../../workflow';
import {
  ApiErrorWithMoves,
  cancelBooking,
  expireHolds,
  holdBooth,
  loadBooking,
  releaseHold,
  saveBooking,
  submitBooking,
  type BoothMove,
} from '../bookings';
import { heldBoothsOf, publishBoothMoves } from '../live';
import {
  BOOKING_ROW_COLUMNS,
  bookingDetailOf,
  bookingRows,
  bookingSummaryOf,
  fairDetailOf,
  fairMapOf,
  fairSummaries,
  hallMaps,
  heldDetailOf,
  partsOfRow,
  type BookingRow,
} from '../reading';
import { findFair } from '../store';
import {
  boothEventsQuery,
  boothListQuery,
  bookingDraftBody,
  cancelBody,
  fairIdQuery,
  fairListQuery,
  holdBody,
  idBody,
  idQuery,
  myBookingsQuery,
} from './schemas';

/** The address the browser reached the server at (behind a proxy: as config.trustProxy allows). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The employer's calls (/com/zph): the fairs of the session's site, their halls, booths and live map,
 * and its own bookings there; another employer's booking or another site's fair answers as missing.
 */
export function employerFairRoutes(app: FastifyInstance): void {
  const scopeOf = employerScopeOf;
  const actorOf = employerActorOf;
  const own = (request: FastifyRequest, id: string) => loadBooking(app.db, scopeOf(request), id);
  const publish = (moves: readonly BoothMove[]) => publishBoothMoves(app.live, moves);
  /** Publishes the booths a refused call freed (an expired hold) before the refusal answers. */
  const publishing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiErrorWithMoves) publish(error.moves);
      throw error;
    }
  };
  const read = { config: { access: FAIRS_VIEW } };
  const json = { config: { encoding: 'json' as const, access: FAIRS_MANAGE } };

  app.get<{ Querystring: FairListQuery }>(
    fairPaths.list,
    { ...read, schema: { querystring: fairListQuery } },
    async (request) => {
      const scope = scopeOf(request);
      const now = app.clock.now();
      const keyword = filterValue(request.query.keyword);
      const base = app.db
        .selectFrom('fairs')
        .where('site_code', '=', scope.siteCode)
        .$if(keyword !== null, (query) => query.where(containing('name', keyword ?? '')));
      const [rows, count] = await Promise.all([
        onPage(base.selectAll().orderBy('date', 'desc').orderBy('id'), pageOf(request.query)).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok<FairListResult>({
        records: await fairSummaries(app.db, rows, now, scope.employerId),
        total: Number(count.total),
        fwqsj: now,
      });
    },
  );

  app.get<{ Querystring: { zphid: string } }>(
    fairPaths.detail,
    { ...read, schema: { querystring: fairIdQuery } },
    async (request) => {
      const scope = scopeOf(request);
      const now = app.clock.now();
      const fair = await findFair(app.db, scope.siteCode, request.query.zphid);
      return ok<FairDetailResult>({
        ...(await fairDetailOf(app.db, fair, now, scope.employerId)),
        fwqsj: now,
      });
    },
  );

  app.get<{ Querystring: { zphid: string } }>(
    fairPaths.halls,
    { ...read, schema: { querystring: fairIdQuery } },
    async (request) => {
      const fair = await findFair(app.db, scopeOf(request).siteCode, request.query.zphid);
      const halls = await hallMaps(app.db, fair, null);
      return ok<HallSummary[]>(halls.map(({ cells: _cells, ...hall }) => hall));
    },
  );

  app.get<{ Querystring: BoothListQuery }>(
    fairPaths.booths,
    { ...read, schema: { querystring: boothListQuery } },
    async (request) => {
      const scope = scopeOf(request);
      const fair = await findFair(app.db, scope.siteCode, request.query.zphid);
      const own = await app.db
        .selectFrom('fair_employer_claims')
        .select('booking_id')
        .where('fair_id', '=', fair.id)
        .where('employer_id', '=', scope.employerId)
        .executeTakeFirst();
      const halls = await hallMaps(app.db, fair, own?.booking_id ?? null);
      const hallFilter = filterValue(request.query.hcid);
      const stateFilter = filterValue(request.query.zt);
      const booths: BoothListItem[] = halls
        .filter((hall) => hallFilter === null || hall.hcid === hallFilter)
        .flatMap((hall) =>
          hall.cells
            .filter((cell) => cell.lx !== '0' && (stateFilter === null || cell.zt === stateFilter))
            .map((cell) => ({
              zwid: cell.zwid,
              bh: cell.bh,
              lx: cell.lx as BoothListItem['lx'],
              hcid: hall.hcid,
              hcmc: hall.hcmc,
              fy: cell.fy,
              zt: cell.zt,
            })),
        );
      const { page, size } = pageOf(request.query);
      return ok<Page<BoothListItem>>({
        records: booths.slice((page - 1) * size, page * size),
        total: booths.length,
      });
    },
  );

  app.get<{ Querystring: { zphid: string } }>(
    fairPaths.map,
    { ...read, schema: { querystring: fairIdQuery } },
    async (request) => {
      const scope = scopeOf(request);
      const now = app.clock.now();
      const fair = await findFair(app.db, scope.siteCode, request.query.zphid);
      // Holds that ran out are released before the map is read (the sweep may not have come by yet).
      publish(await expireHolds(app.db, now, { fairId: fair.id }));
      const suspension = await bookingSuspension(app.db, scope.employerId, scope.siteCode, now);
      // Why the reader is suspended, in its site's rule (read only then; the map says until when).
      const reason = suspension === null ? '' : suspensionReason(await noShowRuleOf(app.db, scope.siteCode));
      return ok<FairMap>(
        await fairMapOf(
          app.db,
          fair,
          now,
          scope.employerId,
          suspension === null ? null : { jsrq: suspension.jsrq, yy: reason },
        ),
      );
    },
  );

  app.get<{ Querystring: { fairId: string } }>(
    fairPaths.boothEvents,
    { ...read, schema: { querystring: boothEventsQuery } },
    async (request, reply) => {
      const fair = await findFair(app.db, scopeOf(request).siteCode, request.query.fairId);
      openLiveStream(request, reply, app.live, boothTopic(fair.id));
      return reply;
    },
  );

  app.post<{ Body: HoldRequest }>(
    fairPaths.hold,
    { ...json, schema: { body: holdBody } },
    async (request) => {
      const now = app.clock.now();
      const party = {
        ...scopeOf(request),
        employerName: employerOf(request).employerName,
        actor: actorOf(request),
      };
      const held = await holdBooth(app.db, now, party, request.body, heldBoothsOf(app.live));
      publish(held.moves);
      return ok<FairBookingDetail>(heldDetailOf(held, now), '展位已为您锁定10分钟，请尽快完成预订');
    },
  );

  app.post<{ Body: { id: string } }>(
    fairPaths.release,
    { ...json, schema: { body: idBody } },
    async (request) => {
      const context = await own(request, request.body.id);
      const { moves } = await releaseHold(app.db, app.clock.now(), context, actorOf(request));
      publish(moves);
      return ok(null, '展位已释放');
    },
  );

  app.post<{ Body: FairBookingDraft }>(
    fairPaths.save,
    { ...json, schema: { body: bookingDraftBody } },
    async (request) => {
      const now = app.clock.now();
      const context = await own(request, request.body.id);
      await publishing(() => saveBooking(app.db, now, context, request.body));
      const saved = await own(request, request.body.id);
      return ok<FairBookingDetail>(
        await bookingDetailOf(app.db, saved, now, 'owner', originOf(request)),
        '保存成功',
      );
    },
  );

  app.post<{ Body: { id: string } }>(
    fairPaths.submit,
    { ...json, schema: { body: idBody } },
    async (request) => {
      const now = app.clock.now();
      const context = await own(request, request.body.id);
      const actor = actorOf(request);
      const state = await publishing(() => submitBooking(app.db, now, context, actor));
      const submitted = await own(request, request.body.id);
      return ok<FairBookingDetail>(
        await bookingDetailOf(app.db, submitted, now, 'owner', originOf(request)),
        state === 'passed' ? '已提交，本场招聘会自动审核通过，展位预订成功' : '已提交，请等待学校审核',
      );
    },
  );

  app.post<{ Body: { id: string; reason?: string } }>(
    fairPaths.cancel,
    { ...json, schema: { body: cancelBody } },
    async (request) => {
      const context = await own(request, request.body.id);
      const { moves } = await cancelBooking(
        app.db,
        app.clock.now(),
        context,
        actorOf(request),
        request.body.reason,
      );
      publish(moves);
      return ok(null, '已取消预订，展位已释放');
    },
  );

  app.get<{ Querystring: MyBookingQuery }>(
    fairPaths.myBookings,
    { ...read, schema: { querystring: myBookingsQuery } },
    async (request) => {
      const scope = scopeOf(request);
      const now = app.clock.now();
      const code = filterValue(request.query.zt);
      const state = code === null ? undefined : stateOfCode(fairBookingWorkflow, code);
      const base = bookingRows(app.db)
        .where('fair_bookings.employer_id', '=', scope.employerId)
        .where('fair_bookings.site_code', '=', scope.siteCode)
        .$if(code !== null, (query) => query.where('fair_bookings.state', '=', state ?? ''));
      const [rows, count] = await Promise.all([
        onPage(
          base
            .select(BOOKING_ROW_COLUMNS)
            .orderBy('fair_bookings.created_at', 'desc')
            .orderBy('fair_bookings.id', 'desc'),
          pageOf(request.query),
        ).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok<Page<FairBookingSummary>>({
        records: rows.map((row) => bookingSummaryOf(partsOfRow(row as BookingRow), now)),
        total: Number(count.total),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    fairPaths.booking,
    { ...read, schema: { querystring: idQuery } },
    async (request) =>
      ok<FairBookingDetail>(
        await bookingDetailOf(
          app.db,
          await own(request, request.query.id),
          app.clock.now(),
          'owner',
          originOf(request),
        ),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    fairPaths.history,
    { ...read, schema: { querystring: idQuery } },
    async (request) => {
      const context = await own(request, request.query.id);
      return ok((await bookingDetailOf(app.db, context, app.clock.now(), 'owner')).history);
    },
  );
}
