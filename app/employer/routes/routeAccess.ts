// Who may open which employer page (each route's `permission` in routeTable.ts): the rules the
// navigation, the home's tiles and the pages themselves follow. Plain functions, tested without React.

import { hasPermission, type Permission, type PermissionGrants } from '../../../contract/permissions';
import type { UserPermissions } from '../../session/permissions';
import type { NavGroup } from './navTree';
import { matchRouteAt } from './routeIndex';

/** Whether the grants open a page; a page without a permission is every logged-in user's. */
export function routeAllowed(route: { permission?: Permission }, grants: PermissionGrants): boolean {
  return route.permission === undefined || hasPermission(grants, route.permission);
}

export type RouteAccess = 'allowed' | 'loading' | 'forbidden';

/**
 * What a page shows: itself, the loading page while the grants are read (never a 无权访问 that the
 * answer would take back), or 无权访问. Without a login the page shows: its calls answer code 42,
 * which leads to the login rather than to a refusal.
 */
export function routeAccess(
  route: { permission?: Permission },
  signedIn: boolean,
  permissions: Pick<UserPermissions, 'grants' | 'isLoading'>,
): RouteAccess {
  if (route.permission === undefined || !signedIn) return 'allowed';
  if (permissions.isLoading) return 'loading';
  return routeAllowed(route, permissions.grants) ? 'allowed' : 'forbidden';
}

/** What the 账号管理 section is called for a user who may not manage the account: only its own pages. */
export const OWN_ACCOUNT_SECTION_TITLE = '个人设置';

/**
 * The navigation with only the pages the grants open; a section left without any disappears. A user
 * without 账号管理 keeps its own settings and messages, under 个人设置 rather than a section it has no
 * right to.
 */
export function visibleNavTree(tree: readonly NavGroup[], grants: PermissionGrants): NavGroup[] {
  return tree
    .map((group) => ({
      ...group,
      title: group.key === 'zhgl' && grants.account === 'none' ? OWN_ACCOUNT_SECTION_TITLE : group.title,
      items: group.items.filter((item) => routeAllowed(item, grants)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Whether an app path (a shortcut's link, query allowed) leads to a page the grants open. */
export function pathAllowed(path: string, grants: PermissionGrants): boolean {
  const route = matchRouteAt(path.replace(/[?#].*$/, ''))?.route;
  return route === undefined || routeAllowed(route, grants);
}
