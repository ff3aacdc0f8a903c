import { checkEmail, checkIllegalCharsNamed, checkLandline } from '../../ui/validators';
import { required } from './formRules';

/**
 * The rules of the person's details on route wsdwyh (POST /com/dwyh/wsxx). The server checks the
 * same shared validators and limits, and names the field in its refusals (姓名…, 职务…).
 */
type Rule = (value: string) => string | null;

export const DETAIL_TEXT_LIMIT = 50;

const withinLimit =
  (label: string): Rule =>
  (value) =>
    [...value.trim()].length > DETAIL_TEXT_LIMIT ? `${label}不能超过${DETAIL_TEXT_LIMIT}个字` : null;

export const userDetailRules = {
  xm: [required('请输入姓名'), withinLimit('姓名'), checkIllegalCharsNamed],
  zw: [required('请输入职务'), withinLimit('职务'), checkIllegalCharsNamed],
  yx: [required('请输入电子邮箱'), checkEmail],
  /** Optional: only a filled-in landline is checked. */
  gddh: [(value: string) => (value.trim() === '' ? null : checkLandline(value))],
} satisfies Record<string, Rule[]>;

/** The words each detail's server messages use, for serverFieldOf ('参数 xm …' names it anyway). */
export const userDetailHints = [
  [/姓名/, 'xm'],
  [/职务/, 'zw'],
  [/邮箱/, 'yx'],
  [/固定电话/, 'gddh'],
] as const;
