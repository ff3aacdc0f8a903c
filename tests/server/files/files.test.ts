import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_UPLOAD_FILE_BYTES, fileTooLargeMessage } from '../../../contract/files';
import { UPLOAD_OWNER_COOKIE } from '../../../server/files/storage/ownership';
import { uploadMessages } from '../../../server/files/routes';
import { employerWithToken, fastPasswords } from '../support/sessions';
import { images, multipartBody, type MultipartPart } from '../support/multipart';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

type Extra = { cookies?: Record<string, string>; headers?: Record<string, string> };

function upload(parts: MultipartPart[], extra: Extra = {}) {
  const { payload, headers } = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...headers, ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
  });
}

function image(data: Buffer, fileName = 'shot.png'): MultipartPart {
  return { name: 'file', fileName, contentType: 'image/png', data };
}

const bucket: MultipartPart = { name: 'bucket', value: 'wtfk' };

function ownerCookie(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE);
  if (!cookie) throw new Error('no upload-owner cookie');
  return { [UPLOAD_OWNER_COOKIE]: cookie.value };
}

async function uploadOne(data = images.png, fileName = 'shot.png', extra: Extra = {}) {
  const response = await upload([image(data, fileName), bucket], extra);
  const envelope = envelopeOf<string[]>(response);
  expect(envelope.code).toBe(200);
  return { path: envelope.result[0]!, response };
}

describe('POST /pub/file/uploadFile', () => {
  it.each([
    ['png', images.png, 'image/png', /\.png$/],
    ['jpeg', images.jpeg, 'image/jpeg', /\.jpg$/],
    ['gif', images.gif, 'image/gif', /\.gif$/],
    ['webp', images.webp, 'image/webp', /\.webp$/],
  ])(
    'stores a %s under a generated name and serves it back as its sniffed type',
    async (_kind, data, mime, ext) => {
      // The file part comes before the bucket field, as FormData.append order in the client has it.
      const { path } = await uploadOne(data, '../../../etc/passwd');
      expect(path).toMatch(/^wtfk\/\d{6}\/[0-9a-f]{32}\.[a-z]+$/);
      expect(path).toMatch(ext);
      expect(existsSync(join(server.config.filesDir, path))).toBe(true);

      const preview = await server.app.inject({ method: 'GET', url: `/pub/file/previewFile?path=${path}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe(mime);
      expect(preview.headers['x-content-type-options']).toBe('nosniff');
      expect(preview.headers['content-disposition']).toMatch(/^inline; /);
      expect(preview.headers['content-security-policy']).toContain('sandbox');
      expect(preview.rawPayload.equals(data)).toBe(true);
    },
  );

  it('accepts the bucket before the file and several files at once, answering their paths in order', async () => {
    const response = await upload([bucket, image(images.png, 'a.png'), image(images.gif, 'b.gif')]);
    const { code, result } = envelopeOf<string[]>(response);
    expect(code).toBe(200);
    expect(result).toHaveLength(2);
    expect(result[0]).toMatch(/\.png$/);
    expect(result[1]).toMatch(/\.gif$/);
  });

  it('gives the uploader an HttpOnly, SameSite=Strict upload-owner cookie for the whole site (registration claims with it)', async () => {
    const { response } = await uploadOne();
    const cookie = response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // A browser that has one keeps it.
    const again = await uploadOne(images.png, 'x.png', { cookies: ownerCookie(response) });
    expect(again.response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE)).toBeUndefined();
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'note.png'],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg'],
    ['a PDF named .gif', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'doc.gif'],
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'icon.png'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s, whatever its name and declared type say', async (_label, data, fileName) => {
    const response = await upload([image(data, fileName), bucket]);
    const envelope = envelopeOf(response);
    expect(envelope.code).toBe(400);
    expect(envelope.message).toContain('不是允许的图片格式');
    expect(envelope.message).toContain(fileName);
  });

  it.each([
    ['no bucket', [image(images.png)], uploadMessages.noBucket],
    [
      'an unknown bucket',
      [image(images.png), { name: 'bucket', value: 'avatars' }],
      uploadMessages.unknownBucket,
    ],
    ['no file', [bucket], uploadMessages.noFile],
    [
      'a file under another field name',
      [{ ...image(images.png), name: 'upload' }, bucket],
      uploadMessages.noFile,
    ],
  ] as [string, MultipartPart[], string][])('refuses an upload with %s', async (_label, parts, message) => {
    const envelope = envelopeOf(await upload(parts));
    expect(envelope).toEqual({ code: 400, result: null, message });
  });

  it('refuses a file over the per-file limit with 413', async () => {
    const big = Buffer.concat([images.png, Buffer.alloc(MAX_UPLOAD_FILE_BYTES)]);
    const response = await upload([image(big), bucket]);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({
      code: 413,
      result: null,
      message: fileTooLargeMessage('shot.png', MAX_UPLOAD_FILE_BYTES),
    });
  });

  it('refuses more files than one request may carry', async () => {
    const parts = Array.from({ length: 10 }, () => image(images.png));
    const response = await upload([bucket, ...parts]);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response).message).toBe(uploadMessages.tooManyFiles);
  });

  it('refuses a request whose declared length exceeds the per-request limit before reading it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/file/uploadFile',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(30 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response).message).toBe(uploadMessages.requestTooLarge);
  });

  it('answers a truncated multipart body with a validation error, not a crash', async () => {
    const { payload, headers } = multipartBody([image(images.png), bucket]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/file/uploadFile',
      headers,
      payload: payload.subarray(0, 120),
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: uploadMessages.notMultipart });
  });

  it('answers 415 to a JSON body', async () => {
    const response = await postJson(server.app, '/pub/file/uploadFile', { file: 'x', bucket: 'wtfk' });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response).code).toBe(415);
  });
});

describe('the hourly upload budget of an address', () => {
  it('refuses an upload that would pass it, with nothing stored, and counts addresses apart', async () => {
    const small = await startTestServer({ config: { uploadBytesPerHour: images.png.length * 2 } });
    try {
      const send = (remoteAddress: string) => {
        const { payload, headers } = multipartBody([image(images.png), bucket]);
        return small.app.inject({
          method: 'POST',
          url: '/pub/file/uploadFile',
          payload,
          headers,
          remoteAddress,
        });
      };
      expect(envelopeOf(await send('10.9.0.1')).code).toBe(200);
      expect(envelopeOf(await send('10.9.0.1')).code).toBe(200);
      expect(envelopeOf(await send('10.9.0.1'))).toEqual({
        code: 429,
        result: null,
        message: '上传的文件总量已达上限，请1小时后再试',
      });
      expect(envelopeOf(await send('10.9.0.2')).code).toBe(200);
      const stored = await small.app.db.selectFrom('files').select('id').execute();
      expect(stored).toHaveLength(3);
      small.clock.advance(60 * 60 * 1000);
      expect(envelopeOf(await send('10.9.0.1')).code).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('does not hold a file sent under another field name, and stores the one named file', async () => {
    const response = await upload([
      { ...image(images.png, 'other.png'), name: 'attachment' },
      image(images.png),
      bucket,
    ]);
    expect(envelopeOf<string[]>(response).result).toHaveLength(1);
  });
});

describe('serving files', () => {
  it('downloads as an attachment named as uploaded, in RFC 5987 form', async () => {
    const { path } = await uploadOne(images.png, '问题 截图.png');
    const response = await server.app.inject({ method: 'GET', url: `/pub/file/downloadFile?path=${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__ __.png"; filename*=UTF-8''%E9%97%AE%E9%A2%98%20%E6%88%AA%E5%9B%BE.png`,
    );
  });

  it('describes a file through /pub/file/preview', async () => {
    const { path } = await uploadOne(images.gif, 'anim.exe');
    const { code, result } = envelopeOf(
      await server.app.inject({ method: 'GET', url: `/pub/file/preview?path=${path}` }),
    );
    expect(code).toBe(200);
    expect(result).toEqual({
      path,
      name: 'anim.exe.gif',
      mime: 'image/gif',
      size: images.gif.length,
      bucket: 'wtfk',
      previewUrl: `/pub/file/previewFile?path=${encodeURIComponent(path)}`,
      downloadUrl: `/pub/file/downloadFile?path=${encodeURIComponent(path)}`,
    });
  });

  it.each([
    ['an unknown path', 'wtfk/202401/0123456789abcdef0123456789abcdef.png'],
    ['a traversal attempt', '../../../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
  ])('answers 404 for %s', async (_label, path) => {
    for (const url of ['/pub/file/previewFile', '/pub/file/downloadFile']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `${url}?path=${encodeURIComponent(path)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ code: 404, result: null, message: uploadMessages.notFound });
    }
  });

  it('names the missing parameter', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pub/file/previewFile' });
    expect(envelopeOf(response)).toMatchObject({
      code: 400,
      message: expect.stringContaining('path') as string,
    });
  });
});

describe('GET /pub/file/removeFile', () => {
  const remove = (path: string, extra: Extra = {}) =>
    server.app.inject({
      method: 'GET',
      url: `/pub/file/removeFile?path=${path}`,
      ...(extra.headers ? { headers: extra.headers } : {}),
      ...(extra.cookies ? { cookies: extra.cookies } : {}),
    });

  it('lets the anonymous uploader remove its own file, bytes and all', async () => {
    const { path, response } = await uploadOne();
    expect(envelopeOf(await remove(path, { cookies: ownerCookie(response) }))).toMatchObject({
      code: 200,
      result: true,
    });
    expect(existsSync(join(server.config.filesDir, path))).toBe(false);
    const preview = await server.app.inject({ method: 'GET', url: `/pub/file/previewFile?path=${path}` });
    expect(preview.statusCode).toBe(404);
  });

  it('refuses everyone else as if the file did not exist', async () => {
    const { path } = await uploadOne();
    const stranger = await uploadOne(); // another browser, with its own cookie
    for (const extra of [{}, { cookies: ownerCookie(stranger.response) }]) {
      expect(envelopeOf(await remove(path, extra))).toEqual({
        code: 404,
        result: null,
        message: uploadMessages.notRemovable,
      });
    }
    expect(existsSync(join(server.config.filesDir, path))).toBe(true);
  });

  it('lets an employer remove what its session uploaded, and no other employer', async () => {
    const owner = await employerWithToken(server.app);
    const other = await employerWithToken(server.app);
    const { path } = await uploadOne(images.png, 'a.png', { headers: { accesstoken: owner.token } });
    const asOther = await remove(path, { headers: { accesstoken: other.token } });
    expect(envelopeOf(asOther).message).toBe(uploadMessages.notRemovable);
    const asOwner = await remove(path, { headers: { accesstoken: owner.token } });
    expect(envelopeOf(asOwner).code).toBe(200);
  });

  it('keeps files that were submitted with feedback', async () => {
    const { path, response } = await uploadOne();
    const cookies = ownerCookie(response);
    const posted = await postJson(
      server.app,
      '/pub/wtfk',
      { lxfs: '', wtms: '附件测试', fjlj: path },
      { cookies },
    );
    expect(envelopeOf(posted).code).toBe(200);
    expect(envelopeOf(await remove(path, { cookies })).message).toBe(uploadMessages.attached.feedback);
  });
});
