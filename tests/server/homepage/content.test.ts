import { chinaDateTime, chinaDate, addDays } from '../../../contract/chinaTime';
import {
  homepagePaths,
  siteContentPaths,
  type Banner,
  type HomepageData,
  type Notice,
  type NoticeListItem,
  type SearchResult,
  type SiteLink,
  type SiteTemplate,
} from '../../../contract/homepage';
import type { Page } from '../../../contract/paging';
import { get, okResult, post, staffAt, type Headers } from '../support/postings';
import { createSite } from '../support/sites';
import { startTestServer, type TestServer } from '../support/testServer';
import { uploadAsStaff } from './support';

// The console's content management (/mgr/wznr) and the public calls that show it.

let server: TestServer;
let site: string;
let staff: Headers;
let otherStaff: Headers;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  sequence += 1;
  site = String(20000 + sequence + (process.pid % 1000) * 20).padStart(5, '0');
  await createSite(server.app, site, `测试大学${site}`);
  staff = (await staffAt(server.app, site)).headers;
  const other = String(70000 + sequence + (process.pid % 1000) * 20);
  await createSite(server.app, other);
  otherStaff = (await staffAt(server.app, other)).headers;
});

const now = () => server.app.clock.now();
const saveColumn = async (lmmc: string, px = 0) =>
  okResult(await post<{ id: string }>(server.app, siteContentPaths.saveColumn, { lmmc, px }, staff)).id;
const noticeDraft = (lmid: string, overrides: Record<string, unknown> = {}) => ({
  lmid,
  bt: '关于举办秋季双选会的通知',
  nr: '<p>欢迎各单位参加双选会。</p>',
  fj: [],
  zd: '0',
  fbsj: chinaDateTime(now() - 60_000),
  ...overrides,
});
const saveNotice = async (lmid: string, overrides: Record<string, unknown> = {}) =>
  okResult(
    await post<{ id: string }>(server.app, siteContentPaths.saveNotice, noticeDraft(lmid, overrides), staff),
  ).id;
const publicNotices = async (query: Record<string, string | number> = {}) =>
  okResult(await get<Page<NoticeListItem>>(server.app, homepagePaths.notices, { xxdm: site, ...query }));

describe('notices', () => {
  it('shows published notices pinned first then newest first, and a scheduled one only from its time', async () => {
    const column = await saveColumn('通知公告');
    const older = await saveNotice(column, { bt: '较早的通知', fbsj: chinaDateTime(now() - 3_600_000) });
    const pinned = await saveNotice(column, {
      bt: '置顶通知',
      zd: '1',
      fbsj: chinaDateTime(now() - 7_200_000),
    });
    const newer = await saveNotice(column, { bt: '最新通知' });
    const scheduled = await saveNotice(column, { bt: '明天发布', fbsj: chinaDateTime(now() + 86_400_000) });

    const page = await publicNotices();
    expect(page.records.map((notice) => notice.id)).toEqual([pinned, newer, older]);
    expect(page.total).toBe(3);
    expect(page.records[0]).toMatchObject({ lmid: column, lmmc: '通知公告', bt: '置顶通知', zd: '1' });
    expect((await get(server.app, homepagePaths.noticeDetail, { id: scheduled, xxdm: site })).code).toBe(404);

    // The console sees the scheduled one.
    const consoleList = okResult(
      await get<Page<NoticeListItem>>(server.app, siteContentPaths.notices, {}, staff),
    );
    expect(consoleList.records.map((notice) => notice.id)).toContain(scheduled);

    server.clock.advance(86_400_000 + 120_000);
    expect((await publicNotices()).records.map((notice) => notice.id)).toContain(scheduled);
  });

  it('keeps only the allowlisted markup of a body and answers the detail', async () => {
    const column = await saveColumn('就业新闻');
    const id = await saveNotice(column, {
      nr: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:x()">链接</a></p>',
    });
    const notice = okResult(await get<Notice>(server.app, homepagePaths.noticeDetail, { id, xxdm: site }));
    expect(notice.nr).toBe('<p>正文<a>链接</a></p>');
    expect(notice.fj).toEqual([]);
    // Another site's address does not show it.
    expect((await get(server.app, homepagePaths.noticeDetail, { id, xxdm: '00000' })).code).toBe(404);
  });

  it('filters by column and keyword, and pages', async () => {
    const news = await saveColumn('就业新闻');
    const policy = await saveColumn('政策法规', 1);
    for (let index = 0; index < 3; index += 1) await saveNotice(news, { bt: `新闻${index}` });
    await saveNotice(policy, { bt: '就业补贴政策' });
    expect((await publicNotices({ lmid: policy })).records.map((notice) => notice.bt)).toEqual([
      '就业补贴政策',
    ]);
    expect((await publicNotices({ keyword: '补贴' })).total).toBe(1);
    const second = await publicNotices({ lmid: news, page: 2, size: 2 });
    expect(second).toMatchObject({ total: 3 });
    expect(second.records).toHaveLength(1);
  });

  it.each([
    [{ bt: '' }, '请输入标题'],
    [{ nr: '<p> </p>' }, '请输入内容'],
    [{ fbsj: '2026-13' }, '请选择发布时间'],
    [{ lmid: 'missing' }, '请选择栏目'],
  ])('refuses %o with “%s”', async (overrides, message) => {
    const column = await saveColumn('通知公告');
    const envelope = await post(
      server.app,
      siteContentPaths.saveNotice,
      noticeDraft(column, overrides),
      staff,
    );
    expect(envelope).toMatchObject({ code: 400, message });
  });

  it('keeps a column while notices are filed under it', async () => {
    const column = await saveColumn('通知公告');
    const notice = await saveNotice(column);
    expect(await post(server.app, siteContentPaths.removeColumn, { id: column }, staff)).toMatchObject({
      code: 400,
      message: '该栏目下还有通知公告，请先删除或移到其他栏目',
    });
    okResult(await post(server.app, siteContentPaths.removeNotice, { id: notice }, staff));
    okResult(await post(server.app, siteContentPaths.removeColumn, { id: column }, staff));
    expect(okResult(await get(server.app, `${homepagePaths.columns}/${site}`))).toEqual([]);
  });

  it('lets no staff member touch another site’s content', async () => {
    const column = await saveColumn('通知公告');
    const notice = await saveNotice(column);
    expect((await post(server.app, siteContentPaths.removeNotice, { id: notice }, otherStaff)).code).toBe(
      404,
    );
    expect(
      (
        await post(
          server.app,
          siteContentPaths.saveNotice,
          { ...noticeDraft(column), id: notice },
          otherStaff,
        )
      ).code,
    ).toBe(400);
    expect((await get(server.app, siteContentPaths.notice, { id: notice }, otherStaff)).code).toBe(404);
    expect((await post(server.app, siteContentPaths.removeColumn, { id: column }, otherStaff)).code).toBe(
      404,
    );
    // And no visitor without a session.
    expect((await get(server.app, siteContentPaths.notices)).code).not.toBe(200);
  });

  it('finds notices by words of their text, with a snippet around the keyword', async () => {
    const column = await saveColumn('通知公告');
    await saveNotice(column, { bt: '双选会安排', nr: `<p>${'开头'.repeat(20)}请携带就业推荐表参加。</p>` });
    await saveNotice(column, { bt: '其他通知', nr: '<p>无关内容</p>' });
    const result = okResult(
      await get<SearchResult>(server.app, homepagePaths.search, { xxdm: site, keyword: '推荐表' }),
    );
    expect(result.total).toBe(1);
    expect(result.records[0]).toMatchObject({ bt: '双选会安排' });
    expect(result.records[0]?.zy).toMatch(/^….*请携带就业推荐表参加。$/);
  });
});

describe('banners, links and the look', () => {
  it('shows a banner with its uploaded image within its active dates only', async () => {
    const upload = await uploadAsStaff(server.app, staff);
    const today = chinaDate(now());
    const banner = {
      bt: '秋季双选会',
      tp: upload.path,
      lj: '/site/x/zph',
      px: 1,
      ksrq: today,
      jsrq: addDays(today, 1),
    };
    const id = okResult(
      await post<{ id: string }>(server.app, siteContentPaths.saveBanner, banner, upload.headers),
    ).id;
    // One upload is one banner's: the next banner needs its own.
    const another = await uploadAsStaff(server.app, staff);
    const later = { ...banner, bt: '下周开始', tp: another.path, ksrq: addDays(today, 7), jsrq: '' };
    expect(
      await post(server.app, siteContentPaths.saveBanner, { ...later, tp: upload.path }, another.headers),
    ).toMatchObject({ code: 400 });
    okResult(await post(server.app, siteContentPaths.saveBanner, later, another.headers));

    const shown = okResult(await get<Banner[]>(server.app, `${homepagePaths.banners}/${site}`));
    expect(shown).toEqual([{ id, ...banner }]);
    // The image is claimed: nobody removes it as an orphan upload.
    const file = await server.app.db
      .selectFrom('files')
      .select(['attached_id'])
      .where('path', '=', upload.path)
      .executeTakeFirstOrThrow();
    expect(file.attached_id).toBe(id);

    server.clock.advance(8 * 86_400_000);
    expect(
      okResult(await get<Banner[]>(server.app, `${homepagePaths.banners}/${site}`)).map((b) => b.bt),
    ).toEqual(['下周开始']);
  });

  it.each([
    [{ bt: '' }, '请输入轮播图标题'],
    [{ tp: '' }, '请上传轮播图片'],
    [{ lj: 'javascript:alert(1)' }, '链接应以 http://、https:// 或 / 开头'],
    [{ ksrq: '2026-12-02', jsrq: '2026-12-01' }, '结束日期不能早于开始日期'],
  ])('refuses the banner %o with “%s”', async (overrides, message) => {
    const banner = { bt: '标题', tp: 'zpgg/none.png', lj: '', px: 0, ksrq: '', jsrq: '', ...overrides };
    expect(await post(server.app, siteContentPaths.saveBanner, banner, staff)).toMatchObject({
      code: 400,
      message,
    });
  });

  it('refuses an image that is not the staff browser’s upload', async () => {
    const banner = { bt: '标题', tp: 'zpgg/2026/someone-else.png', lj: '', px: 0, ksrq: '', jsrq: '' };
    expect(await post(server.app, siteContentPaths.saveBanner, banner, staff)).toMatchObject({
      code: 400,
      message: '图片或附件不存在或已失效，请重新上传',
    });
  });

  it('answers quick and friendly links apart, in order', async () => {
    const save = (body: object) => post(server.app, siteContentPaths.saveLink, body, staff);
    okResult(await save({ lx: '2', mc: '国家大学生就业服务平台', lj: 'https://www.ncss.cn/', px: 0 }));
    okResult(await save({ lx: '1', mc: '学生登录', lj: '/sc/', px: 2 }));
    okResult(await save({ lx: '1', mc: '单位登录', lj: '/dwpage/', px: 1 }));
    expect(await save({ lx: '1', mc: '坏链接', lj: 'ftp://x', px: 0 })).toMatchObject({ code: 400 });
    const quick = okResult(await get<SiteLink[]>(server.app, `${homepagePaths.quickLinks}/${site}`));
    expect(quick.map((link) => link.mc)).toEqual(['单位登录', '学生登录']);
    const friendly = okResult(await get<SiteLink[]>(server.app, `${homepagePaths.friendlyLinks}/${site}`));
    expect(friendly).toEqual([expect.objectContaining({ lx: '2', lj: 'https://www.ncss.cn/' })]);
  });

  it('answers the template with the site’s name and colour, the defaults before any save', async () => {
    const template = () => get<SiteTemplate>(server.app, `${homepagePaths.template}/${site}`);
    expect(okResult(await template())).toEqual({
      xxdm: site,
      wzmc: `测试大学${site}`,
      wzzsd: '#1e6fd9',
      mbid: '1',
      logo: '',
      dz: '',
      dh: '',
      bq: '',
    });
    const upload = await uploadAsStaff(server.app, staff);
    const look = { mbid: '2', logo: upload.path, dz: '大学路1号', dh: '010-1234', bq: '© 测试大学' };
    expect(okResult(await post(server.app, siteContentPaths.saveLook, look, upload.headers))).toEqual(look);
    expect(okResult(await template())).toMatchObject(look);
    expect(await post(server.app, siteContentPaths.saveLook, { ...look, mbid: '9' }, staff)).toMatchObject({
      code: 400,
      message: '请选择网站模板',
    });
    expect((await get(server.app, `${homepagePaths.template}/99998`)).code).toBe(404);
  });
});

describe('the homepage in one answer (getLbsj)', () => {
  it('holds every block, is cached with an ETag, and changes as soon as the console saves', async () => {
    const column = await saveColumn('通知公告');
    await saveNotice(column, { bt: '第一条' });
    const first = await server.app.inject({ method: 'GET', url: `${homepagePaths.homepage}?xxdm=${site}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    const data = first.json<{ result: HomepageData }>().result;
    expect(data).toMatchObject({
      wzmb: { xxdm: site },
      lbt: [],
      xwlm: [{ lmmc: '通知公告' }],
      kjdh: [],
      yqlj: [],
    });
    expect(data.tzgg.map((notice) => notice.bt)).toEqual(['第一条']);

    const again = await server.app.inject({
      method: 'GET',
      url: `${homepagePaths.homepage}?xxdm=${site}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // Written behind the console's back: the cached answer stays until the console changes something.
    await server.app.db
      .updateTable('site_notices')
      .set({ title: '改过的' })
      .where('site_code', '=', site)
      .execute();
    const cached = await server.app.inject({ method: 'GET', url: `${homepagePaths.homepage}?xxdm=${site}` });
    expect(cached.headers.etag).toBe(etag);

    await saveNotice(column, { bt: '第二条', fbsj: chinaDateTime(now() - 30_000) });
    const fresh = await server.app.inject({
      method: 'GET',
      url: `${homepagePaths.homepage}?xxdm=${site}`,
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ result: HomepageData }>().result.tzgg.map((notice) => notice.bt)).toEqual([
      '第二条',
      '改过的',
    ]);
  });
});
