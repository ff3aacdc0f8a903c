import { Component, Suspense, use, type ReactNode } from 'react';
import { Route, Router, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { SiteNotFound } from '../../features/homepage/components/SiteNotFound';
import { PublicQueryContext, type PublicQueryCache } from '../../features/homepage/publicQuery';
import { PageLoading } from '../../ui/PageLoading';
import { Result } from '../../ui/Result/Result';
import { loadedScreen, loadScreen, matchPublicPage, type ChunkLoader } from './routes/publicPages';
import type { PublicRouteNode } from './routes/routeTable';
import { PublicSiteShell } from './shell/PublicSiteShell';

/** A screen whose chunk would not load (after loadChunk's one reload): said, not a blank page. */
class ScreenFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <main>
        <Result status="error" title="页面加载失败" subtitle="请检查网络后刷新页面重试。" />
      </main>
    ) : (
      this.props.children
    );
  }
}

function Screen({ node, loader }: { node: PublicRouteNode; loader: ChunkLoader }) {
  const Loaded = loadedScreen(node) ?? use(loadScreen(node, loader));
  return <Loaded />;
}

function PublicSitePages({ loader, renderedPhone }: { loader: ChunkLoader; renderedPhone: boolean }) {
  const [pathname] = useLocation();
  const page = matchPublicPage(pathname);
  if (page === null) return <SiteNotFound homePath="/" />;
  return (
    <PublicSiteShell xxdm={page.xxdm} renderedPhone={renderedPhone}>
      {page.node === null ? (
        <SiteNotFound homePath="/" />
      ) : (
        <ScreenFailure key={page.node.name}>
          <Suspense fallback={<PageLoading />}>
            <Route path={page.pattern}>
              <Screen node={page.node} loader={loader} />
            </Route>
          </Suspense>
        </ScreenFailure>
      )}
    </PublicSiteShell>
  );
}

export type PublicSiteAppProps = {
  /** The answers' cache: the server's, the page's (seeded from the server's), a story's. */
  cache: PublicQueryCache;
  loader: ChunkLoader;
  /** The server's address; or a story's memory location. Else the browser's. */
  ssrPath?: string;
  ssrSearch?: string;
  /** The layout the server rendered the page in (its user agent a phone's); none rendered: desktop. */
  renderedPhone?: boolean;
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
};

/** The public site (/ and /site/<xxdm>/): its answers, its router and its pages; each site themes itself. */
export function PublicSiteApp({
  cache,
  loader,
  ssrPath,
  ssrSearch,
  renderedPhone = false,
  location,
}: PublicSiteAppProps) {
  return (
    <PublicQueryContext.Provider value={cache}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch} {...location}>
        <PublicSitePages loader={loader} renderedPhone={renderedPhone} />
      </Router>
    </PublicQueryContext.Provider>
  );
}
