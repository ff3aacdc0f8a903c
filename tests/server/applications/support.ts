import type { FastifyInstance } from 'fastify';
import {
  applicationPaths,
  studentApplicationPaths,
  type ApplicationDetail,
  type InterviewDetails,
} from '../../../contract/applications';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import { emptyResume, type ResumeSaveRequest } from '../../../contract/resumes';
import { newId } from '../../../server/core/tokens';
import { positionIn } from '../positions/support';
import { fullResume, saveResumeAs, setConsentAs } from '../resumes/fixtures';
import {
  employerAt,
  get,
  okResult,
  post,
  staffAt,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { fastPasswords, studentWithToken } from '../support/sessions';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// What the applications tests share: an employer with a published position, students with resumes,
// and the student's calls (cookie `token`).

export type Cookies = Record<string, string>;
export type Student = { studentId: string; cookies: Cookies };

export type ApplicationWorld = {
  server: TestServer;
  app: FastifyInstance;
  employer: EmployerSession;
  staff: StaffSession;
};

export async function startApplicationServer(): Promise<ApplicationWorld> {
  const server = await startTestServer({ deps: { passwords: fastPasswords } });
  return {
    server,
    app: server.app,
    employer: await employerAt(server.app),
    staff: await staffAt(server.app),
  };
}

/** A published position of the employer at the default site; answers its id. */
export function publishedPosition(world: ApplicationWorld, employer = world.employer, name = '算法工程师') {
  return positionIn(world.app, 'published', employer, world.staff, { zwmc: name });
}

/** A student of the default site with a resume saved (the full one unless given). */
export async function studentWithResume(
  app: FastifyInstance,
  resume: ResumeSaveRequest | null = fullResume(),
  options: { pool?: boolean } = {},
): Promise<Student> {
  const { studentId, cookies } = await studentWithToken(app);
  if (resume !== null) okResult(await saveResumeAs(app, cookies, resume));
  if (options.pool === true) okResult(await setConsentAs(app, cookies, true));
  return { studentId, cookies };
}

export async function studentGet<T>(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number>,
  student: Student,
): Promise<Envelope<T>> {
  const response = await app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    cookies: student.cookies,
  });
  return envelopeOf<T>(response);
}

export async function studentPost<T>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  student: Student,
): Promise<Envelope<T>> {
  return envelopeOf<T>(await postJson(app, path, body, { cookies: student.cookies }));
}

export const apply = (app: FastifyInstance, student: Student, positionId: string) =>
  studentPost<{ id: string }>(app, studentApplicationPaths.apply, { zwid: positionId }, student);

/** A student's application to the position; answers its id. */
export async function appliedBy(app: FastifyInstance, student: Student, positionId: string): Promise<string> {
  return okResult(await apply(app, student, positionId)).id;
}

/** An on-site interview a week after the server's today. */
export function interviewAt(
  app: FastifyInstance,
  overrides: Partial<InterviewDetails> = {},
): InterviewDetails {
  return {
    msrq: addDays(chinaDate(app.clock.now()), 7),
    mssj: '14:30',
    msfs: '1',
    msdd: '济南市历下区经十路88号 3楼会议室',
    mslj: '',
    msbz: '请携带纸质简历',
    ...overrides,
  };
}

export const transition = (
  app: FastifyInstance,
  employer: EmployerSession,
  body: { ids: string[]; action: string; reason?: string; interview?: InterviewDetails },
) =>
  post<{ succeeded: { id: string; zt: string }[]; failed: { id: string; message: string }[] }>(
    app,
    applicationPaths.transition,
    body,
    employer.headers,
  );

export const detailOf = (app: FastifyInstance, employer: EmployerSession, id: string) =>
  get<ApplicationDetail>(app, applicationPaths.detail, { id }, employer.headers);

/** The state (table name) an application is in now. */
export async function stateOf(app: FastifyInstance, id: string): Promise<string | undefined> {
  const row = await app.db.selectFrom('applications').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state;
}

/**
 * An application of the employer's stored directly (no position, student or resume needed): for tests
 * that only need one to exist, such as the permission matrix's ownership checks.
 */
export async function insertApplication(
  app: FastifyInstance,
  employer: { dwid: string; siteCode: string },
): Promise<string> {
  const id = newId();
  const now = app.clock.now();
  const snapshot = { ...emptyResume(), wzd: 0, kzsj: '' };
  await app.db
    .insertInto('applications')
    .values({
      id,
      student_id: newId(),
      site_code: employer.siteCode,
      position_id: newId(),
      employer_id: employer.dwid,
      position_name: '职位',
      employer_name: '单位',
      state: 'new',
      snapshot: JSON.stringify(snapshot),
      student_name: '学生',
      gender: '',
      school_name: '',
      major: '',
      education: '',
      graduation_year: null,
      mobile: '',
      email: '',
      has_attachment: 0,
      invitation_id: null,
      interview: null,
      reject_reason: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
