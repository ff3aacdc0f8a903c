import { MAX_DAILY_CAP, type ReviewMode, type SiteRules } from '../../contract/console';

/** The settings form: the site's rules with the caps as typed (text), checked before they are sent. */
export type SettingsValues = {
  dwshms: ReviewMode;
  zwshms: ReviewMode;
  ggshms: ReviewMode;
  qzmrsx: string;
  sxmrsx: string;
  wzzsd: string;
};
export type SettingsField = keyof SettingsValues;

export const REVIEW_MODE_OPTIONS: readonly { value: ReviewMode; label: string }[] = [
  { value: '1', label: '人工审核' },
  { value: '2', label: '自动通过' },
];

export const SETTINGS_FIELD_LABELS: Readonly<Record<SettingsField, string>> = {
  dwshms: '单位注册审核',
  zwshms: '招聘职位审核',
  ggshms: '招聘公告审核',
  qzmrsx: '每日全职职位上限',
  sxmrsx: '每日实习职位上限',
  wzzsd: '网站主色调',
};

const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

export function capProblem(value: string, label: string): string | null {
  const text = value.trim();
  if (text === '') return `请输入${label}`;
  if (!/^[0-9]+$/.test(text) || Number(text) > MAX_DAILY_CAP)
    return `${label}须为0至${MAX_DAILY_CAP}之间的整数`;
  return null;
}

export function colourProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return '请输入网站主色调';
  return COLOUR_PATTERN.test(text) ? null : '请输入#开头的6位十六进制颜色，如 #1677ff';
}

/** A colour the preview can show: the typed one when valid, else null. */
export function validColour(value: string): string | null {
  return colourProblem(value) === null ? value.trim().toLowerCase() : null;
}

export function settingsValuesOf(rules: SiteRules): SettingsValues {
  return {
    dwshms: rules.dwshms,
    zwshms: rules.zwshms,
    ggshms: rules.ggshms,
    qzmrsx: String(rules.qzmrsx),
    sxmrsx: String(rules.sxmrsx),
    wzzsd: rules.wzzsd,
  };
}

/** The checked form as the wire wants it (call after every rule passed). */
export function siteRulesOf(values: SettingsValues): SiteRules {
  return {
    dwshms: values.dwshms,
    zwshms: values.zwshms,
    ggshms: values.ggshms,
    qzmrsx: Number(values.qzmrsx.trim()),
    sxmrsx: Number(values.sxmrsx.trim()),
    wzzsd: values.wzzsd.trim().toLowerCase(),
  };
}

/**
 * The field a 400 of POST /mgr/sz/save is about: the one it names by wire name ('参数 wzzsd 格式不正确')
 * or by label ('每日全职职位上限…'), else null (a message for the whole form).
 */
export function settingsRefusalField(message: string): SettingsField | null {
  const fields = Object.keys(SETTINGS_FIELD_LABELS) as SettingsField[];
  const byName = /参数\s*([a-z]+)/.exec(message)?.[1];
  const named = fields.find((field) => field === byName);
  if (named !== undefined) return named;
  return fields.find((field) => message.includes(SETTINGS_FIELD_LABELS[field])) ?? null;
}
