import { http, HttpResponse } from 'msw';
import {
  MAX_PENDING_INVITATIONS,
  applicationPaths,
  interviewProblem,
  maskEmail,
  maskMobile,
  maskName,
  type AccessLogEntry,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationNoteRequest,
  type ApplicationTransitionRequest,
  type BulkTransitionResult,
  type InviteRequest,
  type TalentSearchItem,
} from '../../../../contract/applications';
import { emptyResume, type ResumeSnapshot } from '../../../../contract/resumes';
import {
  applicationWorkflow,
  findTransition,
  refusalMessage,
  stateOfCode,
  type ApplicationState,
} from '../../../../contract/workflow';
import { MOCK_POSITION_IDS } from '../../../mocks/handlers/positions';
import { now, ok, refuse } from '../../../mocks/postingStore';

/**
 * Received applications, the access log and talent search for the employer screens' stories: an
 * in-memory store that follows applicationWorkflow as the server does (each id of a bulk transition
 * on its own), resets with resetApplicationsMock() before each story.
 */

const code = (state: ApplicationState) => applicationWorkflow.states[state].code;

export const MOCK_APPLICATION_IDS = {
  new: 'sq0001',
  viewed: 'sq0002',
  invited: 'sq0003',
  interviewing: 'sq0004',
  offer: 'sq0005',
  hired: 'sq0006',
  rejected: 'sq0007',
  secondNew: 'sq0008',
} as const;

export const MOCK_PROJECT_TEXT =
  '参与校级科研项目，使用机器学习方法预测城市交通流量，负责数据清洗与模型训练。';
export const MOCK_CAP_REFUSAL = `该学生已有${MAX_PENDING_INVITATIONS}个待处理的本单位邀请，请等待学生处理后再邀请`;
/** The talent-search student whose pending invitations are at the cap. */
export const MOCK_CAPPED_STUDENT = 'xs0003';

const snapshot = (name: string, mobile: string): ResumeSnapshot => ({
  ...emptyResume(),
  jbxx: {
    xm: name,
    xb: '1',
    csrq: '2003-05-01',
    zzmm: '03',
    jg: '山东济南',
    sjhm: mobile,
    dzyx: 'student@example.com',
  },
  jyjl: [
    {
      xxmc: '山东大学',
      zy: '计算机科学与技术',
      xl: '2',
      kssj: '2022-09',
      jssj: '2026-06',
      gpa: '3.7/4.0',
      pm: '前10%',
    },
  ],
  sxjl: [
    { dwmc: '济南某科技公司', zw: '开发实习生', kssj: '2025-07', jssj: '2025-09', ms: '参与后台接口开发。' },
  ],
  xmjl: [{ xmmc: '城市交通预测', js: '组长', kssj: '2024-03', jssj: '2024-12', ms: MOCK_PROJECT_TEXT }],
  xyhd: [{ lx: '2', mc: '校级一等奖学金', sj: '2024-10', ms: '' }],
  jnzs: { cet4: 560, cet6: 510, jsjdj: '2', jn: ['Python', '机器学习'], zs: [] },
  zwpj: '踏实认真，学习能力强。',
  qzyx: { zwlb: '', csdm: '370100', xzxx: 8000, xzsx: 12000, gzxz: '' },
  fjjl: { path: 'resume/1.pdf', name: '个人简历.pdf', size: 204800 },
  gxsj: '2026-11-20 10:00:00',
  wzd: 95,
  kzsj: '2026-11-20 10:00:00',
});

type Stored = ApplicationDetail;

const NAMES = ['张三', '李四', '王五', '赵六', '钱七', '孙八', '周九', '吴十'];

function seed(): Stored[] {
  const states: ApplicationState[] = [
    'new',
    'viewed',
    'invited',
    'interviewing',
    'offer',
    'hired',
    'rejected',
    'new',
  ];
  return states.map((state, index): Stored => {
    const id = `sq000${index + 1}`;
    const mobile = `1380000000${index}`;
    const item: ApplicationListItem = {
      id,
      zwid: index % 2 === 0 ? MOCK_POSITION_IDS.published : MOCK_POSITION_IDS.publishedLater,
      zwmc: index % 2 === 0 ? 'Java 后端开发工程师' : '产品经理',
      xm: NAMES[index] ?? `学生${index}`,
      xb: index % 2 === 0 ? '1' : '2',
      xxmc: '山东大学',
      zy: index < 4 ? '计算机科学与技术' : '软件工程',
      xl: index === 3 ? '3' : '2',
      bynf: 2026,
      sjh: mobile,
      yx: 'student@example.com',
      zt: code(state),
      tdsj: `2026-11-${String(20 - index).padStart(2, '0')} 09:00:00`,
      gxsj: `2026-11-${String(20 - index).padStart(2, '0')} 09:00:00`,
      yfj: index === 1 ? '0' : '1',
      yqly: index === 7 ? '1' : '0',
    };
    const interview =
      state === 'invited' || state === 'interviewing'
        ? {
            msrq: '2026-12-01',
            mssj: '14:30',
            msfs: '1' as const,
            msdd: '公司总部 3 楼会议室',
            mslj: '',
            msbz: '请携带纸质简历',
          }
        : null;
    const resume = snapshot(item.xm, mobile);
    return {
      ...item,
      jl: index === 1 ? { ...resume, fjjl: null } : resume,
      ms: interview,
      yy: state === 'rejected' ? '专业方向与岗位不符' : '',
      history: [
        {
          id: `${id}-h1`,
          dxlx: 'application',
          dxid: id,
          dz: 'create',
          dzmc: '投递',
          yzt: '',
          xzt: code('new'),
          czrlx: '4',
          czr: item.xm,
          czsj: item.tdsj,
          yy: '',
        },
      ],
      notes:
        index === 2
          ? [{ id: 'n1', nr: '技术基础扎实，建议二面。', czr: '李招聘', cjsj: '2026-11-21 10:00:00' }]
          : [],
    };
  });
}

type TalentRow = {
  studentId: string;
  name: string;
  mobile: string;
  email: string;
  revealed: boolean;
  item: Omit<TalentSearchItem, 'xsid' | 'xm' | 'sjh' | 'yx' | 'gk'>;
};

function seedTalent(): TalentRow[] {
  return [
    {
      studentId: 'xs0001',
      name: '李明',
      mobile: '13812340000',
      email: 'liming@example.com',
      revealed: false,
    },
    {
      studentId: 'xs0002',
      name: '王芳',
      mobile: '13900001111',
      email: 'wangfang@example.com',
      revealed: true,
    },
    {
      studentId: MOCK_CAPPED_STUDENT,
      name: '陈晨',
      mobile: '13700002222',
      email: 'chenchen@example.com',
      revealed: false,
    },
  ].map((row, index) => ({
    ...row,
    item: {
      xb: index === 1 ? '2' : '1',
      xxmc: '山东大学',
      zy: index === 2 ? '数学与应用数学' : '计算机科学与技术',
      xl: '2',
      bynf: 2026,
      jn: index === 0 ? 'Python、机器学习' : 'Java、SQL',
      yxcs: '370100',
      gxsj: '2026-11-20 10:00:00',
      jlzy: '',
    },
  }));
}

let store: Stored[] = seed();
let talent: TalentRow[] = seedTalent();
let log: AccessLogEntry[] = [];

export function resetApplicationsMock() {
  store = seed();
  talent = seedTalent();
  log = [
    {
      id: 'log1',
      lx: 'detail',
      czr: '李招聘（recruiter）',
      czsj: '2026-11-21 10:00:00',
      sqids: [MOCK_APPLICATION_IDS.invited],
      sl: 1,
    },
    {
      id: 'log2',
      lx: 'export',
      czr: '主账号（demo）',
      czsj: '2026-11-22 15:30:00',
      sqids: ['sq0001', 'sq0002'],
      sl: 2,
    },
  ];
}

const toItem = (row: Stored): ApplicationListItem => {
  const { jl: _jl, ms: _ms, yy: _yy, history: _history, notes: _notes, ...item } = row;
  return item;
};

function filtered(search: URLSearchParams, withState: boolean): Stored[] {
  const get = (key: string) => search.get(key) ?? '';
  return store
    .filter((row) => !withState || get('zt') === '' || row.zt === get('zt'))
    .filter((row) => get('zwid') === '' || row.zwid === get('zwid'))
    .filter((row) => get('xl') === '' || row.xl === get('xl'))
    .filter((row) => get('zy') === '' || row.zy === get('zy'))
    .filter((row) => get('xxmc') === '' || row.xxmc === get('xxmc'))
    .filter((row) => get('xm') === '' || row.xm.includes(get('xm')))
    .filter((row) => get('bynf') === '' || String(row.bynf) === get('bynf'))
    .filter((row) => get('ksrq') === '' || row.tdsj.slice(0, 10) >= get('ksrq'))
    .filter((row) => get('jsrq') === '' || row.tdsj.slice(0, 10) <= get('jsrq'))
    .sort((a, b) => (get('px') === 'tdsj_asc' ? a.tdsj.localeCompare(b.tdsj) : b.tdsj.localeCompare(a.tdsj)));
}

const paged = <T>(rows: readonly T[], search: URLSearchParams) => {
  const page = Number(search.get('page') ?? '1');
  const size = Number(search.get('size') ?? '10');
  return { records: rows.slice((page - 1) * size, page * size), total: rows.length };
};

function record(lx: AccessLogEntry['lx'], ids: string[]) {
  log.unshift({
    id: `log${log.length + 1}`,
    lx,
    czr: '主账号（demo）',
    czsj: now(),
    sqids: ids,
    sl: ids.length,
  });
}

function markViewed(row: Stored) {
  if (row.zt !== code('new')) return;
  row.zt = code('viewed');
  row.history.push({ ...historyEntry(row, 'view', code('new'), code('viewed'), '系统'), czrlx: '3' });
}

function historyEntry(row: Stored, action: string, from: string, to: string, by: string, reason = '') {
  return {
    id: `${row.id}-h${row.history.length + 1}`,
    dxlx: 'application' as const,
    dxid: row.id,
    dz: action,
    dzmc:
      action === 'view'
        ? '查看'
        : applicationWorkflow.actions[action as keyof typeof applicationWorkflow.actions],
    yzt: from,
    xzt: to,
    czrlx: '1',
    czr: by,
    czsj: now(),
    yy: reason,
  };
}

function transition(body: ApplicationTransitionRequest): BulkTransitionResult {
  const answer: BulkTransitionResult = { succeeded: [], failed: [] };
  for (const id of body.ids) {
    const row = store.find((candidate) => candidate.id === id);
    const from = row === undefined ? undefined : stateOfCode(applicationWorkflow, row.zt);
    if (row === undefined || from === undefined) {
      answer.failed.push({ id, message: '申请不存在' });
      continue;
    }
    const rule = findTransition(applicationWorkflow, from, body.action, 'employer');
    if (rule === undefined) {
      answer.failed.push({ id, message: refusalMessage(applicationWorkflow, from, body.action) });
      continue;
    }
    row.history.push(historyEntry(row, body.action, row.zt, code(rule.to), '主账号', body.reason ?? ''));
    row.zt = code(rule.to);
    row.gxsj = now();
    if (body.action === 'invite' && body.interview !== undefined) row.ms = body.interview;
    if (body.action === 'reject') row.yy = body.reason ?? '';
    answer.succeeded.push({ id, zt: row.zt });
  }
  return answer;
}

export const applicationHandlers = [
  http.get(applicationPaths.list, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const counts: Record<string, number> = {};
    for (const row of filtered(search, false)) counts[row.zt] = (counts[row.zt] ?? 0) + 1;
    return HttpResponse.json(ok({ ...paged(filtered(search, true).map(toItem), search), counts }));
  }),
  http.get(applicationPaths.detail, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const row = store.find((candidate) => candidate.id === id);
    if (row === undefined) return HttpResponse.json(refuse(404, '申请不存在'));
    markViewed(row);
    record('detail', [row.id]);
    return HttpResponse.json(ok(structuredClone(row)));
  }),
  http.post(applicationPaths.transition, async ({ request }) => {
    const body = (await request.json()) as ApplicationTransitionRequest;
    if (body.action === 'invite') {
      const problem = interviewProblem(body.interview, '2000-01-01');
      if (problem !== null) return HttpResponse.json(refuse(400, problem));
    }
    return HttpResponse.json(ok(transition(body)));
  }),
  http.post(applicationPaths.note, async ({ request }) => {
    const body = (await request.json()) as ApplicationNoteRequest;
    const row = store.find((candidate) => candidate.id === body.id);
    if (row === undefined) return HttpResponse.json(refuse(404, '申请不存在'));
    const note = { id: `n${Date.now()}`, nr: body.nr, czr: '主账号', cjsj: now() };
    row.notes.push(note);
    return HttpResponse.json(ok(note));
  }),
  http.get(applicationPaths.export, ({ request }) => {
    const rows = filtered(new URL(request.url).searchParams, true);
    record(
      'export',
      rows.map((row) => row.id),
    );
    return new HttpResponse(new Blob(['PK mock xlsx']), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="applications.xlsx"; filename*=UTF-8''${encodeURIComponent('收到的简历_20261126.xlsx')}`,
      },
    });
  }),
  http.get(applicationPaths.attachment, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const row = store.find((candidate) => candidate.id === id);
    if (row === undefined || row.jl.fjjl === null) return HttpResponse.json(refuse(404, '附件简历不存在'));
    markViewed(row);
    record('attachment', [row.id]);
    return new HttpResponse(new Blob(['%PDF-1.4 mock']), { headers: { 'Content-Type': 'application/pdf' } });
  }),
  http.get(applicationPaths.accessLog, ({ request }) =>
    HttpResponse.json(ok(paged(log, new URL(request.url).searchParams))),
  ),
  http.get(applicationPaths.talentSearch, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const keyword = search.get('gjz') ?? '';
    const major = search.get('zy') ?? '';
    const rows = talent
      .filter((row) => keyword === '' || (row.studentId === 'xs0001' && MOCK_PROJECT_TEXT.includes(keyword)))
      .filter((row) => major === '' || row.item.zy.includes(major))
      .map((row): TalentSearchItem => ({
        ...row.item,
        xsid: row.studentId,
        xm: row.revealed ? row.name : maskName(row.name),
        sjh: row.revealed ? row.mobile : maskMobile(row.mobile),
        yx: row.revealed ? row.email : maskEmail(row.email),
        gk: row.revealed ? '1' : '0',
        jlzy: keyword === '' ? '' : MOCK_PROJECT_TEXT.slice(0, 30),
      }));
    return HttpResponse.json(ok(paged(rows, search)));
  }),
  http.post(applicationPaths.invite, async ({ request }) => {
    const body = (await request.json()) as InviteRequest;
    if (body.xsid === MOCK_CAPPED_STUDENT) return HttpResponse.json(refuse(4002, MOCK_CAP_REFUSAL));
    return HttpResponse.json(ok({ id: `yq${Date.now()}` }));
  }),
];
