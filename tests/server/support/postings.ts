import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../../../contract/envelope';
import type { PostingState } from '../../../contract/workflow';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { DEFAULT_RULES, saveSiteRules, type SiteRules } from '../../../server/site';
import { createEmployer } from './employers';
import { fastPasswords } from './sessions';
import { createSite } from './sites';
import { staffWithToken } from './staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from './testServer';

// What the tests of every kind of posting (positions, announcements) share: the sessions that act on
// them, the calls, and a posting walked into any state of postingWorkflow through the API.

export type Headers = Record<string, string>;

/** An employer passed at a site (created at 00000, registered at the site too) with a session there. */
export async function employerAt(app: FastifyInstance, siteCode = '00000') {
  const employer = await createEmployer(app);
  if (siteCode !== '00000')
    await app.db
      .insertInto('employer_site_reviews')
      .values({
        employer_id: employer.dwid,
        site_code: siteCode,
        state: 'passed',
        reason: '',
        submitted_at: app.clock.now(),
        decided_at: app.clock.now(),
      })
      .execute();
  const token = await openEmployerSession(app.db, app.clock.now(), employer.userId, siteCode, employer.dwid);
  return { ...employer, siteCode, headers: { accesstoken: token } as Headers };
}

/** A second session of the same employer user, at another site. */
export async function sessionAt(
  app: FastifyInstance,
  employer: { userId: string; dwid: string },
  siteCode: string,
): Promise<Headers> {
  const token = await openEmployerSession(app.db, app.clock.now(), employer.userId, siteCode, employer.dwid);
  return { accesstoken: token };
}

export async function staffAt(app: FastifyInstance, siteCode = '00000') {
  const staff = await staffWithToken(app, siteCode);
  return { ...staff, headers: staff.headers as Headers };
}

/** Names the employer as lists search and show it (its postings take the name when next saved). */
export async function renameEmployer(app: FastifyInstance, employerId: string, name: string): Promise<void> {
  await app.db.updateTable('employers').set({ name }).where('id', '=', employerId).execute();
}

export type EmployerSession = Awaited<ReturnType<typeof employerAt>>;
export type StaffSession = Awaited<ReturnType<typeof staffAt>>;

/** A test server with an employer passed at the default site and a staff member of that site. */
export async function startPostingServer(): Promise<{
  server: TestServer;
  employer: EmployerSession;
  staff: StaffSession;
}> {
  const server = await startTestServer({ deps: { passwords: fastPasswords } });
  return { server, employer: await employerAt(server.app), staff: await staffAt(server.app) };
}

let siteSequence = 0;

/** A new site (its code unique within the test file), with rules when given. */
export async function newSite(app: FastifyInstance, rules: Partial<SiteRules> = {}): Promise<string> {
  siteSequence += 1;
  const code = String(20000 + siteSequence);
  await createSite(app, code);
  if (Object.keys(rules).length > 0)
    await saveSiteRules(app.db, app.clock.now(), code, { ...DEFAULT_RULES, ...rules });
  return code;
}

export function post<T = unknown>(app: FastifyInstance, path: string, body: unknown, headers: Headers = {}) {
  return postJson(app, path, body, { headers }).then((response) => envelopeOf<T>(response));
}

export async function get<T = unknown>(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number> = {},
  headers: Headers = {},
): Promise<Envelope<T>> {
  const response: LightMyRequestResponse = await app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
  });
  return envelopeOf<T>(response);
}

/** Asserts success and answers the result. */
export function okResult<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 200) throw new Error(`expected success, got ${envelope.code} ${envelope.message}`);
  return envelope.result;
}

/** How a kind's posting is walked into a state. */
export type PostingWalk = {
  paths: { submit: string; offline: string; schoolReview: string };
  /** Saves a new draft of the employer's; answers its id. */
  save: () => Promise<string>;
  /** The school's reason for a rejection or a change request. */
  reason: string;
  /** The system expires the posting. */
  expire: (id: string) => Promise<void>;
};

/** A posting of the employer in the given state, reached through the API (and the system's expiry). */
export async function postingIn(
  app: FastifyInstance,
  state: PostingState,
  employer: { headers: Headers },
  staff: { headers: Headers },
  walk: PostingWalk,
): Promise<string> {
  const { paths } = walk;
  const id = await walk.save();
  if (state === 'draft') return id;
  okResult(await post(app, paths.submit, { id }, employer.headers));
  if (state === 'pending') return id;
  if (state === 'rejected' || state === 'changes') {
    const action = state === 'rejected' ? 'reject' : 'changes';
    okResult(await post(app, paths.schoolReview, { id, action, reason: walk.reason }, staff.headers));
    return id;
  }
  okResult(await post(app, paths.schoolReview, { id, action: 'pass' }, staff.headers));
  if (state === 'published') return id;
  if (state === 'offline') {
    okResult(await post(app, paths.offline, { id }, employer.headers));
    return id;
  }
  await walk.expire(id);
  return id;
}
