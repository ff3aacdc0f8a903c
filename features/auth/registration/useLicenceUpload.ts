import { useCallback, useRef } from 'react';
import { accountApi } from '../accountApi';

/**
 * Uploads the picked licence image to bucket yyzz once: a retry after a refusal of the form (a wrong
 * code, a taken mobile) sends the stored path again instead of the file. `forget` drops what was
 * uploaded when the server says the stored image cannot be used, so the next try uploads again.
 */
export function useLicenceUpload() {
  const [uploadLicence] = accountApi.useUploadLicenceMutation();
  const uploaded = useRef(new WeakMap<File, string>());

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const known = uploaded.current.get(file);
      if (known) return known;
      const path = await uploadLicence(file).unwrap();
      if (!path) throw new Error('服务器未返回文件路径');
      uploaded.current.set(file, path);
      return path;
    },
    [uploadLicence],
  );
  const forget = useCallback(() => {
    uploaded.current = new WeakMap();
  }, []);
  return { upload, forget };
}
