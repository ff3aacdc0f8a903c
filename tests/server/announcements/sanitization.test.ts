import { announcementPaths, type PublicAnnouncement } from '../../../contract/announcements';
import { imagePathOf, sanitizeBody } from '../../../server/announcements/bodyHtml';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { employerAt, get, okResult, post, staffAt } from '../support/postings';
import { announcementIn, detailOf, imageTag, uploadImageAs, validAnnouncement } from './support';

const OWN_IMAGE = 'zpgg/202611/0123456789abcdef0123456789abcdef.png';
const clean = (html: string) => sanitizeBody(html).html;

describe('the body allowlist', () => {
  it.each([
    ['a script with its content', '<p>招聘</p><script>alert("x")</script>', '<p>招聘</p>'],
    ['a script inside an svg', '<svg><script>alert(1)</script><circle /></svg><p>a</p>', '<p>a</p>'],
    ['a style element with its content', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    [
      'an iframe with its fallback',
      '<iframe src="https://evil.example/">看这里</iframe><p>a</p>',
      '<p>a</p>',
    ],
    [
      'a form and its fields',
      '<form action="https://evil.example"><input name="x"><button>提交</button></form>',
      '提交',
    ],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>', '<p>a</p>'],
    ['onclick and style attributes', '<p onclick="steal()" style="color:red" class="x">a</p>', '<p>a</p>'],
    [
      'an onerror on an image',
      `<img src="/pub/file/previewFile?path=${OWN_IMAGE}" onerror="alert(1)">`,
      `<img src="/pub/file/previewFile?path=${OWN_IMAGE}" />`,
    ],
    ['a javascript: link (its text kept, inert)', '<a href="javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['an image of another host', '<img src="https://evil.example/track.gif">', ''],
    [
      'this server’s image of another bucket',
      '<img src="/pub/file/previewFile?path=wtfk/202611/0123456789abcdef0123456789abcdef.png">',
      '',
    ],
    ['an image path with extra parameters', `<img src="/pub/file/previewFile?path=${OWN_IMAGE}&x=1">`, ''],
    ['a traversal in an image path', '<img src="/pub/file/previewFile?path=zpgg/../../etc/passwd">', ''],
    ['unknown elements (their text kept)', '<div><span>文字</span><marquee>滚动</marquee></div>', '文字滚动'],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>',
      '<p>a</p>',
    ],
  ])('removes %s', (_label, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each([
    ['headings 2 to 4', '<h2>一</h2><h3>二</h3><h4>三</h4>'],
    ['emphasis', '<p><strong>粗</strong><b>粗</b><em>斜</em><i>斜</i><u>下划线</u><s>删除</s></p>'],
    ['lists', '<ul><li><p>甲</p></li></ul><ol><li>乙</li></ol>'],
    ['a quote and a line break', '<blockquote><p>引用<br />换行</p></blockquote>'],
    [
      'a table with spans',
      '<table><thead><tr><th colspan="2">岗位</th></tr></thead><tbody><tr><td rowspan="2">开发</td><td>5人</td></tr></tbody></table>',
    ],
    [
      'an own image with its alt and size',
      `<img src="/pub/file/previewFile?path=${OWN_IMAGE}" alt="宣讲会现场" width="600" height="400" />`,
    ],
  ])('keeps %s', (_label, html) => {
    expect(clean(html)).toBe(html);
  });

  it('opens links in a new tab without the opener, and keeps mailto', () => {
    expect(
      clean('<a href="https://hr.example.com/jobs?a=1&amp;b=2" target="_self" rel="opener">投递</a>'),
    ).toBe(
      '<a href="https://hr.example.com/jobs?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">投递</a>',
    );
    expect(clean('<a href="mailto:hr@example.com">邮箱</a>')).toBe(
      '<a href="mailto:hr@example.com" target="_blank" rel="noopener noreferrer">邮箱</a>',
    );
  });

  it('maps the headings the toolbar lacks, and drops sizes and spans that are not numbers', () => {
    expect(clean('<h1>大标题</h1><h6>小标题</h6>')).toBe('<h2>大标题</h2><h4>小标题</h4>');
    expect(clean(`<img src="/pub/file/previewFile?path=${OWN_IMAGE}" width="100%" height="1e9">`)).toBe(
      `<img src="/pub/file/previewFile?path=${OWN_IMAGE}" />`,
    );
    expect(clean('<table><tbody><tr><td colspan="x" rowspan="1">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('writes an own image’s address in one canonical form and lists its path', () => {
    const body = sanitizeBody(
      `<p>a</p><img src="/pub/file/previewFile?path=${encodeURIComponent(OWN_IMAGE)}"><img src="/pub/file/previewFile?path=${OWN_IMAGE}">`,
    );
    expect(body.html).toBe(
      `<p>a</p><img src="/pub/file/previewFile?path=${OWN_IMAGE}" /><img src="/pub/file/previewFile?path=${OWN_IMAGE}" />`,
    );
    expect(body.imagePaths).toEqual([OWN_IMAGE]);
    expect(imagePathOf(`/pub/file/previewFile?path=${OWN_IMAGE}`)).toBe(OWN_IMAGE);
    expect(imagePathOf('https://evil.example/pub/file/previewFile?path=' + OWN_IMAGE)).toBeNull();
  });

  it('escapes text so it can never become markup', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(
      clean('<img src="/pub/file/previewFile?path=' + OWN_IMAGE + '" alt="&quot; onerror=&quot;x">'),
    ).toBe(`<img src="/pub/file/previewFile?path=${OWN_IMAGE}" alt="&quot; onerror=&quot;x" />`);
  });
});

describe('through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ deps: { passwords: fastPasswords } });
  });
  afterAll(() => server.close());

  it('stores and answers only the sanitized body, to the employer, the school and the public', async () => {
    const employer = await employerAt(server.app);
    const staff = await staffAt(server.app);
    const image = await uploadImageAs(server.app, employer.headers);
    const ggnr =
      `<h2 onclick="x()">公司简介</h2><p>欢迎<script>document.cookie</script><a href="javascript:alert(1)">点击</a></p>` +
      `${imageTag(image)}<img src="https://tracker.example/p.gif"><iframe src="https://evil.example"></iframe>`;
    const expected = `<h2>公司简介</h2><p>欢迎<a>点击</a></p><img src="/pub/file/previewFile?path=${image}" alt="配图" />`;
    const id = await announcementIn(server.app, 'published', employer, staff, { ggnr });

    const row = await server.app.db
      .selectFrom('announcements')
      .select('body_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body_html).toBe(expected);
    expect((await detailOf(server.app, id, employer.headers)).ggnr).toBe(expected);
    expect(
      okResult(await get<{ ggnr: string }>(server.app, announcementPaths.schoolDetail, { id }, staff.headers))
        .ggnr,
    ).toBe(expected);
    expect(
      okResult(
        await get<PublicAnnouncement>(server.app, announcementPaths.publicDetail, { id, xxdm: '00000' }),
      ).ggnr,
    ).toBe(expected);
  });

  it('measures the text of what it keeps: a body of nothing but script is empty', async () => {
    const employer = await employerAt(server.app);
    const id = okResult(
      await post<{ id: string }>(
        server.app,
        announcementPaths.save,
        validAnnouncement(server.app, {
          ggnr: '<script>var text = "很长很长的内容";</script><style>p{}</style>',
        }),
        employer.headers,
      ),
    ).id;
    expect(await post(server.app, announcementPaths.submit, { id }, employer.headers)).toEqual({
      code: 400,
      result: null,
      message: '请输入公告内容',
    });
  });
});
