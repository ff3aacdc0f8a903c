import { Readable } from 'node:stream';
import {
  BUCKET_MAX_FILE_BYTES,
  DOCX_TYPE,
  DOC_TYPE,
  MAX_UPLOAD_FILE_BYTES,
  PDF_TYPE,
  fileTooLargeMessage,
  wrongFileTypeMessage,
  type UploadBucket,
} from '../../../contract/files';
import { uploadMessages } from '../../../server/files/routes';
import { doc, docx, pdf, plainZip, xls, xlsx, zipArchive } from '../support/documents';
import { images, multipartBody, type MultipartPart } from '../support/multipart';
import { envelopeOf, freshAddress, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { uploadBytesPerHour: 2 * 1024 * 1024 * 1024 } });
});
afterAll(() => server.close());

const MIB = 1024 * 1024;

function upload(parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers,
    remoteAddress: freshAddress(),
  });
}

const file = (data: Buffer, fileName: string): MultipartPart => ({
  name: 'file',
  fileName,
  contentType: 'application/octet-stream',
  data,
});
const bucketField = (bucket: UploadBucket): MultipartPart => ({ name: 'bucket', value: bucket });

async function uploadTo(bucket: UploadBucket, data: Buffer, fileName: string) {
  return envelopeOf<string[]>(await upload([file(data, fileName), bucketField(bucket)]));
}

describe('bucket zpgg (announcement attachments and body images)', () => {
  it.each([
    ['a PDF', pdf, '招聘简章.pdf', PDF_TYPE, 'pdf'],
    ['a Word 97-2003 document', doc, '简章.doc', DOC_TYPE, 'doc'],
    ['a Word 2007+ document', docx, '简章.docx', DOCX_TYPE, 'docx'],
    ['a PNG image', images.png, '配图.png', 'image/png', 'png'],
    ['a GIF image', images.gif, '动图.gif', 'image/gif', 'gif'],
  ])('accepts %s and serves it as its type', async (_label, data, fileName, mime, extension) => {
    const { code, result } = await uploadTo('zpgg', data, fileName);
    expect(code).toBe(200);
    const [path] = result;
    expect(path).toMatch(new RegExp(`^zpgg/\\d{6}/[0-9a-f]{32}\\.${extension}$`));
    const described = envelopeOf<{ mime: string; name: string }>(
      await server.app.inject({ method: 'GET', url: `/pub/file/preview?path=${path}` }),
    ).result;
    expect(described).toMatchObject({ mime, name: fileName });
    const served = await server.app.inject({ method: 'GET', url: `/pub/file/downloadFile?path=${path}` });
    expect(served.headers['content-type']).toBe(mime);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('corrects the extension of a document sent under another name', async () => {
    const { result } = await uploadTo('zpgg', docx, 'notes.pdf');
    const described = envelopeOf<{ name: string }>(
      await server.app.inject({ method: 'GET', url: `/pub/file/preview?path=${result[0]}` }),
    ).result;
    expect(described.name).toBe('notes.pdf.docx');
  });

  it.each([
    ['an HTML page named .pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.pdf'],
    ['a PDF header on a file that is no PDF (no end mark)', Buffer.from('%PDF-1.4\n<html>…</html>'), 'b.pdf'],
    ['a plain ZIP named .docx', plainZip, 'c.docx'],
    ['an Excel workbook (ZIP) named .docx', xlsx, 'd.docx'],
    ['a ZIP with word/ but no content types', zipArchive({ 'word/document.xml': '<w/>' }), 'e.docx'],
    ['a truncated ZIP (no central directory)', docx.subarray(0, 60), 'f.docx'],
    ['an Excel 97-2003 workbook named .doc', xls, 'g.doc'],
    [
      'a compound-file signature on garbage',
      Buffer.concat([doc.subarray(0, 8), Buffer.alloc(600, 7)]),
      'h.doc',
    ],
    ['a Windows program named .doc', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'i.doc'],
  ])('refuses %s', async (_label, data, fileName) => {
    expect(await uploadTo('zpgg', data, fileName)).toEqual({
      code: 400,
      result: null,
      message: wrongFileTypeMessage('zpgg', fileName),
    });
  });

  it('names what it accepts in the refusal', () => {
    expect(wrongFileTypeMessage('zpgg', 'x.zip')).toBe(
      '文件“x.zip”不是允许的格式，请上传 PDF、Word（DOC、DOCX）文件或 JPG、PNG、GIF、WEBP 图片',
    );
  });

  it('survives a compound file whose chains loop or point outside it', async () => {
    const looping = Buffer.from(doc);
    looping.writeUInt32LE(1, 512 + 4); // the directory sector's FAT entry points at itself
    const outside = Buffer.from(doc);
    outside.writeUInt32LE(0x7fffffff, 0x30); // the directory starts beyond the end
    for (const data of [looping, outside]) expect((await uploadTo('zpgg', data, 'x.doc')).code).toBe(400);
  });
});

describe('bucket yyzz (business licences)', () => {
  it.each([
    ['a JPEG', images.jpeg, 'a.jpg'],
    ['a PNG', images.png, 'b.png'],
    ['a WebP', images.webp, 'c.webp'],
  ])('accepts %s', async (_label, data, fileName) => {
    const { code, result } = await uploadTo('yyzz', data, fileName);
    expect(code).toBe(200);
    expect(result[0]).toMatch(/^yyzz\//);
  });

  it.each([
    ['a GIF', images.gif, 'a.gif'],
    ['a PDF', pdf, 'licence.pdf'],
    ['a Word document', docx, 'licence.docx'],
  ])('refuses %s', async (_label, data, fileName) => {
    expect(await uploadTo('yyzz', data, fileName)).toEqual({
      code: 400,
      result: null,
      message: wrongFileTypeMessage('yyzz', fileName),
    });
  });
});

describe('bucket wtfk keeps to images', () => {
  it.each([
    ['a PDF', pdf, 'a.pdf'],
    ['a Word document', doc, 'b.doc'],
  ])('refuses %s with the image message', async (_label, data, fileName) => {
    const envelope = await uploadTo('wtfk', data, fileName);
    expect(envelope.message).toBe(`文件“${fileName}”不是允许的图片格式，请上传 JPG、PNG、GIF 或 WEBP 图片`);
  });
});

describe('per-bucket size limits', () => {
  /** A valid file of the type padded to `size` bytes (the padding goes where readers ignore it). */
  const pdfOfSize = (size: number) =>
    Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(9)]);
  const pngOfSize = (size: number) => Buffer.concat([images.png, Buffer.alloc(size - images.png.length)]);

  it('accepts a 6 MB PDF in zpgg, whose limit is 10 MB', async () => {
    expect((await uploadTo('zpgg', pdfOfSize(6 * MIB), 'big.pdf')).code).toBe(200);
  });

  it('accepts a file of exactly the bucket limit', async () => {
    expect((await uploadTo('wtfk', pngOfSize(BUCKET_MAX_FILE_BYTES.wtfk), 'full.png')).code).toBe(200);
  });

  it.each([
    ['after the file', 'after'],
    ['before the file', 'before'],
  ])(
    'refuses a file over its bucket’s limit with that limit in the message (bucket %s)',
    async (_l, order) => {
      const big = pngOfSize(BUCKET_MAX_FILE_BYTES.wtfk + 1);
      for (const bucket of ['wtfk', 'yyzz'] as const) {
        const parts =
          order === 'after'
            ? [file(big, 'big.png'), bucketField(bucket)]
            : [bucketField(bucket), file(big, 'big.png')];
        const response = await upload(parts);
        expect(response.statusCode).toBe(413);
        expect(envelopeOf(response)).toEqual({
          code: 413,
          result: null,
          message: fileTooLargeMessage('big.png', BUCKET_MAX_FILE_BYTES[bucket]),
        });
        expect(envelopeOf(response).message).toContain('5MB');
      }
    },
  );

  it('refuses a zpgg file over 10 MB', async () => {
    const response = await upload([
      bucketField('zpgg'),
      file(pdfOfSize(BUCKET_MAX_FILE_BYTES.zpgg + 1), 'huge.pdf'),
    ]);
    expect(envelopeOf(response)).toEqual({
      code: 413,
      result: null,
      message: fileTooLargeMessage('huge.pdf', MAX_UPLOAD_FILE_BYTES),
    });
  });

  it('stores nothing of a refused request', async () => {
    const before = await server.app.db.selectFrom('files').select('id').execute();
    await upload([bucketField('wtfk'), file(images.png, 'ok.png'), file(pngOfSize(6 * MIB), 'big.png')]);
    const after = await server.app.db.selectFrom('files').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('a 50 MB upload', () => {
  /** A multipart body streamed in 64 KiB chunks, counting what the server pulled. */
  function streamedUpload(bucketFirst: UploadBucket | null) {
    const boundary = '----dwpagestream';
    const head = Buffer.from(
      `${bucketFirst === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\n${bucketFirst}\r\n`}` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nwtfk\r\n--${boundary}--\r\n`,
    );
    const total = 50 * MIB;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let pulled = 0;
    let sentHead = false;
    let sentTail = false;
    const body = new Readable({
      read() {
        if (!sentHead) {
          sentHead = true;
          this.push(Buffer.concat([head, images.png]));
          return;
        }
        if (pulled < total) {
          pulled += chunk.length;
          this.push(chunk);
          return;
        }
        if (!sentTail) {
          sentTail = true;
          this.push(tail);
          return;
        }
        this.push(null);
      },
    });
    const response = server.app.inject({
      method: 'POST',
      url: '/pub/file/uploadFile',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
      remoteAddress: freshAddress(),
    });
    return { response, pulled: () => pulled };
  }

  it('is refused at the largest limit when the bucket comes after it, without reading it whole', async () => {
    const { response, pulled } = streamedUpload(null);
    const answer = await response;
    expect(answer.statusCode).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(envelopeOf(answer).message).toBe(fileTooLargeMessage('huge.png', MAX_UPLOAD_FILE_BYTES));
    expect(pulled()).toBeLessThan(MAX_UPLOAD_FILE_BYTES + 2 * MIB);
  });

  it('is refused at the bucket’s limit when the bucket comes first', async () => {
    const { response, pulled } = streamedUpload('wtfk');
    const answer = await response;
    expect(envelopeOf(answer).message).toBe(fileTooLargeMessage('huge.png', BUCKET_MAX_FILE_BYTES.wtfk));
    expect(pulled()).toBeLessThan(BUCKET_MAX_FILE_BYTES.wtfk + 2 * MIB);
  });

  it('is refused before a byte is read when its length is declared', async () => {
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += 1;
        this.push(null);
      },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/file/uploadFile',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * MIB) },
      payload: body,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(envelopeOf(response).message).toBe(uploadMessages.requestTooLarge);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
