import type { FastifyInstance } from 'fastify';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { positionPaths, type PositionDetail, type PositionDraft } from '../../../contract/positions';
import type { PostingState } from '../../../contract/workflow';
import { positionLifecycle } from '../../../server/positions/lifecycle';
import { get, okResult, post, postingIn, type Headers } from '../support/postings';

/** A complete position a passed employer can submit, deadline a month ahead of the server's today. */
export function validDraft(app: FastifyInstance, overrides: Partial<PositionDraft> = {}): PositionDraft {
  const today = chinaDate(app.clock.now());
  return {
    zwmc: '软件开发工程师',
    gzxz: '1',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机科学与技术、软件工程等相关专业',
    zybq: ['计算机', '软件工程'],
    zprs: 5,
    xzlx: '1',
    xzxx: 8000,
    xzsx: 15000,
    gzdq: '370102',
    gzdz: '经十路88号',
    zwms: '负责公司核心业务系统的设计与开发，参与需求分析与代码评审。任职要求：熟悉至少一门编程语言，具备良好的沟通能力。',
    jlfs: '3',
    jlyx: 'hr@example.com',
    lxr: '王经理',
    lxdh: '0531-88886666',
    kssj: today,
    jzrq: addDays(today, 30),
    gkfw: '2',
    fl: ['五险一金', '带薪年假'],
    nrsm: '',
    ...overrides,
  };
}

export async function saveDraft(
  app: FastifyInstance,
  headers: Headers,
  overrides: Partial<PositionDraft> = {},
): Promise<string> {
  return okResult(await post<{ id: string }>(app, positionPaths.save, validDraft(app, overrides), headers))
    .id;
}

export async function stateOf(app: FastifyInstance, id: string): Promise<PostingState | undefined> {
  const row = await app.db.selectFrom('positions').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state;
}

/**
 * A position of the employer in the given state, reached through the API (and, for expired, the
 * system's expiry of a position whose deadline is today).
 */
export function positionIn(
  app: FastifyInstance,
  state: PostingState,
  employer: { headers: Headers },
  staff: { headers: Headers },
  overrides: Partial<PositionDraft> = {},
): Promise<string> {
  return postingIn(app, state, employer, staff, {
    paths: positionPaths,
    save: () => saveDraft(app, employer.headers, { gzxz: '3', ...overrides }),
    reason: '请补充岗位职责',
    expire: async (id) => {
      await app.db
        .updateTable('positions')
        .set({ deadline: chinaDate(app.clock.now()) })
        .where('id', '=', id)
        .execute();
      const row = await app.db
        .selectFrom('positions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await positionLifecycle.expire(app.db, app.clock.now(), row);
    },
  });
}

/** What the form would send back for a position read in detail (its id and content). */
export async function draftRead(app: FastifyInstance, id: string, headers: Headers): Promise<PositionDraft> {
  const detail = okResult(await get<PositionDetail>(app, positionPaths.detail, { id }, headers));
  const fields = Object.keys(validDraft(app)) as (keyof PositionDraft)[];
  return Object.fromEntries([
    ['id', id],
    ...fields.map((field) => [field, detail[field as keyof PositionDetail]]),
  ]) as PositionDraft;
}
