import { BASENAME } from './employerPaths';

type Navigate = (to: string) => unknown;

let navigateWithRouter: Navigate | null = null;
let readRouterPathname: (() => string) | null = null;

/** The app registers its router once it exists (app/main.tsx). */
export function setAppNavigator(navigate: Navigate | null): void {
  navigateWithRouter = navigate;
}

/** Goes to an app path (without the /dwpage base): by the router when there is one, else by loading it. */
export function navigateInApp(to: string): void {
  if (navigateWithRouter) navigateWithRouter(to);
  else window.location.assign(`${BASENAME}${to}`);
}

/** The router tells where the app is, or is going while a navigation is pending. */
export function setAppPathnameSource(read: (() => string) | null): void {
  readRouterPathname = read;
}

/**
 * The browser pathname of the page the app shows or is about to show. During a navigation the
 * address bar still shows the page being left: the guard's calls for the next page belong to it.
 */
export function appPathname(): string {
  return readRouterPathname?.() ?? window.location.pathname;
}
