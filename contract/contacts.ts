import { checkEmail, checkIllegalCharsNamed, checkLandline, checkMobile } from '../ui/validators';

/**
 * 常用联系人 (zhgl/cylxr): the employer's frequent contacts, offered by the forms of positions, talks
 * and fairs instead of retyping. One of them is the default (the first one added, until another is
 * chosen); the list is bounded (CONTACTS_MAX) rather than paged: a picker shows all of them at once.
 */
export const contactPaths = {
  list: '/com/cylxr/list',
  save: '/com/cylxr/save',
  remove: '/com/cylxr/remove',
  setDefault: '/com/cylxr/setDefault',
} as const;

/** More than any employer's frequent contacts; the whole list fits one picker. */
export const CONTACTS_MAX = 50;
export const CONTACTS_FULL_MESSAGE = `常用联系人最多${CONTACTS_MAX}个，请先删除不再使用的联系人`;
export const CONTACT_NOT_FOUND = '联系人不存在或已删除';

/** A contact as GET /com/cylxr/list answers it, the default first, then in the order added. */
export type Contact = {
  id: string;
  /** 姓名 */
  xm: string;
  /** 职务, '' when none. */
  zw: string;
  /** 手机号码 */
  sjhm: string;
  /** 固定电话, '' when none. */
  gddh: string;
  /** 电子邮箱, '' when none. */
  yx: string;
  /** 默认联系人 */
  mr: boolean;
};

export type ContactFields = Omit<Contact, 'id' | 'mr'>;

/** POST /com/cylxr/save (JSON): without id adds a contact, with id edits it. Result { id }. */
export type SaveContactRequest = ContactFields & { id?: string };

/** POST /com/cylxr/remove and /com/cylxr/setDefault (JSON). */
export type ContactIdRequest = { id: string };

export const CONTACT_TEXT_LIMIT = 50;

type Rule = (value: string) => string | null;

const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;
const optional =
  (rule: Rule): Rule =>
  (value) =>
    value.trim() === '' ? null : rule(value.trim());
const withinLimit =
  (label: string): Rule =>
  (value) =>
    [...value.trim()].length > CONTACT_TEXT_LIMIT ? `${label}不能超过${CONTACT_TEXT_LIMIT}个字` : null;
const named =
  (label: string): Rule =>
  (value) => {
    const problem = checkIllegalCharsNamed(value.trim());
    return problem === null ? null : `${label}：${problem}`;
  };

/** The rules of each field, in the order they are checked; the form and the server share them. */
export const contactRules: Record<keyof ContactFields, Rule[]> = {
  xm: [required('请输入联系人姓名'), withinLimit('姓名'), named('姓名')],
  zw: [withinLimit('职务'), optional(named('职务'))],
  sjhm: [required('请输入手机号码'), (value) => checkMobile(value.trim())],
  gddh: [optional(checkLandline)],
  yx: [optional(checkEmail)],
};

/** The first problem of each field, or an empty object when the contact is valid. */
export function contactProblems(fields: ContactFields): Partial<Record<keyof ContactFields, string>> {
  const problems: Partial<Record<keyof ContactFields, string>> = {};
  for (const key of Object.keys(contactRules) as (keyof ContactFields)[]) {
    for (const rule of contactRules[key]) {
      const problem = rule(fields[key]);
      if (problem !== null) {
        problems[key] = problem;
        break;
      }
    }
  }
  return problems;
}

/** The fields as stored: trimmed, the mobile without +86 / 0086. */
export function normalizeContact(fields: ContactFields): ContactFields {
  const sjhm = fields.sjhm.trim();
  return {
    xm: fields.xm.trim(),
    zw: fields.zw.trim(),
    sjhm: sjhm.length > 11 ? sjhm.slice(-11) : sjhm,
    gddh: fields.gddh.trim(),
    yx: fields.yx.trim(),
  };
}
