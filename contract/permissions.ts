/**
 * Employer roles and permissions (screens zhgl/jsgl, zhgl/kszzh): a role grants each section of the
 * employer app a level. The server checks the level a route declares on every /com call; the client
 * shows only the navigation, tiles and actions the level allows.
 */

/** The sections of the employer app a role grants access to, in the order they are shown. */
export const PERMISSION_SECTIONS = [
  { key: 'recruiting', name: '招聘信息', description: '招聘职位、招聘公告' },
  { key: 'resumes', name: '简历管理', description: '收到的简历、人才搜索、面试' },
  { key: 'talks', name: '宣讲会', description: '宣讲会申请、场地预约' },
  { key: 'fairs', name: '招聘会', description: '招聘会报名、展位预订' },
  { key: 'signing', name: '签约中心', description: '网上签约、解约' },
  { key: 'account', name: '账号管理', description: '单位信息、子账号与角色、常用联系人' },
] as const;

export type PermissionSection = (typeof PERMISSION_SECTIONS)[number]['key'];

/** Levels in increasing order: each includes the ones before it. */
export const PERMISSION_LEVELS = ['none', 'view', 'manage', 'sign'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export const PERMISSION_LEVEL_NAMES: Record<PermissionLevel, string> = {
  none: '无权限',
  view: '查看',
  manage: '管理',
  sign: '签约',
};

/** The levels a section can be granted: only signing has "sign" (签署协议), held only where granted. */
export function levelsOf(section: PermissionSection): readonly PermissionLevel[] {
  return section === 'signing' ? PERMISSION_LEVELS : PERMISSION_LEVELS.slice(0, 3);
}

/** A role's grants: every section has a level. */
export type PermissionGrants = Record<PermissionSection, PermissionLevel>;

/** What a route or an action needs: a section at a level, e.g. { section: 'recruiting', level: 'manage' }. */
export type Permission = { section: PermissionSection; level: Exclude<PermissionLevel, 'none'> };

// The permissions routes and screens declare most often.
export const RECRUITING_VIEW: Permission = { section: 'recruiting', level: 'view' };
export const RECRUITING_MANAGE: Permission = { section: 'recruiting', level: 'manage' };
export const RESUMES_VIEW: Permission = { section: 'resumes', level: 'view' };
export const RESUMES_MANAGE: Permission = { section: 'resumes', level: 'manage' };
export const ACCOUNT_VIEW: Permission = { section: 'account', level: 'view' };
export const ACCOUNT_MANAGE: Permission = { section: 'account', level: 'manage' };

export function hasPermission(grants: PermissionGrants, needed: Permission): boolean {
  return PERMISSION_LEVELS.indexOf(grants[needed.section]) >= PERMISSION_LEVELS.indexOf(needed.level);
}

export function permissionName({ section, level }: Permission): string {
  const sectionName = PERMISSION_SECTIONS.find((entry) => entry.key === section)?.name ?? section;
  return `${sectionName}·${PERMISSION_LEVEL_NAMES[level]}`;
}

/** Code of a call refused for a missing permission (code 42 stays "no session"). */
export const PERMISSION_DENIED_CODE = 4030;

/** The refusal names the permission and who can grant it. */
export function permissionDeniedMessage(needed: Permission, mainAccountName: string): string {
  return `当前账号没有“${permissionName(needed)}”权限，请联系单位主账号（${mainAccountName}）开通`;
}

/** Code and message of a call only the main account may make (sub-accounts, roles, hand-over). */
export const MAIN_ACCOUNT_ONLY_MESSAGE = '仅单位主账号可以进行此操作';

const grantAll = (level: PermissionLevel): PermissionGrants => ({
  recruiting: level,
  resumes: level,
  talks: level,
  fairs: level,
  signing: level,
  account: level,
});

/** The built-in roles: every employer has them; they cannot be edited or removed. */
export const BUILT_IN_ROLES = [
  { id: 'admin', name: '管理员', grants: { ...grantAll('manage'), signing: 'sign' } },
  {
    id: 'recruiter',
    name: '招聘专员',
    grants: {
      ...grantAll('none'),
      recruiting: 'manage',
      resumes: 'manage',
      talks: 'manage',
      fairs: 'manage',
    },
  },
  { id: 'readonly', name: '只读', grants: grantAll('view') },
] as const satisfies readonly { id: string; name: string; grants: PermissionGrants }[];

export type BuiltInRoleId = (typeof BUILT_IN_ROLES)[number]['id'];

/** The main account holds every permission, whatever role it is shown with. */
export const MAIN_ACCOUNT_GRANTS: PermissionGrants = { ...grantAll('manage'), signing: 'sign' };

export const NO_GRANTS: PermissionGrants = grantAll('none');

export function isBuiltInRole(roleId: string): roleId is BuiltInRoleId {
  return BUILT_IN_ROLES.some((role) => role.id === roleId);
}

/** Reads grants stored or sent as JSON, keeping only known sections and levels (others: none). */
export function parseGrants(value: unknown): PermissionGrants {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const grants = { ...NO_GRANTS };
  for (const { key } of PERMISSION_SECTIONS) {
    const level = source[key];
    if (typeof level === 'string' && (levelsOf(key) as readonly string[]).includes(level)) {
      grants[key] = level as PermissionLevel;
    }
  }
  return grants;
}

// The calls (header accessToken; POST bodies JSON).
export const accountAdminPaths = {
  /** GET: the employer's users (main account first) with their roles and states. */
  subAccounts: '/com/zzh/list',
  /** POST { id?, name, mobile, roleId, enabled }: opens (without id) or edits a sub-account. */
  saveSubAccount: '/com/zzh/save',
  /** POST { id, enabled }: a disabled sub-account's sessions end at once and it cannot log in. */
  setSubAccountEnabled: '/com/zzh/enable',
  /** POST { id }: its password is cleared and its sessions end; the person sets a new one by SMS. */
  resetSubAccount: '/com/zzh/reset',
  /** POST { id }: the sub-account becomes the main account; the caller keeps the 管理员 role. */
  handOverMainAccount: '/com/zzh/handover',
  /** GET: built-in and custom roles with their grants and how many users hold each. */
  roles: '/com/js/list',
  /** POST { id?, name, grants }: adds or edits a custom role. */
  saveRole: '/com/js/save',
  /** POST { id }: removes a custom role no user holds. */
  removeRole: '/com/js/remove',
  /** GET: the sections and the levels each can be granted. */
  permissionCatalogue: '/com/js/catalogue',
  /** GET: what the current user may do: its grants and whether it is the main account. */
  myPermissions: '/com/js/mine',
} as const;

export type SubAccount = {
  id: string;
  name: string;
  mobile: string;
  roleId: string;
  roleName: string;
  enabled: boolean;
  isMain: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Set while the person has not chosen a password yet (new, or reset). */
  passwordPending: boolean;
  /**
   * A user of another employer added to this one: here only its role and state change; its name,
   * mobile and password belong to its own employer.
   */
  member: boolean;
};

export type SaveSubAccountRequest = {
  id?: string;
  name: string;
  mobile: string;
  roleId: string;
  enabled: boolean;
};

export type Role = {
  id: string;
  name: string;
  builtIn: boolean;
  grants: PermissionGrants;
  /** How many of the employer's users hold it. */
  userCount: number;
};

export type SaveRoleRequest = { id?: string; name: string; grants: PermissionGrants };

export type PermissionCatalogue = {
  sections: { key: PermissionSection; name: string; description: string; levels: PermissionLevel[] }[];
};

export type MyPermissions = {
  isMain: boolean;
  grants: PermissionGrants;
  roleName: string;
  /** Who to ask for more: the main account's name (or mobile when it has no name). */
  mainAccountName: string;
};

export const ROLE_NAME_MAX = 20;
export const SUB_ACCOUNT_NAME_MAX = 20;
