import type { Kysely } from 'kysely';
import {
  employerReviewWorkflow,
  type EmployerReviewState,
  type EmployerReviewAction,
} from '../../../contract/workflow';
import { usersOfEmployer } from '../../../server/accounts';
import type { ApiError } from '../../../server/core/http/envelope';
import type { Database } from '../../../server/schema';
import {
  historyOf,
  performTransition,
  recordCreation,
  SYSTEM_ACTOR,
  type ActorRef,
} from '../../../server/workflow';
import { createEmployer } from '../support/employers';
import { startTestServer, type TestServer } from '../support/testServer';

// The mechanism, exercised on an employer's standing (the simplest reviewed object the server has).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SCHOOL: ActorRef = { kind: 'school', id: 'staff-1', name: '张老师' };

async function pendingEmployer() {
  const employer = await createEmployer(server.app);
  await server.app.db
    .updateTable('employer_site_reviews')
    .set({ state: 'pending' })
    .where('employer_id', '=', employer.dwid)
    .execute();
  await recordCreation(server.app.db, {
    object: {
      type: 'employer',
      id: employer.dwid,
      name: employer.name,
      siteCode: '00000',
      employerId: employer.dwid,
    },
    initial: 'pending',
    actor: { kind: 'employer', id: employer.userId, name: '王经理' },
    now: server.clock.now(),
  });
  return employer;
}

function transition(
  employer: { dwid: string; name: string },
  from: EmployerReviewState,
  action: EmployerReviewAction,
  actor: ActorRef,
  reason?: string,
) {
  return performTransition(server.app.db, {
    table: employerReviewWorkflow,
    object: {
      type: 'employer',
      id: employer.dwid,
      name: employer.name,
      siteCode: '00000',
      employerId: employer.dwid,
    },
    from,
    action,
    actor,
    ...(reason !== undefined ? { reason } : {}),
    now: server.clock.now(),
    apply: async (db: Kysely<Database>, to) =>
      (
        await db
          .updateTable('employer_site_reviews')
          .set({ state: to, reason: reason ?? '' })
          .where('employer_id', '=', employer.dwid)
          .where('site_code', '=', '00000')
          .where('state', '=', from)
          .executeTakeFirst()
      ).numUpdatedRows,
    recipients: (db) => usersOfEmployer(db, employer.dwid),
  });
}

const stateOf = async (employerId: string) =>
  (
    await server.app.db
      .selectFrom('employer_site_reviews')
      .select('state')
      .where('employer_id', '=', employerId)
      .executeTakeFirstOrThrow()
  ).state;

const messagesOf = (userId: string) =>
  server.app.db
    .selectFrom('messages')
    .select(['title', 'body', 'object_type', 'object_id'])
    .where('recipient_user_id', '=', userId)
    .execute();

describe('performTransition', () => {
  it('changes the state, records who, when and why, and tells the employer’s users', async () => {
    const employer = await pendingEmployer();
    await expect(transition(employer, 'pending', 'changes', SCHOOL, '营业执照不清晰')).resolves.toBe(
      'changes',
    );
    expect(await stateOf(employer.dwid)).toBe('changes');

    const history = await historyOf(server.app.db, employerReviewWorkflow, 'employer', employer.dwid);
    expect(
      history.map((entry) => [entry.dz, entry.yzt, entry.xzt, entry.czrlx, entry.czr, entry.yy]),
    ).toEqual([
      ['create', '', '1', '1', '王经理', ''],
      ['changes', '1', '4', '2', '张老师', '营业执照不清晰'],
    ]);
    expect(history[1]?.dzmc).toBe('要求修改');

    expect(await messagesOf(employer.userId)).toEqual([
      {
        title: `单位注册需修改：${employer.name}`,
        body: '学校要求修改贵单位的注册信息，请修改后重新提交。修改意见：营业执照不清晰',
        object_type: 'employer',
        object_id: employer.dwid,
      },
    ]);
  });

  it('tells nobody of the employer’s own transitions', async () => {
    const employer = await pendingEmployer();
    await transition(employer, 'pending', 'reject', SCHOOL, '信息不符');
    await transition(employer, 'rejected', 'submit', {
      kind: 'employer',
      id: employer.userId,
      name: '王经理',
    });
    expect((await messagesOf(employer.userId)).map((message) => message.title)).toEqual([
      `单位注册已驳回：${employer.name}`,
    ]);
  });

  it('refuses what the table does not allow, naming the current state, and changes nothing', async () => {
    const employer = await pendingEmployer();
    await expect(
      transition(employer, 'pending', 'submit', { kind: 'employer', id: null, name: '王经理' }),
    ).rejects.toMatchObject({
      code: 400,
      message: '当前状态为“待审核”，不能重新提交审核',
    });
    await expect(
      transition(employer, 'pending', 'pass', { kind: 'employer', id: null, name: '王经理' }),
    ).rejects.toMatchObject({
      message: '当前状态为“待审核”，不能审核通过',
    });
    expect(await stateOf(employer.dwid)).toBe('pending');
    expect(await historyOf(server.app.db, employerReviewWorkflow, 'employer', employer.dwid)).toHaveLength(1);
  });

  it.each([
    ['reject', undefined, '请填写驳回的原因'],
    ['changes', '   ', '请填写要求修改的原因'],
    ['reject', 'x'.repeat(501), '原因不能超过500个字'],
    ['reject', "select * from users'", "原因：存在非法字符select、'，请重新输入！"],
  ] as const)('refuses %s with reason %j: %s', async (action, reason, message) => {
    const employer = await pendingEmployer();
    await expect(transition(employer, 'pending', action, SCHOOL, reason)).rejects.toMatchObject({
      code: 400,
      message,
    });
    expect(await stateOf(employer.dwid)).toBe('pending');
  });

  it('lets exactly one of two parallel transitions win; the other is told the state changed', async () => {
    const employer = await pendingEmployer();
    const outcomes = await Promise.allSettled([
      transition(employer, 'pending', 'pass', SCHOOL),
      transition(employer, 'pending', 'reject', SCHOOL, '资料不全'),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason as ApiError).toMatchObject({ code: 409, message: '状态已发生变化，请刷新后重试' });
    const history = await historyOf(server.app.db, employerReviewWorkflow, 'employer', employer.dwid);
    expect(history).toHaveLength(2);
    expect(await stateOf(employer.dwid)).toBe(history[1]?.dz === 'pass' ? 'passed' : 'rejected');
    expect(await messagesOf(employer.userId)).toHaveLength(1);
  });

  it('keeps the order of two transitions written in the same millisecond', async () => {
    const employer = await pendingEmployer();
    await transition(employer, 'pending', 'changes', SCHOOL, '补充材料');
    await transition(employer, 'changes', 'submit', { kind: 'employer', id: null, name: '王经理' });
    await transition(employer, 'pending', 'pass', SYSTEM_ACTOR);
    const history = await historyOf(server.app.db, employerReviewWorkflow, 'employer', employer.dwid);
    expect(history.map((entry) => entry.dz)).toEqual(['create', 'changes', 'submit', 'pass']);
    expect(history[3]?.czr).toBe('系统');
  });
});
