import { BASENAME } from '../routes/paths';

type Navigate = (to: string) => unknown;

let navigateWithRouter: Navigate | null = null;

/** The app registers its router once it exists (app/main.tsx). */
export function setAppNavigator(navigate: Navigate | null): void {
  navigateWithRouter = navigate;
}

/** Goes to an app path (without the /dwpage base): by the router when there is one, else by loading it. */
export function navigateInApp(to: string): void {
  if (navigateWithRouter) navigateWithRouter(to);
  else window.location.assign(`${BASENAME}${to}`);
}
