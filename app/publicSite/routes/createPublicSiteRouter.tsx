import { createBrowserRouter, createMemoryRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { PUBLIC_SITE_PREFIX } from '../../../contract/homepage';
import { PageLoading } from '../../../ui/PageLoading';
import { RouteError } from '../../../ui/RouteError';
import { loadChunk } from '../../api/chunkLoad';
import { PublicSiteShell } from '../shell/PublicSiteShell';
import { publicRouteTable, type PublicRouteNode } from './routeTable';

/** How a screen's chunk is loaded: in the browser with loadChunk's one reload; the server imports it. */
export type ChunkLoader = <T>(chunk: string, load: () => Promise<T>) => Promise<T>;

const browserLoader: ChunkLoader = (chunk, load) => loadChunk(chunk, load);

/** `/`: the main site's homepage; `/site/<xxdm>/…`: every page of a site. */
export function publicSiteRoutes(loader: ChunkLoader = browserLoader): RouteObject[] {
  const lazyScreen = (node: PublicRouteNode) => async () => ({
    Component: (await loader(`site-${node.name}`, node.screen)).default,
  });
  const notFound = {
    path: '*',
    lazy: async () => ({
      Component: (await loader('site-not-found', () => import('./PublicSiteNotFound'))).default,
    }),
  };
  const [home] = publicRouteTable;
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          id: 'main',
          path: '/',
          Component: PublicSiteShell,
          children: home === undefined ? [] : [{ id: 'main-home', index: true, lazy: lazyScreen(home) }],
        },
        {
          id: 'site',
          path: `${PUBLIC_SITE_PREFIX}:xxdm`,
          Component: PublicSiteShell,
          children: [
            ...publicRouteTable.map((node) => ({
              id: node.name,
              lazy: lazyScreen(node),
              ...(node.path === '' ? { index: true as const } : { path: node.path }),
            })),
            notFound,
          ],
        },
        notFound,
      ],
    },
  ];
}

/** The public site's router; memory history from `initialEntries` for tests and stories. */
export function createPublicSiteRouter(initialEntries?: string[]): DataRouter {
  return initialEntries === undefined
    ? createBrowserRouter(publicSiteRoutes())
    : createMemoryRouter(publicSiteRoutes(), { initialEntries });
}
