import { useCallback } from 'react';
import { useAppDispatch } from '../../app/api/hooks';
import { encryptPassword } from '../../app/api/passwordEncryption';
import { studentAuthApi } from './studentAuthApi';

/**
 * Encrypts a student's password with the key of GET /stu/security/getPubKey, fetched anew for each
 * submit so a key the server rotated since the page opened never makes the login fail.
 */
export function useStudentPasswordEncryption(): (password: string) => Promise<string> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (password: string) => {
      const publicKey = await dispatch(
        studentAuthApi.endpoints.studentPublicKey.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      return encryptPassword(password, publicKey);
    },
    [dispatch],
  );
}
