import type { FastifyInstance } from 'fastify';
import { createHomepageCache } from './cache';
import { registerConsoleHomepageRoutes } from './consoleRoutes';
import { registerPublicHomepageRoutes } from './publicRoutes';
import { registerSitemapRoute } from './sitemap';

/** A public answer is kept this long at most (changes outside the console: the site's name, colour). */
export const HOMEPAGE_CACHE_TTL_MS = 60_000;
const HOMEPAGE_CACHE_CAPACITY = 5_000;

/** The public homepage's calls, its sitemap and the console's content management, over one cache. */
export function homepageRoutes(app: FastifyInstance): Promise<void> {
  const cache = createHomepageCache({
    ttlMs: HOMEPAGE_CACHE_TTL_MS,
    capacity: HOMEPAGE_CACHE_CAPACITY,
    now: () => app.clock.now(),
  });
  registerPublicHomepageRoutes(app, cache);
  registerConsoleHomepageRoutes(app, cache);
  registerSitemapRoute(app, cache);
  return Promise.resolve();
}
