import { chinaDateTime } from '../../contract/chinaTime';
import type {
  Position,
  PositionDraft,
  PositionListItem,
  PublicPosition,
  PublicPositionDetail,
  PublicPositionListItem,
  SchoolPositionListItem,
} from '../../contract/positions';
import { areaLabel, cityCodeOf } from '../../contract/regions';
import type { WordingFlag } from '../../contract/recruitmentWording';
import { postingStateCode } from '../workflow';
import { regions } from '../core/regions';
import type { PositionsTable } from './tables';

// Between the wire's pinyin fields and the table's columns, in one place.

export type PositionRow = PositionsTable;

/** The columns a position's content fills (what the employer writes, and what derives from it). */
export type ContentColumns = Pick<
  PositionsTable,
  | 'name'
  | 'nature'
  | 'category'
  | 'education'
  | 'majors'
  | 'major_tags'
  | 'headcount'
  | 'salary_type'
  | 'salary_min'
  | 'salary_max'
  | 'area_code'
  | 'city_code'
  | 'address'
  | 'description'
  | 'apply_method'
  | 'apply_email'
  | 'contact_name'
  | 'contact_phone'
  | 'start_date'
  | 'deadline'
  | 'visibility'
  | 'welfare_tags'
  | 'explanation'
  | 'flags'
  | 'flagged'
>;

const trimmedTags = (values: readonly string[]) => values.map((value) => value.trim());

/** A checked draft's columns, trimmed, with the work location's city and the content check's flags. */
export function contentColumns(draft: PositionDraft, flags: readonly WordingFlag[]): ContentColumns {
  const area = draft.gzdq.trim();
  return {
    name: draft.zwmc.trim(),
    nature: draft.gzxz,
    category: draft.zwlb,
    education: draft.xlyq,
    majors: draft.zyyq.trim(),
    major_tags: JSON.stringify(trimmedTags(draft.zybq)),
    headcount: draft.zprs,
    salary_type: draft.xzlx,
    salary_min: draft.xzxx,
    salary_max: draft.xzsx,
    area_code: area,
    city_code: area === '' ? '' : (cityCodeOf(regions(), area) ?? ''),
    address: draft.gzdz.trim(),
    description: draft.zwms.trim(),
    apply_method: draft.jlfs,
    apply_email: draft.jlyx.trim(),
    contact_name: draft.lxr.trim(),
    contact_phone: draft.lxdh.trim(),
    start_date: draft.kssj.trim(),
    deadline: draft.jzrq.trim(),
    visibility: draft.gkfw,
    welfare_tags: JSON.stringify(trimmedTags(draft.fl)),
    explanation: draft.nrsm.trim(),
    flags: JSON.stringify(flags),
    flagged: flags.length > 0 ? 1 : 0,
  };
}

function stringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function flagsOf(row: Pick<PositionRow, 'flags'>): WordingFlag[] {
  return JSON.parse(row.flags) as WordingFlag[];
}

/** The content as the employer wrote it (rules run on it again at submission; copy duplicates it). */
export function draftOf(row: PositionRow): PositionDraft {
  return {
    id: row.id,
    zwmc: row.name,
    gzxz: row.nature,
    zwlb: row.category,
    xlyq: row.education,
    zyyq: row.majors,
    zybq: stringList(row.major_tags),
    zprs: row.headcount,
    xzlx: row.salary_type,
    xzxx: row.salary_min,
    xzsx: row.salary_max,
    gzdq: row.area_code,
    gzdz: row.address,
    zwms: row.description,
    jlfs: row.apply_method,
    jlyx: row.apply_email,
    lxr: row.contact_name,
    lxdh: row.contact_phone,
    kssj: row.start_date,
    jzrq: row.deadline,
    gkfw: row.visibility,
    fl: stringList(row.welfare_tags),
    nrsm: row.explanation,
  };
}

const time = (ms: number | null) => (ms === null ? '' : chinaDateTime(ms));
const areaName = (code: string) => (code === '' ? '' : areaLabel(regions(), code));

/** Applications arrive with the resumes capability; until then every position has none. */
const APPLICATIONS = 0;

export function positionOf(row: PositionRow): Position {
  const { id: _id, ...draft } = draftOf(row);
  return {
    ...draft,
    id: row.id,
    zt: postingStateCode(row.state),
    shyj: row.review_reason,
    xxdm: row.site_code,
    gzdqmc: areaName(row.area_code),
    dwid: row.employer_id,
    dwmc: row.employer_name,
    cjsj: time(row.created_at),
    gxsj: time(row.updated_at),
    tjsj: time(row.first_submitted_at),
    fbsj: time(row.published_at),
    sqrs: APPLICATIONS,
  };
}

/** The columns a list row needs (lists never read the description). */
export const LIST_COLUMNS = [
  'id',
  'name',
  'nature',
  'category',
  'education',
  'headcount',
  'salary_type',
  'salary_min',
  'salary_max',
  'area_code',
  'deadline',
  'state',
  'review_reason',
  'site_code',
  'employer_id',
  'employer_name',
  'updated_at',
  'first_submitted_at',
  'published_at',
  'visibility',
  'flags',
] as const;

type ListRow = Pick<PositionRow, (typeof LIST_COLUMNS)[number]>;

/** What every list shows of a position. */
function summaryOf(row: ListRow) {
  return {
    id: row.id,
    zwmc: row.name,
    gzxz: row.nature,
    zwlb: row.category,
    xlyq: row.education,
    zprs: row.headcount,
    xzlx: row.salary_type,
    xzxx: row.salary_min,
    xzsx: row.salary_max,
    gzdq: row.area_code,
    gzdqmc: areaName(row.area_code),
    jzrq: row.deadline,
  };
}

export function listItemOf(row: ListRow): PositionListItem {
  return {
    ...summaryOf(row),
    zt: postingStateCode(row.state),
    shyj: row.review_reason,
    xxdm: row.site_code,
    dwid: row.employer_id,
    dwmc: row.employer_name,
    gxsj: time(row.updated_at),
    tjsj: time(row.first_submitted_at),
    fbsj: time(row.published_at),
    sqrs: APPLICATIONS,
  };
}

export function schoolListItemOf(row: ListRow): SchoolPositionListItem {
  return { ...listItemOf(row), flags: flagsOf(row) };
}

/** What the public sees: no review data, no explanation to the reviewer, no internal times. */
export function publicPositionOf(row: PositionRow): PublicPosition {
  const {
    shyj: _reason,
    nrsm: _explanation,
    cjsj: _created,
    gxsj: _updated,
    tjsj: _submitted,
    sqrs: _applications,
    ...shown
  } = positionOf(row);
  return shown;
}

/** What anyone sees without an account (getZpgwxq): no contact either. */
export function anonymousPositionOf(row: PositionRow): PublicPositionDetail {
  const { lxr: _contact, lxdh: _phone, jlyx: _email, ...shown } = publicPositionOf(row);
  return shown;
}

export function publicListItemOf(row: ListRow): PublicPositionListItem {
  return {
    ...summaryOf(row),
    dwmc: row.employer_name,
    fbsj: time(row.published_at),
    gkfw: row.visibility,
  };
}
