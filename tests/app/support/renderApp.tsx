import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../app/employer/App';
import { createAppRouter } from '../../../app/employer/routes/createAppRouter';
import { handleSessionExpiry } from '../../../app/employer/sessionExpiry';
import { makeStore, type RootState } from '../../../app/store';

const mounted: (() => void)[] = [];

/**
 * The whole app (router, guard, shell, dialogs host, code 42 handling) at an app path, on a fresh store,
 * as main.tsx wires it; leaving the app is recorded in `leave`. Call `disposeApps` after each test.
 */
export function renderApp(path: string, preloadedState: Partial<RootState> = {}) {
  const store = makeStore(preloadedState);
  const leave = jest.fn();
  const router = createAppRouter({
    store,
    initialEntries: [path],
    leave,
    browser: { userAgent: navigator.userAgent, openWindow: jest.fn(() => true) },
  });
  const stopExpiry = handleSessionExpiry(store, router);
  mounted.push(() => {
    stopExpiry();
    router.dispose();
  });
  const view = render(<App store={store} router={router} />);
  const appPath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.replace(/^\/dwpage/, '')}${search}`;
  };
  return { store, router, leave, user: userEvent.setup(), appPath, ...view };
}

export function disposeApps(): void {
  for (const dispose of mounted.splice(0)) dispose();
}
