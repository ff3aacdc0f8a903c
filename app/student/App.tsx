import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ThemeRoot } from '../../ui/theme';
import { loadChunk } from '../api/chunkLoad';
import { useAppSelector } from '../api/hooks';
import { RouteProgress } from '../api/routeFrame';
import { selectIsPhone } from '../device/deviceSlice';
import { selectThemeColour } from '../site/siteSlice';
import type { AppStore } from '../store';

const FeedbackHost = lazy(() =>
  loadChunk('FeedbackHost', () => import('../../ui/Feedback')).then((module) => ({
    default: module.FeedbackHost,
  })),
);

/** The portal in its school's colour (setting.wzzsd), as the employer app: the routes load the site. */
function PortalThemeRoot({ children }: { children: ReactNode }) {
  const wzzsd = useAppSelector(selectThemeColour);
  return <ThemeRoot wzzsd={wzzsd}>{children}</ThemeRoot>;
}

/** Toasts, notices and dialogs (the student code table's too), loaded off the first screen. */
function DeferredFeedbackHost() {
  const isPhone = useAppSelector(selectIsPhone);
  return (
    <Suspense fallback={null}>
      <FeedbackHost variant={isPhone ? 'phone' : 'desktop'} />
    </Suspense>
  );
}

/** The student portal (/sc/, /mobile/): store, theme, navigation progress, the router and the dialog host. */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <PortalThemeRoot>
        <RouteProgress router={router} />
        <RouterProvider router={router} />
        <DeferredFeedbackHost />
      </PortalThemeRoot>
    </Provider>
  );
}
