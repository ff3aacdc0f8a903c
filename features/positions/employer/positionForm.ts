// The position form's values and their one mapping to the wire (PositionDraft): the form speaks English
// and holds what the person typed (numbers as text, the area as one code); checkPosition, the rule set
// the server applies too, speaks the API's field names, so its messages are mapped back here.

import {
  POSITION_FIELD_LABELS,
  checkPosition,
  positionWordingFields,
  type PositionField,
  type PositionRuleContext,
} from '../../../contract/positionRules';
import type { PositionDraft } from '../../../contract/positions';
import {
  WORDING_EXPLANATION_REQUIRED,
  checkRecruitmentWording,
  type WordingFlag,
} from '../../../contract/recruitmentWording';
import {
  formFieldNamedIn,
  problemsAtFormFields,
  wordingMessagesAtFormFields,
} from '../../../app/postings/fieldMessages';

export type PositionFormValues = {
  name: string;
  nature: string;
  category: string;
  education: string;
  majors: string;
  majorTags: string[];
  /** Text as typed; a whole number once valid. */
  headcount: string;
  salaryType: string;
  salaryMin: string;
  salaryMax: string;
  /** The six-digit code of a district (or of a city without districts). */
  area: string;
  address: string;
  description: string;
  applyMethod: string;
  applyEmail: string;
  contact: string;
  phone: string;
  startDate: string;
  deadline: string;
  visibility: string;
  welfare: string[];
  /** The explanation to the reviewer of flagged wording (内容说明). */
  explanation: string;
};

export type PositionFormField = keyof PositionFormValues;
export type PositionFormProblems = Partial<Record<PositionFormField, string>>;

/** Each form field's API field: the only place the two vocabularies meet. */
export const API_FIELD_OF = {
  name: 'zwmc',
  nature: 'gzxz',
  category: 'zwlb',
  education: 'xlyq',
  majors: 'zyyq',
  majorTags: 'zybq',
  headcount: 'zprs',
  salaryType: 'xzlx',
  salaryMin: 'xzxx',
  salaryMax: 'xzsx',
  area: 'gzdq',
  address: 'gzdz',
  description: 'zwms',
  applyMethod: 'jlfs',
  applyEmail: 'jlyx',
  contact: 'lxr',
  phone: 'lxdh',
  startDate: 'kssj',
  deadline: 'jzrq',
  visibility: 'gkfw',
  welfare: 'fl',
  explanation: 'nrsm',
} as const satisfies Record<PositionFormField, PositionField>;

export const POSITION_FORM_FIELDS = Object.keys(API_FIELD_OF) as PositionFormField[];

const FORM_FIELD_OF = Object.fromEntries(
  POSITION_FORM_FIELDS.map((field) => [API_FIELD_OF[field], field]),
) as Record<PositionField, PositionFormField>;

/** The form field of an API field name ('zwmc' -> 'name'), or null for a name the form does not have. */
export function formFieldOf(apiField: string): PositionFormField | null {
  return Object.hasOwn(FORM_FIELD_OF, apiField) ? FORM_FIELD_OF[apiField as PositionField] : null;
}

export const NEGOTIABLE_SALARY = '3';
/** 简历接收方式 codes that take an e-mail address (by e-mail, or both). */
export const EMAIL_APPLY_METHODS: readonly string[] = ['2', '3'];

/** A new position: it starts today, is public and takes applications in this system. */
export function emptyPositionForm({
  today,
  salaryTypes,
}: {
  today: string;
  salaryTypes: readonly string[];
}): PositionFormValues {
  return {
    name: '',
    nature: '1',
    category: '',
    education: '',
    majors: '',
    majorTags: [],
    headcount: '1',
    salaryType: salaryTypes[0] ?? '',
    salaryMin: '',
    salaryMax: '',
    area: '',
    address: '',
    description: '',
    applyMethod: '1',
    applyEmail: '',
    contact: '',
    phone: '',
    startDate: today,
    deadline: '',
    visibility: '2',
    welfare: [],
    explanation: '',
  };
}

const amountText = (value: number | null) => (value === null ? '' : String(value));

/** A saved position as the form shows it. */
export function positionFormValues(position: Omit<PositionDraft, 'id'>): PositionFormValues {
  return {
    name: position.zwmc,
    nature: position.gzxz,
    category: position.zwlb,
    education: position.xlyq,
    majors: position.zyyq,
    majorTags: [...position.zybq],
    headcount: String(position.zprs),
    salaryType: position.xzlx,
    salaryMin: position.xzlx === NEGOTIABLE_SALARY ? '' : amountText(position.xzxx),
    salaryMax: position.xzlx === NEGOTIABLE_SALARY ? '' : amountText(position.xzsx),
    area: position.gzdq,
    address: position.gzdz,
    description: position.zwms,
    applyMethod: position.jlfs,
    applyEmail: position.jlyx,
    contact: position.lxr,
    phone: position.lxdh,
    startDate: position.kssj,
    deadline: position.jzrq,
    visibility: position.gkfw,
    welfare: [...position.fl],
    explanation: position.nrsm,
  };
}

/**
 * A typed whole number: full-width digits and thousands separators are accepted (８０００, 8,000);
 * anything else that is not blank is NaN, which the rules report as not a whole number.
 */
export function parseWholeNumber(text: string): number | null {
  const normalised = text
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '');
  if (normalised === '') return null;
  return /^[0-9]+$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** What goes on the wire: trimmed text, numbers, no salary range when negotiable. */
export function toPositionDraft(values: PositionFormValues, id?: string): PositionDraft {
  const negotiable = values.salaryType === NEGOTIABLE_SALARY;
  return {
    ...(id === undefined ? {} : { id }),
    zwmc: values.name.trim(),
    gzxz: values.nature,
    zwlb: values.category,
    xlyq: values.education,
    zyyq: values.majors.trim(),
    zybq: values.majorTags.map((tag) => tag.trim()),
    zprs: parseWholeNumber(values.headcount) ?? Number.NaN,
    xzlx: values.salaryType,
    xzxx: negotiable ? null : parseWholeNumber(values.salaryMin),
    xzsx: negotiable ? null : parseWholeNumber(values.salaryMax),
    gzdq: values.area,
    gzdz: values.address.trim(),
    zwms: values.description.trim(),
    jlfs: values.applyMethod,
    jlyx: EMAIL_APPLY_METHODS.includes(values.applyMethod) ? values.applyEmail.trim() : '',
    lxr: values.contact.trim(),
    lxdh: values.phone.trim(),
    kssj: values.startDate.trim(),
    jzrq: values.deadline.trim(),
    gkfw: values.visibility,
    fl: values.welfare.map((tag) => tag.trim()),
    nrsm: values.explanation.trim(),
  };
}

/** The 三严禁 flags of what the form holds now. */
export function wordingFlagsOf(values: PositionFormValues): WordingFlag[] {
  return checkRecruitmentWording(positionWordingFields(toPositionDraft(values)));
}

/** The message for each flagged field ('含有限制“性别”的用语：限男性。请修改，或…'). */
export function wordingMessagesOf(flags: readonly WordingFlag[]): PositionFormProblems {
  return wordingMessagesAtFormFields(flags, formFieldOf);
}

/**
 * Every field's problem, by checkPosition (`submitting`: the completeness of a submission too) and,
 * when submitting flagged wording, the explanation the server would ask for.
 */
export function positionFormProblems(
  values: PositionFormValues,
  context: PositionRuleContext,
  { submitting }: { submitting: boolean },
): PositionFormProblems {
  const problems = problemsAtFormFields(
    checkPosition(toPositionDraft(values), context, { submitting }),
    formFieldOf,
  );
  if (
    submitting &&
    problems.explanation === undefined &&
    values.explanation.trim() === '' &&
    wordingFlagsOf(values).length > 0
  )
    problems.explanation = WORDING_EXPLANATION_REQUIRED;
  return problems;
}

/** The field a server refusal is about ('最高薪资不能低于最低薪资' is about 最高薪资), or null for the whole form. */
export function serverFieldOf(message: string): PositionFormField | null {
  return formFieldNamedIn(message, POSITION_FIELD_LABELS, formFieldOf);
}
