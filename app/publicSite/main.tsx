import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { watchDevice } from '../device/watchDevice';
import { makeStore } from '../store';
import { App } from './App';
import { readPreloadedQueries } from './preloadedState';
import { publicSiteRoutes } from './routes/createPublicSiteRouter';

/**
 * The screens of the current address loaded before the first render, so that render is the page the
 * server sent (not the loading fallback) and replaces it in one commit: no flash, no shift.
 */
async function loadMatchedScreens(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  // The public site needs no session: a fresh store, no persisted sessions, no cookies sent for it. A
  // page the server rendered brings its data along, so nothing it shows is fetched again.
  const queries = readPreloadedQueries();
  const store = makeStore(
    queries === null
      ? undefined
      : { api: { ...baseApi.reducer(undefined, { type: 'publicSite/preload' }), queries } },
  );
  watchDevice(store.dispatch);
  const routes = publicSiteRoutes();
  if (queries !== null) await loadMatchedScreens(routes).catch(() => undefined);
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
