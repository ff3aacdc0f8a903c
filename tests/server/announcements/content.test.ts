import {
  announcementPaths,
  ANNOUNCEMENT_HTML_BYTES,
  type AnnouncementDraft,
} from '../../../contract/announcements';
import { addDays, addOneYear, chinaDate } from '../../../contract/chinaTime';
import { positionPaths } from '../../../contract/positions';
import { attachedPaths } from '../../../server/files';
import { sweepOrphanFiles } from '../../../server/files/storage/orphanSweep';
import { docx, pdf } from '../support/documents';
import type { TestServer } from '../support/testServer';
import {
  employerAt,
  newSite,
  okResult,
  post,
  staffAt,
  startPostingServer,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from '../support/postings';
import { positionIn } from '../positions/support';
import {
  announcementIn,
  detailOf,
  imageTag,
  stateOf,
  uploadAs,
  uploadImageAs,
  validAnnouncement,
} from './support';

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

const save = (body: object, headers: Headers = employer.headers) =>
  post<{ id: string }>(server.app, announcementPaths.save, body, headers);
const filesOf = (id: string) => attachedPaths(server.app.db, { kind: 'announcement', id });
const fileRow = (path: string) =>
  server.app.db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();

describe('field rules, again on the server', () => {
  type Overrides = (today: string) => Partial<AnnouncementDraft>;
  it.each([
    ['no title', () => ({ ggbt: '  ' }), '请输入公告标题'],
    ['a title of 101 characters', () => ({ ggbt: '招'.repeat(101) }), '公告标题不能超过100个字'],
    ['a quote in the title', () => ({ ggbt: '招聘"简章' }), '公告标题：存在非法字符"，请重新输入！'],
    ['an end date in the past', (today) => ({ jssj: addDays(today, -1) }), '结束日期不能早于今天'],
    [
      'an end date over a year ahead',
      (today) => ({ jssj: addDays(addOneYear(today), 1) }),
      '结束日期不能晚于一年之后',
    ],
    [
      'a start after the end',
      (today) => ({ kssj: addDays(today, 5), jssj: addDays(today, 4) }),
      '开始日期不能晚于结束日期',
    ],
    ['a date that does not exist', () => ({ kssj: '2026-02-30' }), '开始日期格式不正确'],
    [
      'six attachments',
      () => ({
        fj: Array.from({ length: 6 }, (_, i) => ({
          path: `zpgg/202611/${String(i).repeat(32)}.pdf`,
          name: `${i}.pdf`,
        })),
      }),
      '附件最多5个',
    ],
    ['a repeated linked position', () => ({ glzw: ['a', 'a'] }), '关联职位重复'],
    [
      'a body over the text limit',
      () => ({ ggnr: `<p>${'招'.repeat(10_001)}</p>` }),
      '公告内容不能超过20000个字符（中文算两个）',
    ],
    [
      'an explanation over 200 Chinese characters',
      () => ({ nrsm: '说'.repeat(201) }),
      '内容说明不能超过200个汉字',
    ],
  ] as [string, Overrides, string][])('refuses %s, naming the field', async (_label, overrides, message) => {
    const draft = validAnnouncement(server.app, overrides(chinaDate(server.clock.now())));
    expect(await save(draft)).toEqual({ code: 400, result: null, message });
  });

  it('saves an unfinished draft but refuses to submit it', async () => {
    const id = okResult(
      await save({ ggbt: '未完成的简章', ggnr: '', fj: [], glzw: [], kssj: '', jssj: '', nrsm: '' }),
    ).id;
    expect(await post(server.app, announcementPaths.submit, { id }, employer.headers)).toEqual({
      code: 400,
      result: null,
      message: '请输入公告内容',
    });
  });

  it('names a missing field of the request', async () => {
    const { ggbt: _title, ...withoutTitle } = validAnnouncement(server.app);
    expect(await save(withoutTitle)).toEqual({ code: 400, result: null, message: '参数 ggbt 不能为空' });
  });

  it('measures the markup the allowlist keeps, not what it drops', async () => {
    // Styles and spans the allowlist drops do not count against the markup limit.
    const styled = '<span style="color:#333333;font-family:SimSun,serif;line-height:1.75;">招</span>';
    const noisy = `<p>${styled.repeat(3000)}</p>`;
    expect(new TextEncoder().encode(noisy).length).toBeGreaterThan(ANNOUNCEMENT_HTML_BYTES);
    expect((await save(validAnnouncement(server.app, { ggnr: noisy }))).code).toBe(200);
    // Markup the allowlist keeps (empty paragraphs) counts, however little text it holds.
    const empty = '<p></p>'.repeat(Math.ceil(ANNOUNCEMENT_HTML_BYTES / 7));
    expect(await save(validAnnouncement(server.app, { ggnr: `<p>正文</p>${empty}` }))).toEqual({
      code: 400,
      result: null,
      message: '公告内容的格式过多（如表格、图片），请精简后再保存',
    });
  });
});

describe('attachments and body images', () => {
  it('claims the uploads as the announcement’s and keeps their names', async () => {
    const brochure = await uploadAs(server.app, employer.headers, pdf, '招聘简章.pdf');
    const form = await uploadAs(server.app, employer.headers, docx, '报名表.docx');
    const image = await uploadImageAs(server.app, employer.headers);
    const fj = [
      { path: brochure, name: '招聘简章.pdf' },
      { path: form, name: '报名表.docx' },
    ];
    const id = okResult(
      await save(validAnnouncement(server.app, { fj, ggnr: `<p>见附件</p>${imageTag(image)}` })),
    ).id;
    expect((await filesOf(id)).sort()).toEqual([brochure, form, image].sort());
    expect((await detailOf(server.app, id, employer.headers)).fj).toEqual(fj);
    // The attachment can no longer be removed by its uploader.
    const removal = await server.app.inject({
      method: 'GET',
      url: `/pub/file/removeFile?path=${encodeURIComponent(brochure)}`,
      headers: employer.headers,
    });
    expect(removal.json()).toEqual({ code: 400, result: null, message: '文件已用于招聘公告，不能删除' });
  });

  it.each([
    ['another employer’s upload', async () => uploadAs(server.app, (await employerAt(server.app)).headers)],
    ['an anonymous upload', async () => uploadAs(server.app, {})],
    ['an unknown path', () => Promise.resolve('zpgg/202611/0123456789abcdef0123456789abcdef.pdf')],
    [
      'another announcement’s file',
      async () => {
        const path = await uploadAs(server.app, employer.headers);
        await save(validAnnouncement(server.app, { fj: [{ path, name: 'a.pdf' }] }));
        return path;
      },
    ],
  ])('refuses %s as an attachment, saving nothing', async (_label, pathOf) => {
    const path = await pathOf();
    const before = await server.app.db.selectFrom('announcements').select('id').execute();
    expect(await save(validAnnouncement(server.app, { fj: [{ path, name: 'a.pdf' }] }))).toEqual({
      code: 400,
      result: null,
      message: '附件或图片不存在或已失效，请重新上传',
    });
    expect(await server.app.db.selectFrom('announcements').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses another employer’s image in the body', async () => {
    const theirs = await uploadImageAs(server.app, (await employerAt(server.app)).headers);
    expect(await save(validAnnouncement(server.app, { ggnr: `<p>a</p>${imageTag(theirs)}` }))).toEqual({
      code: 400,
      result: null,
      message: '附件或图片不存在或已失效，请重新上传',
    });
  });

  it('refuses an image of another bucket in the body by dropping it', async () => {
    const id = okResult(
      await save(
        validAnnouncement(server.app, {
          ggnr: '<p>a</p><img src="/pub/file/previewFile?path=wtfk/202611/0123456789abcdef0123456789abcdef.png">',
        }),
      ),
    ).id;
    expect((await detailOf(server.app, id, employer.headers)).ggnr).toBe('<p>a</p>');
  });

  it('saving again keeps what stays, releases what an edit dropped, and the sweep removes it later', async () => {
    const kept = await uploadAs(server.app, employer.headers);
    const dropped = await uploadImageAs(server.app, employer.headers);
    const id = okResult(
      await save(
        validAnnouncement(server.app, {
          fj: [{ path: kept, name: 'a.pdf' }],
          ggnr: `<p>a</p>${imageTag(dropped)}`,
        }),
      ),
    ).id;
    okResult(
      await save({ ...validAnnouncement(server.app, { fj: [{ path: kept, name: '简章.pdf' }] }), id }),
    );
    expect(await filesOf(id)).toEqual([kept]);
    expect(await fileRow(dropped)).toMatchObject({ attached_id: null });

    // A sweep two days on (the clock stays: the sessions of the other tests live on it).
    await sweepOrphanFiles(server.app.db, server.app.fileStorage, server.clock.now() + 2 * DAY, DAY);
    expect(await fileRow(dropped)).toBeUndefined();
    expect(await fileRow(kept)).toBeDefined();
  });

  it('removing a draft releases its files', async () => {
    const path = await uploadAs(server.app, employer.headers);
    const id = okResult(await save(validAnnouncement(server.app, { fj: [{ path, name: 'a.pdf' }] }))).id;
    okResult(await post(server.app, announcementPaths.remove, { id }, employer.headers));
    expect(await fileRow(path)).toMatchObject({ attached_kind: null, attached_id: null });
  });

  it('a copy gets files of its own, so editing the original never takes them away', async () => {
    const path = await uploadAs(server.app, employer.headers);
    const image = await uploadImageAs(server.app, employer.headers);
    const id = await announcementIn(server.app, 'published', employer, staff, {
      fj: [{ path, name: '简章.pdf' }],
      ggnr: `<p>现场</p>${imageTag(image)}`,
    });
    const copy = okResult(
      await post<{ id: string }>(server.app, announcementPaths.copy, { id }, employer.headers),
    ).id;
    const copied = await detailOf(server.app, copy, employer.headers);
    expect(copied.zt).toBe('0');
    expect(copied.history[0]).toMatchObject({ dz: 'create', yy: '复制自“2027届校园招聘简章”' });
    const [attachment] = copied.fj;
    expect(attachment?.name).toBe('简章.pdf');
    expect(attachment?.path).not.toBe(path);
    const copiedImage = /path=([^"]+)"/.exec(copied.ggnr)?.[1];
    expect(copiedImage).toBeDefined();
    expect(copiedImage).not.toBe(image);
    expect((await filesOf(copy)).sort()).toEqual([attachment?.path, copiedImage].sort());
    const download = await server.app.inject({
      method: 'GET',
      url: `/pub/file/downloadFile?path=${attachment?.path ?? ''}`,
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // The copy is saved and submitted like any draft.
    okResult(await post(server.app, announcementPaths.submit, { id: copy }, employer.headers));
  });
});

describe('linked positions', () => {
  it('links the employer’s published positions and answers them with their names, in order', async () => {
    const first = await positionIn(server.app, 'published', employer, staff, { zwmc: '测试工程师' });
    const second = await positionIn(server.app, 'published', employer, staff, { zwmc: '产品经理' });
    const id = okResult(await save(validAnnouncement(server.app, { glzw: [second, first] }))).id;
    expect((await detailOf(server.app, id, employer.headers)).glzw).toEqual([
      { id: second, zwmc: '产品经理' },
      { id: first, zwmc: '测试工程师' },
    ]);
  });

  it.each([
    ['a draft position', async () => positionIn(server.app, 'draft', employer, staff)],
    ['a pending position', async () => positionIn(server.app, 'pending', employer, staff)],
    ['an offline position', async () => positionIn(server.app, 'offline', employer, staff)],
    [
      'another employer’s published position',
      async () => positionIn(server.app, 'published', await employerAt(server.app), staff),
    ],
    [
      'the employer’s published position at another site',
      async () => {
        const site = await newSite(server.app);
        const there = await employerAt(server.app, site);
        return positionIn(server.app, 'published', there, await staffAt(server.app, site));
      },
    ],
    ['an unknown id', () => Promise.resolve('no-such-position')],
  ])('refuses %s', async (_label, positionOf) => {
    const position = await positionOf();
    expect(await save(validAnnouncement(server.app, { glzw: [position] }))).toEqual({
      code: 400,
      result: null,
      message: '关联职位不存在或未发布，请重新选择',
    });
  });

  it('keeps a linked position that went offline through later saves, but shows the public only published ones', async () => {
    const position = await positionIn(server.app, 'published', employer, staff, { zwmc: '下线岗位' });
    const stays = await positionIn(server.app, 'published', employer, staff, { zwmc: '在招岗位' });
    const id = await announcementIn(server.app, 'draft', employer, staff, { glzw: [position, stays] });
    okResult(await post(server.app, positionPaths.offline, { id: position }, employer.headers));
    okResult(await save({ ...validAnnouncement(server.app, { glzw: [position, stays] }), id }));
    okResult(await post(server.app, announcementPaths.submit, { id }, employer.headers));
    okResult(await post(server.app, announcementPaths.schoolReview, { id, action: 'pass' }, staff.headers));
    expect((await detailOf(server.app, id, employer.headers)).glzw.map((linked) => linked.zwmc)).toEqual([
      '下线岗位',
      '在招岗位',
    ]);
    const shown = okResult(
      await server.app
        .inject({ method: 'GET', url: `${announcementPaths.publicDetail}?id=${id}&xxdm=00000` })
        .then((response) => response.json<{ code: number; result: { glzw: unknown[] }; message: string }>()),
    );
    expect(shown.glzw).toEqual([{ id: stays, zwmc: '在招岗位' }]);
  });
});

describe('the content check (三严禁)', () => {
  it('flags restricted wording of the title and the body’s text, and submits it only with an explanation', async () => {
    const id = okResult(
      await save(
        validAnnouncement(server.app, {
          ggbt: '招聘简章（985高校优先）',
          ggnr: '<p>岗位要求：限<strong>男</strong>性，本地户口。</p>',
        }),
      ),
    ).id;
    const submitted = await post(server.app, announcementPaths.submit, { id }, employer.headers);
    expect(submitted.code).toBe(400);
    expect(submitted.message).toContain('公告标题含有限制“学校层次”的用语：985');

    okResult(
      await save({
        ...validAnnouncement(server.app, {
          ggbt: '招聘简章（985高校优先）',
          ggnr: '<p>岗位要求：限<strong>男</strong>性，本地户口。</p>',
          nrsm: '井下作业岗位，依安全规程需男性；户口为当地政府人才项目要求',
        }),
        id,
      }),
    );
    okResult(await post(server.app, announcementPaths.submit, { id }, employer.headers));
    const detail = await detailOf(server.app, id, employer.headers);
    expect(detail.flags.map((flag) => [flag.field, flag.category])).toEqual([
      ['ggbt', 'schoolTier'],
      ['ggnr', 'gender'],
      ['ggnr', 'household'],
    ]);
    const flagged = okResult(
      await server.app
        .inject({
          method: 'GET',
          url: `${announcementPaths.schoolList}?flagged=1&size=100`,
          headers: staff.headers,
        })
        .then((response) =>
          response.json<{ code: number; result: { records: { id: string }[] }; message: string }>(),
        ),
    );
    expect(flagged.records.map((record) => record.id)).toContain(id);
  });

  it('does not flag wording the check lets pass', async () => {
    const id = await announcementIn(server.app, 'pending', employer, staff, {
      ggnr: '<p>可解决户口，月薪9850元起。</p>',
    });
    expect((await detailOf(server.app, id, employer.headers)).flags).toEqual([]);
    expect(await stateOf(server.app, id)).toBe('pending');
  });
});
