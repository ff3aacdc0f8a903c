import { http, HttpResponse, type AnyHandler } from 'msw';
import { chinaDate } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import {
  FAIR_MESSAGES,
  fairBookingWorkflow,
  fairPaths,
  type CheckInRequest,
  type FairBookingState,
  type SchoolBookingDetail,
  type SchoolBookingItem,
  type SchoolFair,
} from '../../../contract/fairs';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
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
 * The console's fair bookings as the server answers them (/mgr/zph bookings, booking, review):
 * in-memory bookings of the demo site whose states follow fairBookingWorkflow as the reviews change
 * them. resetFairAdminMock() restores them.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

export const MOCK_FAIR_BOOKING_IDS = {
  pending: 'zphyd1001',
  free: 'zphyd1002',
  rejected: 'zphyd1003',
  passed: 'zphyd1004',
} as const;

/** The check-in token of the passed booking's QR code. */
export const MOCK_CHECK_IN_TOKEN = 'qd-lanhai-7f3a';

export const MOCK_BOOKING_REJECT_REASON = '参会人员信息不完整，请补充后重新预订。';

type ReviewAction = 'pass' | 'reject' | 'changes';

const codeOf = (state: FairBookingState) => fairBookingWorkflow.states[state].code;

function step(
  bookingId: string,
  index: number,
  dz: 'submit' | ReviewAction,
  yzt: FairBookingState,
  xzt: FairBookingState,
  czr: string,
  czsj: string,
  yy = '',
): ReviewHistoryEntry {
  return {
    id: `${bookingId}-h${index}`,
    dxlx: 'fairBooking',
    dxid: bookingId,
    dz,
    dzmc: fairBookingWorkflow.actions[dz],
    yzt: codeOf(yzt),
    xzt: codeOf(xzt),
    czr,
    czrlx: dz === 'submit' ? ACTOR_CODES.employer : ACTOR_CODES.school,
    czsj,
    yy,
  };
}

function booking(
  id: string,
  fields: Partial<SchoolBookingDetail> &
    Pick<SchoolBookingDetail, 'dwmc' | 'zwbh' | 'zwlx' | 'fy' | 'tjsj'> & { state: FairBookingState },
): SchoolBookingDetail {
  const { state, ...rest } = fields;
  return {
    id,
    zphid: 'zph2001',
    zphmc: '2027届秋季大型双选会',
    jbrq: '2026-12-12',
    zwid: `zw-${id}`,
    hcmc: '体育馆一号馆',
    zt: codeOf(state),
    ztmc: fairBookingWorkflow.states[state].label,
    sdjzsj: '',
    sdjzsjms: 0,
    kqx: false,
    bkqxyy: '',
    yy: '',
    fpxx: null,
    entrants: [],
    glggid: '',
    glggmc: '',
    qdzt: '0',
    qdsj: '',
    qdlm: '',
    qdewm: '',
    history: [step(id, 0, 'submit', 'held', 'pending', '李女士', fields.tjsj)],
    fwqsj: 0,
    dwid: `dw-${id}`,
    ...rest,
  };
}

function freshBookings(): SchoolBookingDetail[] {
  return [
    booking(MOCK_FAIR_BOOKING_IDS.pending, {
      dwmc: '星河科技有限公司',
      zwbh: 'A-01',
      zwlx: '2',
      fy: 800,
      tjsj: '2026-11-20 10:00:00',
      state: 'pending',
      glggid: 'gg3001',
      glggmc: '星河科技2027届校园招聘公告',
      fpxx: {
        fplx: 'pt',
        fptt: '星河科技有限公司',
        nsrsbh: '91330106MA2KXXXX1X',
        dz: '',
        dh: '',
        khyh: '',
        yhzh: '',
      },
      entrants: [
        { name: '李娜', idCard: '330106********1234', mobile: '13912345678', plate: '' },
        { name: '王强', idCard: '330106********2345', mobile: '13812345678', plate: '' },
      ],
    }),
    booking(MOCK_FAIR_BOOKING_IDS.free, {
      dwmc: '远航物流股份有限公司',
      zwbh: 'B-07',
      zwlx: '1',
      fy: 0,
      tjsj: '2026-11-21 15:00:00',
      state: 'pending',
      entrants: [{ name: '赵刚', idCard: '310101********3456', mobile: '13700001111', plate: '' }],
    }),
    booking(MOCK_FAIR_BOOKING_IDS.passed, {
      dwmc: '蓝海银行',
      zwbh: 'A-05',
      zwlx: '1',
      fy: 500,
      tjsj: '2026-11-18 11:00:00',
      state: 'passed',
      qdlm: MOCK_CHECK_IN_TOKEN,
      entrants: [{ name: '周敏', idCard: '320102********4567', mobile: '13600002222', plate: '' }],
    }),
    booking(MOCK_FAIR_BOOKING_IDS.rejected, {
      dwmc: '启明教育科技有限公司',
      zwbh: 'C-03',
      zwlx: '3',
      fy: 600,
      tjsj: '2026-11-19 09:00:00',
      state: 'rejected',
      yy: MOCK_BOOKING_REJECT_REASON,
      history: [
        step(MOCK_FAIR_BOOKING_IDS.rejected, 0, 'submit', 'held', 'pending', '钱先生', '2026-11-19 09:00:00'),
        step(
          MOCK_FAIR_BOOKING_IDS.rejected,
          1,
          'reject',
          'pending',
          'rejected',
          DEMO_STAFF.xm,
          '2026-11-19 15:00:00',
          MOCK_BOOKING_REJECT_REASON,
        ),
      ],
    }),
  ];
}

let bookings = freshBookings();

export function resetFairAdminMock(): void {
  bookings = freshBookings();
}

/** A booking as the mock holds it now. */
export function mockFairBooking(id: string): SchoolBookingDetail | undefined {
  return bookings.find((candidate) => candidate.id === id);
}

const find = mockFairBooking;

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

function listItem(item: SchoolBookingDetail): SchoolBookingItem {
  const { fpxx: _fpxx, entrants: _entrants, glggid: _glggid, glggmc: _glggmc, ...rest } = item;
  const { qdsj: _qdsj, qdlm: _qdlm, qdewm: _qdewm, history: _history, fwqsj: _fwqsj, ...summary } = rest;
  return summary;
}

const NOW = '2026-11-26 09:00:00';

/** Moves a booking by the school's action; answers the refusal, or null. */
function decide(item: SchoolBookingDetail, action: ReviewAction, reason: string, by: string): string | null {
  const from = stateOfCode(fairBookingWorkflow, item.zt);
  if (from === undefined) return STATE_CHANGED_MESSAGE;
  const transition = findTransition(fairBookingWorkflow, from, action, 'school');
  if (transition === undefined) return refusalMessage(fairBookingWorkflow, from, action);
  const problem = reasonProblem(transition.reason, reason, fairBookingWorkflow.actions[action]);
  if (problem !== null) return problem;
  item.zt = codeOf(transition.to);
  item.ztmc = fairBookingWorkflow.states[transition.to].label;
  item.yy = reason.trim();
  item.history = [
    ...item.history,
    step(item.id, item.history.length, action, from, transition.to, by, NOW, reason.trim()),
  ];
  return null;
}

type ReviewBody = { id: string; action: ReviewAction; reason?: string };

export const fairAdminHandlers: AnyHandler[] = [
  http.get(
    fairPaths.schoolBookings,
    withStaff((request) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('zt') ?? '';
      const fairId = url.searchParams.get('zphid') ?? '';
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      const page = positive(url.searchParams.get('page'), 1);
      const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
      const matching = bookings
        .filter(
          (item) =>
            (state === '' || item.zt === state) &&
            (fairId === '' || item.zphid === fairId) &&
            (keyword === '' || item.dwmc.includes(keyword) || item.zwbh.includes(keyword)),
        )
        .sort((a, b) => a.tjsj.localeCompare(b.tjsj))
        .map(listItem);
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length });
    }),
  ),
  http.get(
    fairPaths.schoolBooking,
    withStaff((request) => {
      const item = find(new URL(request.url).searchParams.get('id') ?? '');
      return item === undefined ? refuse(404, FAIR_MESSAGES.bookingNotFound) : ok(item);
    }),
  ),
  http.post(
    fairPaths.schoolReview,
    withStaff(async (request) => {
      const { id, action, reason = '' } = (await request.json()) as ReviewBody;
      const item = find(id);
      if (item === undefined) return refuse(404, FAIR_MESSAGES.bookingNotFound);
      const refusal = decide(item, action, reason, DEMO_STAFF.xm);
      if (refusal === null) return ok(null, '操作成功');
      return refuse(refusal.startsWith('当前状态') ? 409 : 400, refusal);
    }),
  ),
  http.post(
    fairPaths.schoolCheckIn,
    withStaff(async (request) => {
      const { id, qdlm } = (await request.json()) as CheckInRequest;
      const item =
        id !== undefined ? find(id) : bookings.find((candidate) => qdlm !== '' && candidate.qdlm === qdlm);
      if (item === undefined)
        return refuse(
          400,
          id !== undefined ? FAIR_MESSAGES.bookingNotFound : '签到码无效或不属于本校的招聘会',
        );
      if (item.zt === codeOf('checkedIn')) return refuse(400, `${item.dwmc}已签到，无需重复签到`);
      if (item.zt !== codeOf('passed'))
        return refuse(
          409,
          refusalMessage(
            fairBookingWorkflow,
            stateOfCode(fairBookingWorkflow, item.zt) ?? 'pending',
            'checkIn',
          ),
        );
      item.zt = codeOf('checkedIn');
      item.ztmc = fairBookingWorkflow.states.checkedIn.label;
      item.qdzt = '1';
      item.qdsj = NOW;
      return ok(item, `${item.dwmc}签到成功`);
    }),
  ),
];

function heldToday(id: string, zphmc: string): SchoolFair {
  return {
    id,
    zphmc,
    zphlx: '1',
    jbrq: chinaDate(Date.now()),
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '体育馆',
    bmkssj: '2026-11-01 09:00',
    bmjzsj: '2026-11-10 17:00',
    ydfw: '1',
    hyfw: [],
    zwfy: { '1': 500, '2': 1200, '3': 800 },
    cjrs: 2,
    xyglgg: '0',
    shms: '1',
    zphjs: '',
    zt: '4',
    kxzws: 0,
    zzws: 6,
    dshs: 0,
  };
}

/**
 * The site's fair list with the bookings' fair (zph2001) held today, for the check-in screen, which
 * offers only today's fairs; `several` adds a second fair today without bookings, for its picker.
 */
export function fairsHeldToday(several = false): AnyHandler {
  const fairs = [heldToday('zph2001', '2027届秋季大型双选会')];
  if (several) fairs.push(heldToday('zph2005', '医药卫生行业专场'));
  return http.get(
    fairPaths.schoolList,
    withStaff(() => ok({ records: fairs, total: fairs.length })),
  );
}

/** No booking at all: the queue says so. */
export const emptyFairBookings: AnyHandler = http.get(
  fairPaths.schoolBookings,
  withStaff(() => ok({ records: [], total: 0 })),
);

/** Another reviewer decides first: the next review passes the booking meanwhile (as 王老师), answers 409. */
export const fairBookingReviewLosesRace: AnyHandler = http.post(
  fairPaths.schoolReview,
  withStaff(async (request) => {
    const { id } = (await request.json()) as ReviewBody;
    const item = find(id);
    if (item !== undefined) decide(item, 'pass', '', '王老师');
    return refuse(409, STATE_CHANGED_MESSAGE);
  }),
);
