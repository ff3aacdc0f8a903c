import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { StudentPortalLayout } from '../../../contract/studentPortal';
import { loginDestination, loginPathFor } from '../../../features/studentAuth/loginRules';
import { PageLoading } from '../../../ui/PageLoading';
import { RouteError } from '../../../ui/RouteError';
import type { StudentPage } from '../../api/studentClient';
import { loadChunk } from '../../api/chunkLoad';
import type { AppStore } from '../../store';
import { portalBasename, withoutPortalBasename } from './portalAddress';
import { probeStudentSession, studentPresence } from './portalSession';
import { ensurePortalSite } from './portalSite';
import type { StudentRouteHandle } from './routeHandle';
import { StudentRootLayout } from './StudentRootLayout';
import { studentRouteTable, type StudentRouteNode } from './routeTable';

function handleOf(node: StudentRouteNode): StudentRouteHandle {
  return { name: node.name, title: node.title, navKey: node.nav ? node.name : (node.navOf ?? null) };
}

function lazyScreen(node: StudentRouteNode) {
  return async () => ({ Component: (await loadChunk(`student-${node.name}`, node.screen)).default });
}

export type StudentRoutesOptions = {
  store: AppStore;
  layout: StudentPortalLayout;
  /** Where the session probe's reload and page loads go; the browser's by default (tests inject one). */
  page?: StudentPage;
};

/**
 * The routes of the table under one root. The shell needs a student session (else the login, coming
 * back here afterwards); the login with a session goes on to where it was asked to. A page that does
 * not know whether the session lives (a reload: the token cookie is HttpOnly) asks the server once.
 * Every page first loads its school site (name, colour).
 */
export function studentRoutes({ store, layout, page }: StudentRoutesOptions): RouteObject[] {
  const [login, register, shell] = studentRouteTable;
  const sessionLives = async () => {
    const presence = studentPresence(store.getState().studentSession);
    if (presence === 'unknown') return probeStudentSession(store, page);
    return presence === 'known';
  };
  const loginLoader = async ({ request }: LoaderFunctionArgs) => {
    const query = new URL(request.url).searchParams;
    if (await sessionLives()) return redirect(loginDestination(query.get('redirect')));
    await ensurePortalSite(store, query.get('xxdm'));
    return null;
  };
  const registerLoader = async ({ request }: LoaderFunctionArgs) => {
    await ensurePortalSite(store, new URL(request.url).searchParams.get('xxdm'));
    return null;
  };
  const shellLoader = async ({ request }: LoaderFunctionArgs) => {
    if (!(await sessionLives())) {
      const url = new URL(request.url);
      return redirect(loginPathFor(`${withoutPortalBasename(url.pathname, layout)}${url.search}`));
    }
    await ensurePortalSite(store, null);
    return null;
  };
  return [
    {
      id: 'root',
      Component: StudentRootLayout,
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
          id: register.name,
          path: register.path,
          handle: handleOf(register),
          loader: registerLoader,
          lazy: lazyScreen(register),
        },
        {
          id: shell.name,
          path: shell.path,
          handle: handleOf(shell),
          loader: shellLoader,
          lazy: lazyScreen(shell),
          children: shell.children.map((node: StudentRouteNode) => ({
            id: node.name,
            handle: handleOf(node),
            lazy: lazyScreen(node),
            ...(node.path === '' ? { index: true as const } : { path: node.path }),
          })),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await loadChunk('student-not-found', () => import('./StudentNotFound'))).default,
          }),
        },
      ],
    },
  ];
}

export type StudentRouterOptions = StudentRoutesOptions & {
  /** Memory history starting here (paths without the base) instead of the browser's (tests, stories). */
  initialEntries?: string[];
};

/** The portal's data router under /sc (desktop layout) or /mobile (phone layout). */
export function createStudentRouter({ initialEntries, ...options }: StudentRouterOptions): DataRouter {
  const routes = studentRoutes(options);
  const basename = portalBasename(options.layout);
  return initialEntries
    ? createMemoryRouter(routes, {
        basename,
        initialEntries: initialEntries.map((entry) => `${basename}${entry}`),
      })
    : createBrowserRouter(routes, { basename });
}
