import { baseApi } from '../api/baseApi';
import type { AppDispatch } from '../store';
import { employerLoggedOut } from './employerSessionSlice';
import { sessionApi } from './sessionApi';

/**
 * Logs the employer out: the server ends the session (its failure does not keep anyone logged in),
 * then the local session and every cached answer of the old session are dropped.
 */
export async function logoutEmployer(dispatch: AppDispatch): Promise<void> {
  await dispatch(sessionApi.endpoints.employerLogout.initiate())
    .unwrap()
    .catch(() => undefined);
  dispatch(employerLoggedOut());
  dispatch(baseApi.util.resetApiState());
}
