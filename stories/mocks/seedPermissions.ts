import { permissionsApi } from '../../app/session/permissionsApi';
import type { AppStore } from '../../app/store';
import { mockMyPermissions } from './handlers/accountAdmin';

/**
 * The logged-in user's grants as the mock answers them, already read, as the app's route gate leaves
 * them before a screen shows: a story's or a test's screen has its role's buttons from the first
 * render. Without a login there is nothing to read.
 */
export function seedMockPermissions(store: AppStore): AppStore {
  const token = store.getState().employerSession.token;
  if (token !== null)
    store.dispatch(
      permissionsApi.util.upsertQueryEntries([
        { endpointName: 'myPermissions', arg: token, value: mockMyPermissions(token) },
      ]),
    );
  return store;
}
