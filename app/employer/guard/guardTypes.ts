import type { AppStore } from '../../store';
import type { FlatRoute } from '../routes/routeIndex';

/** Where a navigation is going, as the guard reads it (paths without the /dwpage base). */
export type GuardTarget = {
  route: FlatRoute | null;
  params: Record<string, string | undefined>;
  pathname: string;
  query: URLSearchParams;
  /** pathname + search + hash: what a `redirect` query and the survey return path hold. */
  fullPath: string;
  /** The absolute browser URL (WeChat returns to it). */
  href: string;
};

/**
 * What a step decides. `next`: go on to the following step; `allow`: stop checking and show the
 * route; `redirect`: go to another app path instead; `leave`: the browser leaves the app for `url`;
 * `reject`: stay where we are.
 */
export type GuardOutcome =
  | { type: 'next' }
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'leave'; url: string; replace: boolean }
  | { type: 'reject' };

/** What the whole guard decides: every outcome but `next`. */
export type FinalOutcome = Exclude<GuardOutcome, { type: 'next' }>;

export const NEXT: GuardOutcome = { type: 'next' };
export const ALLOW: FinalOutcome = { type: 'allow' };
export const REJECT: FinalOutcome = { type: 'reject' };
export const redirectTo = (to: string): GuardOutcome => ({ type: 'redirect', to });

/** The browser side effects a step may cause, injectable for tests. */
export type GuardBrowser = {
  userAgent: string;
  /** Opens a URL in a new window (optional surveys); false when the browser blocked it. */
  openWindow: (url: string) => boolean;
};

export type GuardEnv = {
  store: AppStore;
  browser: GuardBrowser;
};
