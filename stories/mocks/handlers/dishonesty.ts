import { http, HttpResponse } from 'msw';
import { chinaDateTime } from '../../../contract/chinaTime';
import {
  DEFAULT_NO_SHOW_RULE,
  appealProblem,
  dishonestyPaths,
  type AppealRequest,
  type DishonestyDetail,
  type NoShowRule,
} from '../../../contract/dishonesty';
import { ok, refuse } from './account';

/**
 * 校招不诚信记录 (docs/api.md, Dishonesty records): the demo employer's records in memory: two fair
 * no-shows that suspend booking (the first already appealed and refused, with the school's answer),
 * under the site's rule. resetDishonestyMock({ empty, rule }) starts a story afresh.
 */
const SUSPENDED_UNTIL = '2027-11-20';

const initialRecords = (): DishonestyDetail[] => [
  {
    id: 'jl-0002',
    gzlx: '1',
    gzmc: '招聘会预订展位后未到场',
    dxid: 'f-spring',
    dxmc: '2026年春季双选会',
    wgrq: '2026-11-20',
    yxqz: '2027-11-19',
    zt: '1',
    ztmc: '有效',
    yx: `暂停预订至${SUSPENDED_UNTIL}`,
    sm: '招聘会结束时未签到',
    cjsj: '2026-11-20 17:00:00',
    appeals: [],
  },
  {
    id: 'jl-0001',
    gzlx: '1',
    gzmc: '招聘会预订展位后未到场',
    dxid: 'f-summer',
    dxmc: '2026年夏季专场招聘会',
    wgrq: '2026-06-12',
    yxqz: '2027-06-11',
    zt: '1',
    ztmc: '有效',
    yx: '',
    sm: '招聘会结束时未签到',
    cjsj: '2026-06-12 17:00:00',
    appeals: [
      {
        id: 'ss-0001',
        jlid: 'jl-0001',
        ssly: '当天交通管制，未能按时到场。',
        fj: [{ id: 'bcxss/mock/1-证明.pdf', name: '证明.pdf' }],
        zt: '3',
        ztmc: '申诉驳回',
        dfyy: '未提供交通管制的证明材料',
        dfr: '就业指导中心',
        dfsj: '2026-06-15 10:00:00',
        sssj: '2026-06-13 09:00:00',
      },
    ],
  },
];

let records = initialRecords();
let suspended = true;
let siteRule: NoShowRule = DEFAULT_NO_SHOW_RULE;

export function resetDishonestyMock({
  empty = false,
  rule = DEFAULT_NO_SHOW_RULE,
}: { empty?: boolean; rule?: NoShowRule } = {}): void {
  records = empty ? [] : initialRecords();
  suspended = !empty;
  siteRule = rule;
}

export const dishonestyHandlers = [
  http.get(dishonestyPaths.list, () =>
    HttpResponse.json(
      ok({
        records: records.map(({ appeals: _appeals, ...record }) => record),
        total: records.length,
        tjyd: suspended ? { jsrq: SUSPENDED_UNTIL, jlids: records.map((record) => record.id) } : null,
        gz: siteRule,
      }),
    ),
  ),
  http.get(dishonestyPaths.detail, ({ request }) => {
    const record = records.find((each) => each.id === new URL(request.url).searchParams.get('id'));
    return record ? HttpResponse.json(ok(record)) : HttpResponse.json(refuse(404, '记录不存在'));
  }),
  http.post(dishonestyPaths.appeal, async ({ request }) => {
    const body = (await request.json()) as AppealRequest;
    const record = records.find((each) => each.id === body.jlid);
    if (!record) return HttpResponse.json(refuse(404, '记录不存在'));
    const problem = appealProblem(body);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    record.zt = '2';
    record.ztmc = '申诉中';
    record.appeals = [
      ...record.appeals,
      {
        id: `ss-${record.appeals.length + 10}`,
        jlid: record.id,
        ssly: body.ssly,
        fj: body.fjids.map((path) => ({ id: path, name: path.split('/').pop() ?? path })),
        zt: '1',
        ztmc: '待处理',
        dfyy: '',
        dfr: '',
        dfsj: '',
        sssj: chinaDateTime(Date.now()),
      },
    ];
    return HttpResponse.json(ok(null, '申诉已提交'));
  }),
];
