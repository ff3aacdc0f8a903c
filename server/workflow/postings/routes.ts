import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Page } from '../../../contract/paging';
import { RECRUITING_MANAGE, RECRUITING_VIEW } from '../../../contract/permissions';
import { postingWorkflow, type PostingState, type ReviewHistoryEntry } from '../../../contract/workflow';
import { employerOf, staffOf } from '../../core/auth';
import { ok, type ApiError } from '../../core/http/envelope';
import { sendPublicAnswer } from '../../core/publicAnswers';
import type { Database } from '../../schema';
import { requireSite } from '../../site';
import type { ActorRef } from '../transitions';
import type { EmployerAccounts, EmployerScope, PostingColumns } from './lifecycle';
import { postingStateCode } from './lists';
import {
  employerListQuery,
  employerOfflineBody,
  idBody,
  idQuery,
  publicDetailQuery,
  reviewBody,
  schoolOfflineBody,
} from './schemas';

// The calls every kind of posting answers alike, for each audience: the employer's (/com/…: its own
// postings at the session's site), the school's (/mgr/…: its site's) and the public's (published ones
// of the named site, no session). Any other employer's or site's id answers exactly as a missing one.
// A kind registers its other calls (its save, its own lists and actions) beside these.

type PostingPaths = Record<
  | 'submit'
  | 'withdraw'
  | 'offline'
  | 'remove'
  | 'copy'
  | 'list'
  | 'detail'
  | 'history'
  | 'schoolList'
  | 'schoolDetail'
  | 'schoolHistory'
  | 'schoolReview'
  | 'schoolOffline'
  | 'publicList'
  | 'publicDetail',
  string
>;

/** Where a session reaches: a staff member's whole site, or an employer's own postings there. */
export type PostingReach = { siteCode: string; employerId?: string };

/** The transitions the routes take (a kind's postingLifecycle). */
type PostingTransitions<Row> = {
  submit(db: Kysely<Database>, now: number, actor: ActorRef, row: Row): Promise<PostingState>;
  withdraw(db: Kysely<Database>, now: number, actor: ActorRef, row: Row): Promise<PostingState>;
  review(
    db: Kysely<Database>,
    now: number,
    actor: ActorRef,
    row: Row,
    action: 'pass' | 'reject' | 'changes',
    reason: string | undefined,
  ): Promise<PostingState>;
  takeOffline(
    db: Kysely<Database>,
    now: number,
    actor: ActorRef,
    row: Row,
    reason: string | undefined,
  ): Promise<PostingState>;
  remove(db: Kysely<Database>, row: Row): Promise<void>;
};

type PostingRoutesSpec<
  Row extends PostingColumns,
  EmployerQuery,
  SchoolQuery,
  PublicQuery extends { xxdm: string },
> = {
  paths: PostingPaths;
  /** The kind's word in messages: 职位, 公告. */
  noun: string;
  lifecycle: PostingTransitions<Row>;
  /** The posting of this id within the reach; anything else answers the kind's not-found refusal. */
  find(db: Kysely<Database>, reach: PostingReach, id: string): Promise<Row>;
  notFound(): ApiError;
  accounts: EmployerAccounts;
  /** A new draft copied from the row (answers its id). */
  copy(db: Kysely<Database>, now: number, actor: ActorRef, row: Row): Promise<string>;
  /** The detail the employer and the school read: the posting, its flags and its history. */
  detailOf(db: Kysely<Database>, row: Row): Promise<unknown>;
  historyOf(db: Kysely<Database>, row: Row): Promise<ReviewHistoryEntry[]>;
  employerList(db: Kysely<Database>, scope: EmployerScope, query: EmployerQuery): Promise<Page<unknown>>;
  schoolList: {
    query: object;
    list(db: Kysely<Database>, siteCode: string, query: SchoolQuery): Promise<Page<unknown>>;
  };
  publicList: {
    query: object;
    list(db: Kysely<Database>, now: number, query: PublicQuery): Promise<Page<unknown>>;
  };
  /** A published posting as the public sees it: of the site when named, else undefined. */
  publicDetail: {
    find(
      db: Kysely<Database>,
      now: number,
      siteCode: string | undefined,
      id: string,
    ): Promise<Row | undefined>;
    shown(db: Kysely<Database>, row: Row): Promise<unknown>;
  };
  /** Told of every change these routes make at a site (positions drop the site's kept list totals). */
  changed?(siteCode: string): void;
};

/** The session employer's reach: its own postings at the session's site. */
/**
 * What a save answers: an edit of a published posting went back to review, or (where the site reviews
 * automatically) was published again at once; anything else was saved in place.
 */
export function savedMessage(noun: string, before: PostingState | null, after: PostingState): string {
  if (before !== 'published') return '保存成功';
  return after === 'published' ? `已修改，本站自动审核通过，${noun}已发布` : '已修改，等待学校审核';
}

export function employerScopeOf(request: FastifyRequest): EmployerScope {
  const employer = employerOf(request);
  return { employerId: employer.dwid, siteCode: employer.xxdm };
}

/** The session employer's user, as the audit trail names it (read with the session). */
export function employerActorOf(request: FastifyRequest): ActorRef {
  const { userId, actorName } = employerOf(request);
  return { kind: 'employer', id: userId, name: actorName };
}

/** The session's staff member, as the audit trail names them. */
export function staffActorOf(request: FastifyRequest): ActorRef {
  const staff = staffOf(request);
  return { kind: 'school', id: staff.staffId, name: staff.name };
}

/** What a transition answers: the posting's id and its state's code. */
const moved = (id: string, state: PostingState) => ({ id, zt: postingStateCode(state) });

type IdRequest = { id: string };

/** Registers the calls every kind answers alike (the kind's save and its own calls it registers itself). */
export function postingRoutes<
  Row extends PostingColumns,
  EmployerQuery,
  SchoolQuery,
  PublicQuery extends { xxdm: string },
>(app: FastifyInstance, spec: PostingRoutesSpec<Row, EmployerQuery, SchoolQuery, PublicQuery>): void {
  employerRoutes(app, spec);
  schoolRoutes(app, spec);
  publicRoutes(app, spec);
}

function employerRoutes<
  Row extends PostingColumns,
  EmployerQuery,
  SchoolQuery,
  PublicQuery extends { xxdm: string },
>(app: FastifyInstance, spec: PostingRoutesSpec<Row, EmployerQuery, SchoolQuery, PublicQuery>): void {
  const { paths, lifecycle } = spec;
  const own = (request: FastifyRequest, id: string) => spec.find(app.db, employerScopeOf(request), id);
  const actorOf = employerActorOf;
  const changed = (row: Row) => spec.changed?.(row.site_code);
  const json = {
    config: { encoding: 'json' as const, access: RECRUITING_MANAGE },
  };
  const read = {
    config: { access: RECRUITING_VIEW },
    schema: { querystring: idQuery },
  };

  app.post<{ Body: IdRequest }>(paths.submit, { ...json, schema: { body: idBody } }, async (request) => {
    const row = await own(request, request.body.id);
    const state = await lifecycle.submit(app.db, app.clock.now(), actorOf(request), row);
    changed(row);
    return ok(
      moved(row.id, state),
      state === 'published' ? `已提交，本站自动审核通过，${spec.noun}已发布` : '已提交审核',
    );
  });

  app.post<{ Body: IdRequest }>(paths.withdraw, { ...json, schema: { body: idBody } }, async (request) => {
    const row = await own(request, request.body.id);
    const state = await lifecycle.withdraw(app.db, app.clock.now(), actorOf(request), row);
    changed(row);
    return ok(moved(row.id, state), '已撤回为草稿');
  });

  app.post<{ Body: IdRequest & { reason?: string } }>(
    paths.offline,
    { ...json, schema: { body: employerOfflineBody } },
    async (request) => {
      const row = await own(request, request.body.id);
      const actor = actorOf(request);
      const state = await lifecycle.takeOffline(app.db, app.clock.now(), actor, row, request.body.reason);
      changed(row);
      return ok(moved(row.id, state), '已下线');
    },
  );

  app.post<{ Body: IdRequest }>(paths.remove, { ...json, schema: { body: idBody } }, async (request) => {
    const row = await own(request, request.body.id);
    await lifecycle.remove(app.db, row);
    changed(row);
    return ok(null, '已删除');
  });

  app.post<{ Body: IdRequest }>(paths.copy, { ...json, schema: { body: idBody } }, async (request) => {
    const row = await own(request, request.body.id);
    const id = await spec.copy(app.db, app.clock.now(), actorOf(request), row);
    changed(row);
    return ok({ id }, '已复制为新的草稿');
  });

  app.get<{ Querystring: EmployerQuery }>(
    paths.list,
    {
      config: { access: RECRUITING_VIEW },
      schema: { querystring: employerListQuery },
    },
    // The schema has checked the query (Fastify cannot narrow a generic one).
    async (request) =>
      ok(await spec.employerList(app.db, employerScopeOf(request), request.query as EmployerQuery)),
  );

  app.get<{ Querystring: IdRequest }>(paths.detail, read, async (request) =>
    ok(await spec.detailOf(app.db, await own(request, request.query.id))),
  );

  app.get<{ Querystring: IdRequest }>(paths.history, read, async (request) =>
    ok(await spec.historyOf(app.db, await own(request, request.query.id))),
  );
}

function schoolRoutes<
  Row extends PostingColumns,
  EmployerQuery,
  SchoolQuery,
  PublicQuery extends { xxdm: string },
>(app: FastifyInstance, spec: PostingRoutesSpec<Row, EmployerQuery, SchoolQuery, PublicQuery>): void {
  const { paths, lifecycle } = spec;
  const ofSite = (request: FastifyRequest, id: string) =>
    spec.find(app.db, { siteCode: staffOf(request).xxdm }, id);
  const json = { preHandler: app.requireStaff, config: { encoding: 'json' as const } };
  const read = { preHandler: app.requireStaff, schema: { querystring: idQuery } };

  app.get<{ Querystring: SchoolQuery }>(
    paths.schoolList,
    { preHandler: app.requireStaff, schema: { querystring: spec.schoolList.query } },
    async (request) =>
      ok(await spec.schoolList.list(app.db, staffOf(request).xxdm, request.query as SchoolQuery)),
  );

  app.get<{ Querystring: IdRequest }>(paths.schoolDetail, read, async (request) =>
    ok(await spec.detailOf(app.db, await ofSite(request, request.query.id))),
  );

  app.get<{ Querystring: IdRequest }>(paths.schoolHistory, read, async (request) =>
    ok(await spec.historyOf(app.db, await ofSite(request, request.query.id))),
  );

  app.post<{ Body: IdRequest & { action: 'pass' | 'reject' | 'changes'; reason?: string } }>(
    paths.schoolReview,
    { ...json, schema: { body: reviewBody } },
    async (request) => {
      const { id, action, reason } = request.body;
      const row = await ofSite(request, id);
      const actor = staffActorOf(request);
      const state = await lifecycle.review(app.db, app.clock.now(), actor, row, action, reason);
      spec.changed?.(row.site_code);
      return ok(moved(id, state), `已${postingWorkflow.actions[action]}`);
    },
  );

  app.post<{ Body: IdRequest & { reason: string } }>(
    paths.schoolOffline,
    { ...json, schema: { body: schoolOfflineBody } },
    async (request) => {
      const { id, reason } = request.body;
      const row = await ofSite(request, id);
      const state = await lifecycle.takeOffline(app.db, app.clock.now(), staffActorOf(request), row, reason);
      spec.changed?.(row.site_code);
      return ok(moved(id, state), '已下线');
    },
  );
}

function publicRoutes<
  Row extends PostingColumns,
  EmployerQuery,
  SchoolQuery,
  PublicQuery extends { xxdm: string },
>(app: FastifyInstance, spec: PostingRoutesSpec<Row, EmployerQuery, SchoolQuery, PublicQuery>): void {
  app.get<{ Querystring: PublicQuery }>(
    spec.paths.publicList,
    { schema: { querystring: spec.publicList.query } },
    // From the shared public answers: every change through these routes drops its site's (spec.changed).
    async (request, reply) => {
      const query = request.query as PublicQuery;
      return sendPublicAnswer(app, request, reply, query.xxdm, async () => {
        await requireSite(app.db, query.xxdm);
        return spec.publicList.list(app.db, app.clock.now(), query);
      });
    },
  );

  app.get<{ Querystring: IdRequest & { xxdm?: string } }>(
    spec.paths.publicDetail,
    { schema: { querystring: publicDetailQuery } },
    async (request) => {
      const { id, xxdm } = request.query;
      const row = await spec.publicDetail.find(app.db, app.clock.now(), xxdm, id);
      if (row === undefined) throw spec.notFound();
      return ok(await spec.publicDetail.shown(app.db, row));
    },
  );
}
