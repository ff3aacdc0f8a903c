import { addDays, chinaDate } from '../../../contract/chinaTime';
import { EMPLOYER_NOT_PASSED_CODE } from '../../../contract/account';
import { positionPaths, type PositionDetail, type PositionStateResult } from '../../../contract/positions';
import type { ReviewHistoryEntry } from '../../../contract/workflow';
import { expireOverduePositions } from '../../../server/positions';
import { EXPIRY_BATCH_SIZE, startExpirySweeper } from '../../../server/workflow/postings/expiry';
import type { TestServer } from '../support/testServer';
import {
  employerAt,
  get,
  newSite,
  okResult,
  post,
  staffAt,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { draftRead, positionIn, saveDraft, stateOf } from './support';

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const historyOf = async (id: string) =>
  okResult(await get<ReviewHistoryEntry[]>(server.app, positionPaths.history, { id }, employer.headers));
const messagesAbout = (id: string) =>
  server.app.db
    .selectFrom('messages')
    .select(['recipient_user_id', 'sender', 'title', 'body', 'employer_id', 'object_type'])
    .where('object_id', '=', id)
    .orderBy('created_at')
    .execute();

describe('history and messages', () => {
  it('records every step with who acted, and tells the employer of the school’s decisions only', async () => {
    await server.app.db
      .updateTable('employer_users')
      .set({ name: '王经理' })
      .where('id', '=', employer.userId)
      .execute();
    const id = await saveDraft(server.app, employer.headers, { gzxz: '3', zwmc: '测试工程师' });
    okResult(await post(server.app, positionPaths.submit, { id }, employer.headers));
    expect(await messagesAbout(id)).toEqual([]);
    okResult(
      await post(
        server.app,
        positionPaths.schoolReview,
        { id, action: 'changes', reason: '请写明工作地点' },
        staff.headers,
      ),
    );
    okResult(await post(server.app, positionPaths.submit, { id }, employer.headers));
    okResult(await post(server.app, positionPaths.schoolReview, { id, action: 'pass' }, staff.headers));

    const history = await historyOf(id);
    const reviewer = await server.app.db
      .selectFrom('school_staff')
      .select('name')
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow();
    expect(
      history.map(({ dz, dzmc, yzt, xzt, czrlx, czr, yy }) => ({ dz, dzmc, yzt, xzt, czrlx, czr, yy })),
    ).toEqual([
      { dz: 'create', dzmc: '创建', yzt: '', xzt: '0', czrlx: '1', czr: '王经理', yy: '' },
      { dz: 'submit', dzmc: '提交审核', yzt: '0', xzt: '1', czrlx: '1', czr: '王经理', yy: '' },
      {
        dz: 'changes',
        dzmc: '要求修改',
        yzt: '1',
        xzt: '4',
        czrlx: '2',
        czr: reviewer.name,
        yy: '请写明工作地点',
      },
      { dz: 'submit', dzmc: '提交审核', yzt: '4', xzt: '1', czrlx: '1', czr: '王经理', yy: '' },
      {
        dz: 'pass',
        dzmc: '审核通过',
        yzt: '1',
        xzt: '2',
        czrlx: '2',
        czr: reviewer.name,
        yy: '',
      },
    ]);
    expect(
      okResult(
        await get<ReviewHistoryEntry[]>(server.app, positionPaths.schoolHistory, { id }, staff.headers),
      ),
    ).toEqual(history);

    const messages = await messagesAbout(id);
    expect(messages).toEqual([
      {
        recipient_user_id: employer.userId,
        sender: '学校审核',
        title: '招聘职位需修改：测试工程师',
        body: '学校要求修改招聘职位“测试工程师”，请修改后重新提交。修改意见：请写明工作地点',
        employer_id: employer.dwid,
        object_type: 'position',
      },
      expect.objectContaining({
        title: '招聘职位已发布：测试工程师',
        body: '招聘职位“测试工程师”已通过学校审核。',
      }),
    ]);
    const detail = okResult(
      await get<PositionDetail>(server.app, positionPaths.detail, { id }, employer.headers),
    );
    expect(detail.history).toEqual(history);
    expect(detail).toMatchObject({ zt: '2', dwid: employer.dwid, dwmc: employer.name, xxdm: '00000' });
    expect(detail.fbsj).not.toBe('');
    expect(detail.tjsj).not.toBe('');
  });

  it('names an employer user without a name by its masked mobile', async () => {
    const other = await employerAt(server.app);
    const id = await saveDraft(server.app, other.headers);
    const [created] = okResult(
      await get<ReviewHistoryEntry[]>(server.app, positionPaths.history, { id }, other.headers),
    );
    expect(created?.czr).toBe(`${other.mobile.slice(0, 3)}****${other.mobile.slice(7)}`);
  });
});

describe('automatic review', () => {
  it('passes a submission at once by the system where the site reviews automatically, and tells the employer', async () => {
    const site = await newSite(server.app, { positionReview: 'auto' });
    const there = await employerAt(server.app, site);
    const id = await saveDraft(server.app, there.headers, { zwmc: '自动审核职位' });
    expect(await post<PositionStateResult>(server.app, positionPaths.submit, { id }, there.headers)).toEqual({
      code: 200,
      result: { id, zt: '2' },
      message: '已提交，本站自动审核通过，职位已发布',
    });
    const history = okResult(
      await get<ReviewHistoryEntry[]>(server.app, positionPaths.history, { id }, there.headers),
    );
    expect(history.map(({ dz, czrlx, czr }) => [dz, czrlx, czr])).toEqual([
      ['create', '1', expect.any(String)],
      ['submit', '1', expect.any(String)],
      ['pass', '3', '系统'],
    ]);
    expect(await messagesAbout(id)).toEqual([
      expect.objectContaining({
        sender: '系统通知',
        title: '招聘职位已发布：自动审核职位',
        body: '招聘职位“自动审核职位”已自动审核通过。',
      }),
    ]);

    // An edit of the published position goes back to review, and is passed again at once.
    const edited = await post(
      server.app,
      positionPaths.save,
      { ...(await draftRead(server.app, id, there.headers)), zwmc: '改名后的职位' },
      there.headers,
    );
    expect(edited).toEqual({ code: 200, result: { id }, message: '已修改，本站自动审核通过，职位已发布' });
    expect(await stateOf(server.app, id)).toBe('published');
    const names = await server.app.db
      .selectFrom('positions')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(names.name).toBe('改名后的职位');
  });
});

describe('the gate: only an employer its school passed submits', () => {
  it.each([
    ['pending', '贵单位的注册信息正在等待学校审核，审核通过后才能提交审核'],
    ['changes', '学校要求修改贵单位的注册信息，请在单位首页修改后重新提交'],
    ['rejected', '贵单位的注册信息未通过学校审核，请在单位首页修改后重新提交'],
  ] as const)('an employer %s at its site saves drafts but cannot submit', async (standing, message) => {
    const newcomer = await employerAt(server.app);
    const published = await positionIn(server.app, 'published', newcomer, staff);
    await server.app.db
      .updateTable('employer_site_reviews')
      .set({ state: standing })
      .where('employer_id', '=', newcomer.dwid)
      .execute();
    const id = await saveDraft(server.app, newcomer.headers);
    expect(await post(server.app, positionPaths.submit, { id }, newcomer.headers)).toEqual({
      code: EMPLOYER_NOT_PASSED_CODE,
      result: null,
      message,
    });
    expect(await stateOf(server.app, id)).toBe('draft');
    const draft = await draftRead(server.app, published, newcomer.headers);
    expect(
      await post(server.app, positionPaths.save, { ...draft, zwmc: '改名' }, newcomer.headers),
    ).toMatchObject({
      code: EMPLOYER_NOT_PASSED_CODE,
    });
    expect(await stateOf(server.app, published)).toBe('published');
  });
});

describe('copy and remove', () => {
  it('copies any position as a new draft whose history says where it came from', async () => {
    const original = await positionIn(server.app, 'published', employer, staff, { zwmc: '原职位' });
    const { id } = okResult(
      await post<{ id: string }>(server.app, positionPaths.copy, { id: original }, employer.headers),
    );
    expect(id).not.toBe(original);
    const copy = okResult(
      await get<PositionDetail>(server.app, positionPaths.detail, { id }, employer.headers),
    );
    const source = okResult(
      await get<PositionDetail>(server.app, positionPaths.detail, { id: original }, employer.headers),
    );
    expect(copy).toMatchObject({
      zt: '0',
      zwmc: '原职位',
      zwms: source.zwms,
      fl: source.fl,
      fbsj: '',
      tjsj: '',
      shyj: '',
    });
    expect(copy.history).toEqual([expect.objectContaining({ dz: 'create', yy: '复制自“原职位”' })]);
  });

  it('deletes only a draft, keeping its history', async () => {
    const draft = await saveDraft(server.app, employer.headers);
    expect(await post(server.app, positionPaths.remove, { id: draft }, employer.headers)).toEqual({
      code: 200,
      result: null,
      message: '已删除',
    });
    expect(await stateOf(server.app, draft)).toBeUndefined();
    const history = await server.app.db
      .selectFrom('review_history')
      .select('action')
      .where('object_id', '=', draft)
      .execute();
    expect(history).toEqual([{ action: 'create' }]);
    expect(await get(server.app, positionPaths.detail, { id: draft }, employer.headers)).toMatchObject({
      code: 404,
    });

    const pending = await positionIn(server.app, 'pending', employer, staff);
    expect(await post(server.app, positionPaths.remove, { id: pending }, employer.headers)).toEqual({
      code: 400,
      result: null,
      message: '当前状态为“待审核”，不能删除',
    });
  });
});

describe('bulk pass', () => {
  it('passes each pending position on its own and says which could not be passed', async () => {
    const pending = [
      await positionIn(server.app, 'pending', employer, staff),
      await positionIn(server.app, 'pending', employer, staff),
    ];
    const draft = await positionIn(server.app, 'draft', employer, staff);
    const otherSite = await newSite(server.app);
    const elsewhere = await positionIn(
      server.app,
      'pending',
      await employerAt(server.app, otherSite),
      await staffAt(server.app, otherSite),
    );
    const answer = await post(
      server.app,
      positionPaths.schoolBulkPass,
      { ids: [...pending, draft, elsewhere] },
      staff.headers,
    );
    expect(answer).toEqual({
      code: 200,
      result: {
        passed: pending,
        failed: [
          { id: draft, message: '当前状态为“草稿”，不能审核通过' },
          { id: elsewhere, message: '职位不存在' },
        ],
      },
      message: '已审核通过2个职位，2个未通过',
    });
    for (const id of pending) expect(await stateOf(server.app, id)).toBe('published');
    expect(await stateOf(server.app, elsewhere)).toBe('pending');
    expect(await post(server.app, positionPaths.schoolBulkPass, { ids: [] }, staff.headers)).toMatchObject({
      code: 400,
    });
  });
});

describe('expiry', () => {
  it('expires published and pending positions past their deadline, in batches, by the system, telling the employer', async () => {
    const today = chinaDate(server.clock.now());
    const published = await positionIn(server.app, 'published', employer, staff, {
      jzrq: today,
      kssj: today,
      zwmc: '到期职位',
    });
    const pending = await positionIn(server.app, 'pending', employer, staff, { jzrq: today, kssj: today });
    const draft = await positionIn(server.app, 'draft', employer, staff, { jzrq: today, kssj: today });
    const open = await positionIn(server.app, 'published', employer, staff, {
      jzrq: addDays(today, 1),
      kssj: today,
    });

    expect(await expireOverduePositions(server.app.db, server.clock.now())).toBe(0);
    const tomorrow = server.clock.now() + DAY_MS;
    expect(await expireOverduePositions(server.app.db, tomorrow)).toBeGreaterThanOrEqual(2);
    expect(await stateOf(server.app, published)).toBe('expired');
    expect(await stateOf(server.app, pending)).toBe('expired');
    expect(await stateOf(server.app, draft)).toBe('draft');
    expect(await stateOf(server.app, open)).toBe('published');

    const history = await historyOf(published);
    expect(history.at(-1)).toMatchObject({ dz: 'expire', yzt: '2', xzt: '6', czrlx: '3', czr: '系统' });
    expect((await messagesAbout(published)).at(-1)).toMatchObject({
      sender: '系统通知',
      title: '招聘职位已过期：到期职位',
      body: '招聘职位“到期职位”已过截止日期，不再对外展示。',
    });
  });

  it('goes through more overdue positions than one batch holds', async () => {
    const today = chinaDate(server.clock.now());
    const id = await positionIn(server.app, 'published', employer, staff, { jzrq: today, kssj: today });
    const row = await server.app.db
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: EXPIRY_BATCH_SIZE + 5 }, (_, i) => ({
      ...row,
      id: `${id.slice(0, 24)}${String(i).padStart(8, '0')}`,
    }));
    for (let i = 0; i < copies.length; i += 50)
      await server.app.db
        .insertInto('positions')
        .values(copies.slice(i, i + 50))
        .execute();
    expect(await expireOverduePositions(server.app.db, server.clock.now() + DAY_MS)).toBe(
      EXPIRY_BATCH_SIZE + 6,
    );
    const left = await server.app.db
      .selectFrom('positions')
      .select('id')
      .where('state', '=', 'published')
      .where('deadline', '<=', today)
      .execute();
    expect(left).toEqual([]);
  });

  it('runs on a timer until stopped', async () => {
    const today = chinaDate(server.clock.now());
    const id = await positionIn(server.app, 'published', employer, staff, { jzrq: today, kssj: today });
    let now = server.clock.now();
    const sweeper = startExpirySweeper({
      type: 'position',
      expireOverdue: (at) => expireOverduePositions(server.app.db, at),
      now: () => now,
      log: server.app.log,
      intervalMs: 20,
    });
    now += DAY_MS;
    for (let i = 0; i < 100 && (await stateOf(server.app, id)) !== 'expired'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await sweeper.stop();
    expect(await stateOf(server.app, id)).toBe('expired');
  });
});
