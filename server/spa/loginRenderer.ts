import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PageParts } from './pages';
import { importRendererModule } from './rendererModule';
import type { SiteLook } from './siteLooks';

/** What the employer login's server renderer (app/employer/login/server.tsx, built to dist/.ssr/) exports. */
type RendererModule = {
  renderLoginPage: (
    url: string,
    origin: string,
    site: SiteLook,
    userAgent: string,
  ) => { head: string; root: string } | null;
  /** What of a user agent the page depends on (phone or not, WeChat or not), as a cache key. */
  agentClassOf: (userAgent: string) => string;
};

/** Addresses come from visitors (a redirect query each): a bound on the pages kept, the oldest dropped first. */
const CAPACITY = 500;
/** How often the renderer's file is looked at again for a new build. */
const BUILD_CHECK_MS = 1_000;

export type LoginRenderRequest = { url: string; origin: string; userAgent: string; look: SiteLook };

export type LoginRenderer = {
  /** The login page's server-rendered parts, or null: not a login page, no renderer built, or it failed. */
  render(request: LoginRenderRequest): Promise<PageParts | null>;
};

/**
 * Renders the employer login pages with the built renderer (a few milliseconds; no data beyond the
 * site's look) and keeps each one by address, look and kind of agent, until the next build. A renderer
 * that is missing or fails leaves the page to the client, as before.
 */
export function createLoginRenderer(
  spaDir: string,
  rendererFile: string,
  log: FastifyBaseLogger,
): LoginRenderer {
  const modulePath = join(spaDir, rendererFile);
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | null = null;
  let checkedAt = 0;
  const pages = new Map<string, PageParts>();

  const current = async () => {
    if (loaded !== null && Date.now() - checkedAt < BUILD_CHECK_MS) return loaded;
    checkedAt = Date.now();
    const info = await stat(modulePath).catch(() => null);
    if (info === null) return (loaded = null);
    if (loaded?.mtimeMs !== info.mtimeMs) {
      pages.clear();
      loaded = {
        mtimeMs: info.mtimeMs,
        module: importRendererModule<RendererModule>(modulePath, info.mtimeMs),
      };
    }
    return loaded;
  };

  return {
    async render({ url, origin, userAgent, look }) {
      try {
        const renderer = await current();
        if (renderer === null) return null;
        const { renderLoginPage, agentClassOf } = await renderer.module;
        const key = [origin, url, look.code, look.name, look.colour, agentClassOf(userAgent)].join('\n');
        const kept = pages.get(key);
        if (kept !== undefined) return kept;
        const rendered = renderLoginPage(url, origin, look, userAgent);
        // Any other page of the app answers null at once, and is not kept.
        if (rendered === null) return null;
        // Painted whole from this HTML: the page's scripts need not compete with it.
        const page = { ...rendered, scriptsAfterPaint: true };
        if (pages.size >= CAPACITY) {
          const oldest = pages.keys().next();
          if (oldest.done !== true) pages.delete(oldest.value);
        }
        pages.set(key, page);
        return page;
      } catch (error) {
        log.error({ err: error, url }, 'login server rendering failed; the client renders the page');
        return null;
      }
    },
  };
}
