import { EMPLOYER_NOT_PASSED_CODE } from '../../../contract/account';
import { announcementPaths, type AnnouncementListResult } from '../../../contract/announcements';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import type { Message } from '../../../contract/messages';
import {
  ACTOR_CODES,
  findTransition,
  postingWorkflow,
  type PostingState,
  type ReviewHistoryEntry,
} from '../../../contract/workflow';
import { expireOverdueAnnouncements } from '../../../server/announcements';
import {
  employerAt,
  get,
  newSite,
  okResult,
  post,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import type { TestServer } from '../support/testServer';
import { describeTransitionWalk } from '../support/transitionWalk';
import { announcementIn, detailOf, stateOf, validAnnouncement } from './support';

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

const STATES = Object.keys(postingWorkflow.states) as PostingState[];

describeTransitionWalk({
  paths: announcementPaths,
  edited: (app, id) => ({ ...validAnnouncement(app, { ggbt: '2027届校园招聘简章（修订）' }), id }),
  postingIn: announcementIn,
  stateOf,
  session: () => ({ app: server.app, employer, staff }),
});

describe('the system’s expiry', () => {
  it.each(STATES)('from %s: published and pending expire once their end date has passed', async (from) => {
    const id = await announcementIn(server.app, from, employer, staff);
    const yesterday = addDays(chinaDate(server.clock.now()), -1);
    await server.app.db
      .updateTable('announcements')
      .set({ start_date: addDays(yesterday, -3), end_date: yesterday })
      .where('id', '=', id)
      .execute();
    await expireOverdueAnnouncements(server.app.db, server.clock.now());
    const transition = findTransition(postingWorkflow, from, 'expire', 'system');
    expect(await stateOf(server.app, id)).toBe(transition?.to ?? from);
    if (transition !== undefined) {
      const history = (await detailOf(server.app, id, employer.headers)).history;
      expect(history.at(-1)).toMatchObject({ dz: 'expire', czrlx: ACTOR_CODES.system, czr: '系统' });
    }
  });

  it('leaves announcements that end today', async () => {
    const id = await announcementIn(server.app, 'published', employer, staff, {
      jssj: chinaDate(server.clock.now()),
    });
    await expireOverdueAnnouncements(server.app.db, server.clock.now());
    expect(await stateOf(server.app, id)).toBe('published');
  });
});

describe('remove', () => {
  it.each(STATES)('from %s: only a draft is deleted', async (from) => {
    const id = await announcementIn(server.app, from, employer, staff);
    const answer = await post(server.app, announcementPaths.remove, { id }, employer.headers);
    if (from === 'draft') {
      expect(answer.code).toBe(200);
      expect(await stateOf(server.app, id)).toBeUndefined();
    } else {
      expect(answer).toEqual({
        code: 400,
        result: null,
        message: `当前状态为“${postingWorkflow.states[from].label}”，不能删除`,
      });
      expect(await stateOf(server.app, id)).toBe(from);
    }
  });
});

describe('reasons', () => {
  it.each([
    ['reject', '请填写驳回的原因'],
    ['changes', '请填写要求修改的原因'],
  ] as const)('a school %s needs a reason', async (action, message) => {
    const id = await announcementIn(server.app, 'pending', employer, staff);
    for (const reason of [undefined, '   ']) {
      const answer = await post(
        server.app,
        announcementPaths.schoolReview,
        { id, action, reason },
        staff.headers,
      );
      expect(answer).toEqual({ code: 400, result: null, message });
    }
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('a school take-down needs a reason; the employer’s does not', async () => {
    const id = await announcementIn(server.app, 'published', employer, staff);
    expect(
      await post(server.app, announcementPaths.schoolOffline, { id, reason: ' ' }, staff.headers),
    ).toEqual({ code: 400, result: null, message: '请填写下线的原因' });
    expect((await post(server.app, announcementPaths.offline, { id }, employer.headers)).code).toBe(200);
  });

  it('keeps the school’s reason as shyj and clears it on resubmission', async () => {
    const id = await announcementIn(server.app, 'rejected', employer, staff);
    expect((await detailOf(server.app, id, employer.headers)).shyj).toBe('请补充招聘岗位与人数');
    okResult(await post(server.app, announcementPaths.submit, { id }, employer.headers));
    expect((await detailOf(server.app, id, employer.headers)).shyj).toBe('');
  });
});

describe('messages and history', () => {
  it('tells the employer’s users of the school’s decisions, not of its own actions', async () => {
    const own = await employerAt(server.app);
    const inbox = async () =>
      okResult(
        await get<{ records: Message[] }>(server.app, '/com/xxzx/list', { page: 1, size: 50 }, own.headers),
      ).records;
    const id = await announcementIn(server.app, 'pending', own, staff);
    expect((await inbox()).filter((message) => message.dxid === id)).toHaveLength(0);
    okResult(
      await post(
        server.app,
        announcementPaths.schoolReview,
        { id, action: 'changes', reason: '请写明招聘人数' },
        staff.headers,
      ),
    );
    const [message] = (await inbox()).filter((entry) => entry.dxid === id);
    expect(message).toMatchObject({ dxlx: 'announcement', sfyd: '0' });
    expect(message?.bt).toContain('2027届校园招聘简章');
    expect(message?.nr).toContain('请写明招聘人数');
  });

  it('records creation and every transition, oldest first, for the employer and the school alike', async () => {
    const id = await announcementIn(server.app, 'published', employer, staff);
    const history = okResult(
      await get<ReviewHistoryEntry[]>(server.app, announcementPaths.history, { id }, employer.headers),
    );
    expect(history.map((entry) => entry.dz)).toEqual(['create', 'submit', 'pass']);
    expect(history[0]).toMatchObject({ dxlx: 'announcement', dxid: id, yzt: '', xzt: '0', dzmc: '创建' });
    const forSchool = okResult(
      await get<ReviewHistoryEntry[]>(server.app, announcementPaths.schoolHistory, { id }, staff.headers),
    );
    expect(forSchool).toEqual(history);
  });
});

describe('review mode and standing', () => {
  it('a site that reviews automatically publishes a submission at once, by the system', async () => {
    const site = await newSite(server.app, { announcementReview: 'auto' });
    const there = await employerAt(server.app, site);
    const id = okResult(
      await post<{ id: string }>(
        server.app,
        announcementPaths.save,
        validAnnouncement(server.app),
        there.headers,
      ),
    ).id;
    const answer = await post<{ id: string; zt: string }>(
      server.app,
      announcementPaths.submit,
      { id },
      there.headers,
    );
    expect(answer).toEqual({
      code: 200,
      result: { id, zt: '2' },
      message: '已提交，本站自动审核通过，公告已发布',
    });
    const history = (await detailOf(server.app, id, there.headers)).history;
    expect(history.slice(-2).map((entry) => [entry.dz, entry.czrlx])).toEqual([
      ['submit', ACTOR_CODES.employer],
      ['pass', ACTOR_CODES.system],
    ]);
    // Editing it goes back through the automatic review too.
    const edited = await post(
      server.app,
      announcementPaths.save,
      { ...validAnnouncement(server.app, { ggbt: '修订后的简章' }), id },
      there.headers,
    );
    expect(edited.message).toBe('已修改，本站自动审核通过，公告已发布');
    expect(await stateOf(server.app, id)).toBe('published');
  });

  it('a manual site keeps a submission pending and an edited published one goes back to review', async () => {
    const id = await announcementIn(server.app, 'published', employer, staff);
    const edited = await post(
      server.app,
      announcementPaths.save,
      { ...validAnnouncement(server.app, { ggbt: '修订后的简章' }), id },
      employer.headers,
    );
    expect(edited).toEqual({ code: 200, result: { id }, message: '已修改，等待学校审核' });
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('an employer its school has not passed can save drafts but submit nothing, nor edit a published one', async () => {
    const newcomer = await employerAt(server.app);
    const draft = await announcementIn(server.app, 'draft', newcomer, staff);
    const published = await announcementIn(server.app, 'published', newcomer, staff);
    await server.app.db
      .updateTable('employer_site_reviews')
      .set({ state: 'pending' })
      .where('employer_id', '=', newcomer.dwid)
      .execute();
    const submitted = await post(server.app, announcementPaths.submit, { id: draft }, newcomer.headers);
    expect(submitted.code).toBe(EMPLOYER_NOT_PASSED_CODE);
    expect(submitted.message).toContain('审核通过后才能提交审核');
    const edited = await post(
      server.app,
      announcementPaths.save,
      { ...validAnnouncement(server.app), id: published },
      newcomer.headers,
    );
    expect(edited.code).toBe(EMPLOYER_NOT_PASSED_CODE);
    expect(await stateOf(server.app, published)).toBe('published');
    expect(
      (await post(server.app, announcementPaths.save, validAnnouncement(server.app), newcomer.headers)).code,
    ).toBe(200);
  });
});

describe('the employer list', () => {
  it('counts each state and pages the chosen one, latest update first', async () => {
    const own = await employerAt(server.app);
    for (const state of ['draft', 'draft', 'pending', 'published'] as const)
      await announcementIn(server.app, state, own, staff);
    const list = okResult(
      await get<AnnouncementListResult>(
        server.app,
        announcementPaths.list,
        { page: 1, size: 1, zt: '0' },
        own.headers,
      ),
    );
    expect(list.counts).toMatchObject({ '0': 2, '1': 1, '2': 1, '3': 0 });
    expect(list.total).toBe(2);
    expect(list.records).toHaveLength(1);
    const all = okResult(
      await get<AnnouncementListResult>(server.app, announcementPaths.list, {}, own.headers),
    );
    expect(all.total).toBe(4);
  });
});
