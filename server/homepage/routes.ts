import type { FastifyInstance } from 'fastify';
import { registerConsoleHomepageRoutes } from './consoleRoutes';
import { registerPublicHomepageRoutes } from './publicRoutes';
import { registerSitemapRoute } from './sitemap';

/**
 * The public homepage's calls, its sitemap and the console's content management, over the server's
 * shared public answers (app.publicAnswers): the console's writes invalidate their site's.
 */
export function homepageRoutes(app: FastifyInstance): Promise<void> {
  registerPublicHomepageRoutes(app);
  registerConsoleHomepageRoutes(app);
  registerSitemapRoute(app);
  return Promise.resolve();
}
