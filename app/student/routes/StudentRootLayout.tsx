import { Outlet, useMatches } from 'react-router-dom';
import { STUDENT_PORTAL_NAME } from '../../../contract/studentPortal';
import { useAppSelector } from '../../api/hooks';
import { PageScrollRestoration, useDocumentTitle } from '../../api/routeFrame';
import { selectSiteName } from '../../site/siteSlice';
import { currentHandle } from './routeHandle';

/** The root of every portal page: scroll restoration and the browser tab's title. */
export function StudentRootLayout() {
  const siteName = useAppSelector(selectSiteName);
  useDocumentTitle(currentHandle(useMatches())?.title, `${siteName}${STUDENT_PORTAL_NAME}`);
  return (
    <>
      <PageScrollRestoration />
      <Outlet />
    </>
  );
}
