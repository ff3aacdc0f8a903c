import { addListener } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { studentLoggedIn } from '../session/studentSessionSlice';
import type { AppStore } from '../store';

/**
 * A new student login starts from an empty cache, so nothing read for an earlier session (another
 * student's profile) can show. A dead session needs nothing here: the student code table clears the
 * token and reloads (4003), and the reloaded page finds no session and shows the login.
 * Returns the unsubscribe.
 */
export function handleStudentSessions(store: AppStore): () => void {
  return store.dispatch(
    addListener({
      actionCreator: studentLoggedIn,
      effect: (_action, api) => {
        api.dispatch(baseApi.util.resetApiState());
      },
    }),
  );
}
