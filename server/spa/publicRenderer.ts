import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { layoutForUserAgent } from '../../contract/device';

/** What the public site's server renderer (app/publicSite/server.tsx, built to dist/.ssr/) exports. */
type ApiCall = { method: 'GET' | 'POST'; url: string };
type RenderedPage = { head: string; root: string };
export type RendererModule = {
  renderPublicPage(
    url: string,
    origin: string,
    callApi: (call: ApiCall) => Promise<unknown>,
    userAgent: string,
  ): Promise<RenderedPage | null>;
};

/**
 * A rendered page with what it was made from: the answers by their ETags, and the generation of each
 * site's public answers then (app.publicAnswers moves it on every invalidation of the site).
 */
type Entry = {
  page: RenderedPage | null;
  calls: { call: ApiCall; etag: string }[];
  generations: Map<string, number>;
  /** Until then the page is trusted while its sites' generations hold; after it, its answers are asked again. */
  trustedUntil: number;
};

/** Addresses come from visitors: a bound on the pages kept, the oldest dropped first. */
const CAPACITY = 500;
const MINUTE_MS = 60_000;
/** How often the renderer's file is looked at again for a new build. */
const BUILD_CHECK_MS = 1_000;

export type PublicRenderer = {
  /** The page's server-rendered parts, or null: no build of the renderer, no such page, or it failed. */
  render(url: string, origin: string, userAgent: string): Promise<RenderedPage | null>;
};

/** The site a renderer's call reads (its xxdm); '' for the calls of no one site (the main site's code). */
const siteOfCall = (call: ApiCall) =>
  new URL(call.url, 'http://renderer.invalid').searchParams.get('xxdm') ?? '';

/**
 * Renders the public site's pages with the built renderer, asking the API in-process (through the
 * shared public answers), and keeps each page while its sites' public answers are not invalidated: a
 * kept page costs a few map lookups. Publish times move with the minute (a scheduled notice appears
 * without any write), so after each minute boundary a kept page's answers are asked again once and
 * compared by ETag. A render in progress is shared by everyone asking for its address. A renderer that
 * is missing or fails leaves the page to the client, as before.
 */
export function createPublicRenderer(
  app: FastifyInstance,
  modulePath: string,
  importModule: (url: string) => Promise<RendererModule> = (url) => import(url) as Promise<RendererModule>,
): PublicRenderer {
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | null = null;
  let buildCheck: { until: number; module: Promise<RendererModule | null> } | null = null;
  const pages = new Map<string, Entry>();
  const running = new Map<string, Promise<RenderedPage | null>>();

  const loadModule = async (): Promise<RendererModule | null> => {
    const info = await stat(modulePath).catch(() => null);
    if (info === null) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      pages.clear();
      // A new build gets a new URL: Node caches a module by it for good.
      const url = `${pathToFileURL(modulePath).href}?v=${info.mtimeMs}`;
      loaded = { mtimeMs: info.mtimeMs, module: importModule(url) };
    }
    return loaded.module;
  };

  const rendererModule = () => {
    const time = Date.now();
    if (buildCheck === null || buildCheck.until <= time)
      buildCheck = { until: time + BUILD_CHECK_MS, module: loadModule() };
    return buildCheck.module;
  };

  const answer = async (call: ApiCall) => {
    const response = await app.inject({ method: call.method, url: call.url });
    const etag = response.headers.etag;
    return {
      body: response.json<unknown>(),
      etag: typeof etag === 'string' ? etag : createHash('sha1').update(response.body).digest('base64url'),
    };
  };

  const nextMinute = () => (Math.floor(app.clock.now() / MINUTE_MS) + 1) * MINUTE_MS;

  const sitesUnchanged = (entry: Entry) =>
    [...entry.generations].every(([site, generation]) => app.publicAnswers.generation(site) === generation);

  const answersUnchanged = async (entry: Entry) => {
    const etags = await Promise.all(entry.calls.map(async ({ call }) => (await answer(call)).etag));
    return etags.every((etag, index) => etag === entry.calls[index]?.etag);
  };

  const keep = (key: string, entry: Entry) => {
    pages.delete(key);
    if (pages.size >= CAPACITY) {
      const oldest = pages.keys().next();
      if (oldest.done !== true) pages.delete(oldest.value);
    }
    pages.set(key, entry);
  };

  const renderAnew = async (
    module: RendererModule,
    key: string,
    url: string,
    origin: string,
    userAgent: string,
  ) => {
    const entry: Entry = { page: null, calls: [], generations: new Map(), trustedUntil: nextMinute() };
    entry.page = await module.renderPublicPage(
      url,
      origin,
      async (call) => {
        // Read before asking: an invalidation while the call runs leaves this page stale at once.
        const site = siteOfCall(call);
        if (!entry.generations.has(site)) entry.generations.set(site, app.publicAnswers.generation(site));
        const { body, etag } = await answer(call);
        entry.calls.push({ call, etag });
        return body;
      },
      userAgent,
    );
    keep(key, entry);
    return entry.page;
  };

  const trusted = (entry: Entry) => entry.trustedUntil > app.clock.now() && sitesUnchanged(entry);

  /** The kept page while it holds (its answers asked again once a minute), else a new one. */
  const current = async (key: string, url: string, origin: string, userAgent: string) => {
    const module = await rendererModule();
    if (module === null) return null;
    const kept = pages.get(key);
    if (kept !== undefined && sitesUnchanged(kept)) {
      if (trusted(kept)) return kept.page;
      // Unchanged answers taken while no invalidation came: the page holds for another minute.
      if ((await answersUnchanged(kept)) && sitesUnchanged(kept)) {
        kept.trustedUntil = nextMinute();
        return kept.page;
      }
    }
    return renderAnew(module, key, url, origin, userAgent);
  };

  return {
    async render(url, origin, userAgent) {
      // A page per layout: a phone's user agent gets the phone's (contract/device.ts).
      const key = `${layoutForUserAgent(userAgent)} ${origin}${url}`;
      // The common case, without a promise of its own: a kept page of the current build still holds.
      const kept = pages.get(key);
      if (kept !== undefined && buildCheck !== null && buildCheck.until > Date.now() && trusted(kept))
        return kept.page;
      let shared = running.get(key);
      if (shared === undefined) {
        // Logged once for everyone waiting on it.
        shared = current(key, url, origin, userAgent)
          .catch((error: unknown) => {
            app.log.error({ err: error, url }, 'server rendering failed; the client renders the page');
            return null;
          })
          .finally(() => running.delete(key));
        running.set(key, shared);
      }
      return shared;
    },
  };
}
