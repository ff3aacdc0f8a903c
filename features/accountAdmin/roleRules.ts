// The 角色管理 screen's rules (zhgl/jsgl): what may be done with each role, the form's checks (the
// server checks the same and answers in the same words) and how a role's grants read. Plain
// functions, tested without React.

import {
  NO_GRANTS,
  PERMISSION_SECTIONS,
  ROLE_NAME_MAX,
  permissionName,
  type PermissionGrants,
  type Role,
  type SaveRoleRequest,
} from '../../contract/permissions';

export type RoleAction = 'view' | 'edit' | 'remove';

/** Why a role cannot be removed, shown beside its disabled 删除. */
export const ROLE_IN_USE_TEXT = '该角色仍有账号在使用';

/**
 * What the viewer may do with a role, in the order shown: built-in roles and every role for anyone
 * but the main account are only looked at; the main account edits and removes its own roles.
 */
export function roleActions(role: Role, viewerIsMain: boolean): RoleAction[] {
  return viewerIsMain && !role.builtIn ? ['edit', 'remove'] : ['view'];
}

/** A role is removed only when nobody holds it (the server refuses otherwise). */
export const removable = (role: Role): boolean => !role.builtIn && role.userCount === 0;

/** The grants in words, section by section in the contract's order, leaving out what is not granted. */
export function grantsSummary(grants: PermissionGrants): string[] {
  return PERMISSION_SECTIONS.flatMap(({ key }) => {
    const level = grants[key];
    return level === 'none' ? [] : [permissionName({ section: key, level })];
  });
}

export type RoleValues = { name: string; grants: PermissionGrants };

/** A new role starts with nothing granted: each permission is given on purpose. */
export const NEW_ROLE: RoleValues = { name: '', grants: NO_GRANTS };

export const roleNameRules = [
  (value: string) => (value.trim() === '' ? '请输入角色名称' : null),
  (value: string) =>
    [...value.trim()].length > ROLE_NAME_MAX ? `角色名称不能超过${ROLE_NAME_MAX}个字` : null,
];

export function saveRoleRequestOf(values: RoleValues, id?: string): SaveRoleRequest {
  return { ...(id === undefined ? {} : { id }), name: values.name.trim(), grants: values.grants };
}

/** A refusal about the name (请输入角色名称, 角色名称已存在…) goes under the name; others above the form. */
export const roleFieldOf = (message: string): 'name' | null => (/角色名称/.test(message) ? 'name' : null);
