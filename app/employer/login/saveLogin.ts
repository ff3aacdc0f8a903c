import type { EmployerLoginResult } from '../../../contract/account';
import { sessionAfterLogin } from '../../session/employerSessionState';
import { readEmployerSession, writeEmployerSession } from '../../session/employerSessionStorage';

/** Keeps a login as the app's store would (app/session): the token cookie, the rest in storage. */
export function saveEmployerLogin(login: EmployerLoginResult): void {
  const previous = readEmployerSession();
  writeEmployerSession(sessionAfterLogin(previous, login), previous);
}
