import { matchRouteAt } from '../routes/routeIndex';
import { withoutBasename } from '../../api/employerPaths';
import type { GuardTarget } from './guardTypes';

/** Reads a navigation's browser URL (with or without the /dwpage base) as the guard's target. */
export function guardTargetOf(url: URL): GuardTarget {
  const pathname = withoutBasename(url.pathname);
  const match = matchRouteAt(pathname);
  return {
    route: match?.route ?? null,
    params: match?.params ?? {},
    pathname,
    query: new URLSearchParams(url.search),
    fullPath: `${pathname}${url.search}${url.hash}`,
    href: url.href,
  };
}
