import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the public site's server renderer (app/publicSite/server.tsx, built to dist/.ssr/) exports. */
type ApiCall = { method: 'GET' | 'POST'; url: string };
type RenderedPage = { head: string; root: string };
type RendererModule = {
  renderPublicPage(
    url: string,
    origin: string,
    callApi: (call: ApiCall) => Promise<unknown>,
  ): Promise<RenderedPage | null>;
};

/** A rendered page with the answers it was made from, by their ETags: still current while they are. */
type Entry = { calls: { call: ApiCall; etag: string }[]; page: RenderedPage | null };

/** Addresses come from visitors: a bound on the pages kept, the oldest dropped first. */
const CAPACITY = 500;

export type PublicRenderer = {
  /** The page's server-rendered parts, or null: no build of the renderer, no such page, or it failed. */
  render(url: string, origin: string): Promise<RenderedPage | null>;
};

/**
 * Renders the public site's pages with the built renderer, asking the API in-process (through the
 * homepage's cached answers), and keeps each page until one of the answers it was made from changes:
 * checking them costs a few cached in-process calls, rendering again tens of milliseconds. A renderer
 * that is missing or fails leaves the page to the client, as before.
 */
export function createPublicRenderer(app: FastifyInstance, modulePath: string): PublicRenderer {
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | null = null;
  const pages = new Map<string, Entry>();

  const rendererModule = async (): Promise<RendererModule | null> => {
    const info = await stat(modulePath).catch(() => null);
    if (info === null) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      pages.clear();
      // A new build gets a new URL: Node caches a module by it for good.
      const url = `${pathToFileURL(modulePath).href}?v=${info.mtimeMs}`;
      loaded = { mtimeMs: info.mtimeMs, module: import(url) as Promise<RendererModule> };
    }
    return loaded.module;
  };

  const answer = async (call: ApiCall) => {
    const response = await app.inject({ method: call.method, url: call.url });
    const etag = response.headers.etag;
    return {
      body: response.json<unknown>(),
      etag: typeof etag === 'string' ? etag : createHash('sha1').update(response.body).digest('base64url'),
    };
  };

  const isCurrent = async (entry: Entry) => {
    const etags = await Promise.all(entry.calls.map(async ({ call }) => (await answer(call)).etag));
    return etags.every((etag, index) => etag === entry.calls[index]?.etag);
  };

  return {
    async render(url, origin) {
      try {
        const module = await rendererModule();
        if (module === null) return null;
        const cached = pages.get(url);
        if (cached !== undefined && (await isCurrent(cached))) return cached.page;
        const calls: Entry['calls'] = [];
        const page = await module.renderPublicPage(url, origin, async (call) => {
          const { body, etag } = await answer(call);
          calls.push({ call, etag });
          return body;
        });
        pages.delete(url);
        if (pages.size >= CAPACITY) {
          const oldest = pages.keys().next();
          if (oldest.done !== true) pages.delete(oldest.value);
        }
        pages.set(url, { calls, page });
        return page;
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed; the client renders the page');
        return null;
      }
    },
  };
}
