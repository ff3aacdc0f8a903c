import { Outlet, useMatches } from 'react-router-dom';
import { useAppSelector } from '../../api/hooks';
import { PageScrollRestoration, useDocumentTitle } from '../../api/routeFrame';
import { ChatButtonHost } from '../shell/ChatButtonHost';
import { selectSiteName } from '../../site/siteSlice';
import { currentHandle } from './routeHandle';

/** The root of every page: scroll restoration, the page's browser title and the floating chat button. */
export function RootLayout() {
  const handle = currentHandle(useMatches());
  useDocumentTitle(handle?.title, useAppSelector(selectSiteName));
  return (
    <>
      <PageScrollRestoration />
      <Outlet />
      <ChatButtonHost routeHidesChat={handle?.hideChat ?? false} />
    </>
  );
}
