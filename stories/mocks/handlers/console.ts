import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import {
  announcementPaths,
  type AnnouncementDetail,
  type SchoolAnnouncementListItem,
} from '../../../contract/announcements';
import {
  CONSOLE_BASE,
  DEFAULT_SITE_RULES,
  consolePaths,
  type SchoolEmployerDetail,
  type SchoolEmployerListItem,
  type SiteRules,
  type StaffInfo,
  type StaffLoginRequest,
} from '../../../contract/console';
import type { Envelope } from '../../../contract/envelope';
import { FILE_PREVIEW_FILE_PATH } from '../../../contract/files';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import {
  positionPaths,
  type BulkPassRequest,
  type BulkPassResult,
  type PositionDetail,
  type SchoolOfflineRequest,
  type SchoolPositionListItem,
} from '../../../contract/positions';
import { sitePaths, type SiteSetting } from '../../../contract/site';
import { talkPaths } from '../../../contract/talks';
import {
  ACTOR_CODES,
  STATE_CHANGED_MESSAGE,
  employerReviewWorkflow,
  findTransition,
  postingWorkflow,
  refusalMessage,
  stateOfCode,
  type ReviewHistoryEntry,
  type ReviewObjectType,
  type TransitionTable,
} from '../../../contract/workflow';
import { decryptMockPassword } from './account';
import { demoSiteSetting } from './site';

/**
 * The school console's mock API (docs/api.md, School console): the demo staff member of site 00000,
 * the site's rules, and in-memory queues of employers, positions and announcements whose states
 * follow contract/workflow.ts as the reviews change them. Every story and test that reviews calls
 * resetConsoleMocks() first, so the next one starts from the same queues.
 */
export const DEMO_STAFF = { yhm: 'admin', xm: '张老师', xxdm: '00000', wzmc: demoSiteSetting.wzmc };
export const DEMO_STAFF_PASSWORD = 'Shenhe#2024';
export const DEMO_STAFF_TOKEN = 'demo-staff-token';
/** A user name the mock answers as locked out (too many failures). */
export const LOCKED_STAFF = 'locked';
export const LOCKED_MESSAGE = '登录失败次数过多，请 15 分钟后再试';

const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });
const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

const STAFF_NAME = DEMO_STAFF.xm;

/** The steps the demo histories record: an employer's registration, a posting's creation and submission, a pass. */
const STEPS = {
  register: { dz: 'create', dzmc: '注册', yzt: '', xzt: '1', czrlx: ACTOR_CODES.employer },
  create: { dz: 'create', dzmc: '创建', yzt: '', xzt: '0', czrlx: ACTOR_CODES.employer },
  submit: { dz: 'submit', dzmc: '提交审核', yzt: '0', xzt: '1', czrlx: ACTOR_CODES.employer },
  pass: { dz: 'pass', dzmc: '审核通过', yzt: '1', xzt: '2', czrlx: ACTOR_CODES.school },
} as const;

function entry(
  dxlx: ReviewObjectType,
  dxid: string,
  index: number,
  step: keyof typeof STEPS,
  czr: string,
  czsj: string,
): ReviewHistoryEntry {
  return { id: `${dxid}-h${index}`, dxlx, dxid, yy: '', ...STEPS[step], czr, czsj };
}

/** A posting created and then submitted by the employer's user. */
function submittedHistory(
  dxlx: ReviewObjectType,
  dxid: string,
  czr: string,
  createdAt: string,
  submittedAt: string,
): ReviewHistoryEntry[] {
  return [entry(dxlx, dxid, 0, 'create', czr, createdAt), entry(dxlx, dxid, 1, 'submit', czr, submittedAt)];
}

// ---------------------------------------------------------------------------------------------------
// Employers.

type MockEmployer = SchoolEmployerDetail;

function employer(
  id: string,
  dwmc: string,
  tyshxydm: string,
  zt: string,
  extra: Partial<MockEmployer> = {},
): MockEmployer {
  const zcsj = extra.zcsj ?? '2025-03-10 09:12:40';
  return {
    id,
    dwmc,
    tyshxydm,
    dwxz: '39',
    dwhy: '34',
    lxr: '李女士',
    sjhm: '13912345678',
    zt,
    shyj: '',
    zcsj,
    tjsj: zcsj,
    yyzz: `yyzz/202503/${id}.png`,
    history: [entry('employer', id, 0, 'register', '李女士', zcsj)],
    ...extra,
  };
}

function freshEmployers(): MockEmployer[] {
  return [
    employer('dw1001', '星河智能科技有限公司', '91330106MA2H3K4L5M', '1', { zcsj: '2025-03-08 10:02:11' }),
    employer('dw1002', '青松教育咨询有限公司', '91110105MA01XY2Z3A', '1', {
      dwxz: '39',
      dwhy: '42',
      lxr: '王先生',
      sjhm: '13600001111',
      zcsj: '2025-03-09 14:30:00',
    }),
    employer('dw1003', '蓝海生物医药股份有限公司', '91310000MA1FL2AB3C', '1', {
      dwxz: '31',
      dwhy: '22',
      zcsj: '2025-03-11 08:45:19',
    }),
    employer('dw1004', '远山建筑设计研究院', '12100000400012345X', '2', {
      dwxz: '20',
      dwhy: '38',
      shyj: '',
      history: [
        entry('employer', 'dw1004', 0, 'register', '赵工', '2025-03-01 09:00:00'),
        entry('employer', 'dw1004', 1, 'pass', STAFF_NAME, '2025-03-02 10:15:00'),
      ],
    }),
    employer('dw1005', '某某贸易商行', '92110108MA00ABCD1E', '3', {
      dwxz: '99',
      dwhy: '31',
      shyj: '营业执照图片模糊，无法核对单位名称。',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Positions.

type MockPosition = PositionDetail & { withdrawnMeanwhile?: boolean };

function position(id: string, zwmc: string, zt: string, extra: Partial<MockPosition> = {}): MockPosition {
  const tjsj = extra.tjsj ?? '2025-03-12 09:30:00';
  return {
    id,
    zwmc,
    gzxz: '1',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机科学与技术、软件工程等相关专业',
    zybq: ['计算机', '软件工程'],
    zprs: 5,
    xzlx: '1',
    xzxx: 8000,
    xzsx: 12000,
    gzdq: '330106',
    gzdqmc: '浙江省 杭州市 西湖区',
    gzdz: '文三路 90 号',
    zwms: '负责公司核心产品的后端开发与维护，参与系统设计评审。要求熟悉 Java 或 Go，具备良好的沟通能力。',
    jlfs: '3',
    jlyx: 'hr@xinghe.example.com',
    lxr: '李女士',
    lxdh: '0571-88886666',
    kssj: '2025-03-12',
    jzrq: '2025-06-30',
    gkfw: '2',
    fl: ['五险一金', '带薪年假'],
    nrsm: '',
    zt,
    shyj: '',
    xxdm: '00000',
    dwid: 'dw1004',
    dwmc: '远山建筑设计研究院',
    cjsj: '2025-03-11 16:00:00',
    gxsj: tjsj,
    tjsj,
    fbsj: zt === '2' ? '2025-03-13 10:00:00' : '',
    sqrs: 0,
    flags: [],
    history: submittedHistory('position', id, '李女士', '2025-03-11 16:00:00', tjsj),
    ...extra,
  };
}

function freshPositions(): MockPosition[] {
  return [
    position('zw2001', '后端开发工程师', '1', { tjsj: '2025-03-12 09:30:00' }),
    position('zw2002', '市场专员', '1', {
      gzxz: '1',
      zwlb: '40',
      xzlx: '3',
      xzxx: null,
      xzsx: null,
      zyyq: '',
      zybq: [],
      zwms: '负责华东区域市场推广，限男性，能适应经常出差。本科及以上学历，985、211院校优先。',
      nrsm: '岗位需长期驻外出差，工作强度大。',
      flags: [
        { field: 'zwms', category: 'gender', words: ['限男性'] },
        { field: 'zwms', category: 'schoolTier', words: ['985', '211'] },
      ],
      tjsj: '2025-03-12 11:05:00',
    }),
    position('zw2003', '数据分析实习生', '1', {
      gzxz: '2',
      zwlb: '29',
      xzxx: 3000,
      xzsx: 4500,
      tjsj: '2025-03-13 08:20:00',
      withdrawnMeanwhile: true,
    }),
    position('zw2004', '结构设计师', '2', { zwlb: '13', tjsj: '2025-03-05 09:00:00' }),
    position('zw2005', '行政助理', '3', {
      zwlb: '30',
      shyj: '联系电话无法接通，请核实后重新提交。',
      tjsj: '2025-03-06 09:00:00',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Announcements.

type MockAnnouncement = AnnouncementDetail;

function announcement(
  id: string,
  ggbt: string,
  zt: string,
  extra: Partial<MockAnnouncement> = {},
): MockAnnouncement {
  const tjsj = extra.tjsj ?? '2025-03-12 15:00:00';
  return {
    id,
    ggbt,
    ggnr: '<h2>公司简介</h2><p>远山建筑设计研究院成立于 1998 年，专注于公共建筑设计。</p><h2>招聘岗位</h2><ul><li>结构设计师 5 名</li><li>建筑设计师 3 名</li></ul><table><tbody><tr><th>岗位</th><th>人数</th></tr><tr><td>结构设计师</td><td>5</td></tr></tbody></table>',
    fj: [{ path: `zpgg/202503/${id}-jz.pdf`, name: '2025届校园招聘简章.pdf' }],
    glzw: [{ id: 'zw2004', zwmc: '结构设计师' }],
    kssj: '2025-03-12',
    jssj: '2025-05-31',
    nrsm: '',
    zt,
    shyj: '',
    xxdm: '00000',
    dwid: 'dw1004',
    dwmc: '远山建筑设计研究院',
    cjsj: '2025-03-12 14:00:00',
    gxsj: tjsj,
    tjsj,
    fbsj: zt === '2' ? '2025-03-13 09:00:00' : '',
    flags: [],
    history: submittedHistory('announcement', id, '赵工', '2025-03-12 14:00:00', tjsj),
    ...extra,
  };
}

function freshAnnouncements(): MockAnnouncement[] {
  return [
    announcement('gg3001', '远山建筑设计研究院2025届校园招聘简章', '1'),
    announcement('gg3002', '星河智能2025春季招聘公告', '1', {
      dwid: 'dw1001',
      dwmc: '星河智能科技有限公司',
      ggnr: '<p>本次招聘仅限本地户口，已婚已育者优先。</p>',
      fj: [],
      glzw: [],
      nrsm: '',
      flags: [{ field: 'ggnr', category: 'household', words: ['本地户口'] }],
      tjsj: '2025-03-13 10:00:00',
    }),
    announcement('gg3003', '远山建筑设计研究院实习生招募', '2', { tjsj: '2025-03-02 10:00:00' }),
  ];
}

// ---------------------------------------------------------------------------------------------------
// State, transitions, lists.

let rules: SiteRules = { ...DEFAULT_SITE_RULES };
let employers = freshEmployers();
let positions = freshPositions();
let announcements = freshAnnouncements();
let historyCount = 0;

/** Back to the initial site rules and queues (call before and after a story or test that changes them). */
export function resetConsoleMocks(): void {
  rules = { ...DEFAULT_SITE_RULES };
  employers = freshEmployers();
  positions = freshPositions();
  announcements = freshAnnouncements();
  historyCount = 0;
}

const NOW = '2025-03-14 10:00:00';

type Reviewable = { id: string; zt: string; shyj: string; history: ReviewHistoryEntry[] };

/**
 * One school transition as the server makes it (server/workflow/transitions.ts): the table must allow
 * it, a required reason must be there; the item moves and its history records it. Answers the refusal,
 * or null.
 */
function transition<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  type: ReviewObjectType,
  item: Reviewable,
  action: Action,
  reason: string | undefined,
): Envelope<null> | null {
  const from = stateOfCode(table, item.zt);
  const row = from === undefined ? undefined : findTransition(table, from, action, 'school');
  if (from === undefined || row === undefined)
    return refuse(400, from === undefined ? '状态不正确' : refusalMessage(table, from, action));
  const text = (reason ?? '').trim();
  if (row.reason === 'required' && text === '') return refuse(400, `请填写${table.actions[action]}的原因`);
  historyCount += 1;
  item.history.push({
    id: `${item.id}-r${historyCount}`,
    dxlx: type,
    dxid: item.id,
    dz: action,
    dzmc: table.actions[action],
    yzt: item.zt,
    xzt: table.states[row.to].code,
    czrlx: ACTOR_CODES.school,
    czr: STAFF_NAME,
    czsj: NOW,
    yy: text,
  });
  item.zt = table.states[row.to].code;
  if (text !== '' && action !== 'pass') item.shyj = text;
  return null;
}

/** A page of `items` by the state code asked ('1' when absent, every state when ''). */
function pageOf<T extends { zt: string }>(items: readonly T[], url: URL, matches: (item: T) => boolean) {
  const zt = url.searchParams.get('zt') ?? '1';
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? String(DEFAULT_PAGE_SIZE));
  const found = items.filter((item) => (zt === '' || item.zt === zt) && matches(item));
  return { records: found.slice((page - 1) * size, page * size), total: found.length };
}

const keywordOf = (url: URL) => (url.searchParams.get('keyword') ?? '').trim();
const hasStaff = (request: Request) => request.headers.get('accessToken') === DEMO_STAFF_TOKEN;
const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

function withStaff(
  resolve: (request: Request) => Promise<Envelope<unknown>> | Envelope<unknown>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) =>
    HttpResponse.json(hasStaff(request) ? await resolve(request) : SESSION_INVALID);
}

const idOf = (request: Request) => new URL(request.url).searchParams.get('id') ?? '';

function employerListItem({ history: _history, yyzz: _yyzz, ...item }: MockEmployer): SchoolEmployerListItem {
  return { ...item, sjhm: maskMobile(item.sjhm) };
}

function positionListItem(item: MockPosition): SchoolPositionListItem {
  return {
    id: item.id,
    zwmc: item.zwmc,
    gzxz: item.gzxz,
    zwlb: item.zwlb,
    xlyq: item.xlyq,
    zprs: item.zprs,
    xzlx: item.xzlx,
    xzxx: item.xzxx,
    xzsx: item.xzsx,
    gzdq: item.gzdq,
    gzdqmc: item.gzdqmc,
    jzrq: item.jzrq,
    zt: item.zt,
    shyj: item.shyj,
    xxdm: item.xxdm,
    dwid: item.dwid,
    dwmc: item.dwmc,
    gxsj: item.gxsj,
    tjsj: item.tjsj,
    fbsj: item.fbsj,
    sqrs: item.sqrs,
    flags: item.flags,
  };
}

function positionDetail({ withdrawnMeanwhile: _withdrawn, ...item }: MockPosition): PositionDetail {
  return item;
}

function announcementListItem(item: MockAnnouncement): SchoolAnnouncementListItem {
  return {
    id: item.id,
    ggbt: item.ggbt,
    kssj: item.kssj,
    jssj: item.jssj,
    zt: item.zt,
    shyj: item.shyj,
    xxdm: item.xxdm,
    dwid: item.dwid,
    dwmc: item.dwmc,
    gxsj: item.gxsj,
    tjsj: item.tjsj,
    fbsj: item.fbsj,
    flags: item.flags,
  };
}

const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

function checkRules(body: SiteRules): string | null {
  for (const field of ['dwshms', 'zwshms', 'ggshms'] as const)
    if (body[field] !== '1' && body[field] !== '2') return `参数 ${field} 不正确`;
  for (const field of ['qzmrsx', 'sxmrsx'] as const)
    if (!Number.isInteger(body[field]) || body[field] < 0 || body[field] > 100)
      return `参数 ${field} 须为0至100之间的整数`;
  return COLOUR_PATTERN.test(body.wzzsd) ? null : '参数 wzzsd 格式不正确';
}

/** The flagged-only filter (?flagged=1) of the posting queues. */
const isFlaggedAsAsked = (item: { flags: readonly unknown[] }, url: URL) =>
  url.searchParams.get('flagged') !== '1' || item.flags.length > 0;

/**
 * One review queue of the console as the server answers it: its list (oldest submission first, by
 * state, keyword and the kind's filters), an item's detail, the school's decisions and, for postings,
 * its take-down, each moving the item by the kind's transition table.
 */
function reviewQueueHandlers<
  Item extends Reviewable & { tjsj: string },
  State extends string,
  Action extends string,
>({
  type,
  table,
  paths,
  takeDown,
  items,
  matches,
  listItem,
  detail,
  missing,
  reviewed,
}: {
  type: ReviewObjectType;
  table: TransitionTable<State, Action>;
  paths: { list: string; detail: string; review: string };
  /** The school's take-down of a published item (postings only), by the table's action. */
  takeDown?: { path: string; action: Action };
  items: () => Item[];
  /** Besides the state: the trimmed keyword ('' for none) and the kind's own filters in the address. */
  matches: (item: Item, keyword: string, url: URL) => boolean;
  listItem: (item: Item) => unknown;
  detail: (item: Item) => unknown;
  /** The missing item's answer (another site's id answers alike). */
  missing: string;
  /** What a decision answers besides its message. */
  reviewed: (item: Item) => unknown;
}): AnyHandler[] {
  const find = (id: string) => items().find((candidate) => candidate.id === id);
  const decide = (id: string, action: Action, reason: string | undefined, done: string) => {
    const item = find(id);
    if (item === undefined) return refuse(404, missing);
    return transition(table, type, item, action, reason) ?? ok(reviewed(item), done);
  };
  const handlers = [
    http.get(
      paths.list,
      withStaff((request) => {
        const url = new URL(request.url);
        const page = pageOf(
          [...items()].sort((a, b) => a.tjsj.localeCompare(b.tjsj)),
          url,
          (item) => matches(item, keywordOf(url), url),
        );
        return ok({ ...page, records: page.records.map(listItem) });
      }),
    ),
    http.get(
      paths.detail,
      withStaff((request) => {
        const item = find(idOf(request));
        return item ? ok(detail(item)) : refuse(404, missing);
      }),
    ),
    http.post(
      paths.review,
      withStaff(async (request) => {
        const body = (await request.json()) as { id: string; action: Action; reason?: string };
        return decide(body.id, body.action, body.reason, `已${table.actions[body.action]}`);
      }),
    ),
  ];
  if (takeDown === undefined) return handlers;
  return [
    ...handlers,
    http.post(
      takeDown.path,
      withStaff(async (request) => {
        const body = (await request.json()) as SchoolOfflineRequest;
        return decide(body.id, takeDown.action, body.reason, `已${table.actions[takeDown.action]}`);
      }),
    ),
  ];
}

/** The site setting with the colour the console last saved (stories of a re-themed console use it). */
export const savedColourSiteSetting = http.get(`${sitePaths.siteSettings}/:xxdm`, ({ params }) =>
  HttpResponse.json(
    ok<SiteSetting[]>([{ ...demoSiteSetting, xxdm: String(params.xxdm), wzzsd: rules.wzzsd }]),
  ),
);

/** A licence image as previewFile streams it (any stored path shows the same picture here). */
const LICENCE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="#fbf6e9" stroke="#b8860b" stroke-width="8"/>
<text x="240" y="90" font-size="40" text-anchor="middle" fill="#8b1a1a">营业执照</text>
<text x="60" y="170" font-size="20" fill="#333">统一社会信用代码：91330106MA2H3K4L5M</text>
<text x="60" y="220" font-size="20" fill="#333">名称：星河智能科技有限公司</text>
</svg>`;

export const consoleHandlers: AnyHandler[] = [
  http.get(consolePaths.consoleUrl, () => HttpResponse.json(ok(CONSOLE_BASE))),
  http.get(
    FILE_PREVIEW_FILE_PATH,
    () => new HttpResponse(LICENCE_SVG, { headers: { 'content-type': 'image/svg+xml' } }),
  ),
  http.post(consolePaths.login, async ({ request }) => {
    const body = (await request.json()) as StaffLoginRequest;
    const password = await decryptMockPassword(body.mm);
    if (password === null) return HttpResponse.json(refuse(400, '密码解密失败，请刷新页面后重试'));
    if (body.xxdm !== DEMO_STAFF.xxdm) return HttpResponse.json(refuse(400, '学校站点不存在'));
    if (body.yhm === LOCKED_STAFF) return HttpResponse.json(refuse(429, LOCKED_MESSAGE));
    await delay(150);
    if (body.yhm !== DEMO_STAFF.yhm || password !== DEMO_STAFF_PASSWORD)
      return HttpResponse.json(refuse(400, '用户名或密码错误'));
    return HttpResponse.json(ok({ token: DEMO_STAFF_TOKEN }, '登录成功'));
  }),
  http.post(consolePaths.logout, () => HttpResponse.json(ok(null, '已退出登录'))),
  http.get(
    consolePaths.staffInfo,
    withStaff(() => ok<StaffInfo>(DEMO_STAFF)),
  ),
  http.get(
    consolePaths.settings,
    withStaff(() => ok(rules)),
  ),
  http.post(
    consolePaths.saveSettings,
    withStaff(async (request) => {
      const body = (await request.json()) as SiteRules;
      const problem = checkRules(body);
      if (problem !== null) return refuse(400, problem);
      rules = { ...body, wzzsd: body.wzzsd.toLowerCase() };
      return ok(rules, '保存成功');
    }),
  ),

  ...reviewQueueHandlers({
    type: 'employer',
    table: employerReviewWorkflow,
    paths: {
      list: consolePaths.employerList,
      detail: consolePaths.employerDetail,
      review: consolePaths.employerReview,
    },
    items: () => employers,
    matches: (item, keyword) => item.dwmc.includes(keyword) || item.tyshxydm.includes(keyword),
    listItem: employerListItem,
    detail: (item) => item,
    missing: '单位信息不存在',
    reviewed: () => null,
  }),
  ...reviewQueueHandlers({
    type: 'position',
    table: postingWorkflow,
    paths: {
      list: positionPaths.schoolList,
      detail: positionPaths.schoolDetail,
      review: positionPaths.schoolReview,
    },
    takeDown: { path: positionPaths.schoolOffline, action: 'offline' },
    items: () => positions,
    matches: (item, keyword, url) => {
      const nature = url.searchParams.get('gzxz') ?? '';
      const category = url.searchParams.get('zwlb') ?? '';
      return (
        (keyword === '' || item.zwmc.includes(keyword) || item.dwmc.includes(keyword)) &&
        (nature === '' || item.gzxz === nature) &&
        (category === '' || item.zwlb === category) &&
        isFlaggedAsAsked(item, url)
      );
    },
    listItem: positionListItem,
    detail: positionDetail,
    missing: '职位不存在',
    reviewed: (item) => ({ id: item.id, zt: item.zt }),
  }),
  http.post(
    positionPaths.schoolBulkPass,
    withStaff(async (request) => {
      const { ids } = (await request.json()) as BulkPassRequest;
      const result: BulkPassResult = { passed: [], failed: [] };
      for (const id of ids) {
        const item = positions.find((candidate) => candidate.id === id);
        if (item === undefined) {
          result.failed.push({ id, message: '职位不存在' });
          continue;
        }
        // The employer withdrew it after the list was read: the pass is refused naming the new state.
        if (item.withdrawnMeanwhile === true) item.zt = '0';
        const refusal = transition(postingWorkflow, 'position', item, 'pass', undefined);
        if (refusal === null) result.passed.push(id);
        else result.failed.push({ id, message: refusal.message });
      }
      return ok(result, `已通过${result.passed.length}个职位`);
    }),
  ),
  ...reviewQueueHandlers({
    type: 'announcement',
    table: postingWorkflow,
    paths: {
      list: announcementPaths.schoolList,
      detail: announcementPaths.schoolDetail,
      review: announcementPaths.schoolReview,
    },
    takeDown: { path: announcementPaths.schoolOffline, action: 'offline' },
    items: () => announcements,
    matches: (item, keyword, url) =>
      (keyword === '' || item.ggbt.includes(keyword) || item.dwmc.includes(keyword)) &&
      isFlaggedAsAsked(item, url),
    listItem: announcementListItem,
    detail: (item) => item,
    missing: '公告不存在',
    reviewed: (item) => ({ id: item.id, zt: item.zt }),
  }),
];

/**
 * Another reviewer decides first: the next review of `path` passes the item meanwhile (as 王老师) and
 * answers 409, as the server does when its conditional update loses.
 */
export function reviewLosesRace(kind: 'employer' | 'position' | 'announcement'): AnyHandler {
  const path = {
    employer: consolePaths.employerReview,
    position: positionPaths.schoolReview,
    announcement: announcementPaths.schoolReview,
  }[kind];
  return http.post(
    path,
    withStaff(async (request) => {
      const { id } = (await request.json()) as { id: string };
      const list: Reviewable[] =
        kind === 'employer' ? employers : kind === 'position' ? positions : announcements;
      const item = list.find((candidate) => candidate.id === id);
      if (item !== undefined) {
        const table = kind === 'employer' ? employerReviewWorkflow : postingWorkflow;
        transition(table as TransitionTable<string, string>, kind, item, 'pass', undefined);
        const last = item.history.at(-1);
        if (last) last.czr = '王老师';
      }
      return refuse(409, STATE_CHANGED_MESSAGE);
    }),
  );
}

/** Every /mgr list answers an empty page (the queues are clear). */
export const emptyQueues: AnyHandler[] = [
  consolePaths.employerList,
  positionPaths.schoolList,
  announcementPaths.schoolList,
  talkPaths.schoolList,
].map((path) =>
  http.get(
    path,
    withStaff(() => ok({ records: [], total: 0 })),
  ),
);

/** A call that fails with the server's generic 500 answer. */
export const serverFailure = (method: 'get' | 'post', path: string): AnyHandler =>
  http[method](path, () => HttpResponse.json(refuse(500, '服务器繁忙，请稍后再试'), { status: 500 }));

/** A call that never answers (loading states). */
export const neverAnswers = (method: 'get' | 'post', path: string): AnyHandler =>
  http[method](path, () => delay('infinite'));
