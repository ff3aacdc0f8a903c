// The 开设子账号 screen's rules (zhgl/kszzh): what may be done with each account, the form's checks
// (the server checks the same and answers in the same words) and how an account reads. Plain
// functions, tested without React.

import {
  SUB_ACCOUNT_NAME_MAX,
  type SaveSubAccountRequest,
  type SubAccount,
} from '../../contract/permissions';
import type { TagTone } from '../../ui/Tag';
import { checkIllegalCharsNamed, checkMobile } from '../../ui/validators';

export type SubAccountAction = 'edit' | 'disable' | 'enable' | 'reset' | 'handOver';

export const SUB_ACCOUNT_ACTION_LABELS: Readonly<Record<SubAccountAction, string>> = {
  edit: '编辑',
  disable: '停用',
  enable: '启用',
  reset: '重置密码',
  handOver: '移交主账号',
};

/**
 * What the viewer may do with an account, in the order shown: only the main account manages, and never
 * its own row; the main account is handed over only to an enabled account (the server refuses others);
 * another employer's member keeps its password there.
 */
export function subAccountActions(account: SubAccount, viewerIsMain: boolean): SubAccountAction[] {
  if (!viewerIsMain || account.isMain) return [];
  const actions: SubAccountAction[] = account.enabled
    ? ['edit', 'disable', 'reset', 'handOver']
    : ['edit', 'enable', 'reset'];
  return account.member ? actions.filter((action) => action !== 'reset') : actions;
}

/** The form's values: the request without its id, as typed. */
export type SubAccountValues = Omit<SaveSubAccountRequest, 'id'>;

export const NEW_SUB_ACCOUNT: SubAccountValues = { name: '', mobile: '', roleId: '', enabled: true };

export const valuesOf = (account: SubAccount): SubAccountValues => ({
  name: account.name,
  mobile: account.mobile,
  roleId: account.roleId,
  enabled: account.enabled,
});

type Rule = (value: string) => string | null;
const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

export const subAccountRules = {
  name: [
    required('请输入姓名'),
    (value: string) =>
      [...value.trim()].length > SUB_ACCOUNT_NAME_MAX ? `姓名不能超过${SUB_ACCOUNT_NAME_MAX}个字` : null,
    checkIllegalCharsNamed,
  ],
  mobile: [required('请输入手机号码'), checkMobile],
  roleId: [required('请选择角色')],
} satisfies Partial<Record<keyof SubAccountValues, Rule[]>>;

/** The request a form's values make (trimmed), editing `id` when given. */
export function saveRequestOf(values: SubAccountValues, id?: string): SaveSubAccountRequest {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    roleId: values.roleId,
    enabled: values.enabled,
  };
}

/**
 * The field a refusal of the form names (该手机号已被其他账号使用 -> mobile), null for the whole form
 * (a member of another employer keeping its own details, a missing permission).
 */
export function subAccountFieldOf(message: string): 'name' | 'mobile' | 'roleId' | null {
  if (/手机号/.test(message)) return 'mobile';
  if (/姓名/.test(message)) return 'name';
  if (/^角色/.test(message)) return 'roleId';
  return null;
}

const createdFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Shanghai',
});

/** When an account was opened, as a date in China (2025年3月18日). */
export const createdDate = (createdAt: number): string => createdFormat.format(createdAt);

/** An account's state as tags: 启用 or 停用, then 密码待设置 until the person chooses a password. */
export function stateTags(account: SubAccount): { label: string; tone: TagTone }[] {
  const enabled = account.enabled
    ? { label: '启用', tone: 'success' as const }
    : { label: '停用', tone: 'default' as const };
  return account.passwordPending ? [enabled, { label: '密码待设置', tone: 'warning' }] : [enabled];
}

/** How an account is named in buttons and dialogs: its name, else its mobile (a member may have none). */
export const accountName = (account: SubAccount): string => account.name || account.mobile;
