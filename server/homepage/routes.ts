import type { FastifyInstance } from 'fastify';
import { createHomepageCache } from './cache';
import { registerConsoleHomepageRoutes } from './consoleRoutes';
import { registerPublicHomepageRoutes } from './publicRoutes';
import { registerSitemapRoute } from './sitemap';

/** A public answer is kept this long at most: bounds changes nobody announces (made in the database directly). */
export const HOMEPAGE_CACHE_TTL_MS = 60_000;
const HOMEPAGE_CACHE_CAPACITY = 5_000;

/** The public homepage's calls, its sitemap and the console's content management, over one cache. */
export function homepageRoutes(app: FastifyInstance): Promise<void> {
  const cache = createHomepageCache({
    ttlMs: HOMEPAGE_CACHE_TTL_MS,
    capacity: HOMEPAGE_CACHE_CAPACITY,
    now: () => app.clock.now(),
  });
  // The name and colour are the site capability's; its console save tells us at once.
  app.siteChanges.subscribe((siteCode) => cache.invalidate(siteCode));
  registerPublicHomepageRoutes(app, cache);
  registerConsoleHomepageRoutes(app, cache);
  registerSitemapRoute(app, cache);
  return Promise.resolve();
}
