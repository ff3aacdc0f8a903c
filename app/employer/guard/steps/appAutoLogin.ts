import { storedDeviceId, storedRegistrationId } from '../../../device/nativeBridge';
import { employerLoggedIn } from '../../../session/employerSessionSlice';
import { guardApi } from '../guardApi';
import type { GuardEnv } from '../guardTypes';
import { resolveSchoolCode } from '../../../site/schoolCode';

/**
 * Step 5: inside the native app on a phone (a registration id was handed over) and without a token,
 * the app login is tried with the device's id; a linked device is logged in. Any failure leaves the
 * visitor logged out, and the navigation goes on either way.
 */
export async function appAutoLogin({ store }: GuardEnv): Promise<void> {
  const state = store.getState();
  const registrationId = storedRegistrationId();
  if (!state.device.isPhone || !registrationId || state.employerSession.token) return;
  const xxdm = resolveSchoolCode(state);
  const login = await store
    .dispatch(
      guardApi.endpoints.appAutoLogin.initiate({ deviceId: storedDeviceId() ?? registrationId, xxdm }),
    )
    .unwrap()
    .catch(() => null);
  // School backends answer only {isRelated, token}: the session's school is the one logged in at.
  if (login?.isRelated === '1') store.dispatch(employerLoggedIn({ ...login, xxdm: login.xxdm || xxdm }));
}
