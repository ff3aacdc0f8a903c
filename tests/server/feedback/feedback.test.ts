import { ATTACHMENTS_UNAVAILABLE_MESSAGE, FEEDBACK_SUCCESS_MESSAGE } from '../../../contract/feedback';
import { FEEDBACK_RATE_LIMIT } from '../../../server/feedback/routes';
import { UPLOAD_OWNER_COOKIE } from '../../../server/files/storage/ownership';
import { images, multipartBody } from '../support/multipart';
import { employerWithToken, fastPasswords } from '../support/sessions';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

let addressSequence = 0;
/** Every call from its own address unless told, so the per-IP limit only bites where a test wants it. */
function nextAddress() {
  addressSequence += 1;
  return `10.1.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

type Extra = { cookies?: Record<string, string>; headers?: Record<string, string>; remoteAddress?: string };

function postFeedback(body: unknown, extra: Extra = {}) {
  return postJson(server.app, '/pub/wtfk', body, { remoteAddress: nextAddress(), ...extra });
}

/** Uploads one image to wtfk; returns its path and the browser's upload-owner cookie (new or kept). */
async function uploadImage(headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  const { payload, headers: multipartHeaders } = multipartBody([
    { name: 'file', fileName: 'a.png', data: images.png },
    { name: 'bucket', value: 'wtfk' },
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...multipartHeaders, ...headers },
    cookies,
  });
  const issued = response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE);
  return {
    path: envelopeOf<string[]>(response).result[0]!,
    cookies: issued ? { [UPLOAD_OWNER_COOKIE]: issued.value } : cookies,
  };
}

async function feedbackCount() {
  const row = await server.app.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /pub/wtfk', () => {
  it('stores a post without login, trimmed, and answers the success message', async () => {
    const response = await postFeedback({ lxfs: ' 13800000000 ', wtms: '  页面打不开 ', fjlj: '' });
    const envelope = envelopeOf<string>(response);
    expect(envelope).toMatchObject({ code: 200, message: FEEDBACK_SUCCESS_MESSAGE });
    const row = await server.app.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', envelope.result)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contact: '13800000000', description: '页面打不开', employer_user_id: null });
  });

  it('accepts a post whose optional fields are absent', async () => {
    expect(envelopeOf(await postFeedback({ wtms: '只有描述' })).code).toBe(200);
  });

  it('attaches the uploader’s images to the post in one go', async () => {
    const first = await uploadImage();
    const second = await uploadImage({
      cookie: `${UPLOAD_OWNER_COOKIE}=${first.cookies[UPLOAD_OWNER_COOKIE]}`,
    });
    const response = await postFeedback(
      { lxfs: '', wtms: '截图见附件', fjlj: `${first.path},${second.path}` },
      { cookies: first.cookies },
    );
    const id = envelopeOf<string>(response).result;
    const attached = await server.app.db
      .selectFrom('files')
      .select('path')
      .where('attached_kind', '=', 'feedback')
      .where('attached_id', '=', id)
      .execute();
    expect(attached.map((file) => file.path).sort()).toEqual([first.path, second.path].sort());
  });

  it('records the employer whose session posted, and accepts its session uploads', async () => {
    const employer = await employerWithToken(server.app);
    const { path } = await uploadImage(employer.headers);
    const response = await postFeedback({ wtms: '登录后反馈', fjlj: path }, { headers: employer.headers });
    const id = envelopeOf<string>(response).result;
    const row = await server.app.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.employer_user_id).toBe(employer.userId);
  });

  const chinese = (n: number) => '问'.repeat(n);
  it.each([
    ['no description', { lxfs: 'a' }, '请输入问题描述'],
    ['an empty description', { wtms: '' }, '请输入问题描述'],
    ['a blank description', { wtms: ' \n\t ' }, '请输入问题描述'],
    ['201 ASCII characters', { wtms: 'a'.repeat(201) }, '问题描述不能超过200个字符（中文算两个）'],
    [
      '101 Chinese characters (202 by the measure)',
      { wtms: chinese(101) },
      '问题描述不能超过200个字符（中文算两个）',
    ],
    [
      'markup in the description',
      { wtms: '<b>粗体</b>' },
      '问题描述：系统监测到非法字符输入：<>，请重新输入!',
    ],
    [
      'a quote in the contact',
      { wtms: '正常', lxfs: "o'neil" },
      "联系方式：系统监测到非法字符输入：'，请重新输入!",
    ],
    ['a contact over 100', { wtms: '正常', lxfs: chinese(51) }, '联系方式不能超过100个字符（中文算两个）'],
    ['a numeric description', { wtms: 42 }, '问题描述格式不正确'],
    ['an array of attachments', { wtms: '正常', fjlj: ['a'] }, '附件格式不正确'],
    [
      'an attachment outside the upload area',
      { wtms: '正常', fjlj: '../../etc/passwd' },
      '附件路径无效，请重新上传',
    ],
    [
      'a path of another bucket',
      { wtms: '正常', fjlj: 'logo/202401/0123456789abcdef0123456789abcdef.png' },
      '附件路径无效，请重新上传',
    ],
    [
      'ten attachments',
      { wtms: '正常', fjlj: Array(10).fill('wtfk/202401/0123456789abcdef0123456789abcdef.png').join(',') },
      '附件最多9个',
    ],
    [
      'a repeated attachment',
      {
        wtms: '正常',
        fjlj: 'wtfk/202401/0123456789abcdef0123456789abcdef.png,wtfk/202401/0123456789abcdef0123456789abcdef.png',
      },
      '附件重复',
    ],
    ['a JSON array body', ['wtms'], '请输入问题描述'],
  ])('refuses %s with a message naming the field', async (_label, body, message) => {
    const before = await feedbackCount();
    expect(envelopeOf(await postFeedback(body))).toEqual({ code: 400, result: null, message });
    expect(await feedbackCount()).toBe(before);
  });

  it('accepts exactly 200 by the measure (100 Chinese characters)', async () => {
    expect(envelopeOf(await postFeedback({ wtms: chinese(100) })).code).toBe(200);
  });

  it('refuses attachments that are not the poster’s own, storing nothing', async () => {
    const someoneElse = await uploadImage();
    const mine = await uploadImage();
    const before = await feedbackCount();
    const response = await postFeedback(
      { wtms: '别人的附件', fjlj: `${mine.path},${someoneElse.path}` },
      { cookies: mine.cookies },
    );
    expect(envelopeOf(response)).toEqual({
      code: 400,
      result: null,
      message: ATTACHMENTS_UNAVAILABLE_MESSAGE,
    });
    expect(await feedbackCount()).toBe(before);
    const file = await server.app.db
      .selectFrom('files')
      .select(['attached_kind', 'attached_id'])
      .where('path', '=', mine.path)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ attached_kind: null, attached_id: null });
  });

  it('refuses an attachment already sent with another post, and one that does not exist', async () => {
    const upload = await uploadImage();
    expect(
      envelopeOf(await postFeedback({ wtms: '第一次', fjlj: upload.path }, { cookies: upload.cookies })).code,
    ).toBe(200);
    const again = await postFeedback({ wtms: '第二次', fjlj: upload.path }, { cookies: upload.cookies });
    expect(envelopeOf(again).message).toBe(ATTACHMENTS_UNAVAILABLE_MESSAGE);
    const missing = await postFeedback(
      { wtms: '不存在', fjlj: 'wtfk/202401/0123456789abcdef0123456789abcdef.png' },
      { cookies: upload.cookies },
    );
    expect(envelopeOf(missing).message).toBe(ATTACHMENTS_UNAVAILABLE_MESSAGE);
  });

  it('answers 415 to a form-encoded body and 400 to broken JSON', async () => {
    const form = await server.app.inject({
      method: 'POST',
      url: '/pub/wtfk',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'wtms=x',
    });
    expect(form.statusCode).toBe(415);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/pub/wtfk',
      headers: { 'content-type': 'application/json' },
      payload: '{"wtms": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(envelopeOf(broken).code).toBe(400);
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await postFeedback({ wtms: 'x'.repeat(300 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ code: 413, result: null, message: '请求内容过大' });
  });

  it('limits posts per client address', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i += 1)
      expect(envelopeOf(await postFeedback({ wtms: `第${i}条` }, { remoteAddress })).code).toBe(200);
    const refused = envelopeOf(await postFeedback({ wtms: '再来一条' }, { remoteAddress }));
    expect(refused.code).toBe(429);
    expect(refused.message).toContain('操作过于频繁');
    expect(envelopeOf(await postFeedback({ wtms: '另一个地址' })).code).toBe(200);
  });
});
