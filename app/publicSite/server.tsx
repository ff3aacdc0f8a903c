// The public site's server renderer: the first HTML of a homepage or a detail page with its data and
// styles, so it paints at once (also without JavaScript) and the client takes over without refetching.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { ServerStyleSheet } from 'styled-components';
import { activityPaths } from '../../contract/activities';
import { announcementPaths } from '../../contract/announcements';
import { fairPaths } from '../../contract/fairs';
import { homepagePaths } from '../../contract/homepage';
import { positionPaths } from '../../contract/positions';
import { sitePaths } from '../../contract/site';
import { SUCCESS_CODE, type Envelope } from '../../contract/envelope';
import {
  documentTitleOf,
  descriptionOf,
  PageMetaRecorder,
  type PageMeta,
} from '../../features/homepage/pageMeta';
import '../../features/homepage/homepageApi';
import { baseApi } from '../api/baseApi';
import { makeStore, type AppStore } from '../store';
import { publicSiteRoutes, type ChunkLoader } from './routes/createPublicSiteRouter';
import { PRELOADED_STATE_ID, type PreloadedQueries } from './preloadedState';

/** A call the renderer asks the API server for (in-process, through its cache); the envelope back. */
export type ApiCall = { method: 'GET' | 'POST'; url: string };
export type CallApi = (call: ApiCall) => Promise<unknown>;

/** What the server puts into the built page: head markup and the rendered root. */
export type RenderedPage = { head: string; root: string };

/** The public calls a page's blocks make while rendering, by endpoint: each answers GET path?query. */
const getPaths: Readonly<Record<string, string>> = {
  homepage: homepagePaths.homepage,
  notices: homepagePaths.notices,
  notice: homepagePaths.noticeDetail,
  search: homepagePaths.search,
  publicAnnouncements: announcementPaths.publicList,
  publicAnnouncement: announcementPaths.publicDetail,
  publicPositions: positionPaths.publicList,
  publicPosition: positionPaths.publicDetail,
  publicTalks: activityPaths.publicTalks,
  publicFairs: fairPaths.publicList,
  calendarMonth: activityPaths.calendar,
  calendarDetail: activityPaths.calendarDetail,
};

/** The call behind a query cache key (`endpoint(args as JSON)`, RTK Query's default), or null. */
function callOf(cacheKey: string): ApiCall | null {
  const open = cacheKey.indexOf('(');
  const endpoint = cacheKey.slice(0, open);
  if (endpoint === 'getMainSchoolCode') return { method: 'POST', url: sitePaths.mainSchoolCode };
  const path = getPaths[endpoint];
  if (path === undefined) return null;
  const args = JSON.parse(cacheKey.slice(open + 1, -1)) as string | Record<string, string | number | null>;
  // The homepage's one argument is the site's code; every other call takes its query as an object.
  const params = typeof args === 'string' ? { xxdm: args } : args;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== '') query.append(name, String(value));
  return { method: 'GET', url: `${path}?${query.toString()}` };
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && 'result' in value;

/**
 * The query cache keys a render reads: useQuery selects its entry while rendering (its fetch waits for
 * an effect, which the server never runs), so reading the state tells which data the page needs.
 */
function recordQueryReads(store: AppStore, read: Set<string>): () => void {
  const getState = store.getState.bind(store);
  let source: ReturnType<AppStore['getState']> | null = null;
  let recorded: ReturnType<AppStore['getState']> | null = null;
  store.getState = () => {
    const state = getState();
    if (state !== source) {
      source = state;
      const queries = new Proxy(state.api.queries, {
        get(target, key, receiver) {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      recorded = { ...state, api: { ...state.api, queries } };
    }
    return recorded ?? state;
  };
  return () => {
    store.getState = getState;
  };
}

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

/** Renders passes until the page asks for no data it lacks (the shell's site first, then its blocks). */
const MAX_PASSES = 4;

/**
 * The page at `url` (path and query) as the client would first show it with its data loaded; null for
 * an address the site has no page for (the client shell answers it as before).
 */
export async function renderPublicPage(
  url: string,
  origin: string,
  callApi: CallApi,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(publicSiteRoutes(serverLoader));
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  if (isUnknownPage(context)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore();
  const asked = new Set<string>();
  let meta: PageMeta | null = null;

  const render = (sheet: ServerStyleSheet | null) => {
    meta = null;
    const page = (
      <PageMetaRecorder.Provider value={(next) => void (meta = next)}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </PageMetaRecorder.Provider>
    );
    return renderToString(sheet === null ? page : sheet.collectStyles(page));
  };

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const read = new Set<string>();
    const stopRecording = recordQueryReads(store, read);
    try {
      render(null);
    } finally {
      stopRecording();
    }
    const missing = [...read].filter((key) => !asked.has(key) && callOf(key) !== null);
    if (missing.length === 0) break;
    for (const key of missing) asked.add(key);
    await Promise.all(missing.map((key) => loadQuery(store, key, callApi)));
  }

  const sheet = new ServerStyleSheet();
  try {
    const root = render(sheet);
    const preloaded = Object.fromEntries(
      Object.entries(store.getState().api.queries).filter(
        ([, entry]) => entry?.status === QueryStatus.fulfilled,
      ),
    ) as PreloadedQueries;
    const state = `<script type="application/json" id="${PRELOADED_STATE_ID}">${embeddedJson(preloaded)}</script>`;
    return { head: `${headOf(meta, origin)}${sheet.getStyleTags()}${state}`, root };
  } finally {
    sheet.seal();
  }
}

/** An address no page of the site answers: only the catch-all route matched it. */
function isUnknownPage(context: StaticHandlerContext): boolean {
  return context.matches.at(-1)?.route.path === '*';
}

/** Answers one query from the API and puts it in the store, as the client's fetch would have. */
async function loadQuery(store: AppStore, cacheKey: string, callApi: CallApi): Promise<void> {
  const call = callOf(cacheKey);
  if (call === null) return;
  const envelope = await callApi(call);
  if (!isEnvelope(envelope) || Number(envelope.code) !== Number(SUCCESS_CODE)) return;
  const open = cacheKey.indexOf('(');
  const endpoint = cacheKey.slice(0, open);
  const argText = cacheKey.slice(open + 1, -1);
  const args: unknown = argText === 'undefined' ? undefined : JSON.parse(argText);
  await store.dispatch(
    baseApi.util.upsertQueryData(endpoint as never, args as never, envelope.result as never),
  );
}
