import { useCallback } from 'react';
import { accountPaths, type PublicKey } from '../../contract/account';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from './baseApi';
import { useAppDispatch } from './hooks';
import { encryptPassword } from './passwordEncryption';

/** The RSA key every password is encrypted with (employer, student and console logins share it). */
export const passwordKeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicKey: build.query<PublicKey, void>({
      query: () => accountPaths.publicKey,
      transformResponse: (envelope: Envelope<PublicKey>) => envelope.result,
    }),
  }),
});

/**
 * Encrypts passwords for a submit. The key is fetched anew each time (one small GET per submit), so a
 * key the server has rotated since the page opened never causes a '密码解密失败' refusal.
 */
export function usePasswordEncryption(): (...passwords: string[]) => Promise<string[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (...passwords: string[]) => {
      const publicKey = await dispatch(
        passwordKeyApi.endpoints.publicKey.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      return Promise.all(passwords.map((password) => encryptPassword(password, publicKey)));
    },
    [dispatch],
  );
}
