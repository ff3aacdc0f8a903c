import {
  checkCreditCode,
  checkEmail,
  checkIllegalCharsNamed,
  checkLandline,
  checkMobile,
  checkPostalCode,
} from '../ui/validators';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, isKnownCode, type CodeItem } from './codeLists';
import type { Page } from './paging';
import type { ReviewHistoryEntry } from './workflow';

// The employer profile (单位信息: screens zhgl/dwxxwh maintain, zhgl/dwxxws complete). Its name, credit
// code and licence are what the school verified at registration: a change of them is a request the
// school reviews (profileChangeWorkflow, contract/workflow.ts) and takes effect when passed. Every
// other field applies when saved and is recorded in the profile's history.

export const profilePaths = {
  /** GET: the profile, what it still lacks, and the latest change request. 账号管理·查看. */
  profile: '/com/dwxx/get',
  /** POST (JSON) EmployerProfileFields: saves; answers SavedProfile. 账号管理·管理. */
  save: '/com/dwxx/save',
  /** POST (JSON) { id }: withdraws the pending change request. 账号管理·管理. */
  withdrawChange: '/com/dwxx/chbg',
  /** GET ?page&size: the history of saved changes, newest first. 账号管理·查看. */
  history: '/com/dwxx/xgjl',
} as const;

/** The school console's queue of change requests at its site (staff token). */
export const profileChangeConsolePaths = {
  /** GET ?page&size&zt&keyword: default pending, oldest first. */
  list: '/mgr/dwbg/list',
  /** GET ?id=: old and new values side by side, the licences, the history. */
  detail: '/mgr/dwbg/detail',
  /** POST (JSON) { id, action: 'pass' | 'reject', reason }: reason required to reject. */
  review: '/mgr/dwbg/review',
} as const;

/** The console page of the change queue (under /mgrpage), its items at /dwbg/{id}. */
export const PROFILE_CHANGE_PAGE = '/dwbg';

/** 注册资金 registered capital bands (zczj). */
export const CAPITAL_BANDS: readonly CodeItem[] = [
  { code: '1', label: '100万元以下' },
  { code: '2', label: '100万-500万元' },
  { code: '3', label: '500万-1000万元' },
  { code: '4', label: '1000万-5000万元' },
  { code: '5', label: '5000万-1亿元' },
  { code: '6', label: '1亿元以上' },
];

/** 单位规模 size bands (dwgm). */
export const SIZE_BANDS: readonly CodeItem[] = [
  { code: '1', label: '50人以下' },
  { code: '2', label: '50-99人' },
  { code: '3', label: '100-499人' },
  { code: '4', label: '500-999人' },
  { code: '5', label: '1000-4999人' },
  { code: '6', label: '5000人以上' },
];

/** Every field as sent and answered; '' for a field not filled in. */
export type EmployerProfileFields = {
  /** 单位名称, exactly as on the licence (reviewed). */
  dwmc: string;
  /** 统一社会信用代码 (reviewed). */
  tyshxydm: string;
  /** 单位性质 and 单位行业 codes (contract/codeLists.ts). */
  dwxz: string;
  dwhy: string;
  /** 主管部门. */
  zgbm: string;
  /** 单位简介, at most DESCRIPTION_LIMIT characters. */
  dwjj: string;
  /** 注册资金 (CAPITAL_BANDS) and 单位规模 (SIZE_BANDS) codes. */
  zczj: string;
  dwgm: string;
  /** 所在省份 and 城市: GB/T 2260 codes (a municipality is its own city). */
  sf: string;
  cs: string;
  /** 详细地址. */
  xxdz: string;
  /** 邮政编码. */
  yzbm: string;
  /** 单位网址. */
  dwwz: string;
  /** 联系人, its 手机号码, 固定电话 and 电子邮箱. */
  lxr: string;
  sjhm: string;
  gddh: string;
  yx: string;
  /** 营业执照: stored path of bucket yyzz (reviewed). */
  yyzz: string;
  /** 单位标志: stored path of bucket dwlogo. */
  logo: string;
};

export type ProfileField = keyof EmployerProfileFields;

export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  dwmc: '单位名称',
  tyshxydm: '统一社会信用代码',
  dwxz: '单位性质',
  dwhy: '单位行业',
  zgbm: '主管部门',
  dwjj: '单位简介',
  zczj: '注册资金',
  dwgm: '单位规模',
  sf: '所在省份',
  cs: '所在城市',
  xxdz: '详细地址',
  yzbm: '邮政编码',
  dwwz: '单位网址',
  lxr: '联系人',
  sjhm: '联系人手机',
  gddh: '固定电话',
  yx: '电子邮箱',
  yyzz: '营业执照',
  logo: '单位标志',
};

export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];

/** The fields the school verified: changing any of them is a change request under review. */
export const REVIEWED_FIELDS = ['dwmc', 'tyshxydm', 'yyzz'] as const satisfies readonly ProfileField[];
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

export function isReviewedField(field: ProfileField): field is ReviewedField {
  return (REVIEWED_FIELDS as readonly string[]).includes(field);
}

/** What a complete profile has (the rest is optional), in form order. */
export const REQUIRED_PROFILE_FIELDS: readonly ProfileField[] = [
  'dwmc',
  'tyshxydm',
  'dwxz',
  'dwhy',
  'dwgm',
  'dwjj',
  'sf',
  'cs',
  'xxdz',
  'lxr',
  'sjhm',
  'yx',
  'yyzz',
];

export const DESCRIPTION_LIMIT = 500;
export const NAME_LIMIT = 100;
export const SHORT_TEXT_LIMIT = 50;
export const ADDRESS_LIMIT = 100;
export const WEBSITE_LIMIT = 200;

/** The required fields still empty, in form order. */
export function missingProfileFields(fields: EmployerProfileFields): ProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => fields[field].trim() === '');
}

/** A profile with every field empty (a form's start before the profile loads; tests). */
export const EMPTY_PROFILE: EmployerProfileFields = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, '']),
) as EmployerProfileFields;

type Rule = (value: string) => string | null;

const characters = (value: string) => [...value.trim()].length;

const requiredText =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

const atMost =
  (limit: number, label: string): Rule =>
  (value) =>
    characters(value) > limit ? `${label}不能超过${limit}个字` : null;

/** Illegal characters, named with the field: 单位简介：存在非法字符…. */
const legal =
  (label: string): Rule =>
  (value) => {
    const problem = checkIllegalCharsNamed(value.trim());
    return problem === null ? null : `${label}：${problem}`;
  };

const optional =
  (rule: Rule): Rule =>
  (value) =>
    value.trim() === '' ? null : rule(value.trim());

const codeOf =
  (list: readonly CodeItem[], message: string): Rule =>
  (value) =>
    isKnownCode(list, value) ? null : message;

const optionalCodeOf =
  (list: readonly CodeItem[], message: string): Rule =>
  (value) =>
    value === '' || isKnownCode(list, value) ? null : message;

const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;
export const WEBSITE_MESSAGE = '请输入正确的网址，以 http:// 或 https:// 开头';

/**
 * The rules of each field, the same for the form and the server (ui/validators, Chinese messages). The
 * province and city are checked against the division tree where it is loaded (the server; the form
 * offers only its cities); the stored paths of the images by the server.
 */
export const PROFILE_FIELD_RULES: Readonly<Record<ProfileField, readonly Rule[]>> = {
  dwmc: [requiredText('请输入单位名称'), atMost(NAME_LIMIT, '单位名称'), legal('单位名称')],
  tyshxydm: [requiredText('请输入统一社会信用代码'), (value) => checkCreditCode(value.trim())],
  dwxz: [codeOf(EMPLOYER_NATURES, '请选择单位性质')],
  dwhy: [codeOf(EMPLOYER_INDUSTRIES, '请选择单位行业')],
  zgbm: [atMost(SHORT_TEXT_LIMIT, '主管部门'), legal('主管部门')],
  dwjj: [requiredText('请填写单位简介'), atMost(DESCRIPTION_LIMIT, '单位简介'), legal('单位简介')],
  zczj: [optionalCodeOf(CAPITAL_BANDS, '注册资金不正确，请重新选择')],
  dwgm: [codeOf(SIZE_BANDS, '请选择单位规模')],
  sf: [requiredText('请选择所在省份和城市')],
  cs: [requiredText('请选择所在城市')],
  xxdz: [requiredText('请输入详细地址'), atMost(ADDRESS_LIMIT, '详细地址'), legal('详细地址')],
  yzbm: [optional(checkPostalCode)],
  dwwz: [
    optional((value) => (WEBSITE_PATTERN.test(value) ? null : WEBSITE_MESSAGE)),
    atMost(WEBSITE_LIMIT, '单位网址'),
  ],
  lxr: [requiredText('请输入联系人'), atMost(SHORT_TEXT_LIMIT, '联系人'), legal('联系人')],
  sjhm: [requiredText('请输入联系人手机号码'), optional(checkMobile)],
  gddh: [optional(checkLandline)],
  yx: [requiredText('请输入电子邮箱'), optional(checkEmail)],
  yyzz: [requiredText('请上传营业执照')],
  logo: [],
};

/** The first problem of a field's value, or null. */
export function profileFieldProblem(field: ProfileField, value: string): string | null {
  for (const rule of PROFILE_FIELD_RULES[field]) {
    const problem = rule(value);
    if (problem !== null) return problem;
  }
  return null;
}

/** The first problem of the profile in form order, with its field; null when every field is fine. */
export function firstProfileProblem(
  fields: EmployerProfileFields,
): { field: ProfileField; message: string } | null {
  for (const field of PROFILE_FIELDS) {
    const message = profileFieldProblem(field, fields[field]);
    if (message !== null) return { field, message };
  }
  return null;
}

/** A change request of the reviewed fields, as the employer and the school see it. */
export type ProfileChange = {
  id: string;
  /** State code of profileChangeWorkflow: '1' pending, '2' passed, '3' rejected, '4' withdrawn. */
  zt: string;
  /** The values before (y…, as they were when it was submitted) and the values asked for. */
  ydwmc: string;
  ytyshxydm: string;
  yyyzz: string;
  dwmc: string;
  tyshxydm: string;
  yyzz: string;
  /** The labels of the fields it changes, e.g. ['单位名称']. */
  bgx: string[];
  /** The school's reason (a rejection's; '' when none). */
  shyj: string;
  /** Submitted and decided, 'YYYY-MM-DD HH:mm:ss' ('' while pending). */
  tjsj: string;
  spsj: string;
};

/** GET /com/dwxx/get. */
export type EmployerProfile = {
  fields: EmployerProfileFields;
  /** The required fields still empty (ProfileField keys, form order). */
  missing: ProfileField[];
  /** The latest change request (pending, or the last one decided or withdrawn); null when none. */
  change: ProfileChange | null;
};

/** POST /com/dwxx/save: what was applied at once and whether a change request went to the school. */
export type SavedProfile = EmployerProfile & {
  /** Labels of the fields applied at once. */
  applied: string[];
  /** True when this save submitted a change request. */
  submitted: boolean;
};

/** Refused while a change request waits: one at a time (withdraw it to correct it). */
export const CHANGE_PENDING_MESSAGE =
  '单位名称、统一社会信用代码或营业执照的变更正在等待学校审核，审核完成前不能再次修改；如需更正，请先撤回该申请';
export const CREDIT_CODE_IN_USE_MESSAGE = '该统一社会信用代码已被其他单位使用';
export const PROFILE_CHANGE_NOT_FOUND = '变更申请不存在';

/** One entry of GET /com/dwxx/xgjl: who changed what, from what to what. */
export type ProfileHistoryEntry = {
  id: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  czsj: string;
  /** Who: the user's name or masked mobile, or the school's reviewer. */
  czr: string;
  /** e.g. 学校审核通过; '' for the employer's own save. */
  bz: string;
  bgnr: { zdmc: string; yz: string; xz: string }[];
};
export type ProfileHistoryPage = Page<ProfileHistoryEntry>;

/** GET /mgr/dwbg/list. */
export type ProfileChangeListQuery = { page?: number; size?: number; zt?: string; keyword?: string };

/** A change request in the school's queue: the employer's id and who submitted it. */
export type ProfileChangeListItem = ProfileChange & { dwid: string; tjr: string };
export type ProfileChangeList = Page<ProfileChangeListItem>;

/** GET /mgr/dwbg/detail: the request and its history (the audit trail). */
export type ProfileChangeDetail = ProfileChangeListItem & { history: ReviewHistoryEntry[] };

/** POST /mgr/dwbg/review. */
export type ProfileChangeReviewRequest = { id: string; action: 'pass' | 'reject'; reason?: string };
