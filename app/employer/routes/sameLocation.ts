import { parsePath, type Location, type To } from 'react-router-dom';
import { withoutBasename } from '../../api/employerPaths';

/** True when `to` is an absolute app path naming exactly the current location. */
export function isCurrentLocation(to: To | number | null, current: Location): boolean {
  if (to === null || typeof to === 'number') return false;
  const path = typeof to === 'string' ? parsePath(to) : to;
  // A relative path is the router's to resolve; those are never no-ops worth catching.
  if (!path.pathname?.startsWith('/')) return false;
  return (
    path.pathname === withoutBasename(current.pathname) &&
    (path.search ?? '') === current.search &&
    (path.hash ?? '') === current.hash
  );
}

type NavigatingRouter = {
  navigate: (to: never, options?: never) => Promise<void>;
  state: { location: Location };
};

/**
 * Navigating to the page you are on does nothing: no guard run, no survey dialog, no scroll reset
 * (spec section 2: repeated navigation to the same route is swallowed).
 */
export function ignoreNavigationToCurrentLocation<R extends NavigatingRouter>(router: R): R {
  const navigate = router.navigate.bind(router) as (
    to: To | number | null,
    options?: unknown,
  ) => Promise<void>;
  const guarded = (to: To | number | null, options?: unknown) =>
    isCurrentLocation(to, router.state.location) ? Promise.resolve() : navigate(to, options);
  router.navigate = guarded;
  return router;
}
