import { authPaths } from './authPaths';
import { safeRedirectPath } from './redirectPath';

export type LoginDestinationInput = {
  /** The login page's `redirect` query. */
  redirect: string | null;
  /** The page's origin, to tell this app's addresses from others. */
  origin: string;
  /** Where the employer starts when no redirect applies. */
  home: string;
  /** How many employers the login acts for (the login answer's dwsl; 1 when absent). */
  employerCount: number;
  /** False on the pick-employer page itself, which must not send the person back to it. */
  offerEmployerChoice: boolean;
  /** The login has no password yet (the answer's mmdsz: a new or reset sub-account). */
  passwordPending: boolean;
};

/** An app page that goes on to `destination` afterwards (its `redirect` query). */
const via = (page: string, destination: string) => `${page}?redirect=${encodeURIComponent(destination)}`;

/**
 * Where a successful login goes: the page the `redirect` query names when it is one of this app's, else
 * home. A login that acts for several employers first passes the pick-employer page (pickdwxs), which
 * carries the destination on in its own `redirect` query. A login without a password yet sets one
 * first (wsdwyh), carrying the rest of the way on likewise.
 */
export function loginDestination({
  redirect,
  origin,
  home,
  employerCount,
  offerEmployerChoice,
  passwordPending,
}: LoginDestinationInput): string {
  let destination = safeRedirectPath(redirect, origin) ?? home;
  if (offerEmployerChoice && employerCount > 1) destination = via(authPaths.pickEmployer, destination);
  return passwordPending ? via(authPaths.completeUser, destination) : destination;
}
