// The rules of the console's site settings (GET /mgr/sz/get, POST /mgr/sz/save): the settings form
// shows each message at its field, and the server applies the very same function to what it receives
// (code 400 with the first message, which names the field).

import { MAX_DAILY_CAP, type SiteRules } from './console';

export type SiteRulesField = keyof SiteRules;
export type SiteRulesErrors = Partial<Record<SiteRulesField, string>>;

export const SITE_RULES_LABELS: Readonly<Record<SiteRulesField, string>> = {
  dwshms: '单位注册审核方式',
  zwshms: '招聘职位审核方式',
  ggshms: '招聘公告审核方式',
  qzmrsx: '全职职位每日上限',
  sxmrsx: '实习职位每日上限',
  wzzsd: '网站主色调',
};

/** A theme colour as the site stores it: '#' and six hexadecimal digits. */
export const THEME_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const REVIEW_MODE_FIELDS = ['dwshms', 'zwshms', 'ggshms'] as const;
const CAP_FIELDS = ['qzmrsx', 'sxmrsx'] as const;

/** Field -> message for every field that breaks its rule; empty when all are valid. */
export function checkSiteRules(rules: Readonly<Record<SiteRulesField, unknown>>): SiteRulesErrors {
  const errors: SiteRulesErrors = {};
  for (const field of REVIEW_MODE_FIELDS)
    if (rules[field] !== '1' && rules[field] !== '2')
      errors[field] = `请选择${SITE_RULES_LABELS[field]}（人工审核或自动通过）`;
  for (const field of CAP_FIELDS) {
    const cap = rules[field];
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0 || cap > MAX_DAILY_CAP)
      errors[field] = `${SITE_RULES_LABELS[field]}应为0到${MAX_DAILY_CAP}之间的整数`;
  }
  if (typeof rules.wzzsd !== 'string' || !THEME_COLOUR_PATTERN.test(rules.wzzsd))
    errors.wzzsd = `${SITE_RULES_LABELS.wzzsd}应为#开头的6位十六进制颜色，如 #1677ff`;
  return errors;
}
