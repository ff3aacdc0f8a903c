import type { UIMatch } from 'react-router-dom';
import { currentRouteHandle } from '../../api/routeFrame';

/** What each portal route carries in `handle`: its name, title and navigation item. */
export type StudentRouteHandle = { name: string; title: string; navKey: string | null };

/** The deepest named route among the current matches. */
export function currentHandle(matches: readonly UIMatch[]): StudentRouteHandle | null {
  return currentRouteHandle<StudentRouteHandle>(matches);
}
