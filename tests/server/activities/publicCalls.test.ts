import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_NOT_FOUND_MESSAGE,
  activityPaths,
  monthOf,
  type ActivityItem,
  type CalendarDay,
  type CalendarDetail,
  type PublicTalkPage,
} from '../../../contract/activities';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { employerAt, okResult, staffAt, type EmployerSession, type StaffSession } from '../support/postings';
import { createSite } from '../support/sites';
import { fastPasswords, startTestServer, type TestServer } from '../support/testServer';
import { VALID_ENTRANTS } from '../talks/support';
import { talkIn } from './support';

let server: TestServer;
let app: FastifyInstance;
let owner: EmployerSession;
let staff: StaffSession;

const ITEM_FIELDS = ['bt', 'dd', 'id', 'jbf', 'jssj', 'kssj', 'lx', 'rq', 'xsfs'];
const DETAIL_FIELDS = [...ITEM_FIELDS, 'bm', 'sm', 'yx', 'zbdz', 'zw', 'zy'].sort();
/** What an employer's talk holds that the public must never see. */
const PRIVATE_VALUES = [
  '13800138000',
  'hr@example.com',
  '王经理',
  ...VALID_ENTRANTS.flatMap((e) => [e.idCard, e.mobile, e.name]),
];

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  [owner, staff] = await Promise.all([employerAt(app), staffAt(app)]);
});
afterAll(() => server.close());

async function publicGet<T>(path: string, query: Record<string, string | number>) {
  const response = await app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.headers['set-cookie']).toBeUndefined();
  for (const value of PRIVATE_VALUES) expect(response.body).not.toContain(value);
  return response.json<{ code: number; result: T; message: string }>();
}

describe('getXjh: the passed talks of a site', () => {
  it('lists passed talks soonest first, never pending ones, another site’s or private fields', async () => {
    const later = await talkIn(app, owner, staff, { workingDays: 20, draft: { xjzt: '后面的宣讲会' } });
    const sooner = await talkIn(app, owner, staff, { workingDays: 12, draft: { xjzt: '前面的宣讲会' } });
    const pending = await talkIn(app, owner, staff, { state: 'pending', draft: { xjzt: '待审核宣讲会' } });

    const page = okResult(
      await publicGet<PublicTalkPage>(activityPaths.publicTalks, { xxdm: '00000', size: 50 }),
    );
    const ids = page.records.map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).toContain(sooner.id);
    expect(ids).not.toContain(pending.id);
    const item = page.records.find((record) => record.id === sooner.id);
    expect(Object.keys(item ?? {}).sort()).toEqual(ITEM_FIELDS);
    expect(item).toMatchObject({ lx: 'xjh', bt: '前面的宣讲会', kssj: '14:00', jssj: '16:00', xsfs: '1' });
    expect(item?.dd).toMatch(/测试楼 测试场地/);

    await createSite(app, '10086');
    const elsewhere = okResult(await publicGet<PublicTalkPage>(activityPaths.publicTalks, { xxdm: '10086' }));
    expect(elsewhere).toEqual({ records: [], total: 0 });
  });

  it('filters by date range and keyword and pages', async () => {
    const a = await talkIn(app, owner, staff, { workingDays: 30, draft: { xjzt: '量子计算专场' } });
    await talkIn(app, owner, staff, { workingDays: 31, draft: { xjzt: '量子通信专场' } });
    const byKeyword = okResult(
      await publicGet<PublicTalkPage>(activityPaths.publicTalks, { xxdm: '00000', keyword: '量子', size: 1 }),
    );
    expect(byKeyword.total).toBe(2);
    expect(byKeyword.records.map((item) => item.id)).toEqual([a.id]);
    const second = okResult(
      await publicGet<PublicTalkPage>(activityPaths.publicTalks, {
        xxdm: '00000',
        keyword: '量子',
        size: 1,
        page: 2,
      }),
    );
    expect(second.records[0]?.bt).toBe('量子通信专场');
    const oneDay = okResult(
      await publicGet<PublicTalkPage>(activityPaths.publicTalks, { xxdm: '00000', ksrq: a.rq, jsrq: a.rq }),
    );
    expect(oneDay.records.map((item: ActivityItem) => item.rq)).toEqual(oneDay.records.map(() => a.rq));
    expect(oneDay.records.map((item) => item.id)).toContain(a.id);
  });

  it('refuses a reversed range, an unknown site and an unknown school code format', async () => {
    const today = chinaDate(app.clock.now());
    expect(
      await publicGet(activityPaths.publicTalks, { xxdm: '00000', ksrq: today, jsrq: addDays(today, -1) }),
    ).toMatchObject({ code: 400, message: '结束日期不能早于开始日期' });
    expect(await publicGet(activityPaths.publicTalks, { xxdm: '99999' })).toMatchObject({ code: 400 });
    expect(await publicGet(activityPaths.publicTalks, { xxdm: 'abc' })).toMatchObject({ code: 400 });
  });
});

describe('getHdrllb and getHdrlxq: the activity calendar', () => {
  it('answers a month per day, and a day’s or one talk’s details without private fields', async () => {
    const talk = await talkIn(app, owner, staff, { workingDays: 15, draft: { xjzt: '日历宣讲会' } });
    const month = okResult(
      await publicGet<CalendarDay[]>(activityPaths.calendar, { xxdm: '00000', yf: monthOf(talk.rq) }),
    );
    const day = month.find((entry) => entry.rq === talk.rq);
    expect(day?.items.map((item) => item.id)).toContain(talk.id);
    expect(month.every((entry) => entry.rq.startsWith(monthOf(talk.rq)))).toBe(true);
    expect(month.map((entry) => entry.rq)).toEqual([...month.map((entry) => entry.rq)].sort());

    const byId = okResult(
      await publicGet<CalendarDetail>(activityPaths.calendarDetail, {
        xxdm: '00000',
        id: talk.id,
        lx: 'xjh',
      }),
    );
    expect(byId.rq).toBe(talk.rq);
    expect(Object.keys(byId.items[0] ?? {}).sort()).toEqual(DETAIL_FIELDS);
    expect(byId.items[0]).toMatchObject({
      bt: '日历宣讲会',
      yx: '计算机学院',
      zy: '软件工程',
      sm: '',
      bm: { kfbm: false, rl: 200, ybmrs: 0 },
    });

    const byDay = okResult(
      await publicGet<CalendarDetail>(activityPaths.calendarDetail, { xxdm: '00000', rq: talk.rq }),
    );
    expect(byDay.items.map((item) => item.id)).toContain(talk.id);
  });

  it('answers an unknown or pending talk as missing and a bad month as a bad request', async () => {
    const pending = await talkIn(app, owner, staff, { state: 'pending' });
    for (const id of [pending.id, 'nonexistent']) {
      expect(await publicGet(activityPaths.calendarDetail, { xxdm: '00000', id, lx: 'xjh' })).toMatchObject({
        code: 404,
        message: ACTIVITY_NOT_FOUND_MESSAGE,
      });
    }
    expect(await publicGet(activityPaths.calendar, { xxdm: '00000', yf: '2026-13' })).toMatchObject({
      code: 400,
    });
    expect(await publicGet(activityPaths.calendarDetail, { xxdm: '00000' })).toMatchObject({ code: 400 });
  });
});
