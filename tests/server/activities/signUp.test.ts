import type { FastifyInstance } from 'fastify';
import {
  SIGN_UP_MESSAGES,
  activityPaths,
  studentTalkPaths,
  type SignUpResult,
  type StudentTalkDetail,
  type StudentTalkItem,
} from '../../../contract/activities';
import { STUDENT_REFUSED_CODE } from '../../../contract/applications';
import { chinaDayStart } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import type { Page } from '../../../contract/paging';
import { openStudentSession } from '../../../server/students/sessions';
import { studentWithToken } from '../support/sessions';
import {
  employerAt,
  okResult,
  post,
  staffAt,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { createSite } from '../support/sites';
import { envelopeOf, fastPasswords, postJson, startTestServer, type TestServer } from '../support/testServer';
import { talkIn } from './support';

let server: TestServer;
let app: FastifyInstance;
let owner: EmployerSession;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  [owner, staff] = await Promise.all([employerAt(app), staffAt(app)]);
});
afterAll(() => server.close());

type Student = Awaited<ReturnType<typeof studentWithToken>>;

async function studentGet<T>(student: Student, path: string, query: Record<string, string> = {}) {
  return envelopeOf<T>(await app.inject({ method: 'GET', url: path, query, cookies: student.cookies }));
}

async function studentPost<T>(student: Student, path: string, id: string): Promise<Envelope<T>> {
  return envelopeOf<T>(await postJson(app, path, { id }, { cookies: student.cookies }));
}

/** A passed talk whose hall seats `seats`, its sign-up opened by the employer. */
async function openTalk(seats: number) {
  const talk = await talkIn(app, owner, staff, { seats });
  okResult(await post(app, activityPaths.signUpSetting, { id: talk.id, kfbm: true }, owner.headers));
  return talk;
}

const refused = (message: string) => ({ code: STUDENT_REFUSED_CODE, result: null, message });

describe('students’ talks', () => {
  it('lists the school’s passed talks with the student’s own sign-up, and shows one', async () => {
    const talk = await openTalk(50);
    const student = await studentWithToken(app);
    const page = okResult(
      await studentGet<Page<StudentTalkItem>>(student, studentTalkPaths.list, { size: '100' }),
    );
    expect(page.records.find((item) => item.id === talk.id)).toMatchObject({
      bm: { kfbm: true, rl: 50, ybmrs: 0 },
      ybm: false,
    });
    okResult(await studentPost(student, studentTalkPaths.signUp, talk.id));
    const detail = okResult(
      await studentGet<StudentTalkDetail>(student, studentTalkPaths.detail, { id: talk.id }),
    );
    expect(detail).toMatchObject({ id: talk.id, ybm: true, bm: { ybmrs: 1 }, yx: '计算机学院' });

    await createSite(app, '20001');
    const elsewhere = await studentWithToken(app, '20001');
    expect(await studentGet(elsewhere, studentTalkPaths.detail, { id: talk.id })).toEqual(
      refused(SIGN_UP_MESSAGES.notFound),
    );
    expect(await studentPost(elsewhere, studentTalkPaths.signUp, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.notFound),
    );
  });

  it('needs a student session', async () => {
    const answer = await app.inject({ method: 'GET', url: studentTalkPaths.list });
    expect(answer.json()).toMatchObject({ code: 4003 });
  });
});

describe('signing up', () => {
  it('refuses while closed, then signs up once, cancels and signs up again', async () => {
    const talk = await talkIn(app, owner, staff, { seats: 10 });
    const student = await studentWithToken(app);
    expect(await studentPost(student, studentTalkPaths.signUp, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.closed),
    );

    okResult(await post(app, activityPaths.signUpSetting, { id: talk.id, kfbm: true }, owner.headers));
    expect(okResult(await studentPost<SignUpResult>(student, studentTalkPaths.signUp, talk.id))).toEqual({
      bm: { kfbm: true, rl: 10, ybmrs: 1 },
      ybm: true,
    });
    expect(await studentPost(student, studentTalkPaths.signUp, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.already),
    );
    expect(okResult(await studentPost<SignUpResult>(student, studentTalkPaths.cancel, talk.id))).toEqual({
      bm: { kfbm: true, rl: 10, ybmrs: 0 },
      ybm: false,
    });
    expect(await studentPost(student, studentTalkPaths.cancel, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.notSignedUp),
    );
    okResult(await studentPost(student, studentTalkPaths.signUp, talk.id));
  });

  it('refuses when the hall is full, and a cancellation frees a seat', async () => {
    const talk = await openTalk(2);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => studentWithToken(app)));
    okResult(await studentPost(first!, studentTalkPaths.signUp, talk.id));
    okResult(await studentPost(second!, studentTalkPaths.signUp, talk.id));
    expect(await studentPost(third!, studentTalkPaths.signUp, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.full),
    );
    okResult(await studentPost(first!, studentTalkPaths.cancel, talk.id));
    okResult(await studentPost(third!, studentTalkPaths.signUp, talk.id));
  });

  it('gives exactly the seats there are to students signing up at the same moment', async () => {
    const talk = await openTalk(3);
    const students = await Promise.all(Array.from({ length: 12 }, () => studentWithToken(app)));
    const answers = await Promise.all(
      students.map((student) => studentPost(student, studentTalkPaths.signUp, talk.id)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code !== 200)).toEqual(
      Array.from({ length: 9 }, () => refused(SIGN_UP_MESSAGES.full)),
    );
    const taken = await app.db
      .selectFrom('talk_attendance')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('talk_id', '=', talk.id)
      .executeTakeFirstOrThrow();
    expect(Number(taken.count)).toBe(3);
  });

  it('closes sign-up and cancellation once the talk has begun', async () => {
    const talk = await openTalk(5);
    const student = await studentWithToken(app);
    okResult(await studentPost(student, studentTalkPaths.signUp, talk.id));
    server.clock.advance(chinaDayStart(talk.rq) + 14 * 3_600_000 - app.clock.now());
    // Sessions last a day: both log in again on the talk's day.
    const late = await studentWithToken(app);
    const again = {
      ...student,
      cookies: { token: await openStudentSession(app.db, app.clock.now(), student.studentId) },
    };
    expect(await studentPost(late, studentTalkPaths.signUp, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.ended),
    );
    expect(await studentPost(again, studentTalkPaths.cancel, talk.id)).toEqual(
      refused(SIGN_UP_MESSAGES.cancelEnded),
    );
  });
});
