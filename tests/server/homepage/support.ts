import type { FastifyInstance } from 'fastify';
import { images, multipartBody } from '../support/multipart';
import { okResult, type Headers } from '../support/postings';
import { envelopeOf } from '../support/testServer';

let addressSequence = 0;

/**
 * A staff member's browser uploading an image to bucket zpgg: answers the stored path and the headers
 * (session and upload-owner cookie) with which its saves may claim it.
 */
export async function uploadAsStaff(app: FastifyInstance, staffHeaders: Headers) {
  addressSequence += 1;
  const { payload, headers } = multipartBody([
    { name: 'bucket', value: 'zpgg' },
    { name: 'file', fileName: '轮播.png', data: images.png },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...headers, ...staffHeaders },
    remoteAddress: `10.62.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`,
  });
  const path = okResult(envelopeOf<string[]>(response))[0] ?? '';
  const cookie = response.cookies.find((entry) => entry.name === 'fileOwner');
  return { path, headers: { ...staffHeaders, cookie: `fileOwner=${cookie?.value ?? ''}` } };
}
