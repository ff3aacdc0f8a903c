import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useAppSelector } from '../api/hooks';
import { ChatButtonHost } from '../shell/ChatButtonHost';
import { currentHandle } from './routeHandle';

export const APP_TITLE = '高校毕业生就业平台';

/** The root of every page: scroll restoration, the page's browser title and the floating chat button. */
export function RootLayout() {
  const handle = currentHandle(useMatches());
  const siteName = useAppSelector((state) => state.site.setting?.wzmc);
  const title = handle?.title;
  useEffect(() => {
    document.title = [title, siteName || APP_TITLE].filter(Boolean).join(' - ');
  }, [title, siteName]);
  return (
    <>
      {/* Top of the page on each navigation, unless this history entry has a saved position. */}
      <ScrollRestoration />
      <Outlet />
      <ChatButtonHost routeHidesChat={handle?.hideChat ?? false} />
    </>
  );
}
