import {
  INCOMPLETE_RESUME_CODE,
  NOT_SUITABLE_STUDENT_MESSAGE,
  STUDENT_REFUSED_CODE,
  applicationPaths,
  studentApplicationPaths,
  type ApplicationListResult,
  type StudentApplicationDetail,
  type StudentPositionDetail,
} from '../../../contract/applications';
import type { MessageListResult } from '../../../contract/messages';
import { studentMessagePaths } from '../../../contract/messages';
import { INCOMPLETE_RESUME_MESSAGE } from '../../../contract/resumes';
import {
  STATE_CHANGED_MESSAGE,
  allowedActions,
  applicationWorkflow,
  type ApplicationAction,
  type ApplicationState,
} from '../../../contract/workflow';
import { positionIn } from '../positions/support';
import { fortyPercentResume, fullResume, saveResumeAs } from '../resumes/fixtures';
import { get, okResult, post } from '../support/postings';
import {
  apply,
  appliedBy,
  detailOf,
  interviewAt,
  publishedPosition,
  startApplicationServer,
  stateOf,
  studentGet,
  studentPost,
  studentWithResume,
  transition,
  type ApplicationWorld,
} from './support';

let world: ApplicationWorld;
beforeAll(async () => {
  world = await startApplicationServer();
});
afterAll(() => world.server.close());

const code = (state: ApplicationState) => applicationWorkflow.states[state].code;

describe('applying', () => {
  it('refuses a resume under 50% without an attachment with code 4004 and the resume message, then accepts it once complete', async () => {
    const { app } = world;
    const positionId = await publishedPosition(world);
    const student = await studentWithResume(app, fortyPercentResume());
    const refused = await apply(app, student, positionId);
    expect(refused).toEqual({
      code: INCOMPLETE_RESUME_CODE,
      result: null,
      message: INCOMPLETE_RESUME_MESSAGE,
    });
    expect(refused.message).toContain('简历');

    okResult(await saveResumeAs(app, student.cookies, fullResume()));
    const { id } = okResult(await apply(app, student, positionId));
    expect(await stateOf(app, id)).toBe('new');
  });

  it('refuses a student without any resume with code 4004', async () => {
    const positionId = await publishedPosition(world);
    const student = await studentWithResume(world.app, null);
    expect((await apply(world.app, student, positionId)).code).toBe(INCOMPLETE_RESUME_CODE);
  });

  it('refuses a second application to the same position, also when both arrive at once', async () => {
    const { app } = world;
    const positionId = await publishedPosition(world);
    const student = await studentWithResume(app);
    const answers = await Promise.all([apply(app, student, positionId), apply(app, student, positionId)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, STUDENT_REFUSED_CODE]);
    const again = await apply(app, student, positionId);
    expect(again).toMatchObject({ code: STUDENT_REFUSED_CODE, message: '你已申请过该职位，请勿重复申请' });
    const count = await app.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('student_id', '=', student.studentId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses positions that are not published, past their deadline, or of another school', async () => {
    const { app, employer, staff } = world;
    const student = await studentWithResume(app);
    const offline = await positionIn(app, 'offline', employer, staff);
    expect(await apply(app, student, offline)).toMatchObject({
      code: STUDENT_REFUSED_CODE,
      message: '该职位已停止招聘或已过截止日期',
    });
    const draft = await positionIn(app, 'draft', employer, staff);
    expect(await apply(app, student, draft)).toMatchObject({
      code: STUDENT_REFUSED_CODE,
      message: '职位不存在',
    });
    const expired = await publishedPosition(world);
    await app.db.updateTable('positions').set({ deadline: '2000-01-01' }).where('id', '=', expired).execute();
    expect((await apply(app, student, expired)).message).toBe('该职位已停止招聘或已过截止日期');
  });

  it('shows the student their application state on the position', async () => {
    const { app } = world;
    const positionId = await publishedPosition(world);
    const student = await studentWithResume(app);
    const before = okResult(
      await studentGet<StudentPositionDetail>(
        app,
        studentApplicationPaths.position,
        { id: positionId },
        student,
      ),
    );
    expect(before).toMatchObject({ sqid: '', sqzt: '' });
    const id = await appliedBy(app, student, positionId);
    const after = okResult(
      await studentGet<StudentPositionDetail>(
        app,
        studentApplicationPaths.position,
        { id: positionId },
        student,
      ),
    );
    expect(after).toMatchObject({ sqid: id, sqzt: code('new') });
  });
});

describe('the lifecycle', () => {
  it('walks new -> viewed on first open -> invited -> interviewing -> offer -> hired, telling the student each time', async () => {
    const { app, employer } = world;
    const positionId = await publishedPosition(world, employer, '数据分析师');
    const student = await studentWithResume(app);
    const id = await appliedBy(app, student, positionId);

    const list = okResult(
      await get<ApplicationListResult>(app, applicationPaths.list, { zwid: positionId }, employer.headers),
    );
    expect(list.records).toEqual([
      expect.objectContaining({ id, zt: code('new'), xm: '李明', zwmc: '数据分析师' }),
    ]);
    expect(list.counts[code('new')]).toBe(1);

    // Each step a second later: the inbox is ordered by time.
    const later = () => world.server.clock.advance(1000);
    later();
    const opened = okResult(await detailOf(app, employer, id));
    expect(opened.zt).toBe(code('viewed'));
    expect(okResult(await detailOf(app, employer, id)).history.map((entry) => entry.xzt)).toEqual([
      code('new'),
      code('viewed'),
    ]);

    const missingInterview = await transition(app, employer, { ids: [id], action: 'invite' });
    expect(missingInterview).toMatchObject({ code: 400, message: '请填写面试安排' });
    later();
    const invited = okResult(
      await transition(app, employer, { ids: [id], action: 'invite', interview: interviewAt(app) }),
    );
    expect(invited).toEqual({ succeeded: [{ id, zt: code('invited') }], failed: [] });
    for (const action of ['interview', 'offer', 'hire']) {
      later();
      okResult(await transition(app, employer, { ids: [id], action }));
    }
    expect(await stateOf(app, id)).toBe('hired');

    const mine = okResult(
      await studentGet<StudentApplicationDetail>(app, studentApplicationPaths.detail, { id }, student),
    );
    expect(mine.history.map((entry) => entry.ztmc)).toEqual([
      '已投递',
      '已被查看',
      '邀请面试',
      '面试中',
      '已录用',
      '已入职',
    ]);
    const inbox = okResult(await studentGet<MessageListResult>(app, studentMessagePaths.list, {}, student));
    expect(inbox.unread).toBe(5);
    expect(inbox.records.map((message) => message.bt)).toEqual([
      '已入职',
      '录用通知',
      '进入面试',
      '面试邀请',
      '简历已被查看',
    ]);
    expect(inbox.records[3]?.nr).toContain('济南市历下区经十路88号');
    expect(inbox.records.every((message) => message.dxlx === 'application' && message.dxid === id)).toBe(
      true,
    );
  });

  it('marks an open application not suitable with an optional reason the student reads politely', async () => {
    const { app, employer } = world;
    const student = await studentWithResume(app);
    const id = await appliedBy(app, student, await publishedPosition(world));
    okResult(await transition(app, employer, { ids: [id], action: 'reject', reason: '岗位已招满' }));
    const mine = okResult(
      await studentGet<StudentApplicationDetail>(app, studentApplicationPaths.detail, { id }, student),
    );
    expect(mine.ztmc).toBe('未通过');
    expect(mine.history.at(-1)?.sm).toBe(`${NOT_SUITABLE_STUDENT_MESSAGE}单位说明：岗位已招满`);
    expect(JSON.stringify(mine)).not.toContain('不合适');
    expect(okResult(await detailOf(app, employer, id)).yy).toBe('岗位已招满');
  });

  it('allows exactly the employer actions of the table from every state', async () => {
    const { app, employer } = world;
    const employerActions: ApplicationAction[] = ['invite', 'interview', 'offer', 'hire', 'reject'];
    const paths: Record<ApplicationState, ApplicationAction[]> = {
      new: [],
      viewed: [],
      invited: ['invite'],
      interviewing: ['invite', 'interview'],
      offer: ['invite', 'interview', 'offer'],
      hired: ['invite', 'interview', 'offer', 'hire'],
      rejected: ['reject'],
    };
    const positionId = await publishedPosition(world);
    for (const [state, steps] of Object.entries(paths) as [ApplicationState, ApplicationAction[]][]) {
      const allowed = allowedActions(applicationWorkflow, state, 'employer');
      for (const action of employerActions) {
        const student = await studentWithResume(app);
        const id = await appliedBy(app, student, positionId);
        if (state !== 'new') okResult(await detailOf(app, employer, id));
        for (const step of steps)
          okResult(await transition(app, employer, { ids: [id], action: step, interview: interviewAt(app) }));
        expect(await stateOf(app, id)).toBe(state);
        const answer = okResult(
          await transition(app, employer, { ids: [id], action, interview: interviewAt(app) }),
        );
        if (allowed.includes(action)) expect([state, action, answer.failed]).toEqual([state, action, []]);
        else {
          const refusal: unknown = expect.stringContaining(
            `当前状态为“${applicationWorkflow.states[state].label}”`,
          );
          expect([state, action, answer.failed]).toEqual([state, action, [{ id, message: refusal }]]);
        }
      }
    }
  });

  it('lets one of two parallel transitions win and reports the other', async () => {
    const { app, employer } = world;
    const student = await studentWithResume(app);
    const id = await appliedBy(app, student, await publishedPosition(world));
    const [first, second] = await Promise.all([
      transition(app, employer, { ids: [id], action: 'reject', reason: '甲' }),
      transition(app, employer, { ids: [id], action: 'reject', reason: '乙' }),
    ]);
    const outcomes = [okResult(first), okResult(second)];
    expect(outcomes.map((outcome) => outcome.succeeded.length).sort()).toEqual([0, 1]);
    const lost = outcomes.find((outcome) => outcome.failed.length === 1);
    expect(lost?.failed[0]?.message).toMatch(new RegExp(`${STATE_CHANGED_MESSAGE}|当前状态为`));
    const history = await app.db
      .selectFrom('review_history')
      .select('action')
      .where('object_id', '=', id)
      .execute();
    expect(history).toHaveLength(2);
  });

  it('acts on many at once and reports each one that failed', async () => {
    const { app, employer } = world;
    const positionId = await publishedPosition(world);
    const ids = [
      await appliedBy(app, await studentWithResume(app), positionId),
      await appliedBy(app, await studentWithResume(app), positionId),
    ];
    okResult(await transition(app, employer, { ids: [ids[0] ?? ''], action: 'reject' }));
    const answer = okResult(
      await transition(app, employer, {
        ids: [...ids, 'no-such-id'],
        action: 'invite',
        interview: interviewAt(app),
      }),
    );
    expect(answer.succeeded).toEqual([{ id: ids[1], zt: code('invited') }]);
    expect(answer.failed).toEqual([
      { id: ids[0], message: '当前状态为“不合适”，不能邀请面试' },
      { id: 'no-such-id', message: '申请不存在' },
    ]);
  });

  it('checks the interview: a date not in the past, a time, a place or an online link', async () => {
    const { app, employer } = world;
    const id = await appliedBy(app, await studentWithResume(app), await publishedPosition(world));
    const cases: [Partial<Parameters<typeof interviewAt>[1]>, string][] = [
      [{ msrq: '2000-01-01' }, '面试日期不能早于今天'],
      [{ mssj: '25:00' }, '请选择面试时间'],
      [{ msdd: ' ' }, '请填写面试地点'],
      [{ msfs: '2', mslj: 'not a link' }, '请填写正确的线上面试链接'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await transition(app, employer, {
        ids: [id],
        action: 'invite',
        interview: interviewAt(app, overrides),
      });
      expect([overrides, answer.message]).toEqual([overrides, message]);
    }
    const online = interviewAt(app, { msfs: '2', msdd: '', mslj: 'https://meeting.example.com/abc' });
    okResult(await transition(app, employer, { ids: [id], action: 'invite', interview: online }));
    expect(okResult(await detailOf(app, employer, id)).ms).toEqual(online);
  });
});

describe('the student’s lists', () => {
  it('lists the student’s own applications newest first with the interview while invited', async () => {
    const { app, employer } = world;
    const student = await studentWithResume(app);
    const first = await appliedBy(app, student, await publishedPosition(world, employer, '前端工程师'));
    world.server.clock.advance(1000);
    const second = await appliedBy(app, student, await publishedPosition(world, employer, '后端工程师'));
    okResult(
      await transition(app, employer, { ids: [first], action: 'invite', interview: interviewAt(app) }),
    );
    const page = okResult(
      await studentGet<{ records: { id: string; ms: unknown; zwmc: string }[]; total: number }>(
        app,
        studentApplicationPaths.list,
        {},
        student,
      ),
    );
    expect(page.total).toBe(2);
    expect(page.records.map((record) => record.id)).toEqual([second, first]);
    expect(page.records[1]?.ms).toEqual(interviewAt(app));
    expect(page.records[0]?.ms).toBeNull();
  });

  it('answers another student’s application as a missing one', async () => {
    const { app } = world;
    const id = await appliedBy(app, await studentWithResume(app), await publishedPosition(world));
    const other = await studentWithResume(app);
    expect(await studentGet(app, studentApplicationPaths.detail, { id }, other)).toEqual({
      code: STUDENT_REFUSED_CODE,
      result: null,
      message: '申请不存在',
    });
    expect((await studentPost(app, studentMessagePaths.read, { ids: [id] }, other)).result).toBe(0);
  });

  it('refuses the student calls without a session (4003)', async () => {
    const answer = await world.app.inject({ method: 'GET', url: studentApplicationPaths.list });
    expect(answer.json<{ code: number }>().code).toBe(4003);
    expect((await post(world.app, studentApplicationPaths.apply, { zwid: 'x' })).code).toBe(4003);
  });
});
