import {
  DEFAULT_ATTENDEES,
  FAIR_STATES,
  checkFairInput,
  type BookableBoothType,
  type BookingScope,
  type FairInput,
  type FairKind,
  type FairListQuery,
  type FairReviewMode,
  type FairStateCode,
  type SchoolFair,
} from '../../contract/fairs';
import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import { pageFromSearch } from '../../app/review/listSearch';
import { QUEUE_KEYWORD_LIMIT } from '../../app/review/reviewQueue';

/**
 * The console's fair form (POST /mgr/zph/save): the fields as typed (numbers as text, the window's
 * minutes as a date and a time each) and the contract's rules (checkFairInput, the server's own), each
 * shown at its field.
 */
export type FairFormValues = {
  zphmc: string;
  zphlx: FairKind | null;
  jbrq: string;
  kssj: string;
  jssj: string;
  jbdd: string;
  bmksrq: string;
  bmkssj: string;
  bmjzrq: string;
  bmjzsj: string;
  ydfw: BookingScope;
  hyfw: string[];
  zwfy: Record<BookableBoothType, string>;
  cjrs: string;
  xyglgg: '0' | '1';
  shms: FairReviewMode;
  zphjs: string;
};
export type FairFormField = keyof FairFormValues;

export const FAIR_NAME_LIMIT = 100;
export const FAIR_PLACE_LIMIT = 200;
export const FAIR_INTRO_LIMIT = 2000;

export function newFairValues(): FairFormValues {
  return {
    zphmc: '',
    zphlx: '1',
    jbrq: '',
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '',
    bmksrq: '',
    bmkssj: '09:00',
    bmjzrq: '',
    bmjzsj: '17:00',
    ydfw: '1',
    hyfw: [],
    zwfy: { '1': '0', '2': '0', '3': '0' },
    cjrs: String(DEFAULT_ATTENDEES),
    xyglgg: '0',
    shms: '1',
    zphjs: '',
  };
}

const splitMinute = (minute: string): [string, string] => [minute.slice(0, 10), minute.slice(11, 16)];

export function valuesOfFair(fair: FairInput): FairFormValues {
  const [bmksrq, bmkssj] = splitMinute(fair.bmkssj);
  const [bmjzrq, bmjzsj] = splitMinute(fair.bmjzsj);
  return {
    zphmc: fair.zphmc,
    zphlx: fair.zphlx,
    jbrq: fair.jbrq,
    kssj: fair.kssj,
    jssj: fair.jssj,
    jbdd: fair.jbdd,
    bmksrq,
    bmkssj,
    bmjzrq,
    bmjzsj,
    ydfw: fair.ydfw,
    hyfw: [...fair.hyfw],
    zwfy: { '1': String(fair.zwfy['1']), '2': String(fair.zwfy['2']), '3': String(fair.zwfy['3']) },
    cjrs: String(fair.cjrs),
    xyglgg: fair.xyglgg,
    shms: fair.shms,
    zphjs: fair.zphjs,
  };
}

/** A whole number as typed, or NaN (so the rule names it). */
const wholeNumber = (text: string): number => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN);

const minute = (date: string, time: string) => (date === '' || time === '' ? '' : `${date} ${time}`);

/** The values as POST save takes them (an industry list only where the fair is limited to some). */
export function fairInputOf(values: FairFormValues, id?: string): FairInput {
  return {
    ...(id === undefined ? {} : { id }),
    zphmc: values.zphmc.trim(),
    zphlx: values.zphlx ?? ('' as FairKind),
    jbrq: values.jbrq,
    kssj: values.kssj,
    jssj: values.jssj,
    jbdd: values.jbdd.trim(),
    bmkssj: minute(values.bmksrq, values.bmkssj),
    bmjzsj: minute(values.bmjzrq, values.bmjzsj),
    ydfw: values.ydfw,
    hyfw: values.ydfw === '2' ? [...values.hyfw] : [],
    zwfy: {
      '1': wholeNumber(values.zwfy['1']),
      '2': wholeNumber(values.zwfy['2']),
      '3': wholeNumber(values.zwfy['3']),
    },
    cjrs: wholeNumber(values.cjrs),
    xyglgg: values.xyglgg,
    shms: values.shms,
    zphjs: values.zphjs.trim(),
  };
}

/** Which form field shows each of the contract's messages (the window's minutes show at their date). */
const FIELD_OF_INPUT: Record<keyof FairInput, FairFormField | null> = {
  id: null,
  zphmc: 'zphmc',
  zphlx: 'zphlx',
  jbrq: 'jbrq',
  kssj: 'kssj',
  jssj: 'jssj',
  jbdd: 'jbdd',
  bmkssj: 'bmksrq',
  bmjzsj: 'bmjzrq',
  ydfw: 'ydfw',
  hyfw: 'hyfw',
  zwfy: 'zwfy',
  cjrs: 'cjrs',
  xyglgg: 'xyglgg',
  shms: 'shms',
  zphjs: 'zphjs',
};

/** Every field's message for these values, in the contract's words; empty when they may be saved. */
export function fairFormErrors(values: FairFormValues): Partial<Record<FairFormField, string>> {
  const errors: Partial<Record<FairFormField, string>> = {};
  for (const [key, message] of Object.entries(checkFairInput(fairInputOf(values)))) {
    const field = FIELD_OF_INPUT[key as keyof FairInput];
    if (field !== null && message !== undefined) errors[field] ??= message;
  }
  return errors;
}

const rule =
  (field: FairFormField) =>
  (_value: unknown, values: FairFormValues): string | null =>
    fairFormErrors(values)[field] ?? null;

/** useForm's validators: each field answers its own message from the whole form's check. */
export const fairFormRules = Object.fromEntries(
  (Object.keys(newFairValues()) as FairFormField[]).map((field) => [field, rule(field)]),
) as { [K in FairFormField]: (value: FairFormValues[K], values: FairFormValues) => string | null };

/** The field a refusal of POST save names (the server answers checkFairInput's words), or null. */
export function fairFieldOf(message: string): FairFormField | null {
  // The window's messages first: they also say 开始时间 and 截止时间.
  const words: [RegExp, FairFormField][] = [
    [/报名截止/, 'bmjzrq'],
    [/报名开始/, 'bmksrq'],
    [/招聘会名称/, 'zphmc'],
    [/招聘会类型/, 'zphlx'],
    [/举办日期/, 'jbrq'],
    [/开始时间，/, 'kssj'],
    [/结束时间/, 'jssj'],
    [/举办地点/, 'jbdd'],
    [/行业/, 'hyfw'],
    [/预订范围/, 'ydfw'],
    [/费用/, 'zwfy'],
    [/参会人数/, 'cjrs'],
    [/招聘公告/, 'xyglgg'],
    [/审核方式/, 'shms'],
    [/简介/, 'zphjs'],
  ];
  return words.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------------
// How a fair reads in the list.

export const FAIR_STATE_TONES: Readonly<Record<FairStateCode, BadgeTone>> = {
  '1': 'warning',
  '2': 'success',
  '3': 'danger',
  '4': 'default',
  '5': 'default',
};

export function fairStateDisplay(code: FairStateCode): { label: string; tone: BadgeTone } {
  return { label: FAIR_STATES[code] ?? code, tone: FAIR_STATE_TONES[code] ?? 'default' };
}

/** 12 / 80（空闲/总数）, or 未设置展位 before any hall is drawn. */
export function boothsText(fair: Pick<SchoolFair, 'kxzws' | 'zzws'>): string {
  return fair.zzws === 0 ? '未设置展位' : `${fair.kxzws} / ${fair.zzws}`;
}

/** 2026-12-12 09:00-16:00 */
export function fairTimeText(fair: Pick<SchoolFair, 'jbrq' | 'kssj' | 'jssj'>): string {
  return `${fair.jbrq} ${fair.kssj}-${fair.jssj}`;
}

/** The list's request from the page address: the page and the trimmed keyword. */
export function fairListQuery(search: URLSearchParams): Required<FairListQuery> {
  return {
    ...pageFromSearch(search),
    keyword: (search.get('keyword') ?? '').trim().slice(0, QUEUE_KEYWORD_LIMIT),
  };
}
