import ExcelJS from 'exceljs';
import {
  APPLICATION_EXPORT_COLUMNS,
  applicationPaths,
  type AccessLogEntry,
  type ApplicationListResult,
  type ApplicationNote,
} from '../../../contract/applications';
import { chinaDate } from '../../../contract/chinaTime';
import type { Page } from '../../../contract/paging';
import { FILE_UPLOAD_PATH, RESUME_ATTACHMENT_BUCKET } from '../../../contract/files';
import { resumePaths } from '../../../contract/resumes';
import { fortyPercentResume, fullResume, saveResumeAs } from '../resumes/fixtures';
import { pdf } from '../support/documents';
import { multipartBody } from '../support/multipart';
import { envelopeOf, freshAddress } from '../support/testServer';
import { employerAt, get, okResult, post } from '../support/postings';
import {
  appliedBy,
  detailOf,
  publishedPosition,
  startApplicationServer,
  stateOf,
  studentPost,
  studentWithResume,
  transition,
  type ApplicationWorld,
  type Student,
} from './support';

let world: ApplicationWorld;
beforeAll(async () => {
  world = await startApplicationServer();
});
afterAll(() => world.server.close());

describe('the snapshot', () => {
  it('keeps the resume as it was sent: later edits change nothing the employer received', async () => {
    const { app, employer } = world;
    const student = await studentWithResume(app);
    const id = await appliedBy(app, student, await publishedPosition(world));
    okResult(
      await saveResumeAs(app, student.cookies, {
        ...fullResume(),
        jbxx: { ...fullResume().jbxx, xm: '李明明', sjhm: '13900001111' },
        zwpj: '改过的自我评价',
      }),
    );
    const detail = okResult(await detailOf(app, employer, id));
    expect(detail.jl.jbxx.xm).toBe('李明');
    expect(detail.jl.zwpj).toBe(fullResume().zwpj);
    expect(detail.jl.wzd).toBe(100);
    expect(detail).toMatchObject({
      xm: '李明',
      sjh: '13812340000',
      xxmc: '山东大学',
      zy: '计算机科学与技术',
      xl: '2',
      bynf: 2026,
    });
  });
});

describe('the attachment resume', () => {
  async function uploadPdf(student: Student, data: Buffer): Promise<string> {
    const { payload, headers } = multipartBody([
      { name: 'bucket', value: RESUME_ATTACHMENT_BUCKET },
      { name: 'file', fileName: '我的简历.pdf', contentType: 'application/pdf', data },
    ]);
    const response = await world.app.inject({
      method: 'POST',
      url: FILE_UPLOAD_PATH,
      payload,
      headers,
      cookies: student.cookies,
      remoteAddress: freshAddress(),
    });
    const [path] = okResult(envelopeOf<string[]>(response));
    return path ?? '';
  }

  it('keeps a copy of its own: the student replacing theirs changes nothing; a download sets 已查看 and is logged', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const student = await studentWithResume(app, fortyPercentResume());
    const sent = Buffer.concat([pdf.subarray(0, 9), Buffer.from('% sent version\n'), pdf.subarray(9)]);
    okResult(await studentPost(app, resumePaths.attach, { path: await uploadPdf(student, sent) }, student));
    const id = await appliedBy(app, student, await publishedPosition(world, employer));

    okResult(await studentPost(app, resumePaths.attach, { path: await uploadPdf(student, pdf) }, student));
    okResult(await studentPost(app, resumePaths.detach, {}, student));

    const download = await app.inject({
      method: 'GET',
      url: applicationPaths.attachment,
      query: { id },
      headers: employer.headers,
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(sent)).toBe(true);
    expect(await stateOf(app, id)).toBe('viewed');
    const log = okResult(
      await get<Page<AccessLogEntry>>(app, applicationPaths.accessLog, {}, employer.headers),
    );
    expect(log.records).toEqual([expect.objectContaining({ lx: 'attachment', sqids: [id] })]);
  });

  it('answers 该申请没有附件简历 for an application without one', async () => {
    const { app, employer } = world;
    const id = await appliedBy(app, await studentWithResume(app), await publishedPosition(world));
    expect(await get(app, applicationPaths.attachment, { id }, employer.headers)).toMatchObject({
      code: 404,
      message: '该申请没有附件简历',
    });
  });
});

describe('ownership', () => {
  it('answers another employer’s application as a missing one on every call', async () => {
    const { app } = world;
    const id = await appliedBy(app, await studentWithResume(app), await publishedPosition(world));
    const stranger = await employerAt(app);
    expect(await detailOf(app, stranger, id)).toEqual({ code: 404, result: null, message: '申请不存在' });
    expect(await post(app, applicationPaths.note, { id, nr: '越权' }, stranger.headers)).toMatchObject({
      code: 404,
    });
    expect(okResult(await transition(app, stranger, { ids: [id], action: 'reject' })).failed).toEqual([
      { id, message: '申请不存在' },
    ]);
    const list = okResult(await get<ApplicationListResult>(app, applicationPaths.list, {}, stranger.headers));
    expect(list.total).toBe(0);
    expect(await stateOf(app, id)).toBe('new');
  });
});

describe('notes', () => {
  it('keeps notes on the application for the employer only', async () => {
    const { app, employer } = world;
    const id = await appliedBy(app, await studentWithResume(app), await publishedPosition(world));
    expect(await post(app, applicationPaths.note, { id, nr: '  ' }, employer.headers)).toMatchObject({
      code: 400,
      message: '请填写备注',
    });
    const note = okResult(
      await post<ApplicationNote>(
        app,
        applicationPaths.note,
        { id, nr: '沟通顺畅，建议二面' },
        employer.headers,
      ),
    );
    expect(note.nr).toBe('沟通顺畅，建议二面');
    expect(okResult(await detailOf(app, employer, id)).notes).toEqual([note]);
  });
});

describe('the access log (PIPL)', () => {
  it('records every detail view and export with who, when and which, for the main account', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const positionId = await publishedPosition(world, employer);
    const first = await appliedBy(app, await studentWithResume(app), positionId);
    const second = await appliedBy(app, await studentWithResume(app), positionId);
    okResult(await detailOf(app, employer, first));
    world.server.clock.advance(1000);
    const exported = await app.inject({
      method: 'GET',
      url: applicationPaths.export,
      headers: employer.headers,
    });
    expect(exported.statusCode).toBe(200);

    const log = okResult(
      await get<Page<AccessLogEntry>>(app, applicationPaths.accessLog, {}, employer.headers),
    );
    expect(log.total).toBe(2);
    expect(log.records[0]).toMatchObject({ lx: 'export', sl: 2 });
    expect([...(log.records[0]?.sqids ?? [])].sort()).toEqual([first, second].sort());
    expect(log.records[1]).toMatchObject({ lx: 'detail', sqids: [first], sl: 1 });
    expect(log.records[1]?.czsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const other = okResult(
      await get<Page<AccessLogEntry>>(app, applicationPaths.accessLog, {}, world.employer.headers),
    );
    expect(other.records.flatMap((entry) => entry.sqids)).not.toContain(first);
  });
});

describe('the export', () => {
  it('answers a real .xlsx of the filtered list with the list’s columns, and sets nothing viewed', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const wanted = await publishedPosition(world, employer, '测试工程师');
    const other = await publishedPosition(world, employer, '运维工程师');
    const id = await appliedBy(app, await studentWithResume(app), wanted);
    await appliedBy(app, await studentWithResume(app), other);

    const response = await app.inject({
      method: 'GET',
      url: applicationPaths.export,
      query: { zwid: wanted },
      headers: employer.headers,
    });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(APPLICATION_EXPORT_COLUMNS.map((column) => column.header));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(1)).toEqual([
      '李明',
      '男',
      '测试工程师',
      '山东大学',
      '计算机科学与技术',
      '本科',
      '2026',
      '13812340000',
      'liming@example.com',
      '新投递',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    expect(await stateOf(app, id)).toBe('new');
  });
});

describe('the list', () => {
  it('filters by state, education, graduation year, major, school, name and date, and counts each state', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const positionId = await publishedPosition(world, employer);
    const base = fullResume();
    const master = await studentWithResume(app, {
      ...base,
      jbxx: { ...base.jbxx, xm: '王小红' },
      jyjl: [{ ...base.jyjl[0]!, xxmc: '山东师范大学', zy: '统计学', xl: '3', jssj: '2027-06' }],
    });
    const masterId = await appliedBy(app, master, positionId);
    world.server.clock.advance(1000);
    const bachelorId = await appliedBy(app, await studentWithResume(app), positionId);
    okResult(await transition(app, employer, { ids: [bachelorId], action: 'reject' }));

    const ids = async (query: Record<string, string | number>) =>
      okResult(
        await get<ApplicationListResult>(app, applicationPaths.list, query, employer.headers),
      ).records.map((record) => record.id);
    expect(await ids({ xl: '3' })).toEqual([masterId]);
    expect(await ids({ bynf: 2026 })).toEqual([bachelorId]);
    expect(await ids({ zy: '统计学' })).toEqual([masterId]);
    expect(await ids({ xxmc: '山东大学' })).toEqual([bachelorId]);
    expect(await ids({ xm: '小红' })).toEqual([masterId]);
    expect(await ids({ zt: '7' })).toEqual([bachelorId]);
    expect(await ids({ px: 'tdsj_asc' })).toEqual([masterId, bachelorId]);
    const today = chinaDate(app.clock.now());
    expect(await ids({ ksrq: today, jsrq: today })).toHaveLength(2);
    expect(await ids({ ksrq: '2000-01-01', jsrq: '2000-01-02' })).toEqual([]);

    const all = okResult(
      await get<ApplicationListResult>(app, applicationPaths.list, { zt: '1' }, employer.headers),
    );
    expect(all.total).toBe(1);
    expect(all.counts).toMatchObject({ '1': 1, '7': 1, '2': 0 });
  });
});
