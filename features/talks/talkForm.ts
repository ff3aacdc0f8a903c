// The talk's basic-information form (xjh/jbxx) as plain data: its values, their mapping to the save
// call's TalkDraft and back, and each field's rule, which is the contract's own (talkDraftProblems)
// plus the site's notice for the date.

import type { Contact } from '../../contract/contacts';
import {
  TALK_CONTACTS_MAX,
  talkDraftProblems,
  type TalkContact,
  type TalkDetail,
  type TalkDraft,
  type TalkDraftField,
} from '../../contract/talks';
import type { FieldValidators } from '../../ui/Form';
import { talkDateProblem } from './talkFlow';

export type TalkFormValues = {
  xjzt: string;
  rq: string;
  sd: string;
  /** Typed digits; the draft takes a number. */
  yjrs: string;
  ggid: string;
  zwids: string[];
  /** Faculties and majors as typed, separated by commas or 、. */
  yx: string;
  zy: string;
  mode: 'onsite' | 'online';
  zblj: string;
  lxr: TalkContact[];
  bz: string;
};

export const EMPTY_CONTACT: TalkContact = { xm: '', sjhm: '', yx: '' };

export const NEW_TALK: TalkFormValues = {
  xjzt: '',
  rq: '',
  sd: '',
  yjrs: '',
  ggid: '',
  zwids: [],
  yx: '',
  zy: '',
  mode: 'onsite',
  zblj: '',
  lxr: [EMPTY_CONTACT],
  bz: '',
};

/** 计算机学院、信息学院 -> ['计算机学院', '信息学院']: commas, 、 and semicolons separate. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,，、;；\n]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function draftOfValues(values: TalkFormValues, id?: string): TalkDraft {
  const online = values.mode === 'online';
  return {
    ...(id === undefined ? {} : { id }),
    xjzt: values.xjzt.trim(),
    rq: values.rq,
    sd: values.sd,
    yjrs: /^\d+$/.test(values.yjrs.trim()) ? Number(values.yjrs.trim()) : Number.NaN,
    ggid: values.ggid,
    zwids: values.zwids,
    yx: splitTags(values.yx),
    zy: splitTags(values.zy),
    xs: online,
    zblj: online ? values.zblj.trim() : '',
    lxr: values.lxr.map((contact) => ({
      xm: contact.xm.trim(),
      sjhm: contact.sjhm.trim(),
      yx: contact.yx.trim(),
    })),
    bz: values.bz.trim(),
  };
}

export function valuesOfTalk(talk: TalkDetail): TalkFormValues {
  return {
    xjzt: talk.xjzt,
    rq: talk.rq,
    sd: talk.sd,
    yjrs: String(talk.yjrs),
    ggid: talk.ggid,
    zwids: talk.zwids,
    yx: talk.yx.join('、'),
    zy: talk.zy.join('、'),
    mode: talk.xs ? 'online' : 'onsite',
    zblj: talk.zblj,
    lxr: talk.lxr.length > 0 ? talk.lxr : [EMPTY_CONTACT],
    bz: talk.bz,
  };
}

/** A frequent contact as a talk contact (its e-mail may be empty: the rule then asks for it). */
export function talkContactOf(contact: Contact): TalkContact {
  return { xm: contact.xm, sjhm: contact.sjhm, yx: contact.yx };
}

export function canAddContact(contacts: readonly TalkContact[]): boolean {
  return contacts.length < TALK_CONTACTS_MAX;
}

const draftRule =
  (field: TalkDraftField) =>
  (_value: unknown, values: TalkFormValues): string | null =>
    talkDraftProblems(draftOfValues(values))[field] ?? null;

/** Each field's rule; the date's also the site's notice counted from `today`. */
export function talkFormRules(today: string, notice: number | undefined): FieldValidators<TalkFormValues> {
  return {
    xjzt: draftRule('xjzt'),
    rq: (value, values) =>
      draftRule('rq')(value, values) ?? (notice === undefined ? null : talkDateProblem(value, today, notice)),
    sd: (value, values) => (values.rq === '' ? null : draftRule('sd')(value, values)),
    yjrs: (value, values) => (value.trim() === '' ? '请输入预计人数' : draftRule('yjrs')(value, values)),
    zwids: draftRule('zwids'),
    yx: draftRule('yx'),
    zy: draftRule('zy'),
    zblj: draftRule('zblj'),
    lxr: draftRule('lxr'),
    bz: draftRule('bz'),
  };
}

const FIELD_WORDS: readonly [keyof TalkFormValues, readonly string[]][] = [
  ['xjzt', ['宣讲主题']],
  ['rq', ['宣讲日期', '提前']],
  ['sd', ['时段']],
  ['yjrs', ['预计人数']],
  ['zwids', ['职位']],
  ['yx', ['院系']],
  ['zy', ['专业']],
  ['zblj', ['直播链接']],
  ['lxr', ['联系人']],
  ['bz', ['备注']],
];

/** The field a refusal of the save names, or null for the form. */
export function talkFieldOf(message: string): keyof TalkFormValues | null {
  return FIELD_WORDS.find(([, words]) => words.some((word) => message.includes(word)))?.[0] ?? null;
}
