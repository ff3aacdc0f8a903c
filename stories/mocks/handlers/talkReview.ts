import { http, HttpResponse, type AnyHandler } from 'msw';
import { chinaDayStart } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import {
  TALK_NOT_FOUND_MESSAGE,
  talkPaths,
  talkWorkflow,
  type SchoolTalkListItem,
  type TalkDetail,
  type TalkReviewRequest,
  type TalkRoom,
  type TalkState,
} from '../../../contract/talks';
import {
  ACTOR_CODES,
  STATE_CHANGED_MESSAGE,
  findTransition,
  reasonProblem,
  refusalMessage,
  stateOfCode,
  type ReviewHistoryEntry,
} from '../../../contract/workflow';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from './console';

/**
 * The console's campus-talk queue as the server answers it (/mgr/xjh): in-memory talks of the demo
 * site whose states follow talkWorkflow as the reviews change them, their rooms following the
 * decision (a pass books them, a rejection frees them). resetTalkReviewMock() restores them.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

export const MOCK_TALK_IDS = {
  pending: 'xjh1001',
  online: 'xjh1002',
  passed: 'xjh1003',
  rejected: 'xjh1004',
} as const;

export const MOCK_REJECT_REASON = '所选时段与学校活动冲突，请改选其他日期。';

const at = (date: string, time: string) =>
  chinaDayStart(date) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000;

const codeOf = (state: TalkState) => talkWorkflow.states[state].code;

function step(
  talkId: string,
  index: number,
  dz: string,
  yzt: TalkState | '',
  xzt: TalkState,
  czr: string,
  czsj: string,
  yy = '',
): ReviewHistoryEntry {
  const school = dz === 'pass' || dz === 'reject' || dz === 'changes';
  return {
    id: `${talkId}-h${index}`,
    dxlx: 'talk',
    dxid: talkId,
    dz,
    dzmc: dz === 'create' ? '创建' : (talkWorkflow.actions[dz as keyof typeof talkWorkflow.actions] ?? dz),
    yzt: yzt === '' ? '' : codeOf(yzt),
    xzt: codeOf(xzt),
    czr,
    czrlx: school ? ACTOR_CODES.school : ACTOR_CODES.employer,
    czsj,
    yy,
  };
}

function room(
  id: string,
  talkId: string,
  venue: Pick<TalkRoom, 'cdid' | 'cdmc' | 'ld' | 'cdlx' | 'zws' | 'fy'>,
  rq: string,
  sd: string,
  zt: TalkRoom['zt'],
): TalkRoom {
  return { id, xjhid: talkId, ...venue, rq, sd, zt, dqsj: null };
}

const HALL = { cdid: 'cd01', cdmc: '学术报告厅', ld: '图书馆一楼', cdlx: '1', zws: 300, fy: 1200 } as const;
const SMALL_HALL = {
  cdid: 'cd02',
  cdmc: '第一报告厅',
  ld: '教学楼A201',
  cdlx: '1',
  zws: 120,
  fy: 0,
} as const;
const INTERVIEW = { cdid: 'cd04', cdmc: '面试室A', ld: '就业指导中心', cdlx: '3', zws: 10, fy: 0 } as const;

type MockTalk = TalkDetail & { tjsj: number | null };

function talk(
  id: string,
  fields: Partial<MockTalk> & Pick<MockTalk, 'xjzt' | 'dwmc' | 'rq' | 'sd' | 'zt'>,
): MockTalk {
  const state = stateOfCode(talkWorkflow, fields.zt) ?? 'pending';
  return {
    id,
    yjrs: 150,
    ggid: '',
    zwids: [],
    yx: [],
    zy: [],
    xs: false,
    zblj: '',
    lxr: [{ xm: '李女士', sjhm: '13912345678', yx: 'hr@example.com' }],
    bz: '',
    fpxx: null,
    jxry: [],
    rooms: [],
    zfy: 0,
    qxjzrq: '',
    yy: '',
    history: [],
    cjsj: at('2026-11-20', '09:30'),
    gxsj: at('2026-11-20', '10:00'),
    tjsj: at('2026-11-20', '10:00'),
    ztmc: talkWorkflow.states[state].label,
    ...fields,
  };
}

function freshTalks(): MockTalk[] {
  const pendingHistory = (id: string, czr: string) => [
    step(id, 0, 'create', '', 'draft', czr, '2026-11-20 09:30:00'),
    step(id, 1, 'submit', 'draft', 'pending', czr, '2026-11-20 10:00:00'),
  ];
  return [
    talk(MOCK_TALK_IDS.pending, {
      xjzt: '星河科技2027届校园招聘宣讲会',
      dwmc: '星河科技有限公司',
      rq: '2026-12-08',
      sd: '14:00-16:00',
      zt: codeOf('pending'),
      yjrs: 200,
      ggid: 'gg3001',
      zwids: ['zw2001', 'zw2003'],
      yx: ['计算机学院', '软件学院'],
      zy: ['计算机科学与技术', '软件工程'],
      lxr: [{ xm: '李女士', sjhm: '13912345678', yx: 'hr@xinghe.example.com' }],
      bz: '宣讲结束后希望在面试室安排初面，请协助准备签到表。',
      fpxx: {
        fplx: 'zy',
        fptt: '星河科技有限公司',
        nsrsbh: '91330106MA2KXXXX1X',
        dz: '杭州市西湖区文三路90号',
        dh: '0571-88886666',
        khyh: '招商银行杭州分行',
        yhzh: '571908888810001',
      },
      jxry: [
        { name: '李娜', idCard: '330106199001011234', mobile: '13912345678', plate: '浙A12345' },
        { name: '王强', idCard: '330106198805052345', mobile: '13812345678', plate: '' },
      ],
      rooms: [
        room('r1', MOCK_TALK_IDS.pending, HALL, '2026-12-08', '14:00-16:00', 'pending'),
        room('r2', MOCK_TALK_IDS.pending, INTERVIEW, '2026-12-09', '09:00-11:00', 'pending'),
      ],
      zfy: 1200,
      qxjzrq: '2026-12-04',
      history: pendingHistory(MOCK_TALK_IDS.pending, '李女士'),
    }),
    talk(MOCK_TALK_IDS.online, {
      xjzt: '远航物流线上专场宣讲',
      dwmc: '远航物流股份有限公司',
      rq: '2026-12-10',
      sd: '19:00-21:00',
      zt: codeOf('pending'),
      xs: true,
      zblj: 'https://live.example.com/yuanhang',
      lxr: [{ xm: '赵先生', sjhm: '13700001111', yx: 'zhao@yuanhang.example.com' }],
      tjsj: at('2026-11-21', '15:00'),
      history: pendingHistory(MOCK_TALK_IDS.online, '赵先生'),
    }),
    talk(MOCK_TALK_IDS.passed, {
      xjzt: '蓝海银行管培生宣讲会',
      dwmc: '蓝海银行',
      rq: '2026-12-03',
      sd: '19:00-21:00',
      zt: codeOf('passed'),
      rooms: [room('r3', MOCK_TALK_IDS.passed, SMALL_HALL, '2026-12-03', '19:00-21:00', 'booked')],
      history: [
        ...pendingHistory(MOCK_TALK_IDS.passed, '周女士'),
        step(MOCK_TALK_IDS.passed, 2, 'pass', 'pending', 'passed', DEMO_STAFF.xm, '2026-11-21 09:00:00'),
      ],
    }),
    talk(MOCK_TALK_IDS.rejected, {
      xjzt: '启明教育宣讲会',
      dwmc: '启明教育科技有限公司',
      rq: '2026-12-05',
      sd: '09:00-11:00',
      zt: codeOf('rejected'),
      yy: MOCK_REJECT_REASON,
      rooms: [room('r4', MOCK_TALK_IDS.rejected, HALL, '2026-12-05', '09:00-11:00', 'released')],
      history: [
        ...pendingHistory(MOCK_TALK_IDS.rejected, '钱先生'),
        step(
          MOCK_TALK_IDS.rejected,
          2,
          'reject',
          'pending',
          'rejected',
          DEMO_STAFF.xm,
          '2026-11-21 09:10:00',
          MOCK_REJECT_REASON,
        ),
      ],
    }),
  ];
}

let talks = freshTalks();

export function resetTalkReviewMock(): void {
  talks = freshTalks();
}

/** A talk as the mock holds it now. */
export function mockTalk(id: string): MockTalk | undefined {
  return talks.find((candidate) => candidate.id === id);
}

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

function withStaff(
  resolve: (request: Request) => Promise<Envelope<unknown>> | Envelope<unknown>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) =>
    HttpResponse.json(
      request.headers.get('accessToken') === DEMO_STAFF_TOKEN ? await resolve(request) : SESSION_INVALID,
    );
}

const positive = (value: string | null, fallback: number) =>
  value !== null && /^[1-9][0-9]*$/.test(value) ? Number(value) : fallback;

function listItem(item: MockTalk): SchoolTalkListItem {
  const hall = item.rooms.find((candidate) => candidate.cdlx === '1');
  return {
    id: item.id,
    xjzt: item.xjzt,
    rq: item.rq,
    sd: item.sd,
    xs: item.xs,
    zt: item.zt,
    ztmc: item.ztmc,
    cdmc: hall?.cdmc ?? '',
    qxjzrq: item.qxjzrq,
    gxsj: item.gxsj,
    dwmc: item.dwmc,
    tjsj: item.tjsj,
  };
}

function detailOf({ tjsj: _tjsj, ...item }: MockTalk): TalkDetail {
  return item;
}

const NOW = '2026-11-26 09:00:00';

/** Moves a talk by the school's action, its rooms with it; answers the refusal, or null. */
function decide(item: MockTalk, action: TalkReviewRequest['action'], reason: string): string | null {
  const from = stateOfCode(talkWorkflow, item.zt);
  if (from === undefined) return STATE_CHANGED_MESSAGE;
  const transition = findTransition(talkWorkflow, from, action, 'school');
  if (transition === undefined) return refusalMessage(talkWorkflow, from, action);
  const problem = reasonProblem(transition.reason, reason, talkWorkflow.actions[action]);
  if (problem !== null) return problem;
  item.zt = codeOf(transition.to);
  item.ztmc = talkWorkflow.states[transition.to].label;
  item.yy = reason.trim();
  // A pass books the rooms, a rejection frees them; a change request keeps them for the employer.
  if (action !== 'changes') {
    const zt = action === 'pass' ? 'booked' : 'released';
    item.rooms = item.rooms.map((candidate) => ({ ...candidate, zt }));
  }
  item.history = [
    ...item.history,
    step(item.id, item.history.length, action, from, transition.to, DEMO_STAFF.xm, NOW, reason.trim()),
  ];
  return null;
}

export const talkReviewHandlers: AnyHandler[] = [
  http.get(
    talkPaths.schoolList,
    withStaff((request) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('zt') ?? '';
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      const page = positive(url.searchParams.get('page'), 1);
      const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
      const matching = talks
        .filter(
          (item) =>
            (state === '' ? item.zt !== codeOf('draft') : item.zt === state) &&
            (keyword === '' || item.xjzt.includes(keyword) || item.dwmc.includes(keyword)),
        )
        .sort((a, b) => (a.tjsj ?? 0) - (b.tjsj ?? 0))
        .map(listItem);
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length });
    }),
  ),
  http.get(
    talkPaths.schoolDetail,
    withStaff((request) => {
      const item = mockTalk(new URL(request.url).searchParams.get('id') ?? '');
      return item === undefined ? refuse(404, TALK_NOT_FOUND_MESSAGE) : ok(detailOf(item));
    }),
  ),
  http.post(
    talkPaths.schoolReview,
    withStaff(async (request) => {
      const { id, action, reason = '' } = (await request.json()) as TalkReviewRequest;
      const item = mockTalk(id);
      if (item === undefined) return refuse(404, TALK_NOT_FOUND_MESSAGE);
      const refusal = decide(item, action, reason);
      if (refusal === null) return ok(null, '操作成功');
      return refuse(refusal.startsWith('当前状态') ? 409 : 400, refusal);
    }),
  ),
];

/** Another reviewer decides first: the next review passes the talk meanwhile (as 王老师) and answers 409. */
export const talkReviewLosesRace: AnyHandler = http.post(
  talkPaths.schoolReview,
  withStaff(async (request) => {
    const { id } = (await request.json()) as TalkReviewRequest;
    const item = mockTalk(id);
    if (item !== undefined) {
      decide(item, 'pass', '');
      const last = item.history.at(-1);
      if (last) last.czr = '王老师';
    }
    return refuse(409, STATE_CHANGED_MESSAGE);
  }),
);
