import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ThemeRoot } from '../../ui/theme';
import { useAppSelector } from '../api/hooks';
import { RouteProgress } from '../api/routeFrame';
import { DeferredFeedbackHost } from './shell/DeferredFeedbackHost';
import { selectThemeColour } from '../site/siteSlice';
import type { AppStore } from '../store';

/** The whole app in the school's colour (setting.wzzsd). */
function SiteThemeRoot({ children }: { children: ReactNode }) {
  const wzzsd = useAppSelector(selectThemeColour);
  return <ThemeRoot wzzsd={wzzsd}>{children}</ThemeRoot>;
}

/**
 * The progress bar and the dialogs live beside the router, not inside it: the guard's dialogs must
 * show while a navigation (even the first) is still pending.
 */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <SiteThemeRoot>
        <RouteProgress router={router} />
        <RouterProvider router={router} />
        <DeferredFeedbackHost router={router} />
      </SiteThemeRoot>
    </Provider>
  );
}
