import { TALK_RULE_LIMITS, type TalkRules } from '../../contract/talks';

/** The talk rules as typed (text), checked before they are sent. */
export type TalkRulesValues = Record<keyof TalkRules, string>;
export type TalkRulesField = keyof TalkRules;

export const TALK_RULES_FIELDS = Object.keys(TALK_RULE_LIMITS) as TalkRulesField[];

export const TALK_RULES_HELP: Readonly<Record<TalkRulesField, string>> = {
  tqgzr: '单位须至少提前多少个工作日申请宣讲会；工作日按国家法定节假日和调休安排计算。',
  qxgzr: '宣讲会日期前多少个工作日起不能再取消（0 表示当天之前均可取消）。',
  jxrssx: '每场宣讲会最多可填报的进校人员人数。',
};

export const TALK_RULES_UNITS: Readonly<Record<TalkRulesField, string>> = {
  tqgzr: '个工作日',
  qxgzr: '个工作日',
  jxrssx: '人',
};

/** A field's problem in the server's words (contract/talks.ts talkRulesProblem), or null. */
export function talkRuleProblem(field: TalkRulesField, value: string): string | null {
  const { min, max, label } = TALK_RULE_LIMITS[field];
  const text = value.trim();
  if (text === '') return `请输入${label}`;
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < min || Number(text) > max)
    return `${label}应为${min}到${max}之间的整数`;
  return null;
}

export function talkRulesValuesOf(rules: TalkRules): TalkRulesValues {
  return { tqgzr: String(rules.tqgzr), qxgzr: String(rules.qxgzr), jxrssx: String(rules.jxrssx) };
}

/** The checked form as the wire wants it (call after every rule passed). */
export function talkRulesOf(values: TalkRulesValues): TalkRules {
  return {
    tqgzr: Number(values.tqgzr.trim()),
    qxgzr: Number(values.qxgzr.trim()),
    jxrssx: Number(values.jxrssx.trim()),
  };
}

/** The field a refusal of POST /mgr/cd/saveRules names by its label, else null (a message for the form). */
export function talkRulesRefusalField(message: string): TalkRulesField | null {
  return TALK_RULES_FIELDS.find((field) => message.includes(TALK_RULE_LIMITS[field].label)) ?? null;
}
