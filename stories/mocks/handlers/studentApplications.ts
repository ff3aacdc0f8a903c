import { http, HttpResponse } from 'msw';
import {
  INCOMPLETE_RESUME_CODE,
  INVITATION_STATES,
  NOT_SUITABLE_STUDENT_MESSAGE,
  STUDENT_REFUSED_CODE,
  STUDENT_STATE_LABELS,
  studentApplicationPaths,
  type InterviewDetails,
  type Invitation,
  type StudentApplicationDetail,
  type StudentHistoryEntry,
  type StudentPositionListItem,
} from '../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import type { PublicPosition } from '../../../contract/positions';
import { INCOMPLETE_RESUME_MESSAGE, emptyResume } from '../../../contract/resumes';
import { ok, refuse } from './account';

/**
 * The student's applications (docs/api.md, /stu/zpgw/*, /stu/grzx/sq/*): twelve published positions
 * of the demo student's school (two pages), three applications of the demo student (invited to an
 * interview, not suitable, offered) and three invitations (two pending, one declined). Applying and
 * answering invitations change the in-memory state; resetStudentApplicationsMock() restores it (stories
 * and tests call it first). With `resume: 'incomplete'` applying and accepting answer 4004 with the
 * incomplete-resume message, as the server does below 50% without an attachment.
 */

export const MOCK_STUDENT_POSITION_IDS = {
  /** Open: applying succeeds. */
  open: 'p0001',
  /** Applied already: invited to an interview (application a0001). */
  applied: 'p0002',
  /** Resumes by e-mail only. */
  emailOnly: 'p0004',
  /** Past its deadline. */
  closed: 'p0012',
} as const;

export const MOCK_APPLICATION_IDS = { invited: 'a0001', notSuitable: 'a0002', offer: 'a0003' } as const;
export const MOCK_INVITATION_IDS = { pending: 'i0001', secondPending: 'i0002', declined: 'i0003' } as const;

export const ALREADY_APPLIED_MESSAGE = '你已申请过该职位，请勿重复申请';
export const MOCK_INTERVIEW: InterviewDetails = {
  msrq: '2026-12-08',
  mssj: '14:30',
  msfs: '1',
  msdd: '济南市历下区经十路 100 号 A 座 5 楼',
  mslj: '',
  msbz: '请携带纸质简历和成绩单',
};

type Seed = [id: string, zwmc: string, dwmc: string, extra?: Partial<PublicPosition>];

const SEEDS: Seed[] = [
  ['p0001', 'Java 后端开发工程师', '山东云帆信息技术有限公司'],
  ['p0002', '前端开发工程师', '济南星河软件有限公司', { xzxx: 9000, xzsx: 14000 }],
  ['p0003', '数据分析师', '青岛海润数据科技有限公司', { gzdq: '370202', gzdqmc: '山东省 青岛市 市南区' }],
  ['p0004', '行政专员', '山东鲁信商贸有限公司', { jlfs: '2', jlyx: 'hr@luxin.example.com', zwlb: '30' }],
  ['p0005', '产品经理助理', '济南星河软件有限公司', { gzxz: '2', xzxx: 3000, xzsx: 4000 }],
  ['p0006', '测试工程师', '山东云帆信息技术有限公司'],
  ['p0007', '算法工程师', '山东智算科技有限公司', { xlyq: '3', xzlx: '2', xzxx: 250000, xzsx: 400000 }],
  ['p0008', '运维工程师', '山东智算科技有限公司'],
  ['p0009', '销售代表', '山东鲁信商贸有限公司', { xzlx: '3', xzxx: null, xzsx: null, zwlb: '40' }],
  ['p0010', '财务助理', '青岛海润数据科技有限公司', { gzdq: '370202', gzdqmc: '山东省 青岛市 市南区' }],
  ['p0011', '嵌入式开发工程师', '济南星河软件有限公司'],
  ['p0012', '暑期实习生', '山东云帆信息技术有限公司', { gzxz: '2', jzrq: '2025-07-01' }],
];

function position([id, zwmc, dwmc, extra]: Seed, index: number): PublicPosition {
  return {
    id,
    zwmc,
    dwmc,
    dwid: `dw-${dwmc.length}`,
    gzxz: '1',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机类相关专业',
    zybq: ['计算机科学与技术', '软件工程'],
    zprs: 3,
    xzlx: '1',
    xzxx: 8000,
    xzsx: 12000,
    gzdq: '370102',
    gzdqmc: '山东省 济南市 历下区',
    gzdz: '经十路 100 号',
    zwms: `岗位职责：\n1. 参与${zwmc}相关工作；\n2. 与团队协作完成项目交付。\n任职要求：本科及以上学历，沟通能力良好。`,
    jlfs: '1',
    jlyx: '',
    lxr: '王老师',
    lxdh: '0531-88886666',
    kssj: '2026-09-01',
    jzrq: '2027-06-30',
    gkfw: '1',
    fl: ['五险一金', '带薪年假'],
    zt: '2',
    xxdm: '00000',
    fbsj: `2026-11-${String(25 - index).padStart(2, '0')} 09:00:00`,
    ...extra,
  };
}

type MockApplication = StudentApplicationDetail;

const entry = (zt: string, czsj: string, sm = ''): StudentHistoryEntry => ({
  zt,
  ztmc: STUDENT_STATE_LABELS[zt] ?? zt,
  czsj,
  sm,
});

let positions: PublicPosition[] = [];
let applications: MockApplication[] = [];
let invitations: Invitation[] = [];
let resumeComplete = true;
let sequence = 0;

function application(
  id: string,
  target: PublicPosition,
  zt: string,
  history: StudentHistoryEntry[],
  ms: InterviewDetails | null = null,
): MockApplication {
  const first = history[0]?.czsj ?? '2026-11-20 10:00:00';
  const last = history[history.length - 1]?.czsj ?? first;
  return {
    id,
    zwid: target.id,
    zwmc: target.zwmc,
    dwmc: target.dwmc,
    zt,
    ztmc: STUDENT_STATE_LABELS[zt] ?? zt,
    tdsj: first,
    gxsj: last,
    ms,
    history,
    jl: { ...emptyResume(), wzd: 85, kzsj: first },
  };
}

const positionOf = (id: string) => positions.find((item) => item.id === id);
const applicationFor = (positionId: string) => applications.find((item) => item.zwid === positionId);

/** Restores the mock: the seeded positions, applications and invitations. */
export function resetStudentApplicationsMock({
  resume = 'complete',
  positions: which = 'some',
}: { resume?: 'complete' | 'incomplete'; positions?: 'some' | 'none' } = {}): void {
  positions = which === 'none' ? [] : SEEDS.map(position);
  resumeComplete = resume === 'complete';
  sequence = 100;
  const seeded = (id: string) => SEEDS.map(position).find((item) => item.id === id) as PublicPosition;
  applications =
    which === 'none'
      ? []
      : [
          application(MOCK_APPLICATION_IDS.offer, seeded('p0006'), '5', [
            entry('1', '2026-11-02 09:12:00'),
            entry('2', '2026-11-03 10:00:00'),
            entry('5', '2026-11-15 16:20:00'),
          ]),
          application(MOCK_APPLICATION_IDS.notSuitable, seeded('p0005'), '7', [
            entry('1', '2026-11-10 08:30:00'),
            entry('7', '2026-11-12 11:00:00', NOT_SUITABLE_STUDENT_MESSAGE),
          ]),
          application(
            MOCK_APPLICATION_IDS.invited,
            seeded('p0002'),
            '3',
            [
              entry('1', '2026-11-18 20:05:00'),
              entry('2', '2026-11-19 09:40:00'),
              entry(
                '3',
                '2026-11-20 15:00:00',
                '面试时间：2026-12-08 14:30，地点：济南市历下区经十路 100 号 A 座 5 楼',
              ),
            ],
            MOCK_INTERVIEW,
          ),
        ];
  invitations =
    which === 'none'
      ? []
      : [
          {
            id: MOCK_INVITATION_IDS.pending,
            dwmc: '山东智算科技有限公司',
            zwid: 'p0007',
            zwmc: '算法工程师',
            ly: '看了你在简历中的机器学习项目，欢迎投递',
            zt: INVITATION_STATES.pending.code,
            yqsj: '2026-11-24 10:00:00',
            clsj: '',
            sqid: '',
          },
          {
            id: MOCK_INVITATION_IDS.secondPending,
            dwmc: '山东智算科技有限公司',
            zwid: 'p0008',
            zwmc: '运维工程师',
            ly: '',
            zt: INVITATION_STATES.pending.code,
            yqsj: '2026-11-23 15:30:00',
            clsj: '',
            sqid: '',
          },
          {
            id: MOCK_INVITATION_IDS.declined,
            dwmc: '青岛海润数据科技有限公司',
            zwid: 'p0010',
            zwmc: '财务助理',
            ly: '',
            zt: INVITATION_STATES.declined.code,
            yqsj: '2026-11-01 09:00:00',
            clsj: '2026-11-02 09:00:00',
            sqid: '',
          },
        ];
}
resetStudentApplicationsMock();

const now = () => '2026-11-26 10:00:00';

function paged<T>(rows: T[], query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const size = Math.max(1, Number(query.get('size') ?? DEFAULT_PAGE_SIZE));
  return { records: rows.slice((page - 1) * size, page * size), total: rows.length };
}

function listItem(item: PublicPosition): StudentPositionListItem {
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
    dwmc: item.dwmc,
    fbsj: item.fbsj,
    gkfw: item.gkfw,
    sqzt: applicationFor(item.id)?.zt ?? '',
  };
}

/** The mock's filters: a city is the first four digits of the area; salary counts monthly pay only. */
function matches(item: PublicPosition, query: URLSearchParams): boolean {
  const keyword = query.get('keyword') ?? '';
  const salary = Number(query.get('salary') ?? 0);
  const city = query.get('city');
  return (
    (keyword === '' || item.zwmc.includes(keyword) || item.dwmc.includes(keyword)) &&
    [
      ['category', item.zwlb],
      ['nature', item.gzxz],
      ['education', item.xlyq],
    ].every(([key, value]) => !query.get(key as string) || query.get(key as string) === value) &&
    (city === null || item.gzdq.slice(0, 4) === city.slice(0, 4)) &&
    (salary === 0 || (item.xzlx === '1' && (item.xzsx ?? 0) >= salary))
  );
}

/** Applying by the server's rules: the resume, one per position, open positions through this system. */
function applyTo(positionId: string): { id: string } | { code: number; message: string } {
  const target = positionOf(positionId);
  if (target === undefined) return { code: STUDENT_REFUSED_CODE, message: '职位不存在' };
  if (applicationFor(positionId) !== undefined)
    return { code: STUDENT_REFUSED_CODE, message: ALREADY_APPLIED_MESSAGE };
  if (target.jzrq < now().slice(0, 10))
    return { code: STUDENT_REFUSED_CODE, message: '该职位已停止招聘或已过截止日期' };
  if (target.jlfs === '2') return { code: STUDENT_REFUSED_CODE, message: '该职位仅接受邮箱投递' };
  if (!resumeComplete) return { code: INCOMPLETE_RESUME_CODE, message: INCOMPLETE_RESUME_MESSAGE };
  sequence += 1;
  const created = application(`a${sequence}`, target, '1', [entry('1', now())]);
  applications.push(created);
  return { id: created.id };
}

const answer = (outcome: ReturnType<typeof applyTo>) =>
  HttpResponse.json(
    'id' in outcome ? ok({ id: outcome.id }, '申请成功') : refuse(outcome.code, outcome.message),
  );

const idOf = async (request: Request) => ((await request.json()) as { id?: string }).id ?? '';

export const studentApplicationsHandlers = [
  http.get(studentApplicationPaths.positions, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(
      ok(paged(positions.filter((item) => matches(item, query)).map(listItem), query)),
    );
  }),
  http.get(studentApplicationPaths.recommended, ({ request }) => {
    const size = Number(new URL(request.url).searchParams.get('size') ?? 6);
    return HttpResponse.json(ok(positions.slice(0, size).map(listItem)));
  }),
  http.get(studentApplicationPaths.position, ({ request }) => {
    const target = positionOf(new URL(request.url).searchParams.get('id') ?? '');
    if (target === undefined) return HttpResponse.json(refuse(STUDENT_REFUSED_CODE, '职位不存在'));
    const mine = applicationFor(target.id);
    return HttpResponse.json(ok({ ...target, sqid: mine?.id ?? '', sqzt: mine?.zt ?? '' }));
  }),
  http.post(studentApplicationPaths.apply, async ({ request }) => {
    const body = (await request.json()) as { zwid?: string };
    return answer(applyTo(body.zwid ?? ''));
  }),
  http.get(studentApplicationPaths.list, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const zt = query.get('zt');
    const rows = applications
      .filter((item) => !zt || item.zt === zt)
      .reverse()
      .map(({ id, zwid, zwmc, dwmc, zt: state, ztmc, tdsj, gxsj, ms }) => ({
        id,
        zwid,
        zwmc,
        dwmc,
        zt: state,
        ztmc,
        tdsj,
        gxsj,
        ms,
      }));
    return HttpResponse.json(ok(paged(rows, query)));
  }),
  http.get(studentApplicationPaths.detail, ({ request }) => {
    const found = applications.find((item) => item.id === new URL(request.url).searchParams.get('id'));
    return HttpResponse.json(found ? ok(found) : refuse(STUDENT_REFUSED_CODE, '申请不存在'));
  }),
  http.get(studentApplicationPaths.invitations, ({ request }) =>
    HttpResponse.json(ok(paged(invitations, new URL(request.url).searchParams))),
  ),
  http.post(studentApplicationPaths.accept, async ({ request }) => {
    const id = await idOf(request);
    const target = invitations.find((item) => item.id === id);
    if (target === undefined) return HttpResponse.json(refuse(STUDENT_REFUSED_CODE, '邀请不存在'));
    if (target.zt !== INVITATION_STATES.pending.code)
      return HttpResponse.json(refuse(STUDENT_REFUSED_CODE, '该邀请已处理'));
    const outcome = applyTo(target.zwid);
    if ('id' in outcome)
      Object.assign(target, { zt: INVITATION_STATES.accepted.code, clsj: now(), sqid: outcome.id });
    return answer(outcome);
  }),
  http.post(studentApplicationPaths.decline, async ({ request }) => {
    const id = await idOf(request);
    const found = invitations.find((item) => item.id === id);
    if (found === undefined) return HttpResponse.json(refuse(STUDENT_REFUSED_CODE, '邀请不存在'));
    if (found.zt !== INVITATION_STATES.pending.code)
      return HttpResponse.json(refuse(STUDENT_REFUSED_CODE, '该邀请已处理'));
    Object.assign(found, { zt: INVITATION_STATES.declined.code, clsj: now() });
    return HttpResponse.json(ok({ id: found.id, zt: found.zt }, '已拒绝'));
  }),
];
