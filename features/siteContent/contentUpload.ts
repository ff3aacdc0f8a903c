import { useCallback } from 'react';
import { ANNOUNCEMENT_BUCKET, BUCKET_MAX_FILE_BYTES, BUCKET_MIME_TYPES } from '../../contract/files';
import { refusalOf } from '../../app/api/refusal';
import { siteContentApi } from './siteContentApi';

/** The content's files go to the editor's bucket (zpgg), as announcements' do. */
export const CONTENT_FILE_TYPES = BUCKET_MIME_TYPES[ANNOUNCEMENT_BUCKET];
export const CONTENT_IMAGE_TYPES = CONTENT_FILE_TYPES.filter((type) => type.startsWith('image/'));
export const CONTENT_FILE_MAX_BYTES = BUCKET_MAX_FILE_BYTES[ANNOUNCEMENT_BUCKET];

/** Uploads one file and answers its stored path; a refusal rejects with the server's words. */
export function useContentUpload(): (file: File) => Promise<string> {
  const [uploadFile] = siteContentApi.useUploadContentFileMutation();
  return useCallback(
    async (file: File) => {
      try {
        const path = await uploadFile(file).unwrap();
        if (path === '') throw new Error('服务器未返回文件路径');
        return path;
      } catch (error) {
        throw new Error(refusalOf(error).message, { cause: error });
      }
    },
    [uploadFile],
  );
}
