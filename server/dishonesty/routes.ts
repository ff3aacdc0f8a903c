import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MANAGE, ACCOUNT_VIEW } from '../../contract/permissions';
import {
  APPEAL_ATTACHMENT_LIMIT,
  APPEAL_REASON_LIMIT,
  APPEAL_STATES,
  RECORD_STATES,
  dishonestyPaths,
  noShowRuleOf,
  noShowRuleProblem,
  suspensionRuleOf,
  type AppealAnswer,
  type AppealRequest,
  type DishonestyDetail,
  type DishonestyListResult,
  type NoShowRule,
  type SchoolAppeal,
  type SchoolAppealDetail,
  type SchoolAppealQuery,
  type SchoolRecord,
  type SchoolRecordDetail,
  type SchoolRecordQuery,
} from '../../contract/dishonesty';
import type { Page, PageQuery } from '../../contract/paging';
import { chinaDate } from '../../contract/chinaTime';
import { employerOf, staffOf } from '../core/auth';
import { containing, filterValue, onPage } from '../core/db/listQueries';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields, pageOf } from '../core/http/schemas';
import { uploaderOf } from '../files';
import type { Database } from '../schema';
import { noShowRuleOf as siteRuleOf, saveNoShowRule } from '../site';
import type { Kysely } from 'kysely';
import { answerAppeal, appealsOf, fileAppeal, findRecord } from './appeals';
import { bookingSuspension, recordOf } from './records';
import { schoolAppeal, schoolAppeals } from './schoolAppeals';

const idQuery = objectSchema({ id: fields.id });
const listQuery = objectSchema({ ...pageFields }, ['page', 'size']);
const schoolListQuery = objectSchema(
  {
    ...pageFields,
    zt: { type: 'string', enum: ['', ...Object.keys(RECORD_STATES)] },
    keyword: optionalText(50),
  },
  ['page', 'size', 'zt', 'keyword'],
);
const schoolAppealsQuery = objectSchema(
  {
    ...pageFields,
    zt: { type: 'string', enum: ['', ...Object.keys(APPEAL_STATES)] },
    keyword: optionalText(50),
  },
  ['page', 'size', 'zt', 'keyword'],
);
const appealBody = objectSchema({
  jlid: fields.id,
  ssly: optionalText(APPEAL_REASON_LIMIT * 2),
  fjids: { type: 'array', maxItems: APPEAL_ATTACHMENT_LIMIT * 2, items: optionalText(300) },
});
const ruleBody = objectSchema({
  wdccs: { type: 'integer' },
  tjts: { type: 'integer' },
  ztts: { type: 'integer' },
});
const answerBody = objectSchema(
  { ssid: fields.id, action: { type: 'string', enum: ['accept', 'reject'] }, reason: optionalText(1000) },
  ['reason'],
);

/** The filter of a record state code (expired records are active ones past their last day). */
function stateFilter(zt: string | undefined, today: string) {
  return (query: ReturnType<typeof recordsQuery>) => {
    switch (filterValue(zt)) {
      case '1':
        return query.where('state', '=', 'active').where('expires_on', '>=', today);
      case '2':
        return query.where('state', '=', 'appealed');
      case '3':
        return query.where('state', '=', 'revoked');
      case '4':
        return query.where('state', '=', 'active').where('expires_on', '<', today);
      default:
        return query;
    }
  };
}

function recordsQuery(db: Kysely<Database>) {
  return db.selectFrom('dishonesty_records');
}

/**
 * Dishonesty records: the employer's own at its session's site (/com/xzbcxjl: list, detail, appeal) and
 * the school's answers to appeals (/mgr/xzbcxjl). Another employer's or site's id answers as missing.
 */
export function dishonestyRoutes(app: FastifyInstance): Promise<void> {
  const ownReach = (request: FastifyRequest) => {
    const employer = employerOf(request);
    return { siteCode: employer.xxdm, employerId: employer.dwid };
  };

  app.get<{ Querystring: PageQuery }>(
    dishonestyPaths.list,
    { config: { access: ACCOUNT_VIEW }, schema: { querystring: listQuery } },
    async (request) => {
      const reach = ownReach(request);
      const now = app.clock.now();
      const page = pageOf(request.query);
      const base = recordsQuery(app.db)
        .where('employer_id', '=', reach.employerId)
        .where('site_code', '=', reach.siteCode);
      const rule = await siteRuleOf(app.db, reach.siteCode);
      const [rows, count, suspension] = await Promise.all([
        onPage(base.selectAll().orderBy('breach_date', 'desc').orderBy('id', 'desc'), page).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        bookingSuspension(app.db, reach.employerId, reach.siteCode, now, rule),
      ]);
      return ok<DishonestyListResult>({
        records: rows.map((row) => recordOf(row, now, suspension, rule)),
        total: Number(count.total),
        tjyd: suspension,
        gz: noShowRuleOf(rule),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    dishonestyPaths.detail,
    { config: { access: ACCOUNT_VIEW }, schema: { querystring: idQuery } },
    async (request) => {
      const reach = ownReach(request);
      const now = app.clock.now();
      const row = await findRecord(app.db, reach, request.query.id);
      const rule = await siteRuleOf(app.db, reach.siteCode);
      const suspension = await bookingSuspension(app.db, reach.employerId, reach.siteCode, now, rule);
      return ok<DishonestyDetail>({
        ...recordOf(row, now, suspension, rule),
        appeals: await appealsOf(app.db, row.id),
      });
    },
  );

  app.post<{ Body: AppealRequest }>(
    dishonestyPaths.appeal,
    { config: { encoding: 'json', access: ACCOUNT_MANAGE }, schema: { body: appealBody } },
    async (request) => {
      const id = await fileAppeal(
        app.db,
        app.clock.now(),
        { ...ownReach(request), uploader: await uploaderOf(app, request) },
        request.body,
      );
      return ok({ id }, '申诉已提交，请等待学校处理');
    },
  );

  app.get<{ Querystring: SchoolRecordQuery }>(
    dishonestyPaths.schoolList,
    { preHandler: app.requireStaff, schema: { querystring: schoolListQuery } },
    async (request) => {
      const siteCode = staffOf(request).xxdm;
      const now = app.clock.now();
      const keyword = filterValue(request.query.keyword);
      const base = stateFilter(
        request.query.zt,
        chinaDate(now),
      )(
        recordsQuery(app.db)
          .where('site_code', '=', siteCode)
          .$if(keyword !== null, (query) => query.where(containing('employer_name', keyword ?? ''))),
      );
      const [rows, count, rule] = await Promise.all([
        onPage(
          base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
          pageOf(request.query),
        ).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        siteRuleOf(app.db, siteCode),
      ]);
      return ok<Page<SchoolRecord>>({
        records: rows.map((row) => ({
          ...recordOf(row, now, null, rule),
          dwid: row.employer_id,
          dwmc: row.employer_name,
        })),
        total: Number(count.total),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    dishonestyPaths.schoolDetail,
    { preHandler: app.requireStaff, schema: { querystring: idQuery } },
    async (request) => {
      const now = app.clock.now();
      const row = await findRecord(app.db, { siteCode: staffOf(request).xxdm }, request.query.id);
      const rule = await siteRuleOf(app.db, row.site_code);
      const suspension = await bookingSuspension(app.db, row.employer_id, row.site_code, now, rule);
      return ok<SchoolRecordDetail>({
        ...recordOf(row, now, suspension, rule),
        dwid: row.employer_id,
        dwmc: row.employer_name,
        appeals: await appealsOf(app.db, row.id),
      });
    },
  );

  app.get<{ Querystring: SchoolAppealQuery }>(
    dishonestyPaths.schoolAppeals,
    { preHandler: app.requireStaff, schema: { querystring: schoolAppealsQuery } },
    async (request) =>
      ok<Page<SchoolAppeal>>(
        await schoolAppeals(app.db, app.clock.now(), staffOf(request).xxdm, request.query),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    dishonestyPaths.schoolAppeal,
    { preHandler: app.requireStaff, schema: { querystring: idQuery } },
    async (request) =>
      ok<SchoolAppealDetail>(
        await schoolAppeal(app.db, app.clock.now(), staffOf(request).xxdm, request.query.id),
      ),
  );

  app.post<{ Body: AppealAnswer }>(
    dishonestyPaths.schoolAnswer,
    { preHandler: app.requireStaff, config: { encoding: 'json' }, schema: { body: answerBody } },
    async (request) => {
      const staff = staffOf(request);
      await answerAppeal(app.db, app.clock.now(), { siteCode: staff.xxdm, name: staff.name }, request.body);
      return ok(null, request.body.action === 'accept' ? '已通过申诉，记录已撤销' : '已驳回申诉');
    },
  );

  app.get(dishonestyPaths.schoolRule, { preHandler: app.requireStaff }, async (request) =>
    ok<NoShowRule>(noShowRuleOf(await siteRuleOf(app.db, staffOf(request).xxdm))),
  );

  // A new rule applies at once to every suspension it derives (records keep the validity they were made with).
  app.post<{ Body: NoShowRule }>(
    dishonestyPaths.saveSchoolRule,
    { preHandler: app.requireStaff, config: { encoding: 'json' }, schema: { body: ruleBody } },
    async (request) => {
      const problem = noShowRuleProblem(request.body);
      if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
      const siteCode = staffOf(request).xxdm;
      await saveNoShowRule(app.db, app.clock.now(), siteCode, suspensionRuleOf(request.body));
      return ok<NoShowRule>(noShowRuleOf(await siteRuleOf(app.db, siteCode)), '保存成功');
    },
  );
  return Promise.resolve();
}
