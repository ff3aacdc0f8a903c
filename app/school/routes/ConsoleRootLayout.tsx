import { Outlet, useMatches } from 'react-router-dom';
import { CONSOLE_NAME } from '../../../contract/console';
import { useAppSelector } from '../../api/hooks';
import { PageScrollRestoration, useDocumentTitle } from '../../api/routeFrame';
import { selectSiteName } from '../../site/siteSlice';
import { currentHandle } from './routeHandle';

/** The root of every console page: scroll restoration and the browser tab's title. */
export function ConsoleRootLayout() {
  const siteName = useAppSelector(selectSiteName);
  useDocumentTitle(currentHandle(useMatches())?.title, `${siteName}${CONSOLE_NAME}`);
  return (
    <>
      <PageScrollRestoration />
      <Outlet />
    </>
  );
}
