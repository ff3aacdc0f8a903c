import { useEffect, useSyncExternalStore } from 'react';
import { ScrollRestoration, type DataRouter, type Location, type UIMatch } from 'react-router-dom';
import { ProgressBar } from '../../ui/ProgressBar';

// What every surface's router needs around its pages (the employer's /dwpage/, the console's /mgrpage/).

/** The `handle` of the deepest matched route that names itself: the current page's name and title. */
export function currentRouteHandle<Handle extends { name: string; title: string }>(
  matches: readonly UIMatch[],
): Handle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle)
      return handle as Handle;
  }
  return null;
}

/** The browser tab's title: the page's, then the site's. */
export function useDocumentTitle(pageTitle: string | undefined, siteTitle: string): void {
  useEffect(() => {
    document.title = [pageTitle, siteTitle].filter(Boolean).join(' - ');
  }, [pageTitle, siteTitle]);
}

// The first entry of every page load has the key 'default', so it is keyed by path instead: otherwise a
// position saved on one page load would be restored on another page's first screen.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Top of the page on each navigation, unless this history entry has a saved position. */
export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}

/** A progress bar while any navigation (the first one too) is under way. */
export function RouteProgress({ router }: { router: DataRouter }) {
  const busy = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => !router.state.initialized || router.state.navigation.state !== 'idle',
  );
  return <ProgressBar active={busy} />;
}
