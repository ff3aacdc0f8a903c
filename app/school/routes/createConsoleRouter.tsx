import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '../../../ui/PageLoading';
import { RouteError } from '../../../ui/RouteError';
import { loadChunk } from '../../api/chunkLoad';
import { selectStaffToken } from '../../session/staffSessionSlice';
import { siteApi } from '../../site/siteApi';
import type { AppStore } from '../../store';
import { CONSOLE_BASENAME, afterLoginPath, consoleLoginPath, withoutConsoleBasename } from './consoleAddress';
import { ConsoleRootLayout } from './ConsoleRootLayout';
import type { ConsoleRouteHandle } from './routeHandle';
import { consoleRouteTable, type ConsoleRouteNode } from './routeTable';

function handleOf(node: ConsoleRouteNode): ConsoleRouteHandle {
  return { name: node.name, title: node.title, navKey: node.nav ? node.name : (node.navOf ?? null) };
}

function lazyScreen(node: ConsoleRouteNode) {
  return async () => ({ Component: (await loadChunk(`console-${node.name}`, node.screen)).default });
}

/** The console page a request is for, without the basename: where a login should come back to. */
function requestedPage(request: Request): string {
  const url = new URL(request.url);
  return `${withoutConsoleBasename(url.pathname)}${url.search}`;
}

/**
 * The routes of the table under one root. The shell needs a staff session (else the login, coming
 * back here afterwards); the login with a session goes on to where it was asked to, and without a
 * remembered school code first learns the main site's, which the form starts with.
 */
export function consoleRoutes(store: AppStore): RouteObject[] {
  const [login, shell] = consoleRouteTable;
  const loginLoader = async ({ request }: LoaderFunctionArgs) => {
    const state = store.getState();
    if (selectStaffToken(state) !== null)
      return redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect')));
    if (state.staffSession.xxdm === null && state.site.zzxxdm === null)
      // Without it the form starts empty and the person types the code: a failure here is no error.
      await store.dispatch(siteApi.endpoints.getMainSchoolCode.initiate(undefined, { subscribe: false }));
    return null;
  };
  const shellLoader = ({ request }: LoaderFunctionArgs) => {
    if (selectStaffToken(store.getState()) === null)
      return redirect(consoleLoginPath(requestedPage(request)));
    return null;
  };
  return [
    {
      id: 'root',
      Component: ConsoleRootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          id: login.name,
          path: login.path,
          handle: handleOf(login),
          loader: loginLoader,
          lazy: lazyScreen(login),
        },
        {
          id: shell.name,
          path: shell.path,
          handle: handleOf(shell),
          loader: shellLoader,
          lazy: lazyScreen(shell),
          children: shell.children.map((node: ConsoleRouteNode) => ({
            id: node.name,
            handle: handleOf(node),
            lazy: lazyScreen(node),
            ...(node.path === '' ? { index: true as const } : { path: node.path }),
          })),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await loadChunk('console-not-found', () => import('./ConsoleNotFound'))).default,
          }),
        },
      ],
    },
  ];
}

export type ConsoleRouterOptions = {
  store: AppStore;
  /** Memory history starting here instead of the browser's (tests, stories). */
  initialEntries?: string[];
};

/** The console's data router under /mgrpage. */
export function createConsoleRouter({ store, initialEntries }: ConsoleRouterOptions): DataRouter {
  const routes = consoleRoutes(store);
  const options = { basename: CONSOLE_BASENAME };
  return initialEntries
    ? createMemoryRouter(routes, {
        ...options,
        initialEntries: initialEntries.map((entry) => `${CONSOLE_BASENAME}${entry}`),
      })
    : createBrowserRouter(routes, options);
}
