import { studentApplicationPaths, type StudentPositionListItem } from '../../../contract/applications';
import { studentMessagePaths, type MessageListResult } from '../../../contract/messages';
import type { Page } from '../../../contract/paging';
import { positionIn } from '../positions/support';
import { employerAt, newSite, okResult, staffAt } from '../support/postings';
import { studentWithToken } from '../support/sessions';
import {
  appliedBy,
  detailOf,
  publishedPosition,
  startApplicationServer,
  studentGet,
  studentPost,
  studentWithResume,
  type ApplicationWorld,
  type Student,
} from './support';

let world: ApplicationWorld;
let student: Student;
const ids: Record<'computing' | 'marketing' | 'negotiable' | 'elsewhere', string> = {
  computing: '',
  marketing: '',
  negotiable: '',
  elsewhere: '',
};

beforeAll(async () => {
  world = await startApplicationServer();
  const { app, employer, staff } = world;
  const later = () => world.server.clock.advance(1000);
  ids.computing = await publishedPosition(world, employer, '软件开发工程师');
  later();
  ids.marketing = await positionIn(app, 'published', employer, staff, {
    zwmc: '市场专员',
    zyyq: '市场营销等相关专业',
    zybq: ['市场营销'],
    xzlx: '2',
    xzxx: 100_000,
    xzsx: 150_000,
  });
  later();
  ids.negotiable = await positionIn(app, 'published', employer, staff, {
    zwmc: '管培生',
    zyyq: '',
    zybq: [],
    xzlx: '3',
    xzxx: null,
    xzsx: null,
  });
  const site = await newSite(app);
  ids.elsewhere = await positionIn(app, 'published', await employerAt(app, site), await staffAt(app, site));
  student = await studentWithResume(app);
});
afterAll(() => world.server.close());

const listed = async (query: Record<string, string | number>) =>
  okResult(
    await studentGet<Page<StudentPositionListItem>>(
      world.app,
      studentApplicationPaths.positions,
      query,
      student,
    ),
  );

describe('positions for students', () => {
  it('lists the open positions of the student’s own school only, newest first', async () => {
    const page = await listed({});
    expect(page.records.map((record) => record.id)).toEqual([ids.negotiable, ids.marketing, ids.computing]);
    expect(
      await studentGet(world.app, studentApplicationPaths.position, { id: ids.elsewhere }, student),
    ).toMatchObject({ code: 4002, message: '职位不存在' });
  });

  it('filters by a monthly salary floor, counting an annual range by the month and leaving negotiable ones out', async () => {
    expect((await listed({ salary: 14_000 })).records.map((record) => record.id)).toEqual([ids.computing]);
    expect((await listed({ salary: 12_000 })).records.map((record) => record.id)).toEqual([
      ids.marketing,
      ids.computing,
    ]);
    expect((await listed({ keyword: '市场' })).records.map((record) => record.id)).toEqual([ids.marketing]);
  });

  it('recommends those naming the student’s major first', async () => {
    const recommended = okResult(
      await studentGet<StudentPositionListItem[]>(
        world.app,
        studentApplicationPaths.recommended,
        { size: 2 },
        student,
      ),
    );
    expect(recommended.map((record) => record.id)).toEqual([ids.computing, ids.negotiable]);
  });

  it('marks the positions the student applied to', async () => {
    const other = await studentWithResume(world.app);
    const id = await appliedBy(world.app, other, ids.marketing);
    const page = okResult(
      await studentGet<Page<StudentPositionListItem>>(
        world.app,
        studentApplicationPaths.positions,
        {},
        other,
      ),
    );
    expect(page.records.map((record) => record.sqzt)).toEqual(['', '1', '']);
    okResult(await detailOf(world.app, world.employer, id));
    const after = okResult(
      await studentGet<Page<StudentPositionListItem>>(
        world.app,
        studentApplicationPaths.positions,
        {},
        other,
      ),
    );
    expect(after.records[1]?.sqzt).toBe('2');
  });
});

describe('the student message centre', () => {
  it('counts unread messages and marks the student’s own read', async () => {
    const { app, employer } = world;
    const reader = await studentWithResume(app);
    const id = await appliedBy(app, reader, ids.negotiable);
    okResult(await detailOf(app, employer, id));
    expect(okResult(await studentGet<number>(app, studentMessagePaths.unread, {}, reader))).toBe(1);
    const inbox = okResult(
      await studentGet<MessageListResult>(app, studentMessagePaths.list, { sfyd: '0' }, reader),
    );
    const stranger = await studentWithToken(app);
    expect(
      okResult(
        await studentPost<number>(app, studentMessagePaths.read, { ids: [inbox.records[0]?.id] }, stranger),
      ),
    ).toBe(0);
    expect(okResult(await studentPost<number>(app, studentMessagePaths.readAll, {}, reader))).toBe(1);
    expect(okResult(await studentGet<number>(app, studentMessagePaths.unread, {}, reader))).toBe(0);
  });
});
