import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, type Location } from 'react-router-dom';
import { useAppSelector } from '../api/hooks';
import { ChatButtonHost } from '../shell/ChatButtonHost';
import { selectSiteName } from '../site/siteSlice';
import { currentHandle } from './routeHandle';

/** The root of every page: scroll restoration, the page's browser title and the floating chat button. */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

export function RootLayout() {
  const handle = currentHandle(useMatches());
  const siteName = useAppSelector(selectSiteName);
  const title = handle?.title;
  useEffect(() => {
    document.title = [title, siteName].filter(Boolean).join(' - ');
  }, [title, siteName]);
  return (
    <>
      {/* Top of the page on each navigation, unless this history entry has a saved position. The first
          entry of every page load has the key 'default', so it is keyed by path instead: otherwise a
          position saved on one page load would be restored on another page's first screen. */}
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <ChatButtonHost routeHidesChat={handle?.hideChat ?? false} />
    </>
  );
}
