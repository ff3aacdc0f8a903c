import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { RouteProgress } from '../api/routeFrame';
import type { AppStore } from '../store';

/** The public site (/ and /site/<xxdm>/): store, navigation progress and the router; each site themes itself. */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <RouteProgress router={router} />
      <RouterProvider router={router} />
    </Provider>
  );
}
