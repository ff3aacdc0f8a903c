import { http, HttpResponse, type AnyHandler } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  fairBookingWorkflow,
  fairPaths,
  type NoShowRequest,
  type NoShowResult,
  type SchoolBookingItem,
  type SchoolFair,
} from '../../../contract/fairs';
import { DEMO_STAFF_TOKEN } from './console';

/**
 * Marking no-shows after a fair (/mgr/zph/noShow), with the console's fairs and bookings it reads: an
 * ended fair with three employers who passed and did not check in (the second already has a record,
 * so marking it suspends it), and a fair still open. resetNoShowMock() restores them.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

export const MOCK_ENDED_FAIR = { id: 'zph1901', name: '2026届秋季双选会' } as const;
export const MOCK_SUSPENSION_END = '2027-11-19';
const REPEATER = '示例科技（上海）有限公司';

function fair(id: string, zphmc: string, jbrq: string, zt: SchoolFair['zt']): SchoolFair {
  return {
    id,
    zphmc,
    zphlx: '1',
    jbrq,
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '体育馆',
    bmkssj: '2026-11-01 09:00',
    bmjzsj: `${jbrq} 08:00`,
    ydfw: '1',
    hyfw: [],
    zwfy: { '1': 0, '2': 0, '3': 0 },
    cjrs: 2,
    xyglgg: '0',
    shms: '2',
    zphjs: '',
    zt,
    kxzws: 0,
    zzws: 3,
    dshs: 0,
  };
}

const FAIRS = [
  fair('zph2101', '2027届春季双选会', '2027-03-20', '1'),
  fair(MOCK_ENDED_FAIR.id, MOCK_ENDED_FAIR.name, '2026-11-20', '5'),
];

const PASSED = fairBookingWorkflow.states.passed;
const NO_SHOW = fairBookingWorkflow.states.noShow;

function booking(id: string, dwmc: string, zwbh: string): SchoolBookingItem {
  return {
    id,
    zphid: MOCK_ENDED_FAIR.id,
    zphmc: MOCK_ENDED_FAIR.name,
    jbrq: '2026-11-20',
    zwid: `zw-${id}`,
    zwbh,
    zwlx: '1',
    hcmc: '体育馆一号馆',
    fy: 0,
    zt: PASSED.code,
    ztmc: PASSED.label,
    sdjzsj: '',
    sdjzsjms: 0,
    kqx: false,
    bkqxyy: '',
    yy: '',
    tjsj: '2026-11-10 10:00:00',
    dwid: `dw-${id}`,
    dwmc,
    qdzt: '0',
  };
}

const freshBookings = () => [
  booking('yd6001', '蓝海银行', 'A-01'),
  booking('yd6002', REPEATER, 'A-02'),
  booking('yd6003', '远航物流股份有限公司', 'A-03'),
];

let bookings = freshBookings();

export function resetNoShowMock(): void {
  bookings = freshBookings();
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

/** The marking itself (every screen may call it). */
export const noShowHandlers: AnyHandler[] = [
  http.post(
    fairPaths.schoolNoShow,
    withStaff(async (request) => {
      const { zphid, ids } = (await request.json()) as NoShowRequest;
      if (zphid !== MOCK_ENDED_FAIR.id) return refuse(400, '招聘会结束后才能标记未到场');
      const result: NoShowResult = { marked: [], failed: [], suspended: [] };
      for (const id of ids) {
        const item = bookings.find((candidate) => candidate.id === id && candidate.zt === PASSED.code);
        if (item === undefined) {
          result.failed.push({ id, message: '当前状态为“未到场”，不能标记未到场' });
          continue;
        }
        item.zt = NO_SHOW.code;
        item.ztmc = NO_SHOW.label;
        result.marked.push(id);
        if (item.dwmc === REPEATER)
          result.suspended.push({ dwid: item.dwid, dwmc: item.dwmc, jsrq: MOCK_SUSPENSION_END });
      }
      const note = result.suspended.map((entry) => `${entry.dwmc}暂停预订至${entry.jsrq}`).join('；');
      return ok(result, `已标记${result.marked.length}家单位未到场${note === '' ? '' : `。${note}`}`);
    }),
  ),
];

/** The console's fairs and the ended fair's bookings, as the no-show screen's stories read them. */
export const noShowScreenHandlers: AnyHandler[] = [
  http.get(
    fairPaths.schoolList,
    withStaff(() => ok({ records: FAIRS, total: FAIRS.length })),
  ),
  http.get(
    fairPaths.schoolBookings,
    withStaff((request) => {
      const url = new URL(request.url);
      const matching = bookings.filter(
        (item) => item.zphid === url.searchParams.get('zphid') && item.zt === url.searchParams.get('zt'),
      );
      return ok({ records: matching, total: matching.length });
    }),
  ),
  ...noShowHandlers,
];
