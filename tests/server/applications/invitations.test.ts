import {
  INCOMPLETE_RESUME_CODE,
  MAX_PENDING_INVITATIONS,
  STUDENT_REFUSED_CODE,
  applicationPaths,
  maskEmail,
  maskMobile,
  maskName,
  studentApplicationPaths,
  type Invitation,
  type TalentSearchItem,
} from '../../../contract/applications';
import type { MessageListResult } from '../../../contract/messages';
import { studentMessagePaths } from '../../../contract/messages';
import type { Page } from '../../../contract/paging';
import { fortyPercentResume, fullResume, saveResumeAs } from '../resumes/fixtures';
import { employerAt, get, okResult, post, type EmployerSession } from '../support/postings';
import {
  publishedPosition,
  startApplicationServer,
  stateOf,
  studentGet,
  studentPost,
  studentWithResume,
  type ApplicationWorld,
  type Student,
} from './support';

let world: ApplicationWorld;
beforeAll(async () => {
  world = await startApplicationServer();
});
afterAll(() => world.server.close());

const search = async (employer: EmployerSession, query: Record<string, string | number>) =>
  okResult(
    await get<Page<TalentSearchItem>>(world.app, applicationPaths.talentSearch, query, employer.headers),
  );

const invite = (employer: EmployerSession, student: Student, positionId: string, ly = '欢迎投递') =>
  post<{ id: string }>(
    world.app,
    applicationPaths.invite,
    { xsid: student.studentId, zwid: positionId, ly },
    employer.headers,
  );

const invitationsOf = async (student: Student) =>
  okResult(await studentGet<Page<Invitation>>(world.app, studentApplicationPaths.invitations, {}, student));

describe('masking', () => {
  it('masks names, mobiles and e-mails', () => {
    expect(maskName('李明')).toBe('李**');
    expect(maskName('欧阳娜娜')).toBe('欧**');
    expect(maskName('')).toBe('');
    expect(maskMobile('13812340000')).toBe('138****0000');
    expect(maskMobile('0531-8888')).toBe('****');
    expect(maskEmail('liming@example.com')).toBe('l***@example.com');
  });
});

describe('talent search and invitations', () => {
  it('finds a student by a word inside a project description, masked until they accept an invitation', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const positionId = await publishedPosition(world, employer, '推荐算法工程师');
    const student = await studentWithResume(
      app,
      fullResume({
        jbxx: { ...fullResume().jbxx, xm: '周杰', sjhm: '13700001234', dzyx: 'zhoujie@example.com' },
      }),
      { pool: true },
    );

    const found = await search(employer, { gjz: '机器学习', size: 100 });
    const row = found.records.find((record) => record.xsid === student.studentId);
    expect(row).toMatchObject({ xm: '周**', sjh: '137****1234', yx: 'z***@example.com', gk: '0' });

    const { id } = okResult(await invite(employer, student, positionId));
    const [invitation] = (await invitationsOf(student)).records;
    expect(invitation).toMatchObject({ id, zwmc: '推荐算法工程师', ly: '欢迎投递', zt: '1', sqid: '' });
    const inbox = okResult(await studentGet<MessageListResult>(app, studentMessagePaths.list, {}, student));
    expect(inbox.records[0]).toMatchObject({ bt: '投递邀请', dxlx: 'invitation', dxid: id });

    const accepted = okResult(
      await studentPost<{ id: string }>(app, studentApplicationPaths.accept, { id }, student),
    );
    expect(await stateOf(app, accepted.id)).toBe('new');
    expect((await invitationsOf(student)).records[0]).toMatchObject({ zt: '2', sqid: accepted.id });

    const again = (await search(employer, { gjz: '机器学习', size: 100 })).records.find(
      (record) => record.xsid === student.studentId,
    );
    expect(again).toMatchObject({ xm: '周杰', sjh: '13700001234', yx: 'zhoujie@example.com', gk: '1' });
    // Another employer still sees the student masked.
    const other = (await search(await employerAt(app), { gjz: '机器学习', size: 100 })).records.find(
      (record) => record.xsid === student.studentId,
    );
    expect(other?.xm).toBe('周**');
  });

  it(`keeps at most ${MAX_PENDING_INVITATIONS} pending invitations per student from one employer`, async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const student = await studentWithResume(app, fullResume(), { pool: true });
    const positions = [];
    for (let index = 0; index <= MAX_PENDING_INVITATIONS; index += 1)
      positions.push(await publishedPosition(world, employer, `职位${index}`));
    const ids = [];
    for (const positionId of positions.slice(0, MAX_PENDING_INVITATIONS))
      ids.push(okResult(await invite(employer, student, positionId)).id);
    expect(await invite(employer, student, positions[0] ?? '')).toMatchObject({
      code: 400,
      message: '已向该学生发出此职位的邀请，请等待回复',
    });
    const fourth = positions[MAX_PENDING_INVITATIONS] ?? '';
    const capMessage: unknown = expect.stringContaining('最多');
    expect(await invite(employer, student, fourth)).toMatchObject({ code: 400, message: capMessage });
    // Another employer is not limited by this one's invitations.
    const other = await employerAt(app);
    okResult(await invite(other, student, await publishedPosition(world, other)));
    // A declined invitation no longer counts.
    okResult(await studentPost(app, studentApplicationPaths.decline, { id: ids[0] }, student));
    okResult(await invite(employer, student, fourth));
    expect(await studentPost(app, studentApplicationPaths.accept, { id: ids[0] }, student)).toMatchObject({
      code: STUDENT_REFUSED_CODE,
      message: '该邀请已处理',
    });
  });

  it('refuses invitations to students outside the talent pool and to positions not the employer’s or not open', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const positionId = await publishedPosition(world, employer);
    const outside = await studentWithResume(app);
    expect(await invite(employer, outside, positionId)).toMatchObject({
      code: 404,
      message: '该学生不存在或已退出人才库',
    });
    const inPool = await studentWithResume(app, fullResume(), { pool: true });
    const othersPosition = await publishedPosition(world);
    expect(await invite(employer, inPool, othersPosition)).toMatchObject({
      code: 404,
      message: '职位不存在',
    });
    const illegal: unknown = expect.stringContaining('留言：存在非法字符');
    expect(await invite(employer, inPool, positionId, "drop table'")).toMatchObject({
      code: 400,
      message: illegal,
    });
    expect(await invite(employer, inPool, positionId, '好'.repeat(201))).toMatchObject({
      code: 400,
      message: '留言不能超过200个字',
    });
  });

  it('applies the 50% rule on acceptance and keeps the invitation pending then', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const student = await studentWithResume(app, fullResume(), { pool: true });
    const { id } = okResult(await invite(employer, student, await publishedPosition(world, employer)));
    okResult(await saveResumeAs(app, student.cookies, fortyPercentResume()));
    expect((await studentPost(app, studentApplicationPaths.accept, { id }, student)).code).toBe(
      INCOMPLETE_RESUME_CODE,
    );
    expect((await invitationsOf(student)).records[0]?.zt).toBe('1');
  });

  it('answers another student’s invitation as a missing one', async () => {
    const { app } = world;
    const employer = await employerAt(app);
    const student = await studentWithResume(app, fullResume(), { pool: true });
    const { id } = okResult(await invite(employer, student, await publishedPosition(world, employer)));
    const other = await studentWithResume(app);
    for (const path of [studentApplicationPaths.accept, studentApplicationPaths.decline])
      expect(await studentPost(app, path, { id }, other)).toEqual({
        code: STUDENT_REFUSED_CODE,
        result: null,
        message: '邀请不存在',
      });
  });
});
