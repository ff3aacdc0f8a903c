import { generatePath, matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTable, type RouteName, type RouteNode } from './routeTable';

/** One route with its full path and its own flags, as the guard and the shell read them. */
export type FlatRoute = Omit<RouteNode, 'children' | 'path' | 'name'> & {
  name: RouteName;
  /** Full path pattern, e.g. '/zpxx/fbzpzw' or '/login/:xxdm/:mode'. */
  path: string;
  parent: RouteName | null;
};

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function flatten(nodes: readonly RouteNode[], parentPath: string, parent: RouteName | null): FlatRoute[] {
  return nodes.flatMap((node) => {
    const path = joinPath(parentPath, node.path);
    const { children, ...own } = node;
    const flat: FlatRoute = { ...own, name: node.name as RouteName, path, parent };
    return [flat, ...flatten(children ?? [], path, flat.name)];
  });
}

/** Every route, parents before their children, in table order. */
export const flatRoutes: readonly FlatRoute[] = flatten(routeTable, '/', null);

const byName = new Map<string, FlatRoute>(flatRoutes.map((route) => [route.name, route]));

export function routeByName(name: RouteName): FlatRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** The app path of a named route: `pathTo('Login', { xxdm: '00000', mode: '1' })` -> '/login/00000/1'. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routeByName(name).path, params);
}

type MatchRoute = RouteObject & { id: string };

function toMatchRoutes(nodes: readonly RouteNode[]): MatchRoute[] {
  return nodes.map((node) => ({
    id: node.name,
    path: node.path,
    children: node.children ? toMatchRoutes(node.children) : undefined,
  }));
}

const matchTree = toMatchRoutes(routeTable);

export type RouteMatch = { route: FlatRoute; params: Record<string, string | undefined> };

/**
 * The route a path (without the /dwpage base) shows: the deepest named match and its params, or null
 * for a path no route knows (the not-found page, which is unnamed and so never survey-checked).
 */
export function matchRouteAt(pathname: string): RouteMatch | null {
  const deepest = matchRoutes(matchTree, pathname)?.at(-1);
  const route = deepest ? byName.get(deepest.route.id) : undefined;
  return deepest && route ? { route, params: deepest.params } : null;
}
