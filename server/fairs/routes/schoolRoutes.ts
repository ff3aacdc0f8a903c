import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISHONESTY_RULES, type DishonestyRule } from '../../../contract/dishonesty';
import {
  checkFairInput,
  fairBookingWorkflow,
  fairPaths,
  type CheckInRequest,
  type FairInput,
  type FairListQuery,
  type HallMap,
  type HallMapInput,
  type NoShowRequest,
  type NoShowResult,
  type SchoolBookingDetail,
  type SchoolBookingItem,
  type SchoolBookingQuery,
  type SchoolFair,
} from '../../../contract/fairs';
import type { Page } from '../../../contract/paging';
import { stateOfCode } from '../../../contract/workflow';
import { staffOf } from '../../core/auth';
import { containing, filterValue, onPage } from '../../core/db/listQueries';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../../core/http/envelope';
import { pageOf } from '../../core/http/schemas';
import { newId } from '../../core/tokens';
import { addRecord, bookingSuspension } from '../../dishonesty';
import { staffActorOf } from '../../workflow';
import { checkIn, fairEnded, loadBooking, markNoShow, reviewBooking, type BookingContext } from '../bookings';
import { publishBoothMoves } from '../live';
import { readMapSheet, removeHall, saveHallMap } from '../maps';
import {
  BOOKING_ROW_COLUMNS,
  bookingDetailOf,
  bookingRows,
  bookingSummaryOf,
  hallMaps,
  partsOfRow,
  type BookingRow,
} from '../reading';
import { boothCounts, fairColumns, fairInputOf, findFair, stateOfFair } from '../store';
import type { FairsTable } from '../tables';
import {
  checkInBody,
  fairBody,
  fairIdQuery,
  hallBody,
  hallMapBody,
  idQuery,
  noShowBody,
  reviewBody,
  schoolBookingsQuery,
  schoolFairListQuery,
} from './schemas';

const MAP_FILE_BYTES = 2 * 1024 * 1024;
const refuse = (message: string) => new ApiError(VALIDATION_FAILED_CODE, message);

/** The school's calls (/mgr/zph): its own site's fairs, maps and bookings only. */
export async function schoolFairRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAP_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  const siteOf = (request: FastifyRequest) => staffOf(request).xxdm;
  // The public fair list shows every fair of the site with its booth counts: the console's edits drop it.
  const publicChanged = (request: FastifyRequest) => app.publicAnswers.invalidate(siteOf(request));
  const read = { preHandler: app.requireStaff };
  const json = { preHandler: app.requireStaff, config: { encoding: 'json' as const } };
  const ofSite = (request: FastifyRequest, id: string) =>
    loadBooking(app.db, { siteCode: siteOf(request) }, id);

  async function schoolFairsOf(rows: readonly FairsTable[], now: number): Promise<SchoolFair[]> {
    const ids = rows.map((row) => row.id);
    const [counts, waiting] = await Promise.all([
      boothCounts(app.db, ids),
      ids.length === 0
        ? Promise.resolve([])
        : app.db
            .selectFrom('fair_bookings')
            .select(['fair_id', (eb) => eb.fn.countAll<number | string>().as('count')])
            .where('fair_id', 'in', ids)
            .where('state', '=', 'pending')
            .groupBy('fair_id')
            .execute(),
    ]);
    const waitingOf = new Map(waiting.map((row) => [row.fair_id, Number(row.count)]));
    return rows.map((row) => {
      const count = counts.get(row.id) ?? { total: 0, free: 0 };
      return {
        ...fairInputOf(row),
        zt: stateOfFair(row, now, count.free),
        kxzws: count.free,
        zzws: count.total,
        dshs: waitingOf.get(row.id) ?? 0,
      };
    });
  }

  app.get<{ Querystring: FairListQuery }>(
    fairPaths.schoolList,
    { ...read, schema: { querystring: schoolFairListQuery } },
    async (request) => {
      const keyword = filterValue(request.query.keyword);
      const base = app.db
        .selectFrom('fairs')
        .where('site_code', '=', siteOf(request))
        .$if(keyword !== null, (query) => query.where(containing('name', keyword ?? '')));
      const [rows, count] = await Promise.all([
        onPage(base.selectAll().orderBy('date', 'desc').orderBy('id'), pageOf(request.query)).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok<Page<SchoolFair>>({
        records: await schoolFairsOf(rows, app.clock.now()),
        total: Number(count.total),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    fairPaths.schoolDetail,
    { ...read, schema: { querystring: idQuery } },
    async (request) => {
      const fair = await findFair(app.db, siteOf(request), request.query.id);
      const [detail] = await schoolFairsOf([fair], app.clock.now());
      return ok(detail as SchoolFair);
    },
  );

  app.post<{ Body: FairInput }>(
    fairPaths.schoolSave,
    { ...json, schema: { body: fairBody } },
    async (request) => {
      const { id, ...input } = request.body;
      const errors = checkFairInput(request.body);
      const [first] = Object.values(errors);
      if (first !== undefined) throw refuse(first);
      const siteCode = siteOf(request);
      const now = app.clock.now();
      if (id === undefined) {
        const created = newId();
        await app.db
          .insertInto('fairs')
          .values({
            id: created,
            site_code: siteCode,
            ...fairColumns(input),
            created_at: now,
            updated_at: now,
          })
          .execute();
        publicChanged(request);
        return ok({ id: created }, '招聘会已创建');
      }
      await findFair(app.db, siteCode, id);
      await app.db
        .updateTable('fairs')
        .set({ ...fairColumns(input), updated_at: now })
        .where('id', '=', id)
        .where('site_code', '=', siteCode)
        .execute();
      publicChanged(request);
      return ok({ id }, '保存成功');
    },
  );

  app.get<{ Querystring: { zphid: string } }>(
    fairPaths.schoolMap,
    { ...read, schema: { querystring: fairIdQuery } },
    async (request) => {
      const fair = await findFair(app.db, siteOf(request), request.query.zphid);
      return ok<HallMap[]>(await hallMaps(app.db, fair, null));
    },
  );

  app.post<{ Body: HallMapInput }>(
    fairPaths.schoolSaveMap,
    { ...json, schema: { body: hallMapBody } },
    async (request) => {
      await findFair(app.db, siteOf(request), request.body.zphid);
      const hcid = await saveHallMap(app.db, request.body);
      publicChanged(request);
      return ok({ hcid }, '展位图已保存');
    },
  );

  app.post(fairPaths.schoolImportMap, { ...read, config: { encoding: 'multipart' } }, async (request) => {
    const form: Record<string, string> = {};
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') bytes = await part.toBuffer();
        else if (typeof part.value === 'string') form[part.fieldname] = part.value;
      }
    } catch {
      throw refuse('文件过大或格式不正确，请上传不超过2MB的 .xlsx 表格');
    }
    if (bytes === null) throw refuse('请选择要导入的展位表格（.xlsx）');
    const fair = await findFair(app.db, siteOf(request), form.zphid ?? '');
    const sheet = await readMapSheet(bytes);
    if (sheet.problems.length > 0)
      return {
        code: VALIDATION_FAILED_CODE,
        result: sheet.problems,
        message: sheet.problems[0]?.message ?? '',
      };
    const hcid = await saveHallMap(app.db, {
      zphid: fair.id,
      hcmc: (form.hcmc ?? '').trim(),
      hs: sheet.hs,
      ls: sheet.ls,
      cells: sheet.cells,
    });
    publicChanged(request);
    return ok({ hcid }, `已导入${sheet.cells.filter((cell) => cell.lx !== '0').length}个展位`);
  });

  app.post<{ Body: { zphid: string; hcid: string } }>(
    fairPaths.schoolRemoveHall,
    { ...json, schema: { body: hallBody } },
    async (request) => {
      await findFair(app.db, siteOf(request), request.body.zphid);
      await removeHall(app.db, request.body.zphid, request.body.hcid);
      publicChanged(request);
      return ok(null, '会场已删除');
    },
  );

  app.get<{ Querystring: SchoolBookingQuery }>(
    fairPaths.schoolBookings,
    { ...read, schema: { querystring: schoolBookingsQuery } },
    async (request) => {
      const now = app.clock.now();
      const fairId = filterValue(request.query.zphid);
      const code = filterValue(request.query.zt);
      const keyword = filterValue(request.query.keyword);
      const state = code === null ? undefined : stateOfCode(fairBookingWorkflow, code);
      const base = bookingRows(app.db)
        .where('fair_bookings.site_code', '=', siteOf(request))
        .$if(fairId !== null, (query) => query.where('fair_bookings.fair_id', '=', fairId ?? ''))
        .$if(code !== null, (query) => query.where('fair_bookings.state', '=', state ?? ''))
        .$if(keyword !== null, (query) =>
          query.where((eb) =>
            eb.or([
              containing('fair_bookings.employer_name', keyword ?? ''),
              containing('fair_booths.number', keyword ?? ''),
            ]),
          ),
        );
      const [rows, count] = await Promise.all([
        onPage(
          base
            .select(BOOKING_ROW_COLUMNS)
            .orderBy('fair_bookings.submitted_at')
            .orderBy('fair_bookings.created_at')
            .orderBy('fair_bookings.id'),
          pageOf(request.query),
        ).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok<Page<SchoolBookingItem>>({
        records: rows.map((row) => ({
          ...bookingSummaryOf(partsOfRow(row as BookingRow), now),
          dwid: row.employer_id,
          dwmc: row.employer_name,
          qdzt: row.checked_in_at === null ? '0' : '1',
        })),
        total: Number(count.total),
      });
    },
  );

  const schoolDetail = async (context: BookingContext): Promise<SchoolBookingDetail> => ({
    ...(await bookingDetailOf(app.db, context, app.clock.now(), 'school')),
    dwid: context.booking.employer_id,
    dwmc: context.booking.employer_name,
  });

  app.get<{ Querystring: { id: string } }>(
    fairPaths.schoolBooking,
    { ...read, schema: { querystring: idQuery } },
    async (request) => ok(await schoolDetail(await ofSite(request, request.query.id))),
  );

  app.get<{ Querystring: { id: string } }>(
    fairPaths.schoolHistory,
    { ...read, schema: { querystring: idQuery } },
    async (request) => ok((await schoolDetail(await ofSite(request, request.query.id))).history),
  );

  app.post<{ Body: { id: string; action: 'pass' | 'reject' | 'changes'; reason?: string } }>(
    fairPaths.schoolReview,
    { ...json, schema: { body: reviewBody } },
    async (request) => {
      const { id, action, reason } = request.body;
      const context = await ofSite(request, id);
      const { state, moves } = await reviewBooking(
        app.db,
        app.clock.now(),
        context,
        staffActorOf(request),
        action,
        reason,
      );
      publishBoothMoves(app.live, moves);
      publicChanged(request);
      return ok(
        { id, zt: fairBookingWorkflow.states[state].code },
        `已${fairBookingWorkflow.actions[action]}`,
      );
    },
  );

  app.post<{ Body: CheckInRequest }>(
    fairPaths.schoolCheckIn,
    { ...json, schema: { body: checkInBody } },
    async (request) => {
      const context = await checkIn(
        app.db,
        app.clock.now(),
        siteOf(request),
        staffActorOf(request),
        request.body,
      );
      return ok(await schoolDetail(context), `${context.booking.employer_name}签到成功`);
    },
  );

  app.post<{ Body: NoShowRequest }>(
    fairPaths.schoolNoShow,
    { ...json, schema: { body: noShowBody } },
    async (request) => {
      const siteCode = siteOf(request);
      const now = app.clock.now();
      const fair = await findFair(app.db, siteCode, request.body.zphid);
      if (!fairEnded(fair, now)) throw refuse(`招聘会结束（${fair.date} ${fair.ends}）后才能标记未到场`);
      const actor = staffActorOf(request);
      const result: NoShowResult = { marked: [], failed: [], suspended: [] };
      const employers = new Map<string, string>();
      // Each its own transition (with its record): one refused leaves the others.
      for (const id of new Set(request.body.ids)) {
        try {
          const context = await ofSite(request, id);
          if (context.booking.fair_id !== fair.id) throw refuse('预订记录不属于该招聘会');
          const { booking } = context;
          const rule: DishonestyRule = '1';
          await markNoShow(app.db, now, context, actor, async (trx) => {
            await addRecord(trx, now, {
              siteCode,
              employerId: booking.employer_id,
              employerName: booking.employer_name,
              rule,
              objectId: fair.id,
              objectName: fair.name,
              date: fair.date,
              sourceId: booking.id,
              note: `${DISHONESTY_RULES[rule]}：展位${context.booth.number}`,
            });
          });
          result.marked.push(id);
          employers.set(booking.employer_id, booking.employer_name);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result.failed.push({ id, message: error.message });
        }
      }
      for (const [employerId, name] of employers) {
        const suspension = await bookingSuspension(app.db, employerId, siteCode, now);
        if (suspension !== null)
          result.suspended.push({ dwid: employerId, dwmc: name, jsrq: suspension.jsrq });
      }
      const suspendedNote = result.suspended
        .map((entry) => `${entry.dwmc}暂停预订至${entry.jsrq}`)
        .join('；');
      return ok<NoShowResult>(
        result,
        `已标记${result.marked.length}家单位未到场${result.failed.length > 0 ? `，${result.failed.length}条未处理` : ''}${suspendedNote === '' ? '' : `。${suspendedNote}`}`,
      );
    },
  );
}
