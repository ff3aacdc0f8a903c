import { Readable } from 'node:stream';
import {
  BUCKET_MAX_FILE_BYTES,
  FILE_REMOVE_PATH,
  FILE_UPLOAD_PATH,
  RESUME_ATTACHMENT_BUCKET,
  fileTooLargeMessage,
  wrongFileTypeMessage,
} from '../../../contract/files';
import { canApplyWith, resumePaths, type ResumeView } from '../../../contract/resumes';
import { pdf } from '../support/documents';
import { images, multipartBody } from '../support/multipart';
import { studentWithToken } from '../support/sessions';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { uploadBytesPerHour: 2 * 1024 * 1024 * 1024 } });
});
afterAll(() => server.close());

const MIB = 1024 * 1024;
type Cookies = Record<string, string>;

/** A valid PDF padded to `size` bytes. */
const pdfOfSize = (size: number) =>
  Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(9)]);

async function upload(
  cookies: Cookies,
  data: Buffer,
  fileName: string,
  bucket: string = RESUME_ATTACHMENT_BUCKET,
) {
  const { payload, headers } = multipartBody([
    { name: 'bucket', value: bucket },
    { name: 'file', fileName, contentType: 'application/pdf', data },
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: FILE_UPLOAD_PATH,
    payload,
    headers,
    cookies,
    remoteAddress: freshAddress(),
  });
  return envelopeOf<string[]>(response);
}

async function uploadedPath(cookies: Cookies, data = pdf, fileName = '我的简历.pdf'): Promise<string> {
  const { code, result } = await upload(cookies, data, fileName);
  expect(code).toBe(200);
  return result[0]!;
}

const attach = async (cookies: Cookies, path: string) =>
  envelopeOf<ResumeView>(await postJson(server.app, resumePaths.attach, { path }, { cookies }));
const detach = async (cookies: Cookies) =>
  envelopeOf<ResumeView>(await postJson(server.app, resumePaths.detach, {}, { cookies }));
const removeFile = async (cookies: Cookies, path: string) =>
  envelopeOf(
    await server.app.inject({
      method: 'GET',
      url: `${FILE_REMOVE_PATH}?path=${encodeURIComponent(path)}`,
      cookies,
    }),
  );

describe('the attachment resume (PDF through /pub/file/uploadFile, bucket jlfj)', () => {
  it('links an uploaded PDF, which then allows applying whatever the completeness', async () => {
    const { cookies } = await studentWithToken(server.app);
    const path = await uploadedPath(cookies);
    expect(path).toMatch(/^jlfj\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    const attached = await attach(cookies, path);
    expect(attached).toMatchObject({ code: 200, message: '附件简历已上传' });
    expect(attached.result.jl.fjjl).toEqual({ path, name: '我的简历.pdf', size: pdf.length });
    expect(attached.result.wzd.percent).toBe(0);
    expect(canApplyWith(attached.result.jl)).toBe(true);
  });

  it('refuses a PNG renamed .pdf by its bytes', async () => {
    const { cookies } = await studentWithToken(server.app);
    expect(await upload(cookies, images.png, 'resume.pdf')).toEqual({
      code: 400,
      result: null,
      message: wrongFileTypeMessage(RESUME_ATTACHMENT_BUCKET, 'resume.pdf'),
    });
    expect(wrongFileTypeMessage(RESUME_ATTACHMENT_BUCKET, 'resume.pdf')).toContain('PDF');
  });

  it('accepts 10 MB and refuses a PDF over 10 MB', async () => {
    const { cookies } = await studentWithToken(server.app);
    expect(BUCKET_MAX_FILE_BYTES.jlfj).toBe(10 * MIB);
    expect((await upload(cookies, pdfOfSize(10 * MIB), 'full.pdf')).code).toBe(200);
    expect(await upload(cookies, pdfOfSize(10 * MIB + 1), 'big.pdf')).toEqual({
      code: 413,
      result: null,
      message: fileTooLargeMessage('big.pdf', 10 * MIB),
    });
  });

  it('refuses a 50 MB upload without reading it whole', async () => {
    const { cookies } = await studentWithToken(server.app);
    const boundary = '----resumestream';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\njlfj\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let pulled = 0;
    let sentHead = false;
    const body = new Readable({
      read() {
        if (!sentHead) {
          sentHead = true;
          this.push(Buffer.concat([head, pdf.subarray(0, 9)]));
        } else if (pulled < 50 * MIB) {
          pulled += chunk.length;
          this.push(chunk);
        } else this.push(null);
      },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: FILE_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
      cookies,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response).message).toBe(fileTooLargeMessage('huge.pdf', 10 * MIB));
    expect(pulled).toBeLessThan(12 * MIB);
  });

  it('replaces the previous attachment, which its uploader may then remove; the current one is kept', async () => {
    const { cookies } = await studentWithToken(server.app);
    const first = await uploadedPath(cookies);
    await attach(cookies, first);
    const second = await uploadedPath(cookies, pdf, '新简历.pdf');
    expect((await attach(cookies, second)).result.jl.fjjl?.name).toBe('新简历.pdf');
    expect(await removeFile(cookies, second)).toMatchObject({ message: '文件已用作附件简历，不能删除' });
    expect(await removeFile(cookies, first)).toMatchObject({ code: 200 });
  });

  it('refuses another student’s upload, a file of another bucket and an unknown path alike', async () => {
    const owner = await studentWithToken(server.app);
    const other = await studentWithToken(server.app);
    const theirs = await uploadedPath(owner.cookies);
    const image = (await upload(other.cookies, images.png, 'a.png', 'wtfk')).result[0]!;
    for (const path of [theirs, image, 'jlfj/202601/00000000000000000000000000000000.pdf']) {
      expect(await attach(other.cookies, path)).toEqual({
        code: 4001,
        result: null,
        message: '附件不存在或已被使用，请重新上传 PDF 文件',
      });
    }
    expect((await attach(owner.cookies, theirs)).code).toBe(200);
  });

  it('removes the attachment; removing none is refused', async () => {
    const { cookies } = await studentWithToken(server.app);
    const path = await uploadedPath(cookies);
    await attach(cookies, path);
    const removed = await detach(cookies);
    expect(removed).toMatchObject({ code: 200, message: '附件简历已删除' });
    expect(removed.result.jl.fjjl).toBeNull();
    expect(await detach(cookies)).toEqual({ code: 4001, result: null, message: '尚未上传附件简历' });
    expect(await removeFile(cookies, path)).toMatchObject({ code: 200 });
  });
});
