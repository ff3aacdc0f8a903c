import type { RouteObject } from 'react-router-dom';
import BannersScreen from '../../../features/siteContent/screens/BannersScreen';
import LookScreen from '../../../features/siteContent/screens/LookScreen';
import NoticeEditorScreen from '../../../features/siteContent/screens/NoticeEditorScreen';
import NoticeListScreen from '../../../features/siteContent/screens/NoticeListScreen';
import SiteContentScreen from '../../../features/siteContent/screens/SiteContentScreen';
import {
  BANNERS_PAGE,
  LOOK_PAGE,
  NEW_NOTICE_PAGE,
  NOTICES_PAGE,
  SITE_CONTENT_PAGE,
} from '../../../features/siteContent/siteContentPages';
import { resetSiteContentMocks } from '../../mocks/handlers/siteContent';
import { ScreenRouter } from '../support';
import { consoleState } from '../console/consoleSupport';

/** Every page of 网站内容 under its route, so the tabs and the editor's way back lead somewhere real. */
const routes: RouteObject[] = [
  { path: SITE_CONTENT_PAGE, element: <SiteContentScreen /> },
  { path: BANNERS_PAGE, element: <BannersScreen /> },
  { path: NOTICES_PAGE, element: <NoticeListScreen /> },
  { path: NEW_NOTICE_PAGE, element: <NoticeEditorScreen /> },
  { path: `${NOTICES_PAGE}/:id`, element: <NoticeEditorScreen /> },
  { path: LOOK_PAGE, element: <LookScreen /> },
];

/** A content page's stories: the demo staff logged in, the content as the mock starts it, at `at`. */
export function contentScreen(at: string) {
  return {
    parameters: { router: false, store: { preloadedState: consoleState() } },
    beforeEach: () => {
      resetSiteContentMocks();
    },
    render: () => <ScreenRouter routes={routes} at={at} />,
  };
}

/** A story on a phone, logged in. */
export const phoneState = { store: { preloadedState: consoleState({ phone: true }) } };
