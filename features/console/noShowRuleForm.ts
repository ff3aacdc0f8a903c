import { NO_SHOW_RULE_LIMITS, type NoShowRule } from '../../contract/dishonesty';

/** The no-show rule as typed (text), checked before it is sent. */
export type NoShowRuleValues = Record<keyof NoShowRule, string>;
export type NoShowRuleField = keyof NoShowRule;

export const NO_SHOW_RULE_FIELDS = Object.keys(NO_SHOW_RULE_LIMITS) as NoShowRuleField[];

export const NO_SHOW_RULE_HELP: Readonly<Record<NoShowRuleField, string>> = {
  wdccs: '统计天数内累计未到场达到该次数的单位，将被暂停预订招聘会展位和宣讲会。',
  tjts: '相隔不超过该天数的未到场合并计算（365 天即一年）；此后生成的不诚信记录有效期同为该天数。',
  ztts: '自最近一次未到场的招聘会当天起暂停预订的天数；365 天按自然年计算，至次年同日的前一天。',
};

export const NO_SHOW_RULE_UNITS: Readonly<Record<NoShowRuleField, string>> = {
  wdccs: '次',
  tjts: '天',
  ztts: '天',
};

/** A field's problem in the server's words (contract/dishonesty.ts noShowRuleProblem), or null. */
export function noShowRuleFieldProblem(field: NoShowRuleField, value: string): string | null {
  const { min, max, label } = NO_SHOW_RULE_LIMITS[field];
  const text = value.trim();
  if (text === '') return `请输入${label}`;
  if (!/^[0-9]{1,4}$/.test(text) || Number(text) < min || Number(text) > max)
    return `${label}应为${min}到${max}之间的整数`;
  return null;
}

export function noShowRuleValuesOf(rule: NoShowRule): NoShowRuleValues {
  return { wdccs: String(rule.wdccs), tjts: String(rule.tjts), ztts: String(rule.ztts) };
}

/** The typed rule as the wire wants it, or null while any field has a problem. */
export function noShowRuleOfValues(values: NoShowRuleValues): NoShowRule | null {
  if (NO_SHOW_RULE_FIELDS.some((field) => noShowRuleFieldProblem(field, values[field]) !== null)) return null;
  return {
    wdccs: Number(values.wdccs.trim()),
    tjts: Number(values.tjts.trim()),
    ztts: Number(values.ztts.trim()),
  };
}

/** The field a refusal of POST /mgr/xzbcxjl/saveRule names by its label, else null (a message for the form). */
export function noShowRuleRefusalField(message: string): NoShowRuleField | null {
  return NO_SHOW_RULE_FIELDS.find((field) => message.includes(NO_SHOW_RULE_LIMITS[field].label)) ?? null;
}
