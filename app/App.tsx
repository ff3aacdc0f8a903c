import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ProgressBar } from '../ui/ProgressBar';
import { ThemeRoot } from '../ui/theme';
import { useAppSelector } from './api/hooks';
import { DeferredFeedbackHost } from './shell/DeferredFeedbackHost';
import { selectThemeColour } from './site/siteSlice';
import type { AppStore } from './store';

/** The whole app in the school's colour (setting.wzzsd). */
function SiteThemeRoot({ children }: { children: ReactNode }) {
  const wzzsd = useAppSelector(selectThemeColour);
  return <ThemeRoot wzzsd={wzzsd}>{children}</ThemeRoot>;
}

/** Step 1 of the guard: a progress bar while any navigation (the first one too) is under way. */
function RouteProgress({ router }: { router: DataRouter }) {
  const busy = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => !router.state.initialized || router.state.navigation.state !== 'idle',
  );
  return <ProgressBar active={busy} />;
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
