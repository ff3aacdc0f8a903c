import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicQueryCache } from '../../features/homepage/publicQuery';
import { loadChunk } from '../api/chunkLoad';
import { PublicSiteApp } from './PublicSiteApp';
import { readPreloadedAnswers, readRenderedPhone } from './preloadedState';
import { loadScreen, matchPublicPage, type ChunkLoader } from './routes/publicPages';

const browserLoader: ChunkLoader = (chunk, load) => loadChunk(chunk, load);

/**
 * A page the server rendered is hydrated: its answers seed the cache and its screen is loaded first, so
 * the first render is the very HTML the server sent (no flash, no shift, nothing fetched again). Any
 * other page renders afresh.
 */
export async function startPublicSite(container: HTMLElement): Promise<void> {
  const answers = readPreloadedAnswers();
  const cache = new PublicQueryCache(undefined, answers ?? {});
  const app = (
    <StrictMode>
      <PublicSiteApp
        cache={cache}
        loader={browserLoader}
        renderedPhone={answers !== null && readRenderedPhone()}
      />
    </StrictMode>
  );
  if (answers === null) {
    createRoot(container).render(app);
    return;
  }
  const node = matchPublicPage(window.location.pathname)?.node;
  if (node != null) await loadScreen(node, browserLoader).catch(() => undefined);
  // As a transition: React hydrates in slices, yielding between them, instead of one long task (the
  // page is already painted and need not wait).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
