import type { FastifyInstance } from 'fastify';
import {
  FEED_NOT_FOUND_MESSAGE,
  SIGN_UP_MESSAGES,
  activityPaths,
  type ActivityItem,
  type ScheduleItem,
  type ScheduleSubscription,
  type SignUpSummary,
} from '../../../contract/activities';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { accountAdminPaths, NO_GRANTS } from '../../../contract/permissions';
import type { Page } from '../../../contract/paging';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { uniqueMobile } from '../support/employers';
import {
  employerAt,
  get,
  okResult,
  post,
  staffAt,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from '../support/postings';
import { fastPasswords, startTestServer, type TestServer } from '../support/testServer';
import { talkIn } from './support';

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

const around = (rq: string) => ({ ksrq: addDays(rq, -3), jsrq: addDays(rq, 3) });

/** A sub-account of the owner whose role grants these sections at view. */
async function subAccountSeeing(sections: ('talks' | 'fairs')[]): Promise<Headers> {
  const grants = { ...NO_GRANTS, ...Object.fromEntries(sections.map((section) => [section, 'view'])) };
  const { id: roleId } = okResult(
    await post<{ id: string }>(
      app,
      accountAdminPaths.saveRole,
      { name: `日程${Math.random().toString(36).slice(2, 8)}`, grants },
      owner.headers,
    ),
  );
  const { id } = okResult(
    await post<{ id: string }>(
      app,
      accountAdminPaths.saveSubAccount,
      { name: '日程', mobile: uniqueMobile(), roleId, enabled: true },
      owner.headers,
    ),
  );
  return { accesstoken: await openEmployerSession(app.db, app.clock.now(), id, '00000', owner.dwid) };
}

describe('我的日程: the employer’s own activities', () => {
  it('shows its pending and passed talks with state and page, never another employer’s', async () => {
    const passed = await talkIn(app, owner, staff, { workingDays: 10, draft: { xjzt: '已通过的宣讲会' } });
    const pending = await talkIn(app, owner, staff, { state: 'pending', workingDays: 10 });
    const others = await talkIn(app, rival, staff, { workingDays: 10 });

    const items = okResult(
      await get<ScheduleItem[]>(app, activityPaths.schedule, around(passed.rq), owner.headers),
    );
    const ids = items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([passed.id, pending.id]));
    expect(ids).not.toContain(others.id);
    expect(items.find((item) => item.id === passed.id)).toMatchObject({
      lx: 'xjh',
      bt: '已通过的宣讲会',
      zt: '2',
      ztmc: '已通过',
      lj: `/xjh/xjhgl?id=${passed.id}`,
      bm: { kfbm: false, rl: 200, ybmrs: 0 },
    });
    expect(items.find((item) => item.id === pending.id)).toMatchObject({ zt: '1', ztmc: '待审核' });
  });

  it('refuses a range longer than two months or reversed', async () => {
    const today = chinaDate(app.clock.now());
    expect(
      await get(app, activityPaths.schedule, { ksrq: today, jsrq: addDays(today, 62) }, owner.headers),
    ).toMatchObject({ code: 400, message: '日期范围不能超过62天' });
    expect(
      await get(app, activityPaths.schedule, { ksrq: today, jsrq: addDays(today, -1) }, owner.headers),
    ).toMatchObject({ code: 400, message: '结束日期不能早于开始日期' });
  });

  it('shows talks only to a role that may see them', async () => {
    const talk = await talkIn(app, owner, staff, { workingDays: 11 });
    const blind = okResult(
      await get<ScheduleItem[]>(app, activityPaths.schedule, around(talk.rq), await subAccountSeeing([])),
    );
    expect(blind).toEqual([]);
    const seeing = okResult(
      await get<ScheduleItem[]>(
        app,
        activityPaths.schedule,
        around(talk.rq),
        await subAccountSeeing(['talks']),
      ),
    );
    expect(seeing.map((item) => item.id)).toContain(talk.id);
  });
});

describe('the calendar file and the subscription', () => {
  it('exports the schedule as iCalendar with stable event ids in UTC', async () => {
    const talk = await talkIn(app, owner, staff, { workingDays: 12, draft: { xjzt: '日历导出宣讲会' } });
    const response = await app.inject({
      method: 'GET',
      url: activityPaths.scheduleIcs,
      headers: owner.headers,
    });
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.body;
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(`UID:xjh-${talk.id}@`);
    expect(body).toContain('SUMMARY:宣讲会：日历导出宣讲会');
    // 14:00 China time is 06:00 UTC.
    expect(body).toContain(`DTSTART:${talk.rq.replaceAll('-', '')}T060000Z`);
    expect(body).toContain('STATUS:CONFIRMED');
    expect(body).not.toContain('13800138000');
  });

  it('serves the subscription without a session until the address is reset', async () => {
    const talk = await talkIn(app, owner, staff, { workingDays: 13 });
    const first = okResult(
      await get<ScheduleSubscription>(app, activityPaths.subscription, {}, owner.headers),
    );
    const again = okResult(
      await get<ScheduleSubscription>(app, activityPaths.subscription, {}, owner.headers),
    );
    expect(again.dydz).toBe(first.dydz);
    expect(first.dydz).toMatch(/^\/web\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await app.inject({ method: 'GET', url: first.dydz });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain(`UID:xjh-${talk.id}@`);

    const rivals = okResult(
      await get<ScheduleSubscription>(app, activityPaths.subscription, {}, rival.headers),
    );
    expect((await app.inject({ method: 'GET', url: rivals.dydz })).body).not.toContain(talk.id);

    const reset = okResult(
      await post<ScheduleSubscription>(app, activityPaths.resetSubscription, {}, owner.headers),
    );
    expect(reset.dydz).not.toBe(first.dydz);
    const old = await app.inject({ method: 'GET', url: first.dydz });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 404, message: FEED_NOT_FOUND_MESSAGE });
    expect((await app.inject({ method: 'GET', url: reset.dydz })).body).toContain(talk.id);
    expect((await app.inject({ method: 'GET', url: '/web/calendar/guess.ics' })).statusCode).not.toBe(200);
  });
});

describe('活动信息 and opening a talk’s sign-up', () => {
  it('lists the site’s upcoming activities by kind and keyword', async () => {
    const talk = await talkIn(app, rival, staff, { workingDays: 14, draft: { xjzt: '别家的星辰宣讲会' } });
    const page = okResult(
      await get<Page<ActivityItem>>(
        app,
        activityPaths.siteActivities,
        { keyword: '星辰', lx: 'xjh' },
        owner.headers,
      ),
    );
    expect(page.records.map((item) => item.id)).toEqual([talk.id]);
    expect(page.records[0]?.jbf).toBeTruthy();
    const fairsOnly = okResult(
      await get<Page<ActivityItem>>(
        app,
        activityPaths.siteActivities,
        { keyword: '星辰', lx: 'zph' },
        owner.headers,
      ),
    );
    expect(fairsOnly.total).toBe(0);
  });

  it('lets the owner open and close sign-up, refusing another employer and online talks', async () => {
    const talk = await talkIn(app, owner, staff, { workingDays: 10, seats: 80 });
    expect(
      await post(app, activityPaths.signUpSetting, { id: talk.id, kfbm: true }, rival.headers),
    ).toMatchObject({
      code: 404,
      message: SIGN_UP_MESSAGES.notFound,
    });
    expect(
      okResult(
        await post<SignUpSummary>(
          app,
          activityPaths.signUpSetting,
          { id: talk.id, kfbm: true },
          owner.headers,
        ),
      ),
    ).toEqual({ kfbm: true, rl: 80, ybmrs: 0 });
    expect(
      okResult(
        await post<SignUpSummary>(
          app,
          activityPaths.signUpSetting,
          { id: talk.id, kfbm: false },
          owner.headers,
        ),
      ),
    ).toEqual({ kfbm: false, rl: 80, ybmrs: 0 });

    const online = await talkIn(app, owner, staff, {
      draft: { xs: true, zblj: 'https://live.example.com/1' },
    });
    expect(
      await post(app, activityPaths.signUpSetting, { id: online.id, kfbm: true }, owner.headers),
    ).toMatchObject({
      code: 400,
      message: SIGN_UP_MESSAGES.onlineTalk,
    });
  });
});
