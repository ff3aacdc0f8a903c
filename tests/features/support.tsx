import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from '../../app/store';
import { seedMockPermissions } from '../../stories/mocks/seedPermissions';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { ThemeRoot } from '../../ui/theme';

/**
 * jsdom has no Web Crypto; Node's is the same API. Both the screens (encrypting) and the mock server
 * (decrypting, stories/mocks/handlers/account.ts) use it.
 */
export function installWebCrypto(): void {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

/** Where a screen leads: a stand-in page showing its path as its heading. */
export const landing = (path: string): RouteObject => ({ path, element: <h1>{`到达 ${path}`}</h1> });

/**
 * Renders screens as the app does (theme, a fresh store, a data router, the dialog and toast host)
 * starting at `at`, the logged-in user's grants read already as behind the app's route gate. Returns
 * the store, the router and a user-event instance.
 */
export function renderScreens(
  routes: RouteObject[],
  { at, preloadedState }: { at: string; preloadedState?: Partial<RootState> },
) {
  const store = seedMockPermissions(makeStore(preloadedState));
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
        <FeedbackHost />
      </ThemeRoot>
    </Provider>,
  );
  const path = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, user, path, ...view };
}

afterEach(() => resetFeedback());
// Screen flows type into several fields and make an RSA key pair on first use: slow on a busy machine.
jest.setTimeout(20_000);
