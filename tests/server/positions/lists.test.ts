import { chinaDate } from '../../../contract/chinaTime';
import { LIST_COUNT_CAP, type Page } from '../../../contract/paging';
import {
  positionPaths,
  type PositionListResult,
  type PublicPositionDetail,
  type PublicPositionListItem,
  type PublishedPositionOption,
  type SchoolPositionListItem,
} from '../../../contract/positions';
import { createListTotals, TOTALS_TTL_MS } from '../../../server/positions/totals';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { employerAt, get, newSite, okResult, post, renameEmployer, staffAt } from '../support/postings';
import { positionIn, validDraft } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ids = (page: { records: { id: string }[] }) => page.records.map((record) => record.id);

describe('the employer’s list', () => {
  it('pages its own positions at the session’s site, latest update first, with the count of each state', async () => {
    const site = await newSite(server.app);
    const employer = await employerAt(server.app, site);
    const staff = await staffAt(server.app, site);
    const created: string[] = [];
    for (const state of [
      'draft',
      'draft',
      'pending',
      'published',
      'published',
      'rejected',
      'changes',
      'offline',
    ] as const) {
      created.push(await positionIn(server.app, state, employer, staff, { zwmc: `职位${created.length}` }));
      server.clock.advance(1000);
    }
    // Another employer's position and the same employer's at the default site stay out.
    await positionIn(server.app, 'draft', await employerAt(server.app, site), staff);

    const list = (query: Record<string, string | number> = {}) =>
      get<PositionListResult>(server.app, positionPaths.list, query, employer.headers).then(okResult);
    const first = await list({ size: 3 });
    expect(first.total).toBe(8);
    expect(first.counts).toEqual({ '0': 2, '1': 1, '2': 2, '3': 1, '4': 1, '5': 1, '6': 0 });
    expect(ids(first)).toEqual([...created].reverse().slice(0, 3));
    const third = await list({ size: 3, page: 3 });
    expect(ids(third)).toEqual([created[1], created[0]]);
    expect(third.records[0]).toMatchObject({
      zwmc: '职位1',
      zt: '0',
      xxdm: site,
      dwid: employer.dwid,
      sqrs: 0,
      gzdqmc: '山东省 济南市 历下区',
    });

    const published = await list({ zt: '2' });
    expect(published.total).toBe(2);
    expect(ids(published)).toEqual([created[4], created[3]]);
    expect((await list({ zt: '' })).total).toBe(8);

    const searched = await list({ keyword: '职位7' });
    expect(ids(searched)).toEqual([created[7]]);
    expect(searched.counts['5']).toBe(1);
    expect(searched.counts['0']).toBe(0);
    expect((await list({ keyword: '%' })).total).toBe(0);

    // Saving moves a position to the top.
    server.clock.advance(1000);
    okResult(
      await post(
        server.app,
        positionPaths.save,
        validDraft(server.app, { id: created[0], gzxz: '3' }),
        employer.headers,
      ),
    );
    expect(ids(await list({ size: 1 }))).toEqual([created[0]]);
  });

  it('refuses a bad filter naming it', async () => {
    const employer = await employerAt(server.app);
    expect(await get(server.app, positionPaths.list, { zt: '9' }, employer.headers)).toMatchObject({
      code: 400,
      message: '参数 zt 格式不正确',
    });
    expect(await get(server.app, positionPaths.list, { size: 101 }, employer.headers)).toMatchObject({
      code: 400,
      message: '参数 size 格式不正确',
    });
  });

  it('offers the published positions still open for linking', async () => {
    const employer = await employerAt(server.app);
    const staff = await staffAt(server.app);
    const open = await positionIn(server.app, 'published', employer, staff, { zwmc: '可关联的职位' });
    await positionIn(server.app, 'pending', employer, staff);
    await positionIn(server.app, 'offline', employer, staff);
    const options = okResult(
      await get<PublishedPositionOption[]>(server.app, positionPaths.published, {}, employer.headers),
    );
    expect(options).toEqual([{ id: open, zwmc: '可关联的职位' }]);
    expect(
      okResult(
        await get<PublishedPositionOption[]>(
          server.app,
          positionPaths.published,
          { keyword: '无关' },
          employer.headers,
        ),
      ),
    ).toEqual([]);
  });
});

describe('the school’s list', () => {
  it('is the pending queue by default, oldest submission first, with filters', async () => {
    const site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const first = await employerAt(server.app, site);
    await renameEmployer(server.app, first.dwid, '齐鲁科技有限公司');
    const second = await employerAt(server.app, site);
    const a = await positionIn(server.app, 'pending', first, staff, {
      zwmc: '前端工程师',
      gzxz: '3',
      zwlb: '13',
    });
    server.clock.advance(1000);
    const b = await positionIn(server.app, 'pending', second, staff, { zwmc: '会计', gzxz: '3', zwlb: '21' });
    server.clock.advance(1000);
    const c = await positionIn(server.app, 'published', second, staff, { zwmc: '出纳', gzxz: '3' });
    await positionIn(server.app, 'draft', second, staff);

    const list = (query: Record<string, string | number> = {}) =>
      get<Page<SchoolPositionListItem>>(server.app, positionPaths.schoolList, query, staff.headers).then(
        okResult,
      );
    expect(await list()).toMatchObject({ total: 2 });
    expect(ids(await list())).toEqual([a, b]);
    expect((await list()).records[0]).toMatchObject({ dwmc: '齐鲁科技有限公司', zt: '1', flags: [] });
    expect(ids(await list({ zt: '2' }))).toEqual([c]);
    expect((await list({ zt: '' })).total).toBe(4);
    expect(ids(await list({ zwlb: '21' }))).toEqual([b]);
    expect(ids(await list({ gzxz: '1' }))).toEqual([]);
    expect(ids(await list({ keyword: '齐鲁' }))).toEqual([a]);
    expect(ids(await list({ keyword: '会计' }))).toEqual([b]);
    expect(ids(await list({ size: 1, page: 2 }))).toEqual([b]);
  });

  it('counts its total only up to LIST_COUNT_CAP', async () => {
    const site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    const id = await positionIn(server.app, 'pending', employer, staff);
    const row = await server.app.db
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: LIST_COUNT_CAP + 20 }, (_, i) => ({
      ...row,
      id: `bulk${String(i).padStart(28, '0')}`,
    }));
    for (let i = 0; i < copies.length; i += 500)
      await server.app.db
        .insertInto('positions')
        .values(copies.slice(i, i + 500))
        .execute();
    const page = okResult(
      await get<Page<SchoolPositionListItem>>(
        server.app,
        positionPaths.schoolList,
        { size: 5 },
        staff.headers,
      ),
    );
    expect(page.total).toBe(LIST_COUNT_CAP);
    expect(page.records).toHaveLength(5);
    await server.app.db.deleteFrom('positions').where('site_code', '=', site).execute();
  });
});

describe('kept totals', () => {
  it('follow every change at once: a decision, a submission, an expiry', async () => {
    const site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    const queue = async () =>
      okResult(
        await get<Page<SchoolPositionListItem>>(server.app, positionPaths.schoolList, {}, staff.headers),
      ).total;
    const open = async () =>
      okResult(await get<Page<PublicPositionListItem>>(server.app, positionPaths.publicList, { xxdm: site }))
        .total;
    const first = await positionIn(server.app, 'pending', employer, staff);
    await positionIn(server.app, 'pending', employer, staff);
    expect([await queue(), await open()]).toEqual([2, 0]);
    okResult(
      await post(server.app, positionPaths.schoolReview, { id: first, action: 'pass' }, staff.headers),
    );
    expect([await queue(), await open()]).toEqual([1, 1]);
    await positionIn(server.app, 'pending', employer, staff);
    expect(await queue()).toBe(2);
    okResult(await post(server.app, positionPaths.offline, { id: first }, employer.headers));
    expect(await open()).toBe(0);
  });

  it('are kept a while, then counted again', async () => {
    let now = 0;
    let counted = 0;
    const totals = createListTotals(() => now);
    const count = () => Promise.resolve(++counted);
    expect(await totals.get('10001', 'a', count)).toBe(1);
    expect(await totals.get('10001', 'a', count)).toBe(1);
    expect(await totals.get('10001', 'b', count)).toBe(2);
    totals.siteChanged('10002');
    expect(await totals.get('10001', 'a', count)).toBe(1);
    totals.siteChanged('10001');
    expect(await totals.get('10001', 'a', count)).toBe(3);
    now += TOTALS_TTL_MS;
    expect(await totals.get('10001', 'a', count)).toBe(4);
  });
});

describe('the public list and detail', () => {
  let site: string;
  let shown: Record<'developer' | 'accountant' | 'lastDay', string>;
  let hidden: Record<'pending' | 'draft' | 'offline' | 'expired' | 'rejected' | 'otherSite', string>;

  beforeAll(async () => {
    site = await newSite(server.app);
    const staff = await staffAt(server.app, site);
    const employer = await employerAt(server.app, site);
    await renameEmployer(server.app, employer.dwid, '泉城软件有限公司');
    const today = chinaDate(server.clock.now());
    const developer = await positionIn(server.app, 'published', employer, staff, {
      zwmc: 'Java开发',
      zwlb: '13',
      gzxz: '3',
      gzdq: '370102',
      xlyq: '2',
    });
    server.clock.advance(1000);
    const accountant = await positionIn(server.app, 'published', employer, staff, {
      zwmc: '会计',
      zwlb: '21',
      gzxz: '3',
      gzdq: '110105',
      xlyq: '3',
      gkfw: '1',
    });
    server.clock.advance(1000);
    const lastDay = await positionIn(server.app, 'published', employer, staff, {
      zwmc: '今日截止',
      zwlb: '90',
      gzxz: '3',
      gzdq: '370103',
      xlyq: '0',
      jzrq: today,
      kssj: today,
    });
    shown = { developer, accountant, lastDay };
    const otherSite = await newSite(server.app);
    hidden = {
      pending: await positionIn(server.app, 'pending', employer, staff),
      draft: await positionIn(server.app, 'draft', employer, staff),
      offline: await positionIn(server.app, 'offline', employer, staff),
      expired: await positionIn(server.app, 'expired', employer, staff),
      rejected: await positionIn(server.app, 'rejected', employer, staff),
      otherSite: await positionIn(
        server.app,
        'published',
        await employerAt(server.app, otherSite),
        await staffAt(server.app, otherSite),
      ),
    };
  });

  const list = (query: Record<string, string | number> = {}) =>
    get<Page<PublicPositionListItem>>(server.app, positionPaths.publicList, { xxdm: site, ...query }).then(
      okResult,
    );

  it('lists only the site’s published positions, newest first, without a session', async () => {
    const page = await list();
    expect(ids(page)).toEqual([shown.lastDay, shown.accountant, shown.developer]);
    expect(page.total).toBe(3);
    expect(page.records[1]).toEqual({
      id: shown.accountant,
      zwmc: '会计',
      gzxz: '3',
      zwlb: '21',
      xlyq: '3',
      zprs: 5,
      xzlx: '1',
      xzxx: 8000,
      xzsx: 15000,
      gzdq: '110105',
      gzdqmc: '北京市 朝阳区',
      jzrq: expect.any(String) as string,
      dwmc: '泉城软件有限公司',
      fbsj: expect.any(String) as string,
      gkfw: '1',
    });
  });

  it.each<[string, Record<string, string>, (keyof typeof shown)[]]>([
    ['category', { category: '21' }, ['accountant']],
    ['nature', { nature: '1' }, []],
    ['city (a city with districts)', { city: '370100' }, ['lastDay', 'developer']],
    ['city (a municipality)', { city: '110000' }, ['accountant']],
    ['education', { education: '2' }, ['developer']],
    ['keyword on the name', { keyword: 'java' }, ['developer']],
    ['keyword on the employer', { keyword: '泉城' }, ['lastDay', 'accountant', 'developer']],
    [
      'empty filters',
      { category: '', nature: '', city: '', education: '', keyword: '' },
      ['lastDay', 'accountant', 'developer'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    expect(ids(await list(query))).toEqual(expected.map((name) => shown[name]));
  });

  it('pages', async () => {
    const second = await list({ size: 2, page: 2 });
    expect(ids(second)).toEqual([shown.developer]);
    expect(second.total).toBe(3);
  });

  it('shows a published position’s detail, without review data or contact, and nothing else', async () => {
    const detail = okResult(
      await get<PublicPositionDetail>(server.app, positionPaths.publicDetail, {
        id: shown.developer,
        xxdm: site,
      }),
    );
    expect(detail).toMatchObject({
      id: shown.developer,
      zwmc: 'Java开发',
      zt: '2',
      dwmc: '泉城软件有限公司',
    });
    for (const internal of ['shyj', 'nrsm', 'cjsj', 'gxsj', 'tjsj', 'sqrs', 'lxr', 'lxdh', 'jlyx'])
      expect(detail).not.toHaveProperty(internal);
    const notFound = { code: 404, result: null, message: '职位不存在' };
    for (const id of Object.values(hidden))
      expect(await get(server.app, positionPaths.publicDetail, { id, xxdm: site })).toEqual(notFound);
    expect(await get(server.app, positionPaths.publicDetail, { id: shown.developer, xxdm: '00000' })).toEqual(
      notFound,
    );
    expect(await get(server.app, positionPaths.publicDetail, { id: hidden.otherSite })).toMatchObject({
      code: 200,
    });
  });

  it('refuses an unknown site', async () => {
    expect(await get(server.app, positionPaths.publicList, { xxdm: '99998' })).toEqual({
      code: 400,
      result: null,
      message: '学校站点不存在',
    });
    expect(await get(server.app, positionPaths.publicList, {})).toMatchObject({
      code: 400,
      message: '参数 xxdm 不能为空',
    });
  });

  it('drops a position the day after its deadline, before the expiry sweep runs', async () => {
    server.clock.advance(DAY_MS);
    expect(ids(await list())).toEqual([shown.accountant, shown.developer]);
    expect(await get(server.app, positionPaths.publicDetail, { id: shown.lastDay })).toMatchObject({
      code: 404,
    });
    const row = await server.app.db
      .selectFrom('positions')
      .select('state')
      .where('id', '=', shown.lastDay)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('published');
  });
});
