import { studentSessionReset } from '../../app/api/session';
import type { useAppDispatch } from '../../app/api/hooks';
import { studentAuthApi } from './studentAuthApi';

/**
 * Logs the student out: the server ends the session and clears its token cookie (a failure keeps
 * nobody logged in here), then the token, school and source cookies go (spec section 4). No page of
 * the portal shows the old answers: every one but the login needs a session, and a login starts from
 * an empty cache.
 */
export async function logoutStudent(dispatch: ReturnType<typeof useAppDispatch>): Promise<void> {
  await dispatch(studentAuthApi.endpoints.studentLogout.initiate())
    .unwrap()
    .catch(() => undefined);
  dispatch(studentSessionReset());
}
