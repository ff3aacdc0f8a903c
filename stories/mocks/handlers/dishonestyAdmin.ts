import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  APPEAL_STATES,
  DISHONESTY_RULES,
  dishonestyPaths,
  type Appeal,
  type AppealAnswer,
  type AppealStateCode,
  type DishonestyRecord,
  type SchoolAppealDetail,
} from '../../../contract/dishonesty';
import type { Envelope } from '../../../contract/envelope';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { reasonProblem } from '../../../contract/workflow';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from './console';

/**
 * The school's appeals of dishonesty records as the server answers them (/mgr/xzbcxjl appeals,
 * appeal, answer): one waiting with evidence, one accepted, one rejected. An answer moves the appeal
 * and its record as the server does; resetDishonestyAdminMock() restores them.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

export const MOCK_APPEAL_IDS = { pending: 'ss5001', accepted: 'ss5002', rejected: 'ss5003' } as const;
export const MOCK_APPEAL_FILE = { id: 'bcxss/2026/11/qingjiatiao.pdf', name: '暴雪停课通知.pdf' };

function record(id: string, dwmc: string, zt: DishonestyRecord['zt'], yx = ''): DishonestyRecord {
  return {
    id,
    gzlx: '1',
    gzmc: DISHONESTY_RULES['1'],
    dxid: 'zph1901',
    dxmc: '2026届秋季双选会',
    wgrq: '2026-11-20',
    yxqz: '2027-11-19',
    zt,
    ztmc: { '1': '有效', '2': '申诉中', '3': '已撤销', '4': '已过期' }[zt],
    yx,
    sm: `${DISHONESTY_RULES['1']}：展位A-0${id.slice(-1)}`,
    cjsj: '2026-11-21 09:00:00',
  };
}

function appeal(
  id: string,
  dwmc: string,
  zt: AppealStateCode,
  fields: Partial<Appeal> & { jl: DishonestyRecord },
): SchoolAppealDetail {
  const { jl, ...rest } = fields;
  const item: Appeal = {
    id,
    jlid: jl.id,
    ssly: '',
    fj: [],
    zt,
    ztmc: APPEAL_STATES[zt],
    dfyy: '',
    dfr: '',
    dfsj: '',
    sssj: '2026-11-22 10:00:00',
    ...rest,
  };
  return { ...item, dwid: `dw-${id}`, dwmc, jl, appeals: [item] };
}

function freshAppeals(): SchoolAppealDetail[] {
  return [
    appeal(MOCK_APPEAL_IDS.pending, '示例科技（上海）有限公司', '1', {
      jl: record('jl4001', '示例科技（上海）有限公司', '2', '暂停预订招聘会展位和宣讲会至2027-11-19'),
      ssly: '当天因暴雪全市停课，已提前一天电话告知就业中心，附停课通知。',
      fj: [MOCK_APPEAL_FILE],
      sssj: '2026-11-23 09:30:00',
    }),
    appeal(MOCK_APPEAL_IDS.accepted, '星河科技有限公司', '2', {
      jl: record('jl4002', '星河科技有限公司', '3'),
      ssly: '签到系统故障，我司人员已到场，附现场照片。',
      dfyy: '经核实现场照片，情况属实。',
      dfr: DEMO_STAFF.xm,
      dfsj: '2026-11-22 16:00:00',
    }),
    appeal(MOCK_APPEAL_IDS.rejected, '远航物流股份有限公司', '3', {
      jl: record('jl4003', '远航物流股份有限公司', '1', '有效期内再有1次未到场将暂停预订一年'),
      ssly: '临时有事未能参加。',
      dfyy: '未提前告知学校，不符合撤销条件。',
      dfr: DEMO_STAFF.xm,
      dfsj: '2026-11-22 17:00:00',
      sssj: '2026-11-21 10:00:00',
    }),
  ];
}

let appeals = freshAppeals();

export function resetDishonestyAdminMock(): void {
  appeals = freshAppeals();
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

const NOW = '2026-11-26 09:00:00';

export const dishonestyAdminHandlers: AnyHandler[] = [
  http.get(
    dishonestyPaths.schoolAppeals,
    withStaff((request) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('zt') ?? '';
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      const page = positive(url.searchParams.get('page'), 1);
      const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
      const matching = appeals
        .filter(
          (item) => (state === '' || item.zt === state) && (keyword === '' || item.dwmc.includes(keyword)),
        )
        .map(({ appeals: _appeals, ...item }) => item);
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length });
    }),
  ),
  http.get(
    dishonestyPaths.schoolAppeal,
    withStaff((request) => {
      const item = appeals.find((candidate) => candidate.id === new URL(request.url).searchParams.get('id'));
      return item === undefined ? refuse(400, '申诉不存在') : ok(item);
    }),
  ),
  http.post(
    dishonestyPaths.schoolAnswer,
    withStaff(async (request) => {
      const { ssid, action, reason = '' } = (await request.json()) as AppealAnswer;
      const item = appeals.find((candidate) => candidate.id === ssid);
      if (item === undefined) return refuse(400, '申诉不存在');
      if (item.zt !== '1') return refuse(400, '该申诉已处理');
      const problem = reasonProblem(action === 'reject' ? 'required' : 'optional', reason, '驳回申诉');
      if (problem !== null) return refuse(400, problem);
      const accepted = action === 'accept';
      const zt: AppealStateCode = accepted ? '2' : '3';
      Object.assign(item, {
        zt,
        ztmc: APPEAL_STATES[zt],
        dfyy: reason.trim(),
        dfr: DEMO_STAFF.xm,
        dfsj: NOW,
      });
      item.jl = accepted
        ? { ...item.jl, zt: '3', ztmc: '已撤销', yx: '' }
        : { ...item.jl, zt: '1', ztmc: '有效' };
      item.appeals = item.appeals.map((entry) =>
        entry.id === item.id ? { ...entry, zt, ztmc: APPEAL_STATES[zt] } : entry,
      );
      return ok(null, accepted ? '已通过申诉，记录已撤销' : '已驳回申诉');
    }),
  ),
];

/** No appeal at all: the queue says so. */
export const emptyAppeals: AnyHandler = http.get(
  dishonestyPaths.schoolAppeals,
  withStaff(() => ok({ records: [], total: 0 })),
);
