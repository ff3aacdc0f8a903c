import { http, HttpResponse, type AnyHandler } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  checkBanner,
  checkColumn,
  checkLink,
  checkLook,
  checkNotice,
  siteContentPaths,
  type Banner,
  type BannerDraft,
  type Column,
  type ColumnDraft,
  type Notice,
  type NoticeDraft,
  type SiteLink,
  type SiteLinkDraft,
  type SiteLook,
} from '../../../contract/homepage';
import { DEMO_STAFF_TOKEN } from './console';

// The console's content management (/mgr/wznr) over one in-memory site: columns, links, banners,
// notices and the look, checked with the contract's rules as the server checks them.

const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });
const firstProblem = (problems: Record<string, string | undefined>) =>
  Object.values(problems).find((problem) => problem !== undefined);

const NOTICE_BODY = '<p>各学院、各用人单位：</p><p>学校将于本学期举办多场双选会，欢迎参加。</p>';

function demoColumns(): Column[] {
  return [
    { id: 'lm-1', lmmc: '通知公告', px: 0 },
    { id: 'lm-2', lmmc: '就业新闻', px: 1 },
  ];
}

function demoLinks(): SiteLink[] {
  return [
    { id: 'lj-1', lx: '1', mc: '单位登录', lj: '/dwpage/', px: 0 },
    { id: 'lj-2', lx: '2', mc: '国家大学生就业服务平台', lj: 'https://www.ncss.cn/', px: 0 },
  ];
}

function demoBanners(): Banner[] {
  return [
    {
      id: 'lbt-1',
      bt: '秋季双选会火热报名中',
      tp: 'zpgg/mock/banner-1.png',
      lj: '/dwpage/',
      px: 0,
      ksrq: '2026-09-01',
      jsrq: '2026-12-31',
    },
    { id: 'lbt-2', bt: '名企专场宣讲会', tp: 'zpgg/mock/banner-2.png', lj: '', px: 1, ksrq: '', jsrq: '' },
  ];
}

function demoNotices(): Notice[] {
  return [
    {
      id: 'tz-1',
      lmid: 'lm-1',
      lmmc: '通知公告',
      bt: '关于做好2027届毕业生就业工作的通知',
      nr: NOTICE_BODY,
      fj: [{ path: 'zpgg/mock/guide.pdf', name: '就业工作安排.pdf' }],
      zd: '1',
      fbsj: '2026-10-08 09:00:00',
    },
    {
      id: 'tz-2',
      lmid: 'lm-2',
      lmmc: '就业新闻',
      bt: '我校举办秋季双选会',
      nr: '<p>两百余家单位参会。</p>',
      fj: [],
      zd: '0',
      fbsj: '2026-10-20 15:30:00',
    },
    {
      id: 'tz-3',
      lmid: 'lm-1',
      lmmc: '通知公告',
      bt: '寒假期间就业服务安排',
      nr: '<p>寒假期间线上服务照常。</p>',
      fj: [],
      zd: '0',
      fbsj: '2099-01-10 08:00:00',
    },
  ];
}

const DEMO_LOOK: SiteLook = {
  mbid: '1',
  logo: '',
  dz: '示例市大学路1号 就业指导中心',
  dh: '010-12345678',
  bq: '© 示例大学',
};

let columns = demoColumns();
let links = demoLinks();
let banners = demoBanners();
let notices = demoNotices();
let look = DEMO_LOOK;
let sequence = 0;

/** Back to the demo content (each story starts from it). */
export function resetSiteContentMocks(): void {
  columns = demoColumns();
  links = demoLinks();
  banners = demoBanners();
  notices = demoNotices();
  look = DEMO_LOOK;
}

const newId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-new-${sequence}`;
};

const hasStaff = (request: Request) => request.headers.get('accessToken') === DEMO_STAFF_TOKEN;
const signedOut = () => HttpResponse.json(refuse(401, '登录已过期，请重新登录'));
const NOT_FOUND = '内容不存在或已删除';

/** Saves a draft into a list: a new row without id, else the row of that id (missing: 404). */
function saved<T extends { id: string }, D extends { id?: string }>(
  list: T[],
  draft: D,
  prefix: string,
  rowOf: (id: string, draft: D) => T,
): { list: T[]; id: string } | null {
  if (draft.id === undefined) {
    const id = newId(prefix);
    return { list: [...list, rowOf(id, draft)], id };
  }
  const id = draft.id;
  if (!list.some((row) => row.id === id)) return null;
  return { list: list.map((row) => (row.id === id ? rowOf(id, draft) : row)), id };
}

const byOrder = <T extends { px: number }>(list: T[]) => [...list].sort((a, b) => a.px - b.px);

export const siteContentHandlers: AnyHandler[] = [
  http.get(siteContentPaths.columns, ({ request }) =>
    hasStaff(request) ? HttpResponse.json(ok(byOrder(columns))) : signedOut(),
  ),
  http.post(siteContentPaths.saveColumn, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const draft = (await request.json()) as ColumnDraft;
    const problem = firstProblem(checkColumn(draft));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    const next = saved(columns, draft, 'lm', (id, { lmmc, px }) => ({ id, lmmc: lmmc.trim(), px }));
    if (next === null) return HttpResponse.json(refuse(404, NOT_FOUND));
    columns = next.list;
    return HttpResponse.json(ok({ id: next.id }, '保存成功'));
  }),
  http.post(siteContentPaths.removeColumn, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const { id } = (await request.json()) as { id: string };
    if (notices.some((notice) => notice.lmid === id))
      return HttpResponse.json(refuse(400, '该栏目下还有通知公告，请先删除或移到其他栏目'));
    columns = columns.filter((column) => column.id !== id);
    return HttpResponse.json(ok(true, '删除成功'));
  }),

  http.get(siteContentPaths.links, ({ request }) =>
    hasStaff(request) ? HttpResponse.json(ok(byOrder(links))) : signedOut(),
  ),
  http.post(siteContentPaths.saveLink, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const draft = (await request.json()) as SiteLinkDraft;
    const problem = firstProblem(checkLink(draft));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    const next = saved(links, draft, 'lj', (id, { lx, mc, lj, px }) => ({ id, lx, mc, lj, px }));
    if (next === null) return HttpResponse.json(refuse(404, NOT_FOUND));
    links = next.list;
    return HttpResponse.json(ok({ id: next.id }, '保存成功'));
  }),
  http.post(siteContentPaths.removeLink, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const { id } = (await request.json()) as { id: string };
    links = links.filter((link) => link.id !== id);
    return HttpResponse.json(ok(true, '删除成功'));
  }),

  http.get(siteContentPaths.banners, ({ request }) =>
    hasStaff(request) ? HttpResponse.json(ok(byOrder(banners))) : signedOut(),
  ),
  http.post(siteContentPaths.saveBanner, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const draft = (await request.json()) as BannerDraft;
    const problem = firstProblem(checkBanner(draft));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    const next = saved(banners, draft, 'lbt', (id, { id: _id, ...fields }) => ({ id, ...fields }));
    if (next === null) return HttpResponse.json(refuse(404, NOT_FOUND));
    banners = next.list;
    return HttpResponse.json(ok({ id: next.id }, '保存成功'));
  }),
  http.post(siteContentPaths.removeBanner, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const { id } = (await request.json()) as { id: string };
    banners = banners.filter((banner) => banner.id !== id);
    return HttpResponse.json(ok(true, '删除成功'));
  }),

  http.get(siteContentPaths.notices, ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const query = new URL(request.url).searchParams;
    const lmid = query.get('lmid');
    const keyword = query.get('keyword') ?? '';
    const page = Number(query.get('page') ?? '1');
    const size = Number(query.get('size') ?? '10');
    const matching = notices
      .filter((notice) => (lmid === null || notice.lmid === lmid) && notice.bt.includes(keyword))
      .sort((a, b) => b.zd.localeCompare(a.zd) || b.fbsj.localeCompare(a.fbsj));
    const records = matching
      .slice((page - 1) * size, page * size)
      .map(({ nr: _body, fj: _files, ...item }) => item);
    return HttpResponse.json(ok({ records, total: matching.length }));
  }),
  http.get(siteContentPaths.notice, ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const id = new URL(request.url).searchParams.get('id');
    const notice = notices.find((item) => item.id === id);
    return HttpResponse.json(notice === undefined ? refuse(404, NOT_FOUND) : ok(notice));
  }),
  http.post(siteContentPaths.saveNotice, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const draft = (await request.json()) as NoticeDraft;
    const problem = firstProblem(checkNotice(draft));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    const column = columns.find((item) => item.id === draft.lmid);
    if (column === undefined) return HttpResponse.json(refuse(400, '请选择栏目'));
    const next = saved(notices, draft, 'tz', (id, { id: _id, ...fields }) => ({
      id,
      ...fields,
      lmmc: column.lmmc,
    }));
    if (next === null) return HttpResponse.json(refuse(404, NOT_FOUND));
    notices = next.list;
    return HttpResponse.json(ok({ id: next.id }, '保存成功'));
  }),
  http.post(siteContentPaths.removeNotice, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const { id } = (await request.json()) as { id: string };
    notices = notices.filter((notice) => notice.id !== id);
    return HttpResponse.json(ok(true, '删除成功'));
  }),

  http.get(siteContentPaths.look, ({ request }) =>
    hasStaff(request) ? HttpResponse.json(ok(look)) : signedOut(),
  ),
  http.post(siteContentPaths.saveLook, async ({ request }) => {
    if (!hasStaff(request)) return signedOut();
    const draft = (await request.json()) as SiteLook;
    const problem = firstProblem(checkLook(draft));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    look = draft;
    return HttpResponse.json(ok(look, '保存成功'));
  }),
];

/** Every list of the content is empty (a new site). */
export const emptySiteContent: AnyHandler[] = [
  http.get(siteContentPaths.banners, () => HttpResponse.json(ok([]))),
  http.get(siteContentPaths.notices, () => HttpResponse.json(ok({ records: [], total: 0 }))),
  http.get(siteContentPaths.columns, () => HttpResponse.json(ok([]))),
  http.get(siteContentPaths.links, () => HttpResponse.json(ok([]))),
];
