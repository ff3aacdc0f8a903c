import type { Kysely } from 'kysely';
import {
  announcementPaths,
  type PublicAnnouncement,
  type PublicAnnouncementListItem,
  type SchoolAnnouncementListItem,
} from '../../../contract/announcements';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { LIST_COUNT_CAP, type Page } from '../../../contract/paging';
import { expireOverdueAnnouncements } from '../../../server/announcements';
import {
  employerAnnouncementList,
  publicAnnouncementList,
  schoolAnnouncementList,
} from '../../../server/announcements/lists';
import type { Database } from '../../../server/schema';
import { expectIndexOrder, plansOf } from '../support/queryPlans';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { employerAt, get, newSite, okResult, renameEmployer, staffAt } from '../support/postings';
import { positionIn } from '../positions/support';
import { announcementIn } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const ids = (page: { records: { id: string }[] }) => page.records.map((record) => record.id);
const tick = () => server.clock.advance(1000);

describe('the school’s queue', () => {
  it('is the pending queue by default, oldest submission first, with state, keyword and flagged filters', async () => {
    const site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    await renameEmployer(server.app, employer.dwid, '齐鲁科技有限公司');
    const a = await announcementIn(server.app, 'pending', employer, staff, { ggbt: '春季招聘简章' });
    tick();
    const b = await announcementIn(server.app, 'pending', employer, staff, {
      ggbt: '实习生招聘',
      ggnr: '<p>限男性</p>',
      nrsm: '野外勘探岗位',
    });
    tick();
    const c = await announcementIn(server.app, 'published', employer, staff, { ggbt: '秋季招聘简章' });
    const list = (query: Record<string, string | number> = {}) =>
      get<Page<SchoolAnnouncementListItem>>(
        server.app,
        announcementPaths.schoolList,
        query,
        staff.headers,
      ).then(okResult);
    expect(ids(await list())).toEqual([a, b]);
    expect((await list()).records[1]).toMatchObject({ dwmc: '齐鲁科技有限公司', zt: '1' });
    expect((await list()).records[1]?.flags.map((flag) => flag.category)).toEqual(['gender']);
    expect(ids(await list({ flagged: '1' }))).toEqual([b]);
    expect(ids(await list({ zt: '2' }))).toEqual([c]);
    expect((await list({ zt: '' })).total).toBe(3);
    expect(ids(await list({ keyword: '实习' }))).toEqual([b]);
    expect(ids(await list({ keyword: '齐鲁', zt: '' })).sort()).toEqual([a, b, c].sort());
    expect(ids(await list({ size: 1, page: 2 }))).toEqual([b]);
  });

  it('refuses a bad filter naming it', async () => {
    const staff = await staffAt(server.app);
    expect(await get(server.app, announcementPaths.schoolList, { zt: '9' }, staff.headers)).toEqual({
      code: 400,
      result: null,
      message: '参数 zt 格式不正确',
    });
    expect((await get(server.app, announcementPaths.schoolList, { size: 101 }, staff.headers)).code).toBe(
      400,
    );
  });

  it('counts its total only up to LIST_COUNT_CAP', async () => {
    const site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    const id = await announcementIn(server.app, 'pending', employer, staff);
    const row = await server.app.db
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: LIST_COUNT_CAP + 20 }, (_, i) => ({
      ...row,
      id: `bulk${String(i).padStart(28, '0')}`,
    }));
    for (let i = 0; i < copies.length; i += 500)
      await server.app.db
        .insertInto('announcements')
        .values(copies.slice(i, i + 500))
        .execute();
    const page = okResult(
      await get<Page<SchoolAnnouncementListItem>>(
        server.app,
        announcementPaths.schoolList,
        { size: 5 },
        staff.headers,
      ),
    );
    expect(page.total).toBe(LIST_COUNT_CAP);
    expect(page.records).toHaveLength(5);
    await server.app.db.deleteFrom('announcements').where('site_code', '=', site).execute();
  });
});

describe('the public list and detail', () => {
  let site: string;
  let shown: Record<'spring' | 'autumn' | 'lastDay', string>;
  let hidden: Record<string, string>;
  let position: string;

  beforeAll(async () => {
    site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    await renameEmployer(server.app, employer.dwid, '泉城软件有限公司');
    const today = chinaDate(server.clock.now());
    position = await positionIn(server.app, 'published', employer, staff, { zwmc: 'Java开发' });
    const pending = await positionIn(server.app, 'pending', employer, staff, { zwmc: '待审岗位' });
    const spring = await announcementIn(server.app, 'published', employer, staff, {
      ggbt: '春季校园招聘简章',
      glzw: [position],
    });
    tick();
    const autumn = await announcementIn(server.app, 'published', employer, staff, { ggbt: '秋季招聘公告' });
    tick();
    const lastDay = await announcementIn(server.app, 'published', employer, staff, {
      ggbt: '今日截止的公告',
      kssj: addDays(today, -10),
      jssj: today,
    });
    shown = { spring, autumn, lastDay };
    const otherSite = await newSite(server.app);
    hidden = {
      notYetValid: await announcementIn(server.app, 'published', employer, staff, {
        ggbt: '下月开始的公告',
        kssj: addDays(today, 30),
        jssj: addDays(today, 60),
      }),
      pending: await announcementIn(server.app, 'pending', employer, staff),
      draft: await announcementIn(server.app, 'draft', employer, staff),
      offline: await announcementIn(server.app, 'offline', employer, staff),
      expired: await announcementIn(server.app, 'expired', employer, staff),
      rejected: await announcementIn(server.app, 'rejected', employer, staff),
      otherSite: await announcementIn(
        server.app,
        'published',
        await employerAt(server.app, otherSite),
        await staffAt(server.app, otherSite),
      ),
    };
    // A linked position that is not published: the detail leaves it out.
    await server.app.db
      .insertInto('announcement_positions')
      .values({ announcement_id: shown.spring, position_id: pending, ordinal: 1 })
      .execute();
  });

  const list = (query: Record<string, string | number> = {}) =>
    get<Page<PublicAnnouncementListItem>>(server.app, announcementPaths.publicList, {
      xxdm: site,
      ...query,
    }).then(okResult);

  it('lists only the site’s published announcements within their validity, newest first, without a session', async () => {
    const page = await list();
    expect(ids(page)).toEqual([shown.lastDay, shown.autumn, shown.spring]);
    expect(page.total).toBe(3);
    expect(page.records[2]).toEqual({
      id: shown.spring,
      ggbt: '春季校园招聘简章',
      kssj: expect.any(String) as string,
      jssj: expect.any(String) as string,
      dwmc: '泉城软件有限公司',
      fbsj: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
    });
    for (const id of Object.values(hidden)) expect(ids(page)).not.toContain(id);
  });

  it('matches a keyword on the title or the employer, and pages', async () => {
    expect(ids(await list({ keyword: '秋季' }))).toEqual([shown.autumn]);
    expect((await list({ keyword: '泉城' })).total).toBe(3);
    expect(ids(await list({ keyword: '100%' }))).toEqual([]);
    expect(ids(await list({ size: 1, page: 2 }))).toEqual([shown.autumn]);
  });

  it('shows a published announcement without review data, with only its published linked positions', async () => {
    const detail = okResult(
      await get<PublicAnnouncement>(server.app, announcementPaths.publicDetail, {
        id: shown.spring,
        xxdm: site,
      }),
    );
    expect(detail).toMatchObject({ id: shown.spring, zt: '2', xxdm: site, dwmc: '泉城软件有限公司' });
    expect(detail.glzw).toEqual([{ id: position, zwmc: 'Java开发' }]);
    for (const field of ['shyj', 'nrsm', 'cjsj', 'gxsj', 'tjsj']) expect(detail).not.toHaveProperty(field);
    for (const id of Object.values(hidden))
      expect(await get(server.app, announcementPaths.publicDetail, { id, xxdm: site })).toEqual({
        code: 404,
        result: null,
        message: '公告不存在',
      });
  });

  it('refuses an unknown site', async () => {
    expect(await get(server.app, announcementPaths.publicList, { xxdm: '99999' })).toEqual({
      code: 400,
      result: null,
      message: '学校站点不存在',
    });
  });

  it('drops an announcement the day after its end date, before the expiry sweep runs', async () => {
    server.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect(ids(await list())).not.toContain(shown.lastDay);
      expect((await get(server.app, announcementPaths.publicDetail, { id: shown.lastDay })).code).toBe(404);
    } finally {
      server.clock.advance(-24 * 60 * 60 * 1000);
    }
  });
});

describe('query plans', () => {
  const scope = { employerId: 'e1', siteCode: '00000' };
  const LISTS: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
    ['the employer list', (db) => employerAnnouncementList(db, scope, {})],
    ['the employer list of one state', (db) => employerAnnouncementList(db, scope, { zt: '2' })],
    ['the school queue', (db) => schoolAnnouncementList(db, '00000', {})],
    ['the school queue, flagged only', (db) => schoolAnnouncementList(db, '00000', { flagged: '1' })],
    ['the school list of one state', (db) => schoolAnnouncementList(db, '00000', { zt: '2' })],
    ['the school list of every state', (db) => schoolAnnouncementList(db, '00000', { zt: '' })],
    ['the public list', (db) => publicAnnouncementList(db, Date.now(), { xxdm: '00000' })],
    ['the expiry sweep', (db) => expireOverdueAnnouncements(db, Date.now())],
  ];

  it.each(LISTS)('%s reads an index in the list’s order', async (_name, work) => {
    const plans = await plansOf(server, work);
    expect(plans.length).toBeGreaterThanOrEqual(1);
    expectIndexOrder(plans, 'announcements');
  });

  it('the public list and its count read the public index, not the expiry sweep’s', async () => {
    const plans = await plansOf(server, (db) => publicAnnouncementList(db, Date.now(), { xxdm: '00000' }));
    for (const plan of plans) {
      expect(plan).not.toContain('announcements_end_date');
      // PostgreSQL weighs the statistics of a few test rows and may take another index of the site.
      if (server.database.dialect === 'sqlite') expect(plan).toContain('announcements_public');
    }
  });
});
