import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type DataRouter,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '../../../ui/PageLoading';
import { setAppPathnameSource } from '../../api/appNavigation';
import { createGuardMiddleware, type GuardMiddlewareOptions } from '../guard/guardMiddleware';
import type { GuardBrowser } from '../guard/guardTypes';
import { InterceptionLatch } from '../guard/interceptionLatch';
import type { AppStore } from '../../store';
import { loadChunk } from '../../api/chunkLoad';
import { BASENAME } from '../../api/employerPaths';
import { gated } from './PermissionGate';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import { RouteErrorScreen } from './RouteErrorScreen';
import { routeTable, type RouteName, type RouteNode } from './routeTable';
import { ignoreNavigationToCurrentLocation } from './sameLocation';

type IndexTarget = (context: { isPhone: boolean }) => string;

/** Where a bare parent path goes. The employer shell's home is dwmobileHome on phones (spec section 2). */
function indexTarget(node: RouteNode, fullPath: string): IndexTarget | null {
  if (!node.indexRedirect) return null;
  const child = `${fullPath.replace(/\/$/, '')}/${node.indexRedirect}`;
  return node.name === 'dwpage' ? ({ isPhone }) => (isPhone ? '/dwmobileHome' : child) : () => child;
}

function toRouteObject(node: RouteNode, parentPath: string, store: AppStore): RouteObject {
  const fullPath = node.path.startsWith('/') ? node.path : `${parentPath.replace(/\/$/, '')}/${node.path}`;
  const handle: RouteHandle = {
    name: node.name as RouteName,
    title: node.title,
    hideChat: node.hideChat ?? false,
    hideHeader: node.hideHeader ?? false,
  };
  const toIndex = indexTarget(node, fullPath);
  const children: RouteObject[] = [
    ...(toIndex
      ? [{ index: true, loader: () => redirect(toIndex({ isPhone: store.getState().device.isPhone })) }]
      : []),
    ...(node.children ?? []).map((child) => toRouteObject(child, fullPath, store)),
  ];
  return {
    id: node.name,
    path: node.path,
    handle,
    lazy: async () => {
      const Screen = (await loadChunk(node.name, node.screen)).default;
      return { Component: node.permission ? gated(Screen, node.permission) : Screen };
    },
    ...(children.length > 0 ? { children } : {}),
  };
}

export type AppRouterOptions = {
  store: AppStore;
  browser?: GuardBrowser;
  /** Sends the browser away from the app (WeChat authorize, questionnaire pages). */
  leave?: GuardMiddlewareOptions['leave'];
  /** Memory history starting here instead of the browser's (tests, stories). */
  initialEntries?: string[];
};

const browserGuardEnv: GuardBrowser = {
  get userAgent() {
    return navigator.userAgent;
  },
  openWindow: (url) => {
    // Not 'noopener': with it window.open answers null even when it opened, hiding a blocked one.
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    return opened !== null;
  },
};

function leaveApp(url: string, replace: boolean): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** The routes of the table under one root carrying the guard, the shell pieces and the error screen. */
export function appRoutes(guard: MiddlewareFunction, store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageLoading,
      middleware: [guard],
      children: [
        ...routeTable.map((node) => toRouteObject(node, '/', store)),
        {
          path: '*',
          lazy: async () => ({
            Component: (await loadChunk('NotFoundScreen', () => import('./NotFoundScreen'))).default,
          }),
        },
      ],
    },
  ];
}

/**
 * The data router of the app under /dwpage, with the guard before every navigation, the survey
 * interception re-armed whenever a navigation ends, and navigation to the current page ignored.
 */
export function createAppRouter({
  store,
  browser = browserGuardEnv,
  leave = leaveApp,
  initialEntries,
}: AppRouterOptions): DataRouter {
  const latch = new InterceptionLatch();
  let router: DataRouter | null = null;
  const guard = createGuardMiddleware({
    store,
    browser,
    latch,
    leave,
    currentLocation: () => (router?.state.initialized ? router.state.location : null),
  });
  const routes = appRoutes(guard, store);
  const options = { basename: BASENAME };
  router = initialEntries
    ? createMemoryRouter(routes, {
        ...options,
        initialEntries: initialEntries.map((entry) => `${BASENAME}${entry}`),
      })
    : createBrowserRouter(routes, options);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') latch.rearm();
  });
  const appRouter = router;
  setAppPathnameSource(
    () => appRouter.state.navigation.location?.pathname ?? appRouter.state.location.pathname,
  );
  return ignoreNavigationToCurrentLocation(router);
}
