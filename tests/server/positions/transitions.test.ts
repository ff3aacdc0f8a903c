import { positionPaths } from '../../../contract/positions';
import {
  findTransition,
  postingWorkflow,
  refusalMessage,
  STATE_CHANGED_MESSAGE,
  type PostingState,
} from '../../../contract/workflow';
import { ApiError } from '../../../server/core/http/envelope';
import { positionLifecycle } from '../../../server/positions/lifecycle';
import {
  get,
  okResult,
  post,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import type { TestServer } from '../support/testServer';
import { describeTransitionWalk } from '../support/transitionWalk';
import { positionIn, stateOf, validDraft } from './support';

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

const STATES = Object.keys(postingWorkflow.states) as PostingState[];

describe('postingWorkflow through the API', () => {
  describeTransitionWalk({
    paths: positionPaths,
    edited: (app, id) => validDraft(app, { id, gzxz: '3', zwmc: '改过的职位' }),
    postingIn: positionIn,
    stateOf,
    session: () => ({ app: server.app, employer, staff }),
  });

  it.each(STATES)('the system expires a %s position only where the table allows', async (state) => {
    const id = await positionIn(server.app, state, employer, staff);
    const row = await server.app.db
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const transition = findTransition(postingWorkflow, state, 'expire', 'system');
    if (transition === undefined) {
      await expect(positionLifecycle.expire(server.app.db, server.clock.now(), row)).rejects.toMatchObject({
        code: 400,
        message: refusalMessage(postingWorkflow, state, 'expire'),
      });
      expect(await stateOf(server.app, id)).toBe(state);
    } else {
      await positionLifecycle.expire(server.app.db, server.clock.now(), row);
      expect(await stateOf(server.app, id)).toBe('expired');
    }
  });
});

describe('reasons', () => {
  it.each([
    ['reject', '请填写驳回的原因'],
    ['changes', '请填写要求修改的原因'],
  ] as const)('a %s needs a reason', async (action, message) => {
    const id = await positionIn(server.app, 'pending', employer, staff);
    for (const reason of [undefined, '', '   ']) {
      const body = reason === undefined ? { id, action } : { id, action, reason };
      expect(await post(server.app, positionPaths.schoolReview, body, staff.headers)).toEqual({
        code: 400,
        result: null,
        message,
      });
    }
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('the school takes a position offline only with a reason, the employer without one', async () => {
    const byStaff = await positionIn(server.app, 'published', employer, staff);
    expect(await post(server.app, positionPaths.schoolOffline, { id: byStaff }, staff.headers)).toMatchObject(
      {
        code: 400,
        message: '参数 reason 不能为空',
      },
    );
    expect(
      await post(server.app, positionPaths.schoolOffline, { id: byStaff, reason: ' ' }, staff.headers),
    ).toEqual({
      code: 400,
      result: null,
      message: '请填写下线的原因',
    });
    okResult(
      await post(
        server.app,
        positionPaths.schoolOffline,
        { id: byStaff, reason: '岗位已招满' },
        staff.headers,
      ),
    );
    const taken = await server.app.db
      .selectFrom('positions')
      .select(['state', 'review_reason'])
      .where('id', '=', byStaff)
      .executeTakeFirstOrThrow();
    expect(taken).toEqual({ state: 'offline', review_reason: '岗位已招满' });

    const byEmployer = await positionIn(server.app, 'published', employer, staff);
    okResult(await post(server.app, positionPaths.offline, { id: byEmployer }, employer.headers));
    expect(await stateOf(server.app, byEmployer)).toBe('offline');
  });

  it('keeps the reason of a rejection as shyj until the position is submitted again', async () => {
    const id = await positionIn(server.app, 'rejected', employer, staff);
    const detail = async () =>
      okResult(await get<{ shyj: string }>(server.app, positionPaths.detail, { id }, employer.headers));
    expect((await detail()).shyj).toBe('请补充岗位职责');
    okResult(await post(server.app, positionPaths.submit, { id }, employer.headers));
    expect((await detail()).shyj).toBe('');
  });

  it('refuses a reason with illegal characters or over the limit', async () => {
    const id = await positionIn(server.app, 'pending', employer, staff);
    expect(
      await post(
        server.app,
        positionPaths.schoolReview,
        { id, action: 'reject', reason: "drop table'" },
        staff.headers,
      ),
    ).toMatchObject({ code: 400, message: "原因：存在非法字符drop、'，请重新输入！" });
    expect(
      await post(
        server.app,
        positionPaths.schoolReview,
        { id, action: 'reject', reason: '字'.repeat(501) },
        staff.headers,
      ),
    ).toMatchObject({
      code: 400,
      message: '原因不能超过500个字',
    });
  });
});

describe('races', () => {
  const SCHOOL = () => ({ kind: 'school' as const, id: staff.staffId, name: '审核员' });
  const EMPLOYER = () => ({ kind: 'employer' as const, id: employer.userId, name: '王经理' });
  const rowOf = (id: string) =>
    server.app.db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function exactlyOneWins(attempts: Promise<unknown>[]) {
    const outcomes = await Promise.allSettled(attempts);
    const lost = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(ApiError);
    expect(lost[0]!.reason).toMatchObject({ code: 409, message: STATE_CHANGED_MESSAGE });
  }

  it('of a pass and a withdrawal read in the same state, exactly one wins', async () => {
    const id = await positionIn(server.app, 'pending', employer, staff);
    const row = await rowOf(id);
    await exactlyOneWins([
      positionLifecycle.review(server.app.db, server.clock.now(), SCHOOL(), row, 'pass', undefined),
      positionLifecycle.withdraw(server.app.db, server.clock.now(), EMPLOYER(), row),
    ]);
    const history = await server.app.db
      .selectFrom('review_history')
      .select('action')
      .where('object_id', '=', id)
      .execute();
    expect(history.map((entry) => entry.action)).toHaveLength(3);
    expect(['published', 'draft']).toContain(await stateOf(server.app, id));
  });

  it('of two passes, exactly one wins and one message is sent', async () => {
    const id = await positionIn(server.app, 'pending', employer, staff);
    const row = await rowOf(id);
    const messagesBefore = await countMessages(id);
    await exactlyOneWins([
      positionLifecycle.review(server.app.db, server.clock.now(), SCHOOL(), row, 'pass', undefined),
      positionLifecycle.review(server.app.db, server.clock.now(), SCHOOL(), row, 'pass', undefined),
    ]);
    expect(await countMessages(id)).toBe(messagesBefore + 1);
    expect(await stateOf(server.app, id)).toBe('published');
  });

  it('of parallel requests through the API, exactly one wins; the other is told the state moved', async () => {
    const id = await positionIn(server.app, 'pending', employer, staff);
    const answers = await Promise.all([
      post(server.app, positionPaths.schoolReview, { id, action: 'pass' }, staff.headers),
      post(server.app, positionPaths.withdraw, { id }, employer.headers),
    ]);
    const won = answers.filter((answer) => answer.code === 200);
    const lost = answers.filter((answer) => answer.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const state = (await stateOf(server.app, id))!;
    const refused =
      state === 'published'
        ? refusalMessage(postingWorkflow, 'published', 'withdraw')
        : refusalMessage(postingWorkflow, 'draft', 'pass');
    expect([STATE_CHANGED_MESSAGE, refused]).toContain(lost[0]!.message);
  });

  async function countMessages(id: string) {
    const rows = await server.app.db
      .selectFrom('messages')
      .select('id')
      .where('object_id', '=', id)
      .execute();
    return rows.length;
  }
});
