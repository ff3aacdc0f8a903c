import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ThemeRoot } from '../../ui/theme';
import { loadChunk } from '../api/chunkLoad';
import { useAppSelector } from '../api/hooks';
import { RouteProgress } from '../api/routeFrame';
import { selectIsPhone } from '../device/deviceSlice';
import { selectStaffSession } from '../session/staffSessionSlice';
import { siteApi } from '../site/siteApi';
import { selectThemeColour } from '../site/siteSlice';
import type { AppStore } from '../store';

const FeedbackHost = lazy(() =>
  loadChunk('FeedbackHost', () => import('../../ui/Feedback')).then((module) => ({
    default: module.FeedbackHost,
  })),
);

/**
 * The console in its site's colour: the site the staff member is (or last was) logged in at. A
 * browser that never logged in shows the default colour until it knows its school.
 */
export function ConsoleThemeRoot({ children }: { children: ReactNode }) {
  const { xxdm } = useAppSelector(selectStaffSession);
  siteApi.useGetSiteSettingQuery(xxdm ?? skipToken);
  const wzzsd = useAppSelector(selectThemeColour);
  return <ThemeRoot wzzsd={xxdm === null ? null : wzzsd}>{children}</ThemeRoot>;
}

/** Toasts and dialogs (message.*, modal.*), loaded off the first screen; anything opened earlier waits. */
function DeferredFeedbackHost() {
  const isPhone = useAppSelector(selectIsPhone);
  return (
    <Suspense fallback={null}>
      <FeedbackHost variant={isPhone ? 'phone' : 'desktop'} />
    </Suspense>
  );
}

/** The console (/mgrpage/): store, theme, navigation progress, the router and the dialog host. */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <ConsoleThemeRoot>
        <RouteProgress router={router} />
        <RouterProvider router={router} />
        <DeferredFeedbackHost />
      </ConsoleThemeRoot>
    </Provider>
  );
}
