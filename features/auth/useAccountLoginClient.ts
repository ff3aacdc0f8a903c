import { useMemo } from 'react';
import { usePasswordEncryption } from '../../app/api/usePasswordEncryption';
import { accountApi } from './accountApi';
import type { LoginClient } from './loginClient';

/** The login forms' calls through the app's RTK Query endpoints (the store's session, code 42, 4030). */
export function useAccountLoginClient(): LoginClient {
  const [passwordLogin] = accountApi.usePasswordLoginMutation();
  const [codeLogin] = accountApi.useCodeLoginMutation();
  const [sendLoginCode] = accountApi.useSendLoginCodeMutation();
  const encryptPasswords = usePasswordEncryption();
  return useMemo(
    () => ({
      passwordLogin: (request) => passwordLogin(request).unwrap(),
      codeLogin: (request) => codeLogin(request).unwrap(),
      sendLoginCode: (request) => sendLoginCode(request).unwrap(),
      encryptPasswords,
    }),
    [passwordLogin, codeLogin, sendLoginCode, encryptPasswords],
  );
}
