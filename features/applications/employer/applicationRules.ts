import {
  type ApplicationEmployerAction,
  type ApplicationListItem,
  type ApplicationListQuery,
  type ApplicationSort,
  type BulkTransitionResult,
  type InterviewDetails,
  NOTE_LIMIT,
} from '../../../contract/applications';
import { codeLabel } from '../../../contract/codeLists';
import { GENDERS, RESUME_DEGREES } from '../../../contract/resumes';
import {
  allowedActions,
  applicationWorkflow,
  stateOfCode,
  type ApplicationState,
} from '../../../contract/workflow';
import type { BadgeTone } from '../../../ui/Badge';
import { oneOf, pageFromSearch } from '../../../app/review/listSearch';

// The received-resumes list (jlgl/sddjl) as plain rules: its filters in the page address, the state
// tabs, what each state allows, bulk outcomes, the interview slot and the neighbours of the online view.

export const RECEIVED_RESUMES_PATH = '/jlgl/sddjl';
export const RESUME_VIEW_PATH = '/jlgl/zxjlck';

const STATE_CODES = Object.values(applicationWorkflow.states).map((state) => state.code);
const DEGREE_CODES = RESUME_DEGREES.map((item) => item.code);
const SORTS: readonly ApplicationSort[] = ['tdsj_desc', 'tdsj_asc'];

export const SORT_OPTIONS: readonly { value: ApplicationSort; label: string }[] = [
  { value: 'tdsj_desc', label: '最新投递在前' },
  { value: 'tdsj_asc', label: '最早投递在前' },
];

/** The tabs: 全部 ('') then every state of applicationWorkflow. */
export const APPLICATION_STATE_TABS: readonly { code: string; label: string }[] = [
  { code: '', label: '全部' },
  ...Object.values(applicationWorkflow.states),
];

/** A tab's count: 全部 sums the states. */
export function applicationTabCount(counts: Readonly<Record<string, number>>, code: string): number {
  if (code !== '') return counts[code] ?? 0;
  return STATE_CODES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Free-text filters are at most this long (a name, a major, a school). */
export const FILTER_TEXT_LIMIT = 50;

const text = (value: string | null) => (value ?? '').trim().slice(0, FILTER_TEXT_LIMIT);
const date = (value: string | null) => (value !== null && DATE.test(value) ? value : '');
const year = (value: string | null) =>
  value !== null && /^(19|20)\d{2}$/.test(value) ? Number(value) : undefined;

/** The filters of the list besides page and size, as the address holds them ('' for none). */
export type ApplicationFilters = {
  zwid: string;
  zt: string;
  ksrq: string;
  jsrq: string;
  xl: string;
  bynf: string;
  zy: string;
  xxmc: string;
  xm: string;
  px: ApplicationSort;
};

export const NO_FILTERS: ApplicationFilters = {
  zwid: '',
  zt: '',
  ksrq: '',
  jsrq: '',
  xl: '',
  bynf: '',
  zy: '',
  xxmc: '',
  xm: '',
  px: 'tdsj_desc',
};

/** The filters of the address, unknown codes and malformed values dropped. */
export function filtersOf(search: URLSearchParams): ApplicationFilters {
  const bynf = year(search.get('bynf'));
  return {
    zwid: text(search.get('zwid')),
    zt: oneOf(search.get('zt'), STATE_CODES, ''),
    ksrq: date(search.get('ksrq')),
    jsrq: date(search.get('jsrq')),
    xl: oneOf(search.get('xl'), DEGREE_CODES, ''),
    bynf: bynf === undefined ? '' : String(bynf),
    zy: text(search.get('zy')),
    xxmc: text(search.get('xxmc')),
    xm: text(search.get('xm')),
    px: oneOf(search.get('px'), SORTS, 'tdsj_desc'),
  };
}

/** The request of the filters: empty ones left out. */
export function queryOfFilters(filters: ApplicationFilters): Omit<ApplicationListQuery, 'page' | 'size'> {
  const query: Omit<ApplicationListQuery, 'page' | 'size'> = {};
  for (const key of ['zwid', 'zt', 'ksrq', 'jsrq', 'xl', 'zy', 'xxmc', 'xm'] as const)
    if (filters[key] !== '') query[key] = filters[key];
  if (filters.bynf !== '') query.bynf = Number(filters.bynf);
  if (filters.px !== 'tdsj_desc') query.px = filters.px;
  return query;
}

/** The list request of the address: page, size and the filters. */
export function applicationListQuery(search: URLSearchParams): ApplicationListQuery {
  return { ...pageFromSearch(search), ...queryOfFilters(filtersOf(search)) };
}

/** The address changes that apply filters (the default sort and empty values leave the address). */
export function filterChanges(filters: Omit<ApplicationFilters, 'zt'>): Record<string, string | null> {
  return {
    zwid: filters.zwid,
    ksrq: filters.ksrq,
    jsrq: filters.jsrq,
    xl: filters.xl,
    bynf: filters.bynf,
    zy: filters.zy.trim(),
    xxmc: filters.xxmc.trim(),
    xm: filters.xm.trim(),
    px: filters.px === 'tdsj_desc' ? null : filters.px,
  };
}

/** How many filters other than the state tab and the sort narrow the list. */
export function activeFilterCount(filters: ApplicationFilters): number {
  return (['zwid', 'ksrq', 'jsrq', 'xl', 'bynf', 'zy', 'xxmc', 'xm'] as const).filter(
    (key) => filters[key] !== '',
  ).length;
}

/** The date range's problem, or null. */
export function dateRangeProblem(start: string, end: string): string | null {
  return start !== '' && end !== '' && start > end ? '开始日期不能晚于结束日期' : null;
}

export function stateOf(code: string): ApplicationState | undefined {
  return stateOfCode(applicationWorkflow, code);
}

export function stateLabel(code: string): string {
  const state = stateOf(code);
  return state === undefined ? '未知状态' : applicationWorkflow.states[state].label;
}

const STATE_TONES: Readonly<Record<ApplicationState, BadgeTone>> = {
  new: 'primary',
  viewed: 'info',
  invited: 'warning',
  interviewing: 'warning',
  offer: 'success',
  hired: 'success',
  rejected: 'default',
};

export function stateTone(code: string): BadgeTone {
  const state = stateOf(code);
  return state === undefined ? 'default' : STATE_TONES[state];
}

/** The employer's actions a state allows, in the table's order (none for an unknown or closed state). */
export function employerActions(code: string): ApplicationEmployerAction[] {
  const state = stateOf(code);
  if (state === undefined) return [];
  return allowedActions(applicationWorkflow, state, 'employer').filter(
    (action): action is ApplicationEmployerAction => action !== 'view',
  );
}

/** The button text of an action; inviting an already invited one reschedules. */
export function actionLabel(action: ApplicationEmployerAction, code = ''): string {
  if (action === 'invite' && stateOf(code) === 'invited') return '修改面试安排';
  return applicationWorkflow.actions[action];
}

/** The bulk actions of the list: the rows that allow one are the ones it can be applied to. */
export type BulkAction = Extract<ApplicationEmployerAction, 'invite' | 'reject'>;

export function allowsAction(
  row: Pick<ApplicationListItem, 'zt'>,
  action: ApplicationEmployerAction,
): boolean {
  return employerActions(row.zt).includes(action);
}

export type BulkOutcome = {
  succeeded: number;
  failures: { id: string; name: string; message: string }[];
};

/** What a bulk action did, each refused application named by its student and position. */
export function bulkOutcome(
  result: BulkTransitionResult,
  rows: readonly Pick<ApplicationListItem, 'id' | 'xm' | 'zwmc'>[],
): BulkOutcome {
  const names = new Map(rows.map((row) => [row.id, `${row.xm}（${row.zwmc}）`]));
  return {
    succeeded: result.succeeded.length,
    failures: result.failed.map((failure) => ({
      id: failure.id,
      name: names.get(failure.id) ?? `申请 ${failure.id}`,
      message: failure.message,
    })),
  };
}

export const genderLabel = (code: string) => (code === '' ? '' : codeLabel(GENDERS, code));
export const degreeLabel = (code: string) => (code === '' ? '' : codeLabel(RESUME_DEGREES, code));

/** 计算机科学与技术 · 本科 · 2026届: the parts known, joined. */
export function headlineText(row: Pick<ApplicationListItem, 'xxmc' | 'zy' | 'xl' | 'bynf'>): string {
  return [row.xxmc, row.zy, degreeLabel(row.xl), row.bynf === null ? '' : `${row.bynf}届`]
    .filter((part) => part !== '')
    .join(' · ');
}

// ---------------------------------------------------------------------------------------------------
// The interview slot (invite, one slot for every selected application).

export const EMPTY_INTERVIEW: InterviewDetails = {
  msrq: '',
  mssj: '',
  msfs: '1',
  msdd: '',
  mslj: '',
  msbz: '',
};

export type InterviewField = keyof InterviewDetails;

/** Each field's problem (the form shows them all at once), empty when the slot is fine. */
export function interviewFieldProblems(
  interview: InterviewDetails,
  today: string,
): Partial<Record<InterviewField, string>> {
  const problems: Partial<Record<InterviewField, string>> = {};
  if (!DATE.test(interview.msrq)) problems.msrq = '请选择面试日期';
  else if (interview.msrq < today) problems.msrq = '面试日期不能早于今天';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(interview.mssj)) problems.mssj = '请选择面试时间';
  if (interview.msfs === '1') {
    if (interview.msdd.trim() === '') problems.msdd = '请填写面试地点';
    else if ([...interview.msdd.trim()].length > 100) problems.msdd = '面试地点不能超过100个字';
  } else if (!/^https?:\/\/\S+$/.test(interview.mslj.trim()))
    problems.mslj = '请填写以 http:// 或 https:// 开头的线上面试链接';
  else if ([...interview.mslj.trim()].length > 300) problems.mslj = '线上面试链接不能超过300个字符';
  if ([...interview.msbz.trim()].length > NOTE_LIMIT) problems.msbz = `备注不能超过${NOTE_LIMIT}个字`;
  return problems;
}

/** The slot as sent: trimmed, and the other mode's place or link emptied. */
export function interviewToSend(interview: InterviewDetails): InterviewDetails {
  const onSite = interview.msfs === '1';
  return {
    ...interview,
    msdd: onSite ? interview.msdd.trim() : '',
    mslj: onSite ? '' : interview.mslj.trim(),
    msbz: interview.msbz.trim(),
  };
}

/** 2026-12-01 14:30 · 现场 · 教学楼 A301 (or the link). */
export function interviewText(interview: InterviewDetails): string {
  const where = interview.msfs === '1' ? `现场面试 · ${interview.msdd}` : `线上面试 · ${interview.mslj}`;
  return `${interview.msrq} ${interview.mssj} · ${where}`;
}

// ---------------------------------------------------------------------------------------------------
// The online view (jlgl/zxjlck) opened from the list: `from` carries the list's address.

/** The view of an application, remembering the list it was opened from. */
export function resumeViewLink(id: string, listSearch: string): string {
  const search = new URLSearchParams({ id });
  const from = listSearch.replace(/^\?/, '');
  if (from !== '') search.set('from', from);
  return `${RESUME_VIEW_PATH}?${search.toString()}`;
}

/** The list address to go back to. */
export function listLink(from: string): string {
  return from === '' ? RECEIVED_RESUMES_PATH : `${RECEIVED_RESUMES_PATH}?${from}`;
}

/** A neighbour in the list: the application and the page of the list that holds it. */
export type Neighbour = { id: string; page: number };

/**
 * The previous and next application around `id` in the list's page `page` (ids in list order), reaching
 * into the page before or after when `id` is at an edge and that page was read (null otherwise, at the
 * ends of the list, or when `id` is not in the page any more).
 */
export function neighbours(
  id: string,
  page: number,
  ids: readonly string[],
  before: readonly string[] = [],
  after: readonly string[] = [],
): { previous: Neighbour | null; next: Neighbour | null } {
  const index = ids.indexOf(id);
  if (index < 0) return { previous: null, next: null };
  const previousId = index > 0 ? ids[index - 1] : before[before.length - 1];
  const nextId = index < ids.length - 1 ? ids[index + 1] : after[0];
  return {
    previous: previousId === undefined ? null : { id: previousId, page: index > 0 ? page : page - 1 },
    next: nextId === undefined ? null : { id: nextId, page: index < ids.length - 1 ? page : page + 1 },
  };
}

/** The view of a neighbour: the list address moved to the neighbour's page. */
export function neighbourLink(neighbour: Neighbour, from: string): string {
  const search = new URLSearchParams(from);
  if (neighbour.page > 1) search.set('page', String(neighbour.page));
  else search.delete('page');
  return resumeViewLink(neighbour.id, search.toString());
}
