import type { UIMatch } from 'react-router-dom';
import { currentRouteHandle } from '../../api/routeFrame';
import type { RouteName } from './routeTable';

/** What each router route carries in `handle`, read by the shell (title, chat button, header). */
export type RouteHandle = { name: RouteName; title: string; hideChat: boolean; hideHeader: boolean };

/** The deepest named route among the current matches. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | null {
  return currentRouteHandle<RouteHandle>(matches);
}
