import type { UIMatch } from 'react-router-dom';
import type { RouteName } from './routeTable';

/** What each router route carries in `handle`, read by the shell (title, chat button, header). */
export type RouteHandle = { name: RouteName; title: string; hideChat: boolean; hideHeader: boolean };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;
}

/** The deepest named route among the current matches. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
