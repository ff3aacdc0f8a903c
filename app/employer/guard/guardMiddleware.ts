import { redirect, replace, type Location, type MiddlewareFunction } from 'react-router-dom';
import { withoutBasename } from '../../api/employerPaths';
import { guardTargetOf } from './guardTarget';
import type { GuardEnv } from './guardTypes';
import type { InterceptionLatch } from './interceptionLatch';
import { runGuard } from './runGuard';

/** The status of the error shown when the very first navigation is rejected (nothing to stay on). */
export const REJECTED_STATUS = 409;

export type GuardMiddlewareOptions = GuardEnv & {
  latch: InterceptionLatch;
  /** The location the app shows now; null before the first navigation has finished. */
  currentLocation: () => Location | null;
  /** Sends the browser away from the app. */
  leave: (url: string, replace: boolean) => void;
};

/** React-router reads a thrown Response as the navigation's redirect or error. */
function throwResponse(response: Response): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a Response is react-router's signal
  throw response;
}

function appPathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${withoutBasename(location.pathname)}${location.search}${location.hash}`;
}

/**
 * The guard as react-router client middleware on the root route: it runs before every navigation
 * (also the first, and back/forward), and a navigation only goes on once it allows it. A redirect is a
 * thrown `redirect()`, so the target never renders and no extra history entry is left. Leaving the app
 * keeps the navigation pending until the page unloads. A rejection redirects back to the current
 * location, and that one navigation is let through unchecked (it was checked when it was entered).
 */
export function createGuardMiddleware({
  latch,
  currentLocation,
  leave,
  ...env
}: GuardMiddlewareOptions): MiddlewareFunction {
  let returningTo: string | null = null;
  return async ({ request }, next) => {
    const url = new URL(request.url);
    const target = appPathOf(url);
    if (returningTo !== null && returningTo === target) {
      returningTo = null;
      return next();
    }
    const current = currentLocation();
    const samePage = current !== null && withoutBasename(current.pathname) === withoutBasename(url.pathname);
    const outcome = await runGuard(guardTargetOf(url), env, latch, { samePage });
    switch (outcome.type) {
      case 'allow':
        return next();
      case 'redirect':
        // The first page is already in the history: replace it rather than stack the redirect on top.
        return throwResponse(currentLocation() === null ? replace(outcome.to) : redirect(outcome.to));
      case 'leave':
        leave(outcome.url, outcome.replace);
        return new Promise<never>(() => undefined);
      case 'reject': {
        if (current === null) throwResponse(new Response('navigation rejected', { status: REJECTED_STATUS }));
        returningTo = appPathOf(current);
        return throwResponse(replace(returningTo));
      }
    }
  };
}
