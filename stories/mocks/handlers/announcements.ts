import { http, HttpResponse, type AnyHandler } from 'msw';
import { EMPLOYER_NOT_PASSED_CODE } from '../../../contract/account';
import {
  ANNOUNCEMENT_FIELD_LABELS,
  announcementWordingFields,
  checkAnnouncement,
} from '../../../contract/announcementRules';
import {
  announcementPaths,
  type AnnouncementDetail,
  type AnnouncementDraft,
  type AnnouncementIdRequest,
  type AnnouncementListItem,
  type AnnouncementStateResult,
  type LinkedPosition,
} from '../../../contract/announcements';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import { FILE_PREVIEW_FILE_PATH } from '../../../contract/files';
import { positionPaths, type PublishedPositionOption } from '../../../contract/positions';
import { checkRecruitmentWording } from '../../../contract/recruitmentWording';
import {
  EDITABLE_POSTING_STATES,
  postingWorkflow,
  refusalMessage,
  stateOfCode,
  type Actor,
  type PostingAction,
  type PostingState,
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

/**
 * The employer's announcements (/com/zpgg/*) in memory, following postingWorkflow as the server does:
 * the field rules of contract/announcementRules.ts, the content check at submission, the employer's
 * standing (4010), the moves each state allows (the moves and the list: ../postingStore.ts). One demo
 * announcement per state; stories and tests call resetAnnouncementsMock() first so each starts from
 * the same data.
 *
 * /com/zpgw/published belongs to the positions mock; stories that need known options add
 * linkablePositionsHandler, and announcementImagePreviewHandler shows the demo body's picture.
 */

export const MOCK_ANNOUNCEMENT_IDS = {
  changes: 'gg0001',
  published: 'gg0002',
  draft: 'gg0003',
  pending: 'gg0004',
  rejected: 'gg0005',
  offline: 'gg0006',
  expired: 'gg0007',
} as const;

/** The employer's published positions an announcement may link. */
export const MOCK_LINKABLE_POSITIONS: readonly PublishedPositionOption[] = [
  { id: 'zw0003', zwmc: 'Java 后端开发工程师' },
  { id: 'zw0008', zwmc: '产品经理' },
  { id: 'zw0009', zwmc: '数据分析师' },
];

export const MOCK_CHANGES_REASON = '请补充各岗位的工作地点和薪资待遇。';
export const MOCK_REJECT_REASON = '公告中“限男性”属于性别限制，请删除后重新提交。';
export const MOCK_NOT_PASSED_MESSAGE = '贵单位的注册信息正在等待学校审核，审核通过后才能提交审核';
export const MOCK_IMAGE_PATH = 'zpgg/demo/xuanjiang.png';
export const MOCK_ATTACHMENT = { path: 'zpgg/demo/jianzhang.pdf', name: '2025届春季校园招聘简章.pdf' };

const MOCK_BODY =
  '<h2>公司简介</h2><p>示例科技有限公司成立于2010年，专注于企业软件与数据服务，现有员工600余人。</p>' +
  '<h3>招聘岗位</h3><table><tbody><tr><th><p>岗位</p></th><th><p>人数</p></th><th><p>工作地点</p></th></tr>' +
  '<tr><td><p>Java 后端开发工程师</p></td><td><p>5</p></td><td><p>济南</p></td></tr>' +
  '<tr><td><p>产品经理</p></td><td><p>2</p></td><td><p>北京</p></td></tr></tbody></table>' +
  '<h3>应聘方式</h3><ol><li><p>在本平台投递简历；</p></li><li><p>参加<strong>宣讲会</strong>现场面试。</p></li></ol>' +
  `<p><img src="${FILE_PREVIEW_FILE_PATH}?path=${MOCK_IMAGE_PATH}" alt="往届宣讲会现场"></p>` +
  '<p>了解更多请访问<a target="_blank" rel="noopener noreferrer" href="https://www.example.com">公司官网</a>。</p>';

type Stored = AnnouncementDetail & StoredPosting;
type MockSettings = { employerPassed: boolean; autoReview: boolean };

let settings: MockSettings = { employerPassed: true, autoReview: false };
const announcements = new PostingStore<Stored>({
  objectType: 'announcement',
  noun: '公告',
  nameOf: (announcement) => announcement.ggbt,
});

const today = () => chinaDate(Date.now());
const NOT_PASSED = refuse(EMPLOYER_NOT_PASSED_CODE, MOCK_NOT_PASSED_MESSAGE);

const linked = (ids: readonly string[]): LinkedPosition[] =>
  ids.flatMap((id) => MOCK_LINKABLE_POSITIONS.filter((position) => position.id === id));

function demo(
  id: string,
  overrides: Partial<Stored>,
  moves: [PostingAction, PostingState, Actor, string?][] = [],
): Stored {
  const day = today();
  const stored: Stored = {
    id,
    ggbt: '2025届春季校园招聘简章',
    ggnr: MOCK_BODY,
    fj: [MOCK_ATTACHMENT],
    glzw: linked(['zw0003', 'zw0008']),
    kssj: addDays(day, -5),
    jssj: addDays(day, 40),
    nrsm: '',
    zt: code('draft'),
    shyj: '',
    xxdm: demoEmployer.xxdm,
    dwid: demoEmployer.dwid,
    dwmc: demoEmployer.dwmc,
    cjsj: `${addDays(day, -6)} 09:00:00`,
    gxsj: `${addDays(day, -6)} 09:00:00`,
    tjsj: '',
    fbsj: '',
    flags: [],
    history: [],
    order: 0,
    ...overrides,
  };
  stored.history = [announcements.historyEntry(id, 'create', '', code('draft'), 'employer')];
  let state: PostingState = 'draft';
  for (const [action, to, actor, reason] of moves) {
    stored.history.push(announcements.historyEntry(id, action, code(state), code(to), actor, reason));
    state = to;
  }
  stored.zt = code(state);
  stored.flags = checkRecruitmentWording(announcementWordingFields(stored));
  return stored;
}

function demoAnnouncements(): Stored[] {
  const day = today();
  const submitted: [PostingAction, PostingState, Actor] = ['submit', 'pending', 'employer'];
  const list = [
    demo(MOCK_ANNOUNCEMENT_IDS.changes, { shyj: MOCK_CHANGES_REASON, tjsj: `${addDays(day, -2)} 10:00:00` }, [
      submitted,
      ['changes', 'changes', 'school', MOCK_CHANGES_REASON],
    ]),
    demo(
      MOCK_ANNOUNCEMENT_IDS.published,
      { ggbt: '2025届秋季校园招聘公告', fbsj: `${addDays(day, -3)} 15:00:00`, jssj: addDays(day, 2) },
      [submitted, ['pass', 'published', 'school']],
    ),
    demo(MOCK_ANNOUNCEMENT_IDS.draft, {
      ggbt: '2025年暑期实习生招聘',
      ggnr: '<p>暑期实习生招聘，岗位与人数待定。</p>',
      fj: [],
      glzw: [],
    }),
    demo(MOCK_ANNOUNCEMENT_IDS.pending, { ggbt: '管理培训生项目招聘', glzw: linked(['zw0008']) }, [
      submitted,
    ]),
    demo(
      MOCK_ANNOUNCEMENT_IDS.rejected,
      {
        ggbt: '销售代表招聘公告',
        ggnr: '<h2>招聘要求</h2><p>限男性，能适应出差。</p>',
        fj: [],
        glzw: [],
        shyj: MOCK_REJECT_REASON,
      },
      [submitted, ['reject', 'rejected', 'school', MOCK_REJECT_REASON]],
    ),
    demo(
      MOCK_ANNOUNCEMENT_IDS.offline,
      { ggbt: '2024届补录公告', fj: [], kssj: addDays(day, -60), jssj: addDays(day, 30) },
      [submitted, ['pass', 'published', 'school'], ['offline', 'offline', 'employer', '岗位已招满']],
    ),
    demo(
      MOCK_ANNOUNCEMENT_IDS.expired,
      { ggbt: '2024届秋季招聘公告', fj: [], kssj: addDays(day, -90), jssj: addDays(day, -1) },
      [submitted, ['pass', 'published', 'school'], ['expire', 'expired', 'system']],
    ),
  ];
  // The list shows the latest change first, in the order above.
  return list.map((stored, index) => ({
    ...stored,
    order: list.length - index,
    gxsj: `${addDays(day, -index)} 09:30:00`,
  }));
}

/** Back to the demo data (or none) with the given rules: every story and test starts here. */
export function resetAnnouncementsMock(
  options: Partial<MockSettings> & { announcements?: 'demo' | 'none' } = {},
): void {
  const { announcements: data = 'demo', ...rest } = options;
  settings = { employerPassed: true, autoReview: false, ...rest };
  announcements.reset(() => (data === 'demo' ? demoAnnouncements() : []));
}
resetAnnouncementsMock();

function detailOf(stored: Stored): AnnouncementDetail {
  const { order: _order, ...detail } = structuredClone(stored);
  return detail;
}

/** A copy of a stored announcement, for assertions. */
export function mockAnnouncement(id: string): AnnouncementDetail | undefined {
  const stored = announcements.get(id);
  return stored && detailOf(stored);
}

function listItem(stored: Stored): AnnouncementListItem {
  const { id, ggbt, kssj, jssj, zt, shyj, xxdm, dwid, dwmc, gxsj, tjsj, fbsj } = stored;
  return { id, ggbt, kssj, jssj, zt, shyj, xxdm, dwid, dwmc, gxsj, tjsj, fbsj };
}

/** The server's checks: the field rules, the linked positions, then (going to review) the content check. */
function problemOf(draft: AnnouncementDraft, submitting: boolean): string | null {
  const problem = firstFieldProblem(
    checkAnnouncement(draft, { today: today() }, { submitting }),
    ANNOUNCEMENT_FIELD_LABELS,
  );
  if (problem !== null) return problem;
  if (draft.glzw.some((id) => !MOCK_LINKABLE_POSITIONS.some((position) => position.id === id)))
    return '关联职位不存在或未发布，请重新选择';
  if (!submitting || draft.nrsm.trim() !== '') return null;
  return wordingProblem(checkRecruitmentWording(announcementWordingFields(draft)), ANNOUNCEMENT_FIELD_LABELS);
}

const draftOf = ({ ggbt, ggnr, fj, glzw, kssj, jssj, nrsm }: Stored): AnnouncementDraft => ({
  ggbt,
  ggnr,
  fj,
  glzw: glzw.map((position) => position.id),
  kssj,
  jssj,
  nrsm,
});

const idOf = async (request: Request) => ((await request.json()) as AnnouncementIdRequest).id;

const stateResult = ({ id, zt }: Stored) => ok<AnnouncementStateResult>({ id, zt });

export const announcementsHandlers: AnyHandler[] = [
  ...postingHandlers(announcements, announcementPaths, { row: listItem, detail: detailOf }),
  http.post(announcementPaths.save, async ({ request }) => {
    const draft = (await request.json()) as AnnouncementDraft;
    const existing = draft.id === undefined ? undefined : announcements.get(draft.id);
    if (draft.id !== undefined && !existing) return HttpResponse.json(announcements.notFound);
    const state = existing ? (stateOfCode(postingWorkflow, existing.zt) ?? 'draft') : 'draft';
    if (!EDITABLE_POSTING_STATES.includes(state))
      return HttpResponse.json(refuse(400, refusalMessage(postingWorkflow, state, 'edit')));
    const resubmits = state === 'published';
    if (resubmits && !settings.employerPassed) return HttpResponse.json(NOT_PASSED);
    const problem = problemOf(draft, resubmits);
    if (problem) return HttpResponse.json(refuse(400, problem));
    const id = existing?.id ?? `gg${announcements.nextNumber()}`;
    const fields = {
      ggbt: draft.ggbt,
      ggnr: draft.ggnr,
      fj: draft.fj,
      glzw: linked(draft.glzw),
      kssj: draft.kssj,
      jssj: draft.jssj,
      nrsm: draft.nrsm,
      flags: checkRecruitmentWording(announcementWordingFields(draft)),
    };
    if (existing) {
      Object.assign(existing, fields, { gxsj: now(), order: announcements.nextNumber() });
      if (resubmits) announcements.submit(existing, 'edit', settings.autoReview);
    } else {
      announcements.add(demo(id, { ...fields, cjsj: now(), gxsj: now(), order: announcements.nextNumber() }));
    }
    const message = existing ? (resubmits ? '已修改，等待学校审核' : '保存成功') : '保存成功';
    return HttpResponse.json<Envelope<AnnouncementIdRequest>>({ code: 200, result: { id }, message });
  }),
  http.post(announcementPaths.submit, async ({ request }) => {
    const found = announcements.transitionOf(await idOf(request), 'submit');
    if ('refusal' in found) return HttpResponse.json(found.refusal);
    if (!settings.employerPassed) return HttpResponse.json(NOT_PASSED);
    const problem = problemOf(draftOf(found.item), true);
    if (problem) return HttpResponse.json(refuse(400, problem));
    announcements.submit(found.item, 'submit', settings.autoReview);
    return HttpResponse.json(stateResult(found.item));
  }),
  http.post(announcementPaths.copy, async ({ request }) => {
    const source = announcements.get(await idOf(request));
    if (!source) return HttpResponse.json(announcements.notFound);
    const id = `gg${announcements.nextNumber()}`;
    const { ggbt, ggnr, fj, glzw, kssj, jssj, nrsm } = source;
    const at = now();
    announcements.add(
      demo(id, {
        ggbt,
        ggnr,
        fj,
        glzw,
        kssj,
        jssj,
        nrsm,
        cjsj: at,
        gxsj: at,
        order: announcements.nextNumber(),
      }),
    );
    return HttpResponse.json(ok<AnnouncementIdRequest>({ id }));
  }),
];

/** The published positions an announcement may link (the positions mock answers them otherwise). */
export const linkablePositionsHandler = (
  options: readonly PublishedPositionOption[] = MOCK_LINKABLE_POSITIONS,
) => http.get(positionPaths.published, () => HttpResponse.json(ok<PublishedPositionOption[]>([...options])));

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280" viewBox="0 0 640 280">
<rect width="640" height="280" fill="#1e6fd9"/><circle cx="520" cy="70" r="36" fill="#ffd666"/>
<path d="M0 280 L180 150 L300 230 L420 120 L640 280 Z" fill="#0b3d91"/>
<text x="40" y="70" font-size="32" fill="#ffffff" font-family="sans-serif">宣讲会现场</text></svg>`;

/** The demo body's picture (any other stored path previews as the files mock says). */
export const announcementImagePreviewHandler = http.get(FILE_PREVIEW_FILE_PATH, ({ request }) =>
  new URL(request.url).searchParams.get('path') === MOCK_IMAGE_PATH
    ? new HttpResponse(PICTURE, { headers: { 'content-type': 'image/svg+xml' } })
    : undefined,
);
