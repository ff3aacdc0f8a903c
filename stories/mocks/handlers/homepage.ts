import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { activityPaths, type ActivityDetail, type CalendarDay } from '../../../contract/activities';
import { announcementPaths, type PublicAnnouncement } from '../../../contract/announcements';
import { addDays, chinaDate, chinaDateTime } from '../../../contract/chinaTime';
import { fairPaths, type PublicFair } from '../../../contract/fairs';
import {
  homepagePaths,
  HOMEPAGE_NOTICE_COUNT,
  type Banner,
  type Column,
  type HomepageData,
  type Notice,
  type SiteLink,
  type SiteTemplate,
} from '../../../contract/homepage';
import type { Page } from '../../../contract/paging';
import { positionPaths, type PublicPositionDetail } from '../../../contract/positions';
import { ok, refuse } from './account';

/**
 * The public homepage (docs/api.md, Public homepage): the demo site 00000's content in memory, dated
 * by the mock's clock so "upcoming" stays upcoming. Stories call resetHomepageMock(options) first;
 * `empty` leaves a freshly opened site (no banners, notices, postings or activities), and a story
 * overrides one call with homepageFailure / homepageHeld for its error and loading states.
 */
type MockOptions = { empty?: boolean; template?: '1' | '2'; logo?: boolean };

export const MOCK_SITE = { xxdm: '00000', wzmc: '高校毕业生就业平台', wzzsd: '#0b5cad' } as const;
/** Banner images: drawn SVGs served at build-image paths, as the demo's (public/homepage). */
const BANNER_IMAGE_PATH = '/dwpage/homepage/:file';

const DAY_MS = 86_400_000;
const today = () => chinaDate(Date.now());
const NOT_FOUND_CODE = 404;

const columns: Column[] = [
  { id: 'lm-tzgg', lmmc: '通知公告', px: 0 },
  { id: 'lm-jyxw', lmmc: '就业新闻', px: 1 },
  { id: 'lm-zcfg', lmmc: '政策法规', px: 2 },
];

const NOTICE_TITLES = [
  '关于做好2027届毕业生就业工作的通知',
  '用人单位进校招聘须知',
  '我校举办2027届毕业生秋季双选会',
  '就业指导中心开展简历门诊活动',
  '高校毕业生就业创业政策汇编',
  '2027届毕业生生源信息核对的通知',
  '关于开展“访企拓岗”专项行动的通知',
  '基层就业项目报名指南',
  '毕业生档案转递办理说明',
  '就业协议书签约流程说明',
  '关于组织参加线上招聘会的通知',
  '征兵入伍政策宣传',
];

function demoNotices(): Notice[] {
  return NOTICE_TITLES.map((bt, index) => {
    const column = columns[index % columns.length]!;
    return {
      id: `tz-${index + 1}`,
      lmid: column.id,
      lmmc: column.lmmc,
      bt,
      nr: `<p>各学院、各用人单位：</p><p>${bt}，请相关人员按时办理。</p><h3>一、时间安排</h3><ul><li>即日起至本学期末</li></ul>`,
      fj: index === 0 ? [{ path: 'zpgg/mock/tongzhi.pdf', name: '附件1：工作安排.pdf' }] : [],
      zd: index === 0 ? '1' : '0',
      fbsj: chinaDateTime(Date.now() - (index + 1) * DAY_MS),
    };
  });
}

const EMPLOYERS = ['示例科技有限公司', '星辰信息技术有限公司', '远航物流集团', '华光电子股份有限公司'];

function demoAnnouncements(): PublicAnnouncement[] {
  return Array.from({ length: 14 }, (_unused, index) => {
    const dwmc = EMPLOYERS[index % EMPLOYERS.length]!;
    return {
      id: `gg-${index + 1}`,
      ggbt: `${dwmc}2027届校园招聘公告${index > 3 ? `（第${index - 2}批）` : ''}`,
      ggnr: `<p>${dwmc}诚邀2027届毕业生加入。</p><h3>招聘岗位</h3><ul><li>软件开发工程师</li><li>测试工程师</li></ul>`,
      fj: index === 0 ? [{ path: 'zpgg/mock/jianzhang.pdf', name: '校园招聘简章.pdf' }] : [],
      glzw: index === 0 ? [{ id: 'gw-1', zwmc: 'Java开发工程师' }] : [],
      kssj: today(),
      jssj: addDays(today(), 60),
      zt: '2',
      xxdm: MOCK_SITE.xxdm,
      dwid: `dw-${index % EMPLOYERS.length}`,
      dwmc,
      fbsj: chinaDateTime(Date.now() - index * DAY_MS),
    };
  });
}

const POSITION_NAMES = ['Java开发工程师', '前端开发工程师', '测试工程师', '产品经理', '物流管理培训生'];

/** The public detail: never the employer's contacts (getZpgwxq answers PublicPositionDetail). */
function demoPositions(): PublicPositionDetail[] {
  return Array.from({ length: 25 }, (_unused, index) => ({
    id: `gw-${index + 1}`,
    zwmc: `${POSITION_NAMES[index % POSITION_NAMES.length]!}${index >= POSITION_NAMES.length ? ` ${Math.floor(index / POSITION_NAMES.length) + 1}` : ''}`,
    gzxz: '1',
    zwlb: '01',
    xlyq: '2',
    zyyq: '计算机类',
    zybq: [],
    zprs: 5,
    xzlx: index % 5 === 4 ? '3' : '1',
    xzxx: index % 5 === 4 ? null : 8000,
    xzsx: index % 5 === 4 ? null : 12000,
    gzdq: '370102',
    gzdqmc: '山东省 济南市 历下区',
    gzdz: '经十路1号',
    zwms: '负责业务系统的设计与开发。\n任职要求：本科及以上学历，计算机相关专业。',
    jlfs: '1',
    kssj: today(),
    jzrq: addDays(today(), 90),
    gkfw: '2',
    fl: ['五险一金'],
    zt: '2',
    xxdm: MOCK_SITE.xxdm,
    dwid: `dw-${index % EMPLOYERS.length}`,
    dwmc: EMPLOYERS[index % EMPLOYERS.length]!,
    fbsj: chinaDateTime(Date.now() - index * DAY_MS),
  }));
}

function demoFairs(): PublicFair[] {
  return [
    { id: 'f-1', zphmc: '2027届毕业生秋季大型双选会', days: 0 },
    { id: 'f-2', zphmc: '信息技术行业专场招聘会', days: 3 },
    { id: 'f-3', zphmc: '线上春季招聘会', days: 20 },
  ].map(({ id, zphmc, days }) => ({
    id,
    zphmc,
    zphlx: '1',
    jbrq: addDays(today(), days),
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '体育馆',
    bmkssj: `${addDays(today(), -10)} 09:00`,
    bmjzsj: `${addDays(today(), days)} 08:00`,
    zt: '2',
    kxzws: 12,
    zzws: 40,
    zphjs: '全校规模最大的双选会，欢迎各专业毕业生参加。',
  }));
}

function demoTalks(): ActivityDetail[] {
  return Array.from({ length: 12 }, (_unused, index) => {
    const dwmc = EMPLOYERS[index % EMPLOYERS.length]!;
    return {
      id: `xjh-${index + 1}`,
      lx: 'xjh',
      bt: `${dwmc}${index < EMPLOYERS.length ? '' : `第${Math.floor(index / EMPLOYERS.length) + 1}场`}校园招聘宣讲会`,
      jbf: dwmc,
      rq: addDays(today(), Math.floor(index / 2)),
      kssj: index % 2 === 0 ? '14:00' : '19:00',
      jssj: index % 2 === 0 ? '16:00' : '21:00',
      dd: index === 1 ? '线上' : '教学楼A101',
      xsfs: index === 1 ? '2' : '1',
      sm: '欢迎各专业同学参加，现场可投递简历。',
      zbdz: '',
      yx: '',
      zy: '',
      zw: ['Java开发工程师', '测试工程师'],
      bm: { kfbm: false, rl: 0, ybmrs: 0 },
    };
  });
}

function fairActivity(fair: PublicFair): ActivityDetail {
  return {
    id: fair.id,
    lx: 'zph',
    bt: fair.zphmc,
    jbf: MOCK_SITE.wzmc,
    rq: fair.jbrq,
    kssj: fair.kssj,
    jssj: fair.jssj,
    dd: fair.jbdd,
    xsfs: '1',
    sm: fair.zphjs,
    zbdz: '',
    yx: '',
    zy: '',
    zw: [],
    bm: { kfbm: false, rl: 0, ybmrs: 0 },
  };
}

let template: SiteTemplate;
let banners: Banner[] = [];
let notices: Notice[] = [];
let links: SiteLink[] = [];
let announcements: PublicAnnouncement[] = [];
let positions: PublicPositionDetail[] = [];
let fairs: PublicFair[] = [];
let talks: ActivityDetail[] = [];

export function resetHomepageMock({ empty = false, template: mbid = '1', logo = true }: MockOptions = {}) {
  template = {
    ...MOCK_SITE,
    mbid,
    logo: logo ? 'zpgg/mock/logo.png' : '',
    dz: '示例市示例区大学路1号 就业指导中心',
    dh: '010-12345678',
    bq: '© 高校毕业生就业平台',
  };
  const full = !empty;
  banners = full
    ? [
        { bt: '2027届毕业生秋季双选会火热报名中', lj: '/dwpage/' },
        { bt: '职等你来：名企专场宣讲会', lj: '' },
        { bt: '就业政策早知道', lj: '/site/00000/tzgg/tz-5' },
      ].map((banner, index) => ({
        ...banner,
        id: `lbt-${index + 1}`,
        tp: `/dwpage/homepage/banner-${index + 1}.svg`,
        px: index,
        ksrq: '',
        jsrq: '',
      }))
    : [];
  notices = full ? demoNotices() : [];
  links = full
    ? [
        { id: 'lj-1', lx: '1', mc: '单位登录', lj: '/dwpage/', px: 0 },
        { id: 'lj-2', lx: '1', mc: '学生登录', lj: '/sc/', px: 1 },
        { id: 'lj-3', lx: '1', mc: '单位注册', lj: '/dwpage/dwzc/00000', px: 2 },
        { id: 'lj-4', lx: '2', mc: '国家大学生就业服务平台', lj: 'https://www.ncss.cn/', px: 3 },
        { id: 'lj-5', lx: '2', mc: '中国教育在线', lj: 'https://www.eol.cn/', px: 4 },
      ]
    : [];
  announcements = full ? demoAnnouncements() : [];
  positions = full ? demoPositions() : [];
  fairs = full ? demoFairs() : [];
  talks = full ? demoTalks() : [];
}
resetHomepageMock();

const byNewest = (a: Notice, b: Notice) =>
  a.zd === b.zd ? b.fbsj.localeCompare(a.fbsj) : a.zd === '1' ? -1 : 1;

const listItem = ({ nr: _body, fj: _files, ...item }: Notice) => item;

export function mockHomepage(): HomepageData {
  return {
    wzmb: template,
    lbt: banners,
    xwlm: notices.length === 0 ? [] : columns,
    tzgg: [...notices].sort(byNewest).slice(0, HOMEPAGE_NOTICE_COUNT).map(listItem),
    kjdh: links.filter((link) => link.lx === '1'),
    yqlj: links.filter((link) => link.lx === '2'),
  };
}

function paged<T>(url: URL, rows: readonly T[]): Page<T> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
  const size = Math.max(1, Number(url.searchParams.get('size') ?? '10') || 10);
  return { records: rows.slice((page - 1) * size, page * size), total: rows.length };
}

const matches = (url: URL, ...texts: string[]) => {
  const keyword = url.searchParams.get('keyword') ?? '';
  return keyword === '' || texts.some((text) => text.includes(keyword));
};

const fromStart = (url: URL, date: string) => date >= (url.searchParams.get('ksrq') ?? '');

const missing = (message: string) => HttpResponse.json(refuse(NOT_FOUND_CODE, message));

const allActivities = () => [...fairs.map(fairActivity), ...talks];

function bannerSvg(file: string): string {
  const hue = (Number(/\d+/.exec(file)?.[0] ?? '1') * 70) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 60% 30%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="220" font-size="64" fill="#fff" font-family="sans-serif">${file}</text></svg>`;
}

export const homepageHandlers: AnyHandler[] = [
  http.get(homepagePaths.homepage, () => HttpResponse.json(ok(mockHomepage()))),
  http.get(homepagePaths.notices, ({ request }) => {
    const url = new URL(request.url);
    const lmid = url.searchParams.get('lmid') ?? '';
    const rows = [...notices]
      .sort(byNewest)
      .filter((notice) => (lmid === '' || notice.lmid === lmid) && matches(url, notice.bt))
      .map(listItem);
    return HttpResponse.json(ok(paged(url, rows)));
  }),
  http.get(homepagePaths.noticeDetail, ({ request }) => {
    const notice = notices.find((entry) => entry.id === new URL(request.url).searchParams.get('id'));
    return notice === undefined ? missing('通知公告不存在或尚未发布') : HttpResponse.json(ok(notice));
  }),
  http.get(homepagePaths.search, ({ request }) => {
    const url = new URL(request.url);
    const hits = [...notices]
      .sort(byNewest)
      .filter((notice) => matches(url, notice.bt, notice.nr))
      .map((notice) => ({ ...listItem(notice), zy: notice.nr.replace(/<[^>]*>/g, '').slice(0, 40) }));
    return HttpResponse.json(ok(paged(url, hits)));
  }),
  http.get(announcementPaths.publicList, ({ request }) => {
    const url = new URL(request.url);
    const rows = announcements
      .filter((item) => matches(url, item.ggbt, item.dwmc))
      .map(({ id, ggbt, kssj, jssj, dwmc, fbsj }) => ({ id, ggbt, kssj, jssj, dwmc, fbsj }));
    return HttpResponse.json(ok(paged(url, rows)));
  }),
  http.get(announcementPaths.publicDetail, ({ request }) => {
    const item = announcements.find((entry) => entry.id === new URL(request.url).searchParams.get('id'));
    return item === undefined ? missing('招聘公告不存在或已过期') : HttpResponse.json(ok(item));
  }),
  http.get(positionPaths.publicList, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      ok(
        paged(
          url,
          positions.filter((item) => matches(url, item.zwmc, item.dwmc)),
        ),
      ),
    );
  }),
  http.get(positionPaths.publicDetail, ({ request }) => {
    const item = positions.find((entry) => entry.id === new URL(request.url).searchParams.get('id'));
    return item === undefined ? missing('职位不存在或已下线') : HttpResponse.json(ok(item));
  }),
  http.get(fairPaths.publicList, ({ request }) => {
    const url = new URL(request.url);
    const rows = fairs.filter((fair) => fromStart(url, fair.jbrq) && matches(url, fair.zphmc));
    return HttpResponse.json(ok(paged(url, rows)));
  }),
  http.get(activityPaths.publicTalks, ({ request }) => {
    const url = new URL(request.url);
    const rows = talks
      .filter((talk) => fromStart(url, talk.rq) && matches(url, talk.bt, talk.jbf))
      .map(({ id, lx, bt, jbf, rq, kssj, jssj, dd, xsfs }) => ({
        id,
        lx,
        bt,
        jbf,
        rq,
        kssj,
        jssj,
        dd,
        xsfs,
      }));
    return HttpResponse.json(ok(paged(url, rows)));
  }),
  http.get(activityPaths.calendar, ({ request }) => {
    const month = new URL(request.url).searchParams.get('yf') ?? '';
    const days = new Map<string, CalendarDay>();
    for (const item of allActivities().filter((entry) => entry.rq.startsWith(month))) {
      const day = days.get(item.rq) ?? { rq: item.rq, items: [] };
      day.items.push(item);
      days.set(item.rq, day);
    }
    return HttpResponse.json(ok([...days.values()].sort((a, b) => a.rq.localeCompare(b.rq))));
  }),
  http.get(activityPaths.calendarDetail, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const id = params.get('id');
    if (id !== null) {
      const item = allActivities().find((entry) => entry.id === id && entry.lx === params.get('lx'));
      return item === undefined
        ? missing('活动不存在或已取消')
        : HttpResponse.json(ok({ rq: item.rq, items: [item] }));
    }
    const rq = params.get('rq') ?? '';
    return HttpResponse.json(ok({ rq, items: allActivities().filter((entry) => entry.rq === rq) }));
  }),
  http.get(
    BANNER_IMAGE_PATH,
    ({ params }) =>
      new HttpResponse(bannerSvg(String(params.file)), { headers: { 'content-type': 'image/svg+xml' } }),
  ),
];

/** A call of the homepage that fails (the error state of its block or page). */
export const homepageFailure = (path: string) =>
  http.get(path, () => HttpResponse.json(refuse(500, '服务器繁忙，请稍后再试')));

/** A call of the homepage that never answers (the loading state). */
export const homepageHeld = (path: string) => http.get(path, () => delay('infinite'));
