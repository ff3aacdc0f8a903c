import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  FILE_PREVIEW_FILE_PATH,
  FILE_UPLOAD_PATH,
  UPLOAD_BUCKETS,
  type UploadFileResult,
} from '../../../contract/files';
import { TINY_PNG_BYTES } from '../../fixtures/images';

let uploads = 0;

const refuse = (message: string): Envelope<UploadFileResult | null> => ({ code: 400, result: null, message });

/**
 * File uploads: each file of a known bucket is "stored" under a fresh path, in upload order. Any stored
 * path previews as a small PNG.
 */
export const filesHandlers = [
  http.post(FILE_UPLOAD_PATH, async ({ request }) => {
    const form = await request.formData();
    const bucket = form.get('bucket');
    const files = form.getAll('file').filter((part): part is File => typeof part !== 'string');
    if (typeof bucket !== 'string' || !(UPLOAD_BUCKETS as readonly string[]).includes(bucket))
      return HttpResponse.json(refuse('参数 bucket 不正确'));
    if (files.length === 0) return HttpResponse.json(refuse('请选择要上传的文件（参数 file）'));
    const paths = files.map((file) => {
      uploads += 1;
      return `${bucket}/mock/${uploads}-${file.name}`;
    });
    const answer: Envelope<UploadFileResult | null> = { code: 200, result: paths, message: '上传成功' };
    return HttpResponse.json(answer);
  }),
  http.get(
    FILE_PREVIEW_FILE_PATH,
    () => new HttpResponse(TINY_PNG_BYTES, { headers: { 'content-type': 'image/png' } }),
  ),
];
