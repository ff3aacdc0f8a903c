// The rules of a position's fields: the form shows each message at its field as the employer types,
// and the server applies the very same function to whatever it receives (code 400 with the first
// message, which names the field). A draft may be saved unfinished: only the name is required and
// every filled field must be valid; submitting requires everything.

import { checkEmail, checkIllegalCharsNamed, checkPhone, textLength } from '../ui/validators';
import { addOneYear, isDateString } from './chinaTime';
import {
  APPLY_METHODS,
  EDUCATION_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_NATURES,
  SALARY_TYPES,
  VISIBILITIES,
  isKnownCode,
} from './codeLists';
import type { PositionDraft } from './positions';

export const POSITION_LIMITS = {
  /** Characters. */
  name: 50,
  majors: 200,
  majorTags: 10,
  majorTagLength: 20,
  welfareTags: 10,
  welfareTagLength: 10,
  address: 100,
  contact: 20,
  headcountMax: 9999,
  /** The description by the spec's measure (ASCII 1, other 2): 2,000 Chinese characters. */
  description: 4000,
  descriptionMin: 20,
  /** The explanation to the reviewer, by the same measure. */
  explanation: 400,
  /** Yuan: a month's pay above 200,000 or a year's above 5,000,000 is a typo. */
  monthlySalaryMax: 200_000,
  annualSalaryMax: 5_000_000,
} as const;

/** Salary type codes of a site's zpgwxzfs labels ('月薪,年薪,面议' -> ['1', '2', '3']). */
export function offeredSalaryTypes(zpgwxzfs: string): string[] {
  const labels = zpgwxzfs.split(/[,，]/).map((label) => label.trim());
  return SALARY_TYPES.filter((type) => labels.includes(type.label)).map((type) => type.code);
}

export type PositionRuleContext = {
  /** Today in China, YYYY-MM-DD (the server's clock decides on the server). */
  today: string;
  /** The salary type codes the site offers (offeredSalaryTypes of its zpgwxzfs). */
  salaryTypes: readonly string[];
  /** Whether a code is a selectable work location (contract/regions.ts); absent: six digits suffice. */
  isSelectableArea?: (code: string) => boolean;
};

export type PositionField = keyof Omit<PositionDraft, 'id'>;
export type PositionErrors = Partial<Record<PositionField, string>>;

const characters = (value: string) => [...value].length;

function text(
  value: string,
  label: string,
  { required, limit }: { required: boolean; limit: number },
): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required ? `请输入${label}` : null;
  if (characters(trimmed) > limit) return `${label}不能超过${limit}个字`;
  return checkIllegalCharsNamed(trimmed);
}

function tags(values: readonly string[], label: string, count: number, length: number): string | null {
  if (values.length > count) return `${label}最多${count}个`;
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed === '') return `${label}不能为空`;
    if (characters(trimmed) > length) return `每个${label}不能超过${length}个字`;
    const illegal = checkIllegalCharsNamed(trimmed);
    if (illegal !== null) return illegal;
  }
  return null;
}

function salary(draft: PositionDraft, submitting: boolean, context: PositionRuleContext): PositionErrors {
  const errors: PositionErrors = {};
  if (draft.xzlx === '') {
    if (submitting) errors.xzlx = '请选择薪资类型';
    return errors;
  }
  if (!isKnownCode(SALARY_TYPES, draft.xzlx)) return { xzlx: '请选择薪资类型' };
  if (!context.salaryTypes.includes(draft.xzlx)) return { xzlx: '本站点不提供该薪资类型，请重新选择' };
  if (draft.xzlx === '3') {
    if (draft.xzxx !== null || draft.xzsx !== null) errors.xzxx = '薪资面议时不填写薪资范围';
    return errors;
  }
  const max = draft.xzlx === '1' ? POSITION_LIMITS.monthlySalaryMax : POSITION_LIMITS.annualSalaryMax;
  const unit = draft.xzlx === '1' ? '月薪' : '年薪';
  const amount = (value: number | null, label: string): string | null => {
    if (value === null) return submitting ? `请输入${label}` : null;
    if (!Number.isInteger(value) || value < 1) return `${label}须为正整数（元）`;
    if (value > max) return `${unit}不能超过${max.toLocaleString('zh-CN')}元`;
    return null;
  };
  const minimum = amount(draft.xzxx, '最低薪资');
  const maximum = amount(draft.xzsx, '最高薪资');
  if (minimum !== null) errors.xzxx = minimum;
  if (maximum !== null) errors.xzsx = maximum;
  if (
    minimum === null &&
    maximum === null &&
    draft.xzxx !== null &&
    draft.xzsx !== null &&
    draft.xzxx > draft.xzsx
  )
    errors.xzsx = '最高薪资不能低于最低薪资';
  return errors;
}

function dates(draft: PositionDraft, submitting: boolean, today: string): PositionErrors {
  const errors: PositionErrors = {};
  const start = draft.kssj.trim();
  const deadline = draft.jzrq.trim();
  if (start === '') {
    if (submitting) errors.kssj = '请选择开始日期';
  } else if (!isDateString(start)) errors.kssj = '开始日期格式不正确';
  if (deadline === '') {
    if (submitting) errors.jzrq = '请选择截止日期';
  } else if (!isDateString(deadline)) errors.jzrq = '截止日期格式不正确';
  else if (deadline < today) errors.jzrq = '截止日期不能早于今天';
  else if (deadline > addOneYear(today)) errors.jzrq = '截止日期不能晚于一年之后';
  if (
    errors.kssj === undefined &&
    errors.jzrq === undefined &&
    start !== '' &&
    deadline !== '' &&
    start > deadline
  )
    errors.kssj = '开始日期不能晚于截止日期';
  return errors;
}

function choice(
  value: string,
  list: Parameters<typeof isKnownCode>[0],
  message: string,
  submitting: boolean,
) {
  if (value === '') return submitting ? message : null;
  return isKnownCode(list, value) ? null : message;
}

/**
 * Every field's problem, keyed by the API field name. `submitting` checks completeness too (submit,
 * and saving a published position, which sends it back to review).
 */
export function checkPosition(
  draft: PositionDraft,
  context: PositionRuleContext,
  { submitting }: { submitting: boolean },
): PositionErrors {
  const errors: PositionErrors = {};
  const set = (field: PositionField, problem: string | null) => {
    if (problem !== null && errors[field] === undefined) errors[field] = problem;
  };

  set('zwmc', text(draft.zwmc, '职位名称', { required: true, limit: POSITION_LIMITS.name }));
  set('gzxz', choice(draft.gzxz, JOB_NATURES, '请选择工作性质', submitting));
  set('zwlb', choice(draft.zwlb, JOB_CATEGORIES, '请选择职位类别', submitting));
  set('xlyq', choice(draft.xlyq, EDUCATION_REQUIREMENTS, '请选择学历要求', submitting));
  set('zyyq', text(draft.zyyq, '专业要求', { required: false, limit: POSITION_LIMITS.majors }));
  set('zybq', tags(draft.zybq, '专业标签', POSITION_LIMITS.majorTags, POSITION_LIMITS.majorTagLength));
  if (!Number.isInteger(draft.zprs) || draft.zprs < 1 || draft.zprs > POSITION_LIMITS.headcountMax)
    set('zprs', `招聘人数须为1至${POSITION_LIMITS.headcountMax}之间的整数`);
  for (const [field, problem] of Object.entries(salary(draft, submitting, context)))
    set(field as PositionField, problem);

  const area = draft.gzdq.trim();
  if (area === '') set('gzdq', submitting ? '请选择工作地点' : null);
  else if (!/^[0-9]{6}$/.test(area) || (context.isSelectableArea && !context.isSelectableArea(area)))
    set('gzdq', '请选择到区县一级的工作地点');
  set('gzdz', text(draft.gzdz, '详细地址', { required: false, limit: POSITION_LIMITS.address }));

  const description = draft.zwms.trim();
  if (description === '') set('zwms', submitting ? '请输入职位描述' : null);
  else if (textLength(description) > POSITION_LIMITS.description)
    set('zwms', `职位描述不能超过${POSITION_LIMITS.description / 2}个汉字`);
  else if (submitting && textLength(description) < POSITION_LIMITS.descriptionMin)
    set('zwms', '请写明岗位职责与任职要求（至少10个汉字）');
  else set('zwms', checkIllegalCharsNamed(description));

  set('jlfs', choice(draft.jlfs, APPLY_METHODS, '请选择简历接收方式', submitting));
  const email = draft.jlyx.trim();
  if (draft.jlfs === '2' || draft.jlfs === '3') {
    if (email === '') set('jlyx', submitting ? '请输入接收简历的电子邮箱' : null);
    else set('jlyx', checkEmail(email));
  } else if (email !== '') set('jlyx', checkEmail(email));

  set('lxr', text(draft.lxr, '联系人', { required: submitting, limit: POSITION_LIMITS.contact }));
  const phone = draft.lxdh.trim();
  if (phone === '') set('lxdh', submitting ? '请输入联系电话' : null);
  else set('lxdh', checkPhone(phone));

  for (const [field, problem] of Object.entries(dates(draft, submitting, context.today)))
    set(field as PositionField, problem);
  set('gkfw', choice(draft.gkfw, VISIBILITIES, '请选择公开范围', submitting));
  set('fl', tags(draft.fl, '福利标签', POSITION_LIMITS.welfareTags, POSITION_LIMITS.welfareTagLength));

  const explanation = draft.nrsm.trim();
  if (textLength(explanation) > POSITION_LIMITS.explanation)
    set('nrsm', `内容说明不能超过${POSITION_LIMITS.explanation / 2}个汉字`);
  else if (explanation !== '') set('nrsm', checkIllegalCharsNamed(explanation));
  return errors;
}

/** The fields the content check (contract/recruitmentWording.ts) reads, keyed by API field name. */
export function positionWordingFields(draft: PositionDraft): Record<string, string | readonly string[]> {
  return { zwmc: draft.zwmc, zyyq: draft.zyyq, zybq: draft.zybq, zwms: draft.zwms, fl: draft.fl };
}

/** Labels of the fields, for messages that name them (the server's 400 names the field). */
export const POSITION_FIELD_LABELS: Readonly<Record<PositionField, string>> = {
  zwmc: '职位名称',
  gzxz: '工作性质',
  zwlb: '职位类别',
  xlyq: '学历要求',
  zyyq: '专业要求',
  zybq: '专业标签',
  zprs: '招聘人数',
  xzlx: '薪资类型',
  xzxx: '最低薪资',
  xzsx: '最高薪资',
  gzdq: '工作地点',
  gzdz: '详细地址',
  zwms: '职位描述',
  jlfs: '简历接收方式',
  jlyx: '接收邮箱',
  lxr: '联系人',
  lxdh: '联系电话',
  kssj: '开始日期',
  jzrq: '截止日期',
  gkfw: '公开范围',
  fl: '福利标签',
  nrsm: '内容说明',
};
