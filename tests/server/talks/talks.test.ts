import type { FastifyInstance } from 'fastify';
import {
  HOLD_EXPIRED_MESSAGE,
  ROOM_TAKEN_CODE,
  ROOM_TAKEN_MESSAGE,
  ROOMS_NEED_TALK_MESSAGE,
  TALK_HOLD_MS,
  talkPaths,
  type HoldResult,
  type TalkAvailability,
  type TalkDetail,
  type TalkListItem,
} from '../../../contract/talks';
import type { Page } from '../../../contract/paging';
import type { ReviewHistoryEntry } from '../../../contract/workflow';
import { addWorkingDays } from '../../../contract/workingDays';
import { chinaDate } from '../../../contract/chinaTime';
import {
  employerAt,
  get,
  okResult,
  newSite,
  post,
  sessionAt,
  staffAt,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { fastPasswords, startTestServer, type TestServer } from '../support/testServer';
import { SUSPENDED_CODE } from '../../../contract/dishonesty';
import { addRecord } from '../../../server/dishonesty';
import { seedDemoVenues } from '../../../server/talks';
import { dropEndedHolds } from '../../../server/talks/claims';
import { venueList } from '../../../server/talks/venues';
import { addVenue, dateAhead, EVENING, SLOT, validTalk } from './support';

let server: TestServer;
let app: FastifyInstance;
let owner: EmployerSession;
let rival: EmployerSession;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  [owner, rival, staff] = await Promise.all([employerAt(app), employerAt(app), staffAt(app)]);
});
afterAll(() => server.close());

async function draft(employer: EmployerSession, rq: string, overrides = {}): Promise<string> {
  return okResult(await post<{ id: string }>(app, talkPaths.save, validTalk(rq, overrides), employer.headers))
    .id;
}

function hold(employer: EmployerSession, id: string, cdid: string, rq: string, sd = SLOT, cdlx = '1') {
  return post<HoldResult>(app, talkPaths.hold, { id, cdlx, cdid, rq, sd }, employer.headers);
}

async function slotState(employer: EmployerSession, rq: string, cdid: string, cdlx = '1', sd = SLOT) {
  const result = okResult(
    await get<TalkAvailability>(app, talkPaths.availability, { rq, cdlx }, employer.headers),
  );
  return result.venues.find((venue) => venue.cdid === cdid)?.slots.find((slot) => slot.sd === sd)?.zt;
}

const detail = async (employer: EmployerSession, id: string) =>
  okResult(await get<TalkDetail>(app, talkPaths.detail, { id }, employer.headers));

describe('the talk flow', () => {
  it('holds a hall and an interview room, submits, passes, and cancels, freeing the hall at once', async () => {
    const rq = dateAhead(app);
    const hall = await addVenue(app, { zws: 300 });
    const room = await addVenue(app, { cdlx: '3', zws: 10 });
    const id = await draft(owner, rq);

    expect(await slotState(rival, rq, hall)).toBe('free');
    const held = okResult(await hold(owner, id, hall, rq));
    expect(held.dqsj).toBe(app.clock.now() + TALK_HOLD_MS);
    expect(await slotState(owner, rq, hall)).toBe('mine');
    expect(await slotState(rival, rq, hall)).toBe('taken');

    const rivalTalk = await draft(rival, rq);
    expect(await hold(rival, rivalTalk, hall, rq)).toEqual({
      code: ROOM_TAKEN_CODE,
      result: null,
      message: ROOM_TAKEN_MESSAGE,
    });

    okResult(await hold(owner, id, room, addWorkingDays(rq, 1), EVENING, '3'));
    const submitted = await post<{ zt: string }>(app, talkPaths.submit, { id }, owner.headers);
    expect(okResult(submitted).zt).toBe('1');
    const pending = await detail(owner, id);
    expect(pending.rooms.map((r) => [r.cdid, r.zt, r.dqsj])).toEqual([
      [hall, 'pending', null],
      [room, 'pending', null],
    ]);
    expect(pending.jxry.map((entrant) => entrant.idCard)).toEqual([
      '11010519491231002X',
      '110101199003074477',
    ]);

    // The hold no longer expires once submitted.
    server.clock.advance(TALK_HOLD_MS * 2);
    expect(await slotState(rival, rq, hall)).toBe('taken');

    const queue = okResult(await get<Page<TalkListItem>>(app, talkPaths.schoolList, {}, staff.headers));
    expect(queue.records.map((talk) => talk.id)).toContain(id);
    okResult(await post(app, talkPaths.schoolReview, { id, action: 'pass' }, staff.headers));
    const passed = await detail(owner, id);
    expect(passed.zt).toBe('2');
    expect(passed.rooms.every((r) => r.zt === 'booked')).toBe(true);
    const messages = await app.db
      .selectFrom('messages')
      .select('title')
      .where('object_id', '=', id)
      .execute();
    expect(messages.map((message) => message.title).join()).toContain('宣讲会已通过');

    okResult(await post(app, talkPaths.cancel, { id }, owner.headers));
    expect((await detail(owner, id)).rooms.every((r) => r.zt === 'released')).toBe(true);
    expect(await slotState(rival, rq, hall)).toBe('free');
    okResult(await hold(rival, rivalTalk, hall, rq));

    const history = okResult(await get<ReviewHistoryEntry[]>(app, talkPaths.history, { id }, owner.headers));
    expect(history.map((entry) => entry.dz)).toEqual(['create', 'submit', 'pass', 'cancel']);
  });

  it('frees the rooms when the school rejects, and keeps them when it asks for changes', async () => {
    const rq = dateAhead(app, 12);
    const hall = await addVenue(app);
    const rejected = await draft(owner, rq);
    okResult(await hold(owner, rejected, hall, rq));
    okResult(await post(app, talkPaths.submit, { id: rejected }, owner.headers));
    const noReason = await post(
      app,
      talkPaths.schoolReview,
      { id: rejected, action: 'reject' },
      staff.headers,
    );
    expect(noReason.code).toBe(400);
    okResult(
      await post(
        app,
        talkPaths.schoolReview,
        { id: rejected, action: 'reject', reason: '时间冲突' },
        staff.headers,
      ),
    );
    expect(await slotState(rival, rq, hall)).toBe('free');

    const changed = await draft(owner, rq);
    okResult(await hold(owner, changed, hall, rq));
    okResult(await post(app, talkPaths.submit, { id: changed }, owner.headers));
    okResult(
      await post(
        app,
        talkPaths.schoolReview,
        { id: changed, action: 'changes', reason: '请补充职位' },
        staff.headers,
      ),
    );
    expect(await slotState(rival, rq, hall)).toBe('taken');
    okResult(
      await post(app, talkPaths.save, { ...validTalk(rq, { bz: '已补充' }), id: changed }, owner.headers),
    );
    expect(
      okResult(await post<{ zt: string }>(app, talkPaths.submit, { id: changed }, owner.headers)).zt,
    ).toBe('1');
  });

  it('lists the written-test and interview rooms the employer booked', async () => {
    const rq = dateAhead(app, 13);
    const hall = await addVenue(app);
    const written = await addVenue(app, { cdlx: '2' });
    const id = await draft(owner, rq);
    okResult(await hold(owner, id, hall, rq));
    okResult(await hold(owner, id, written, rq, EVENING, '2'));
    const rooms = okResult(
      await get<Page<{ cdid: string }>>(app, talkPaths.rooms, { cdlx: '2' }, owner.headers),
    );
    expect(rooms.records.map((r) => r.cdid)).toContain(written);
    expect(rooms.records.map((r) => r.cdid)).not.toContain(hall);
  });
});

describe('refusals, each saying which and why', () => {
  it('refuses a talk less than the notice ahead, naming the earliest date', async () => {
    const tooSoon = addWorkingDays(chinaDate(app.clock.now()), 2);
    const answer = await post(app, talkPaths.save, validTalk(tooSoon), owner.headers);
    expect(answer.code).toBe(400);
    expect(answer.message).toBe(
      `宣讲会须至少提前5个工作日申请，最早可选${addWorkingDays(chinaDate(app.clock.now()), 5)}`,
    );
  });

  it('refuses a room of the wrong kind, rooms before a hall, and rooms before the talk day', async () => {
    const rq = dateAhead(app, 14);
    const hall = await addVenue(app, { cdmc: '大礼堂' });
    const room = await addVenue(app, { cdlx: '3', cdmc: '面试间X' });
    const id = await draft(owner, rq);
    expect((await hold(owner, id, room, rq, SLOT, '1')).message).toBe(
      '“面试间X”是面试场地，不能作为宣讲场地预约',
    );
    expect((await hold(owner, id, room, rq, EVENING, '3')).message).toBe(ROOMS_NEED_TALK_MESSAGE);
    okResult(await hold(owner, id, hall, rq));
    expect((await hold(owner, id, room, addWorkingDays(rq, -1), SLOT, '3')).message).toBe(
      `笔试、面试场地的日期须在宣讲会当天或之后（${rq}起）`,
    );
  });

  it('refuses bad entrants on submit and leaves the draft and its hold as they were', async () => {
    const rq = dateAhead(app, 15);
    const hall = await addVenue(app);
    const id = await draft(owner, rq);
    okResult(await hold(owner, id, hall, rq));
    const duplicate = [
      { name: '张三', idCard: '11010519491231002X', mobile: '13912345678' },
      { name: '张三', idCard: '11010519491231002X', mobile: '13912345678' },
    ];
    const answer = await post(app, talkPaths.submit, { id, jxry: duplicate }, owner.headers);
    expect(answer.code).toBe(400);
    expect(answer.message).toContain('同一人不能重复填写');
    const badCard = await post(
      app,
      talkPaths.submit,
      { id, jxry: [{ name: '王五', idCard: '110105194912310021', mobile: '13912345678' }] },
      owner.headers,
    );
    expect(badCard.message).toContain('身份证');
    const after = await detail(owner, id);
    expect(after.zt).toBe('0');
    expect(after.jxry).toHaveLength(2);
    expect(after.rooms.map((r) => r.zt)).toEqual(['held']);
  });

  it('refuses an expired hold on submit, and frees the slot for others', async () => {
    const rq = dateAhead(app, 16);
    const hall = await addVenue(app, { cdmc: '过期厅' });
    const id = await draft(owner, rq);
    okResult(await hold(owner, id, hall, rq));
    server.clock.advance(TALK_HOLD_MS + 1000);
    const answer = await post(app, talkPaths.submit, { id }, owner.headers);
    expect(answer.message).toBe(`“过期厅”${HOLD_EXPIRED_MESSAGE}`);
    expect(await slotState(rival, rq, hall)).toBe('free');
    expect((await detail(owner, id)).rooms.map((r) => r.zt)).toEqual(['expired']);
    const again = await post(app, talkPaths.submit, { id }, owner.headers);
    expect(again.message).toBe(`“过期厅”${HOLD_EXPIRED_MESSAGE}`);
    const rivalTalk = await draft(rival, rq);
    okResult(await hold(rival, rivalTalk, hall, rq));

    // Choosing another hall replaces the ended hold; an ended interview room must be chosen again or released.
    const otherHall = await addVenue(app);
    const interview = await addVenue(app, { cdlx: '3', cdmc: '过期面试间' });
    okResult(await hold(owner, id, otherHall, rq));
    const room = okResult(await hold(owner, id, interview, rq, EVENING, '3'));
    server.clock.advance(TALK_HOLD_MS);
    okResult(await hold(owner, id, otherHall, rq));
    expect((await post(app, talkPaths.submit, { id }, owner.headers)).message).toBe(
      `“过期面试间”${HOLD_EXPIRED_MESSAGE}`,
    );
    okResult(await post(app, talkPaths.release, { id: room.cyid }, owner.headers));
    expect(okResult(await post<{ zt: string }>(app, talkPaths.submit, { id }, owner.headers)).zt).toBe('1');
  });

  it('answers another employer’s talk exactly as a missing one', async () => {
    const rq = dateAhead(app, 17);
    const hall = await addVenue(app);
    const id = await draft(owner, rq);
    for (const answer of [
      await get(app, talkPaths.detail, { id }, rival.headers),
      await post(app, talkPaths.submit, { id }, rival.headers),
      await post(app, talkPaths.cancel, { id }, rival.headers),
      await hold(rival, id, hall, rq),
    ])
      expect(answer).toEqual({ code: 404, result: null, message: '宣讲会不存在或已删除' });
  });
});

describe('never two holds on one room-slot', () => {
  it('grants exactly 5 of 50 employers racing for 5 room-slots', async () => {
    const rq = dateAhead(app, 20);
    const halls = await Promise.all([1, 2, 3, 4, 5].map(() => addVenue(app)));
    const employers = await Promise.all(Array.from({ length: 50 }, () => employerAt(app)));
    const talks = await Promise.all(employers.map((employer) => draft(employer, rq)));
    const answers = await Promise.all(
      employers.map((employer, index) => hold(employer, talks[index] ?? '', halls[index % 5] ?? '', rq)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.code === ROOM_TAKEN_CODE && answer.message === ROOM_TAKEN_MESSAGE),
    ).toHaveLength(45);
    const claims = await app.db
      .selectFrom('venue_slot_claims')
      .select(['venue_id'])
      .where('date', '=', rq)
      .where('venue_id', 'in', halls)
      .execute();
    expect(new Set(claims.map((claim) => claim.venue_id)).size).toBe(5);
    expect(claims).toHaveLength(5);
  });
});

describe('ended holds', () => {
  it('are swept for every site: the claim deleted, the room expired', async () => {
    const rq = dateAhead(app, 22);
    const hall = await addVenue(app);
    const id = await draft(owner, rq);
    const { cyid } = okResult(await hold(owner, id, hall, rq));
    const early = await app.db.transaction().execute((trx) => dropEndedHolds(trx, app.clock.now()));
    expect(early.map((change) => change.venueId)).not.toContain(hall);
    server.clock.advance(TALK_HOLD_MS);
    const swept = await app.db.transaction().execute((trx) => dropEndedHolds(trx, app.clock.now()));
    expect(swept).toContainEqual({ siteCode: '00000', date: rq, venueId: hall, slot: SLOT });
    const claim = await app.db
      .selectFrom('venue_slot_claims')
      .select('room_id')
      .where('room_id', '=', cyid)
      .executeTakeFirst();
    expect(claim).toBeUndefined();
    expect((await detail(owner, id)).rooms.map((r) => r.zt)).toEqual(['expired']);
  });
});

describe('venues and rules in the console', () => {
  it('saves, lists and removes venues, disabling one that has bookings', async () => {
    const id = okResult(
      await post<{ id: string }>(
        app,
        talkPaths.venueSave,
        {
          cdmc: '控制台场地',
          ld: '行政楼',
          cdlx: '2',
          zws: 40,
          sb: '',
          fy: 100,
          qy: true,
          sd: [{ xq: 1, sd: '09:00-11:00' }],
          bkyrq: ['2027-01-01'],
        },
        staff.headers,
      ),
    ).id;
    const bad = await post(
      app,
      talkPaths.venueSave,
      {
        cdmc: '坏',
        ld: '',
        cdlx: '2',
        zws: 1,
        sb: '',
        fy: 0,
        qy: true,
        sd: [{ xq: 1, sd: '11:00-09:00' }],
        bkyrq: [],
      },
      staff.headers,
    );
    expect(bad.message).toBe('时段“11:00-09:00”格式应为 09:00-11:00，且结束晚于开始');
    const list = okResult(
      await get<Page<{ id: string }>>(app, talkPaths.venueList, { cdlx: '2' }, staff.headers),
    );
    expect(list.records.map((venue) => venue.id)).toContain(id);
    expect(
      okResult(await post<{ removed: boolean }>(app, talkPaths.venueRemove, { id }, staff.headers)).removed,
    ).toBe(true);

    const rq = dateAhead(app, 21);
    const hall = await addVenue(app);
    const talk = await draft(owner, rq);
    okResult(await hold(owner, talk, hall, rq));
    expect(
      okResult(await post<{ removed: boolean }>(app, talkPaths.venueRemove, { id: hall }, staff.headers))
        .removed,
    ).toBe(false);
  });

  it('gives the demo site halls, a written-test room and interview rooms, once', async () => {
    const code = await newSite(app);
    await seedDemoVenues(app.db, app.clock.now(), code);
    await seedDemoVenues(app.db, app.clock.now(), code);
    const venues = await venueList(app.db, code, { size: 100 });
    expect(venues.records.map((venue) => venue.cdlx).sort()).toEqual(['1', '1', '1', '2', '3', '3', '3']);
    expect(venues.records.every((venue) => venue.sd.length > 0)).toBe(true);
  });

  it('keeps the talk rules in the site settings and applies them', async () => {
    const bad = await post(app, talkPaths.saveSchoolRules, { tqgzr: -1, qxgzr: 2, jxrssx: 4 }, staff.headers);
    expect(bad.message).toBe('提前预约工作日应为0到60之间的整数');
    okResult(await post(app, talkPaths.saveSchoolRules, { tqgzr: 3, qxgzr: 1, jxrssx: 1 }, staff.headers));
    expect(okResult(await get(app, talkPaths.rules, {}, owner.headers))).toEqual({
      tqgzr: 3,
      qxgzr: 1,
      jxrssx: 1,
    });
    const tooMany = await post(app, talkPaths.save, validTalk(dateAhead(app, 3)), owner.headers);
    expect(tooMany.message).toBe('最多填写1人');
    okResult(await post(app, talkPaths.saveSchoolRules, { tqgzr: 5, qxgzr: 2, jxrssx: 4 }, staff.headers));
  });
});

// Last: it moves the clock days ahead.
describe('the cancellation cutoff', () => {
  it('refuses a cancellation after the cutoff, naming the last day', async () => {
    const rq = dateAhead(app, 6);
    const hall = await addVenue(app);
    const id = await draft(owner, rq);
    okResult(await hold(owner, id, hall, rq));
    okResult(await post(app, talkPaths.submit, { id }, owner.headers));
    okResult(await post(app, talkPaths.schoolReview, { id, action: 'pass' }, staff.headers));
    const lastDay = addWorkingDays(rq, -2);
    expect((await detail(owner, id)).qxjzrq).toBe(lastDay);
    while (chinaDate(app.clock.now()) <= lastDay) server.clock.advance(24 * 60 * 60 * 1000);
    // Days later: a new session of the same employer.
    owner = { ...owner, headers: await sessionAt(app, owner, '00000') };
    const answer = await post(app, talkPaths.cancel, { id }, owner.headers);
    expect(answer.message).toBe(`已过取消截止日期（${lastDay}），不能取消；如需调整请联系学校`);
    expect((await detail(owner, id)).zt).toBe('2');
  });
});

describe('what a talk may link and who may book', () => {
  it('refuses an announcement that is not the employer’s published one', async () => {
    const answer = await post(
      app,
      talkPaths.save,
      validTalk(dateAhead(app), { ggid: 'no-such-announcement' }),
      owner.headers,
    );
    expect(answer.message).toBe('关联公告须为本单位已发布的招聘公告');
  });

  it('refuses holds and submissions of an employer suspended for no-shows, naming the end date', async () => {
    const suspended = await employerAt(app);
    const rq = dateAhead(app);
    const hall = await addVenue(app, { zws: 300 });
    const id = await draft(suspended, rq);
    const today = chinaDate(app.clock.now());
    for (const sourceId of ['fair-a', 'fair-b'])
      await addRecord(app.db, app.clock.now(), {
        siteCode: '00000',
        employerId: suspended.dwid,
        employerName: '未到场单位',
        rule: '1',
        objectId: sourceId,
        objectName: '双选会',
        date: today,
        sourceId,
        note: '',
      });
    const held = await hold(suspended, id, hall, rq);
    expect(held.code).toBe(SUSPENDED_CODE);
    expect(held.message).toContain('暂停');
    expect((await post(app, talkPaths.submit, { id }, suspended.headers)).code).toBe(SUSPENDED_CODE);
  });
});

describe('the school’s queue', () => {
  it('never shows what an employer has not submitted, even under 全部', async () => {
    // Earlier tests moved the clock past the sessions' lifetime: sign in again.
    const [employer, reviewer] = await Promise.all([employerAt(app), staffAt(app)]);
    const id = await draft(employer, dateAhead(app), { xjzt: '尚未提交的宣讲会' });
    const all = okResult(
      await get<Page<{ id: string }>>(
        app,
        talkPaths.schoolList,
        { zt: '', keyword: '尚未提交' },
        reviewer.headers,
      ),
    );
    expect(all.records.map((talk) => talk.id)).not.toContain(id);
  });
});
