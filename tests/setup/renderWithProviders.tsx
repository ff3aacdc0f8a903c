import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../../ui/theme';
import { makeStore, type RootState } from '../../app/store';

type ProviderOptions = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  /** The path the component is rendered at (memory router, no basename), default '/'. */
  route?: string;
  /** Route pattern for params, e.g. '/login/:xxdm/:mode'; default matches any path. */
  path?: string;
};

/** Renders `ui` with the theme, a fresh store and a data router, as the app provides them. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', path = '*', ...renderOptions }: ProviderOptions = {},
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <ThemeRoot>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeRoot>,
    renderOptions,
  );
  return { store, user, router, ...view };
}
