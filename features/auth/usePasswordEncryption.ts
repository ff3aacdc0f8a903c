import { useCallback } from 'react';
import { useAppDispatch } from '../../app/api/hooks';
import { accountApi } from './accountApi';
import { encryptPassword } from './passwordEncryption';

/**
 * Encrypts passwords for a submit. The key is fetched anew each time (one small GET per submit), so a
 * key the server has rotated since the page opened never causes a '密码解密失败' refusal.
 */
export function usePasswordEncryption(): (...passwords: string[]) => Promise<string[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (...passwords: string[]) => {
      const publicKey = await dispatch(
        accountApi.endpoints.publicKey.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      return Promise.all(passwords.map((password) => encryptPassword(password, publicKey)));
    },
    [dispatch],
  );
}
