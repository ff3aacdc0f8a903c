import { http, HttpResponse } from 'msw';
import {
  SIGN_UP_MESSAGES,
  activityPaths,
  compareActivities,
  studentTalkPaths,
  type ActivityItem,
  type ScheduleItem,
  type SignUpResult,
  type SignUpSettingRequest,
  type StudentTalkDetail,
  type StudentTalkItem,
  type TalkIdRequest,
} from '../../../contract/activities';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { ok, refuse } from './account';
import { hasStudentSession } from './studentAccount';

/**
 * The activity calendar (docs/api.md, Activity calendar): the demo employer's schedule, the site's
 * activities and the demo student's talks in memory, dated from today so every story shows them in
 * the current month. Sign-up follows the server's rules (open, seats, once). Stories that change them
 * call resetActivitiesMock() first.
 */

const today = () => chinaDate(Date.now());
export const MOCK_SUBSCRIPTION_PATH = '/web/calendar/mock-subscription-token-0000000000000000000000.ics';
const RESET_SUBSCRIPTION_PATH = '/web/calendar/mock-subscription-token-1111111111111111111111.ics';

const talk = (
  id: string,
  bt: string,
  jbf: string,
  rq: string,
  time: [string, string],
  dd: string,
): ActivityItem => ({
  id,
  lx: 'xjh',
  bt,
  jbf,
  rq,
  kssj: time[0],
  jssj: time[1],
  dd,
  xsfs: dd === '线上' ? '2' : '1',
});

function initialSchedule(): ScheduleItem[] {
  const day = today();
  return [
    {
      ...talk(
        'xjh-0001',
        '示例科技2027届校园宣讲会',
        '示例科技有限公司',
        day,
        ['14:00', '16:00'],
        '图书馆 报告厅',
      ),
      zt: '2',
      ztmc: '已通过',
      lj: '/xjh/xjhgl?id=xjh-0001',
      bm: { kfbm: true, rl: 200, ybmrs: 36 },
    },
    {
      ...talk('xjh-0002', '示例科技研发专场', '示例科技有限公司', day, ['19:00', '21:00'], '教学楼 A101'),
      zt: '1',
      ztmc: '待审核',
      lj: '/xjh/xjhgl?id=xjh-0002',
      bm: { kfbm: false, rl: 120, ybmrs: 0 },
    },
    {
      ...talk(
        'xjh-0003',
        '示例科技寒假实习宣讲',
        '示例科技有限公司',
        addDays(day, 40),
        ['09:00', '11:00'],
        '线上',
      ),
      zt: '2',
      ztmc: '已通过',
      lj: '/xjh/xjhgl?id=xjh-0003',
      bm: null,
    },
  ];
}

const EMPLOYERS = [
  '星辰信息技术有限公司',
  '海川智能制造股份有限公司',
  '云图数据科技有限公司',
  '远航物流集团',
];

function initialSiteActivities(): ActivityItem[] {
  const day = today();
  return Array.from({ length: 14 }, (_, index) =>
    talk(
      `hd-${String(index + 1).padStart(4, '0')}`,
      `${EMPLOYERS[index % EMPLOYERS.length]?.slice(0, 4) ?? ''}${index % 2 === 0 ? '校园招聘宣讲会' : '技术专场'}`,
      EMPLOYERS[index % EMPLOYERS.length] ?? '',
      addDays(day, 2 + index),
      index % 2 === 0 ? ['14:00', '16:00'] : ['19:00', '21:00'],
      index % 5 === 4 ? '线上' : `学术报告厅${(index % 3) + 1}`,
    ),
  );
}

type MockTalk = StudentTalkDetail;

function initialStudentTalks(): MockTalk[] {
  const day = today();
  const base = (item: ActivityItem, rl: number, ybmrs: number, kfbm = true, ybm = false): MockTalk => ({
    ...item,
    sm: '',
    zbdz: item.xsfs === '2' ? 'https://live.example.com/room/1' : '',
    yx: '计算机学院、软件学院',
    zy: '软件工程、计算机科学与技术',
    zw: ['前端开发工程师', '算法工程师'],
    bm: { kfbm, rl, ybmrs },
    ybm,
  });
  return [
    base(
      talk(
        'stx-0001',
        '星辰信息2027届校园宣讲会',
        '星辰信息技术有限公司',
        addDays(day, 3),
        ['14:00', '16:00'],
        '图书馆 报告厅',
      ),
      200,
      58,
    ),
    base(
      talk(
        'stx-0002',
        '海川智能专场宣讲',
        '海川智能制造股份有限公司',
        addDays(day, 4),
        ['19:00', '21:00'],
        '教学楼 A101',
      ),
      2,
      2,
    ),
    base(
      talk(
        'stx-0003',
        '云图数据线上宣讲',
        '云图数据科技有限公司',
        addDays(day, 5),
        ['10:00', '11:30'],
        '线上',
      ),
      0,
      0,
      false,
    ),
    base(
      talk(
        'stx-0004',
        '远航物流管培生宣讲',
        '远航物流集团',
        addDays(day, 6),
        ['14:00', '16:00'],
        '学术报告厅2',
      ),
      80,
      10,
      true,
      true,
    ),
  ];
}

let schedule = initialSchedule();
let siteActivities = initialSiteActivities();
let studentTalks = initialStudentTalks();
let subscriptionPath = MOCK_SUBSCRIPTION_PATH;

/** Puts every list back as it starts; `empty` leaves the schedule and the lists without activities. */
export function resetActivitiesMock(options: { empty?: boolean } = {}): void {
  schedule = options.empty ? [] : initialSchedule();
  siteActivities = options.empty ? [] : initialSiteActivities();
  studentTalks = options.empty ? [] : initialStudentTalks();
  subscriptionPath = MOCK_SUBSCRIPTION_PATH;
}

const pageOf = <T>(items: readonly T[], query: URLSearchParams) => {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const size = Math.max(1, Number(query.get('size') ?? DEFAULT_PAGE_SIZE));
  return { records: items.slice((page - 1) * size, page * size), total: items.length };
};

/** The list filters every list call shares: dates (from today by default) and a keyword. */
function matching<Item extends ActivityItem>(items: readonly Item[], query: URLSearchParams): Item[] {
  const from = query.get('ksrq') || (query.get('jsrq') ? '' : today());
  const to = query.get('jsrq') ?? '';
  const keyword = query.get('keyword')?.trim() ?? '';
  const kind = query.get('lx') ?? '';
  return items
    .filter(
      (item) =>
        (from === '' || item.rq >= from) &&
        (to === '' || item.rq <= to) &&
        (kind === '' || item.lx === kind) &&
        (keyword === '' || item.bt.includes(keyword) || item.jbf.includes(keyword)),
    )
    .sort(compareActivities);
}

const ICS_BODY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:dwpage/schedule\r\nEND:VCALENDAR\r\n';
const STUDENT_SESSION_INVALID = refuse(4003, '登录已失效，请重新登录');

function studentTalkOf(id: string): MockTalk | undefined {
  return studentTalks.find((entry) => entry.id === id);
}

function replaceStudentTalk(next: MockTalk): SignUpResult {
  studentTalks = studentTalks.map((entry) => (entry.id === next.id ? next : entry));
  return { bm: next.bm, ybm: next.ybm };
}

export const activitiesHandlers = [
  http.get(activityPaths.schedule, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const from = query.get('ksrq') ?? '';
    const to = query.get('jsrq') ?? '';
    return HttpResponse.json(ok(schedule.filter((item) => item.rq >= from && item.rq <= to)));
  }),
  http.get(activityPaths.scheduleIcs, () =>
    HttpResponse.text(ICS_BODY, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('我的日程.ics')}`,
      },
    }),
  ),
  http.get(activityPaths.subscription, () => HttpResponse.json(ok({ dydz: subscriptionPath }))),
  http.post(activityPaths.resetSubscription, () => {
    subscriptionPath = RESET_SUBSCRIPTION_PATH;
    return HttpResponse.json(ok({ dydz: subscriptionPath }, '订阅地址已重置'));
  }),
  http.post(activityPaths.signUpSetting, async ({ request }) => {
    const { id, kfbm } = (await request.json()) as SignUpSettingRequest;
    const item = schedule.find((entry) => entry.id === id);
    if (item === undefined) return HttpResponse.json(refuse(404, SIGN_UP_MESSAGES.notFound));
    if (item.bm === null) return HttpResponse.json(refuse(400, SIGN_UP_MESSAGES.onlineTalk));
    const bm = { ...item.bm, kfbm };
    schedule = schedule.map((entry) => (entry.id === id ? { ...entry, bm } : entry));
    return HttpResponse.json(ok(bm, kfbm ? SIGN_UP_MESSAGES.opened : SIGN_UP_MESSAGES.closedByEmployer));
  }),
  http.get(activityPaths.siteActivities, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(ok(pageOf(matching(siteActivities, query), query)));
  }),

  http.get(studentTalkPaths.list, ({ request }) => {
    if (!hasStudentSession(request)) return HttpResponse.json(STUDENT_SESSION_INVALID);
    const query = new URL(request.url).searchParams;
    const page = pageOf(matching(studentTalks, query), query);
    return HttpResponse.json(
      ok({
        records: page.records.map((entry): StudentTalkItem => ({
          ...talk(entry.id, entry.bt, entry.jbf, entry.rq, [entry.kssj, entry.jssj], entry.dd),
          bm: entry.bm,
          ybm: entry.ybm,
        })),
        total: page.total,
      }),
    );
  }),
  http.get(studentTalkPaths.detail, ({ request }) => {
    if (!hasStudentSession(request)) return HttpResponse.json(STUDENT_SESSION_INVALID);
    const found = studentTalkOf(new URL(request.url).searchParams.get('id') ?? '');
    return HttpResponse.json(found ? ok(found) : refuse(4002, SIGN_UP_MESSAGES.notFound));
  }),
  http.post(studentTalkPaths.signUp, async ({ request }) => {
    if (!hasStudentSession(request)) return HttpResponse.json(STUDENT_SESSION_INVALID);
    const found = studentTalkOf(((await request.json()) as TalkIdRequest).id);
    if (found === undefined) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.notFound));
    if (found.ybm) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.already));
    if (!found.bm.kfbm) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.closed));
    if (found.bm.ybmrs >= found.bm.rl) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.full));
    const result = replaceStudentTalk({
      ...found,
      ybm: true,
      bm: { ...found.bm, ybmrs: found.bm.ybmrs + 1 },
    });
    return HttpResponse.json(ok(result, SIGN_UP_MESSAGES.signedUp));
  }),
  http.post(studentTalkPaths.cancel, async ({ request }) => {
    if (!hasStudentSession(request)) return HttpResponse.json(STUDENT_SESSION_INVALID);
    const found = studentTalkOf(((await request.json()) as TalkIdRequest).id);
    if (found === undefined) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.notFound));
    if (!found.ybm) return HttpResponse.json(refuse(4002, SIGN_UP_MESSAGES.notSignedUp));
    const result = replaceStudentTalk({
      ...found,
      ybm: false,
      bm: { ...found.bm, ybmrs: found.bm.ybmrs - 1 },
    });
    return HttpResponse.json(ok(result, SIGN_UP_MESSAGES.cancelled));
  }),
];
