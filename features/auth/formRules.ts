import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, isKnownCode } from '../../contract/codeLists';
import {
  checkCreditCode,
  checkIllegalCharsNamed,
  checkMobile,
  checkPassword,
  checkPasswordExtras,
  checkPhone,
  passwordMessage,
  type PasswordLevel,
} from '../../ui/validators';

/**
 * The field rules of the auth forms, as plain functions: each returns null or the message to show.
 * The server checks the same shared validators (ui/validators) and answers with the same words.
 */
type Rule = (value: string) => string | null;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

const maxChars =
  (limit: number, label: string): Rule =>
  (value) =>
    [...value.trim()].length > limit ? `${label}不能超过${limit}个字` : null;

export const mobileRules: Rule[] = [required('请输入手机号码'), checkMobile];

const CODE_PATTERN = /^\d{6}$/;
export const codeRules: Rule[] = [
  required('请输入验证码'),
  (value) => (CODE_PATTERN.test(value.trim()) ? null : '验证码为6位数字'),
];

export const creditCodeRules: Rule[] = [required('请输入统一社会信用代码'), checkCreditCode];

export const employerNameRules: Rule[] = [
  required('请输入单位名称'),
  maxChars(100, '单位名称'),
  checkIllegalCharsNamed,
];

export const contactNameRules: Rule[] = [
  required('请输入联系人'),
  maxChars(50, '联系人'),
  checkIllegalCharsNamed,
];

/** The server refuses illegal characters in the reason too ('申诉理由：存在非法字符…'). */
export const appealReasonRules: Rule[] = [required('请填写申诉理由'), checkIllegalCharsNamed];

export const contactWayRules: Rule[] = [required('请输入联系电话'), checkPhone];

/** A new password at the site's strength level, then the extra rules (no aaa, no abc, English only). */
export function newPasswordRules(level: PasswordLevel): Rule[] {
  return [required('请输入密码'), (value) => checkPassword(value, level), checkPasswordExtras];
}

/** The level's rule under a new-password field, left out while the field's message already says it. */
export function passwordHelp(level: PasswordLevel, error: string | undefined): string | undefined {
  const rule = passwordMessage[level];
  return error === rule ? undefined : rule;
}

const CONFIRM_MISMATCH_MESSAGE = '两次输入的密码不一致';

export function confirmPasswordRule(password: string, confirmation: string): string | null {
  if (confirmation === '') return '请再次输入密码';
  return confirmation === password ? null : CONFIRM_MISMATCH_MESSAGE;
}

/** Mobile or credit code, as step 1 of the forgot-password flow accepts either. */
export const accountLookupRules: Rule[] = [
  required('请输入注册手机号或统一社会信用代码'),
  (value) =>
    checkMobile(value) === null || checkCreditCode(value) === null
      ? null
      : '请输入正确的手机号码或统一社会信用代码',
];

/**
 * Which field a server refusal is about, by the words it uses ('统一社会信用代码应为18位' ->
 * tyshxydm), or by the field it names ('参数 sjhm 不能为空' -> sjhm); null for a refusal of the whole
 * form (rate limits, an unknown site). `hints` lists the candidate fields in the order to try.
 */
export function serverFieldOf<Field extends string>(
  message: string,
  hints: readonly (readonly [RegExp, Field])[],
): Field | null {
  const named = /^参数 (\w+) /.exec(message)?.[1];
  const byName = hints.find(([, field]) => field === named);
  if (byName) return byName[1];
  return hints.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The words each account field's messages use; forms pick the fields they have. */
export const fieldHints = {
  tyshxydm: [/统一社会信用代码/, 'tyshxydm'],
  dwmc: [/单位名称/, 'dwmc'],
  lxr: [/联系人/, 'lxr'],
  yzm: [/验证码(?!发送)/, 'yzm'],
  sjhm: [/手机号/, 'sjhm'],
  mm: [/密码|\d+-\d+位/, 'mm'],
  ssly: [/申诉理由/, 'ssly'],
  dwxz: [/单位性质/, 'dwxz'],
  dwhy: [/单位行业/, 'dwhy'],
  yyzz: [/营业执照/, 'yyzz'],
} as const;

export const NATURE_REQUIRED_MESSAGE = '请选择单位性质';
export const INDUSTRY_REQUIRED_MESSAGE = '请选择单位行业';

/** 单位性质 and 单位行业: a code of their list (the server refuses any other with the same words). */
export const natureRules: Rule[] = [
  (value) => (isKnownCode(EMPLOYER_NATURES, value) ? null : NATURE_REQUIRED_MESSAGE),
];
export const industryRules: Rule[] = [
  (value) => (isKnownCode(EMPLOYER_INDUSTRIES, value) ? null : INDUSTRY_REQUIRED_MESSAGE),
];
