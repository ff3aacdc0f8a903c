// The public site's server renderer: the first HTML of a homepage or a detail page with its data and
// styles, so it paints at once (also without JavaScript) and the client hydrates it without refetching.
import { renderToString } from 'react-dom/server';
import { layoutForUserAgent } from '../../contract/device';
import { ServerStyleSheet } from 'styled-components';
import { homepagePaths, type HomepageData } from '../../contract/homepage';
import { contentImageSrc } from '../../features/homepage/publicSite';
import {
  documentTitleOf,
  descriptionOf,
  PageMetaRecorder,
  type PageMeta,
} from '../../features/homepage/pageMeta';
import { callOfKey, PublicQueryCache, resultOf } from '../../features/homepage/publicQuery';
import { PublicSiteApp } from './PublicSiteApp';
import { PRELOADED_STATE_ID, type PreloadedAnswers } from './preloadedState';
import { loadScreen, matchPublicPage, type ChunkLoader } from './routes/publicPages';

/** A call the renderer asks the API server for (in-process, through its cache); the envelope back. */
export type ApiCall = { method: 'GET' | 'POST'; url: string };
export type CallApi = (call: ApiCall) => Promise<unknown>;

/** What the server puts into the built page: head markup and the rendered root. */
export type RenderedPage = { head: string; root: string };

const serverLoader: ChunkLoader = (_chunk, load) => load();

/** JSON inside a <script type="application/json">: no `<` can close the element early. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headOf(meta: PageMeta | null, origin: string): string {
  if (meta === null) return '';
  const description = descriptionOf(meta.description || meta.siteName);
  return [
    `<title>${escapeHtml(documentTitleOf(meta))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(new URL(meta.canonicalPath, origin).href)}">`,
  ].join('');
}

/**
 * The homepage's first banner, the page's largest paint, fetched with the HTML's first bytes instead of
 * after the styles are parsed and the image is found in the body.
 */
function bannerPreload(answers: PreloadedAnswers): string {
  const homepageKey = Object.keys(answers).find((key) => key.startsWith(`GET ${homepagePaths.homepage}?`));
  const banner = homepageKey === undefined ? undefined : (answers[homepageKey] as HomepageData).lbt[0];
  if (banner === undefined) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(contentImageSrc(banner.tp))}" fetchpriority="high">`;
}

/** Renders passes until the page asks for no answer it lacks (the site's code, its frame, its blocks). */
const MAX_PASSES = 4;

/**
 * The page at `url` (path and query) as the client would first show it with its data loaded; null for
 * an address the site has no page for (the client shell answers it as before).
 */
export async function renderPublicPage(
  url: string,
  origin: string,
  callApi: CallApi,
  userAgent = '',
): Promise<RenderedPage | null> {
  // A phone's layout for a phone's agent, as its first render in the browser will be.
  const phone = layoutForUserAgent(userAgent) === 'phone';
  const { pathname, search } = new URL(url, origin);
  const page = matchPublicPage(pathname);
  if (page?.node == null) return null;
  await loadScreen(page.node, serverLoader);
  const answers: PreloadedAnswers = {};
  let meta: PageMeta | null = null;

  const render = (cache: PublicQueryCache, sheet: ServerStyleSheet | null) => {
    meta = null;
    const app = (
      <PageMetaRecorder.Provider value={(next) => void (meta = next)}>
        <PublicSiteApp
          cache={cache}
          loader={serverLoader}
          ssrPath={pathname}
          ssrSearch={search}
          renderedPhone={phone}
        />
      </PageMetaRecorder.Provider>
    );
    return renderToString(sheet === null ? app : sheet.collectStyles(app));
  };
  // The answers only: a call that fails shows loading here and in the hydrating render alike, and the
  // client asks again.
  const answered = () => new PublicQueryCache(() => Promise.reject(new Error('server render')), answers);

  const asked = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const cache = answered();
    render(cache, null);
    const missing = [...cache.missing].filter((key) => !asked.has(key));
    if (missing.length === 0) break;
    await Promise.all(
      missing.map(async (key) => {
        asked.add(key);
        try {
          answers[key] = resultOf(await callApi(callOfKey(key)));
        } catch {
          // Left to the client.
        }
      }),
    );
  }

  const sheet = new ServerStyleSheet();
  try {
    const root = render(answered(), sheet);
    const layout = phone ? 'phone' : 'desktop';
    const state = `<script type="application/json" id="${PRELOADED_STATE_ID}" data-layout="${layout}">${embeddedJson(answers)}</script>`;
    const preload = page.node.path === '' ? bannerPreload(answers) : '';
    return { head: `${preload}${headOf(meta, origin)}${sheet.getStyleTags()}${state}`, root };
  } finally {
    sheet.seal();
  }
}
