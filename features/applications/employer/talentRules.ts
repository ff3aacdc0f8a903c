import {
  INVITATION_MESSAGE_LIMIT,
  MAX_PENDING_INVITATIONS,
  textProblem,
  type TalentSearchQuery,
} from '../../../contract/applications';
import { RESUME_DEGREES, type TalentSearchFilters } from '../../../contract/resumes';
import { oneOf, pageFromSearch } from '../../../app/review/listSearch';
import { FILTER_TEXT_LIMIT } from './applicationRules';

// Talent search (jlgl/rcjs) as plain rules: its filters in the page address and the invitation form.

const DEGREE_CODES = RESUME_DEGREES.map((item) => item.code);

/** A keyword searches the resume text from this many characters. */
export const KEYWORD_MIN_LENGTH = 2;

/** The filters as the form and the address hold them ('' for none). */
export type TalentFilters = { zy: string; xl: string; bynf: string; jn: string; csdm: string; gjz: string };

export const NO_TALENT_FILTERS: TalentFilters = { zy: '', xl: '', bynf: '', jn: '', csdm: '', gjz: '' };

const text = (value: string | null) => (value ?? '').trim().slice(0, FILTER_TEXT_LIMIT);

export function talentFiltersOf(search: URLSearchParams): TalentFilters {
  const bynf = search.get('bynf') ?? '';
  const csdm = search.get('csdm') ?? '';
  return {
    zy: text(search.get('zy')),
    xl: oneOf(search.get('xl'), DEGREE_CODES, ''),
    bynf: /^(19|20)\d{2}$/.test(bynf) ? bynf : '',
    jn: text(search.get('jn')),
    csdm: /^\d{6}$/.test(csdm) ? csdm : '',
    gjz: text(search.get('gjz')),
  };
}

/** The search request of the address; a keyword too short to search is left out. */
export function talentSearchQuery(search: URLSearchParams): TalentSearchQuery {
  const filters = talentFiltersOf(search);
  const query: TalentSearchFilters = {};
  for (const key of ['zy', 'xl', 'jn', 'csdm'] as const) if (filters[key] !== '') query[key] = filters[key];
  if (filters.bynf !== '') query.bynf = Number(filters.bynf);
  if ([...filters.gjz].length >= KEYWORD_MIN_LENGTH) query.gjz = filters.gjz;
  return { ...pageFromSearch(search), ...query };
}

/** The form's problem before searching, or null. */
export function talentFiltersProblem(filters: TalentFilters): string | null {
  const keyword = filters.gjz.trim();
  if (keyword !== '' && [...keyword].length < KEYWORD_MIN_LENGTH)
    return `关键词至少${KEYWORD_MIN_LENGTH}个字`;
  return null;
}

export function talentFilterChanges(filters: TalentFilters): Record<string, string | null> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()]));
}

export function activeTalentFilterCount(filters: TalentFilters): number {
  return Object.values(filters).filter((value) => value !== '').length;
}

/** The invitation form: a position chosen, a short message. */
export type InviteForm = { zwid: string; ly: string };

export function inviteProblems(form: InviteForm): Partial<Record<keyof InviteForm, string>> {
  const problems: Partial<Record<keyof InviteForm, string>> = {};
  if (form.zwid === '') problems.zwid = '请选择邀请投递的职位';
  const message = textProblem(form.ly, INVITATION_MESSAGE_LIMIT, '留言', false);
  if (message !== null) problems.ly = message;
  return problems;
}

/** What the invitation dialog says about the per-student cap. */
export const INVITATION_CAP_NOTE = `同一学生最多同时有 ${MAX_PENDING_INVITATIONS} 个待处理的本单位邀请；学生接受邀请后，才能看到其完整姓名和联系方式。`;
