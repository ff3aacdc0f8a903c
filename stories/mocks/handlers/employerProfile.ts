import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  CHANGE_PENDING_MESSAGE,
  EMPTY_PROFILE,
  PROFILE_CHANGE_NOT_FOUND,
  PROFILE_FIELD_LABELS,
  REVIEWED_FIELDS,
  firstProfileProblem,
  missingProfileFields,
  profileChangeConsolePaths,
  profilePaths,
  type EmployerProfile,
  type EmployerProfileFields,
  type ProfileChangeDetail,
  type ProfileChangeListItem,
  type ProfileChangeReviewRequest,
  type ProfileField,
  type ProfileHistoryEntry,
} from '../../../contract/employerProfile';
import {
  profileChangeWorkflow,
  reasonProblem,
  stateOfCode,
  type ReviewHistoryEntry,
} from '../../../contract/workflow';
import { ok, refuse } from './account';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from './console';

/**
 * The employer profile (/com/dwxx) and the console's change queue (/mgr/dwbg) over one in-memory
 * employer, 星河智能科技有限公司, changed by the calls as the server would: other fields at once with a
 * history entry; name, credit code and licence as a request the school passes or rejects. Stories and
 * tests pick where it starts with resetProfileMock.
 */
export const MOCK_PROFILE_NAME = '星河智能科技有限公司';
export const MOCK_NEW_NAME = '星河智能科技集团有限公司';
export const MOCK_REJECT_REASON = '营业执照上的名称与填写的不一致，请上传更名后的营业执照';
const NOW = '2025-03-14 10:00:00';

export const mockCompleteProfile: EmployerProfileFields = {
  dwmc: MOCK_PROFILE_NAME,
  tyshxydm: '91110108MA01HM2K7W',
  dwxz: '39',
  dwhy: '34',
  zgbm: '',
  dwjj: '星河智能专注于教育与人工智能软件，现有员工三百余人，欢迎应届毕业生加入。',
  zczj: '3',
  dwgm: '3',
  sf: '330000',
  cs: '330100',
  xxdz: '西湖区文三路 90 号',
  yzbm: '310012',
  dwwz: 'https://www.example.com',
  lxr: '王经理',
  sjhm: '13800000000',
  gddh: '0571-87654321',
  yx: 'hr@example.com',
  yyzz: 'yyzz/mock/licence.png',
  logo: '',
};

type MockChange = ProfileChangeListItem & { history: ReviewHistoryEntry[] };

type ProfileMock = { fields: EmployerProfileFields; changes: MockChange[]; history: ProfileHistoryEntry[] };

export type ProfileScenario = 'complete' | 'incomplete' | 'pending' | 'rejected';

const historyEntry = (dz: string, dzmc: string, yzt: string, xzt: string, czr: string, yy = '') =>
  ({
    id: `ls-${dz}-${xzt}`,
    dxlx: 'profileChange',
    dxid: 'bg-0001',
    dz,
    dzmc,
    yzt,
    xzt,
    czrlx: czr === DEMO_STAFF.xm ? '2' : '1',
    czr,
    czsj: NOW,
    yy,
  }) satisfies ReviewHistoryEntry;

function changeOf(fields: EmployerProfileFields, state: 'pending' | 'rejected'): MockChange {
  const rejected = state === 'rejected';
  return {
    id: 'bg-0001',
    dwid: 'dw-demo',
    zt: profileChangeWorkflow.states[state].code,
    ydwmc: fields.dwmc,
    ytyshxydm: fields.tyshxydm,
    yyyzz: fields.yyzz,
    dwmc: MOCK_NEW_NAME,
    tyshxydm: fields.tyshxydm,
    yyzz: 'yyzz/mock/new-licence.png',
    bgx: ['单位名称', '营业执照'],
    shyj: rejected ? MOCK_REJECT_REASON : '',
    tjsj: '2025-03-13 09:30:00',
    spsj: rejected ? NOW : '',
    tjr: '王经理',
    history: [
      historyEntry('create', '创建', '', '1', '王经理'),
      ...(rejected ? [historyEntry('reject', '驳回', '1', '3', DEMO_STAFF.xm, MOCK_REJECT_REASON)] : []),
    ],
  };
}

function initial(scenario: ProfileScenario): ProfileMock {
  if (scenario === 'incomplete')
    return {
      fields: { ...EMPTY_PROFILE, dwmc: MOCK_PROFILE_NAME, tyshxydm: '91110108MA01HM2K7W', lxr: '王经理' },
      changes: [],
      history: [],
    };
  const fields = { ...mockCompleteProfile };
  return {
    fields,
    changes: scenario === 'complete' ? [] : [changeOf(fields, scenario)],
    history: [
      {
        id: 'xg-0001',
        czsj: '2025-03-10 14:20:00',
        czr: '王经理',
        bz: '',
        bgnr: [{ zdmc: '详细地址', yz: '西湖区文三路 88 号', xz: '西湖区文三路 90 号' }],
      },
    ],
  };
}

let mock = initial('complete');
let sequence = 1;

/** Starts the mock employer's profile over from a scenario (default: complete, nothing pending). */
export function resetProfileMock(scenario: ProfileScenario = 'complete'): void {
  mock = initial(scenario);
  sequence = 1;
}

const latest = () => mock.changes[mock.changes.length - 1] ?? null;

function profileAnswer(): EmployerProfile {
  const change = latest();
  return {
    fields: mock.fields,
    missing: missingProfileFields(mock.fields),
    change:
      change === null ? null : (({ dwid: _dwid, tjr: _tjr, history: _history, ...rest }) => rest)(change),
  };
}

const hasStaff = (request: Request) => request.headers.get('accessToken') === DEMO_STAFF_TOKEN;
const staffOnly = () => HttpResponse.json(refuse(42, '登录已失效，请重新登录'));

function saveProfile(body: EmployerProfileFields) {
  const problem = firstProfileProblem(body);
  if (problem !== null) return refuse(400, problem.message);
  const before = mock.fields;
  const changed = (Object.keys(PROFILE_FIELD_LABELS) as ProfileField[]).filter(
    (field) => body[field] !== before[field],
  );
  const reviewed = changed.filter((field) => (REVIEWED_FIELDS as readonly string[]).includes(field));
  const applied = changed.filter((field) => !reviewed.includes(field));
  const pending = latest()?.zt === '1' ? latest() : null;
  let submitted = false;
  if (reviewed.length > 0) {
    const same = pending !== null && REVIEWED_FIELDS.every((field) => pending[field] === body[field]);
    if (pending !== null && !same) return refuse(400, CHANGE_PENDING_MESSAGE);
    if (pending === null) {
      sequence += 1;
      submitted = true;
      mock.changes.push({
        id: `bg-${String(sequence).padStart(4, '0')}`,
        dwid: 'dw-demo',
        zt: '1',
        ydwmc: before.dwmc,
        ytyshxydm: before.tyshxydm,
        yyyzz: before.yyzz,
        dwmc: body.dwmc,
        tyshxydm: body.tyshxydm,
        yyzz: body.yyzz,
        bgx: reviewed.map((field) => PROFILE_FIELD_LABELS[field]),
        shyj: '',
        tjsj: NOW,
        spsj: '',
        tjr: '王经理',
        history: [historyEntry('create', '创建', '', '1', '王经理')],
      });
    }
  }
  const minor = Object.fromEntries(applied.map((field) => [field, body[field]]));
  mock.fields = { ...before, ...minor };
  if (applied.length > 0)
    mock.history.unshift({
      id: `xg-${mock.history.length + 2}`,
      czsj: NOW,
      czr: '王经理',
      bz: '',
      bgnr: applied.map((field) => ({
        zdmc: PROFILE_FIELD_LABELS[field],
        yz: before[field] || '（未填写）',
        xz: body[field] || '（未填写）',
      })),
    });
  const message = submitted
    ? applied.length > 0
      ? '已保存；单位名称等变更已提交学校审核，审核通过后生效'
      : '单位名称等变更已提交学校审核，审核通过后生效'
    : applied.length > 0
      ? '已保存'
      : '没有需要保存的修改';
  return ok(
    { ...profileAnswer(), applied: applied.map((field) => PROFILE_FIELD_LABELS[field]), submitted },
    message,
  );
}

function review({ id, action, reason = '' }: ProfileChangeReviewRequest) {
  const change = mock.changes.find((item) => item.id === id);
  if (change === undefined) return refuse(404, PROFILE_CHANGE_NOT_FOUND);
  const state = stateOfCode(profileChangeWorkflow, change.zt);
  if (state !== 'pending')
    return refuse(
      400,
      `当前状态为“${profileChangeWorkflow.states[state ?? 'passed'].label}”，不能${profileChangeWorkflow.actions[action]}`,
    );
  const problem = reasonProblem(
    action === 'reject' ? 'required' : 'optional',
    reason,
    profileChangeWorkflow.actions[action],
  );
  if (problem !== null) return refuse(400, problem);
  const to = action === 'pass' ? 'passed' : 'rejected';
  change.zt = profileChangeWorkflow.states[to].code;
  change.shyj = action === 'reject' ? reason.trim() : '';
  change.spsj = NOW;
  change.history.push(
    historyEntry(action, profileChangeWorkflow.actions[action], '1', change.zt, DEMO_STAFF.xm, reason.trim()),
  );
  if (action === 'pass')
    mock.fields = { ...mock.fields, dwmc: change.dwmc, tyshxydm: change.tyshxydm, yyzz: change.yyzz };
  return ok<ProfileChangeDetail>(change, `已${profileChangeWorkflow.actions[action]}`);
}

export const employerProfileHandlers: AnyHandler[] = [
  http.get(profilePaths.profile, () => HttpResponse.json(ok(profileAnswer()))),
  http.post(profilePaths.save, async ({ request }) =>
    HttpResponse.json(saveProfile((await request.json()) as EmployerProfileFields)),
  ),
  http.post(profilePaths.withdrawChange, async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    const change = mock.changes.find((item) => item.id === id && item.zt === '1');
    if (change === undefined) return HttpResponse.json(refuse(404, PROFILE_CHANGE_NOT_FOUND));
    change.zt = profileChangeWorkflow.states.withdrawn.code;
    return HttpResponse.json(ok(profileAnswer(), '已撤回变更申请'));
  }),
  http.get(profilePaths.history, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('size') ?? '10');
    return HttpResponse.json(
      ok({ records: mock.history.slice((page - 1) * size, page * size), total: mock.history.length }),
    );
  }),
  http.get(profileChangeConsolePaths.list, ({ request }) => {
    if (!hasStaff(request)) return staffOnly();
    const url = new URL(request.url);
    const zt = url.searchParams.get('zt') ?? '1';
    const keyword = (url.searchParams.get('keyword') ?? '').trim();
    const records = mock.changes
      .filter((item) => zt === '' || item.zt === zt)
      .filter((item) => keyword === '' || `${item.ydwmc}${item.dwmc}${item.tyshxydm}`.includes(keyword))
      .map(({ history: _history, ...item }) => item);
    return HttpResponse.json(ok({ records, total: records.length }));
  }),
  http.get(profileChangeConsolePaths.detail, ({ request }) => {
    if (!hasStaff(request)) return staffOnly();
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const change = mock.changes.find((item) => item.id === id);
    return HttpResponse.json(change === undefined ? refuse(404, PROFILE_CHANGE_NOT_FOUND) : ok(change));
  }),
  http.post(profileChangeConsolePaths.review, async ({ request }) => {
    if (!hasStaff(request)) return staffOnly();
    return HttpResponse.json(review((await request.json()) as ProfileChangeReviewRequest));
  }),
];
