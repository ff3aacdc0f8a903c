import type { FastifyInstance } from 'fastify';
import { accountSettingsPaths } from '../../../contract/accountSettings';
import { createSessionUseRecorder } from '../../../server/accounts/sessionUses';
import { TEST_PASSWORD, createEmployer, logInEmployer } from '../support/employers';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
});
afterAll(() => server.close());

/** The session the latest login opened, as stored. */
async function latestSession() {
  const row = await app.db
    .selectFrom('employer_sessions')
    .select(['id', 'user_agent', 'address', 'last_seen_at'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, last_seen_at: row.last_seen_at === null ? null : Number(row.last_seen_at) };
}

describe('sessions’ last use, written behind the calls', () => {
  it('answers the call first and writes the use with the next batch', async () => {
    const user = await createEmployer(app);
    const { token } = await logInEmployer(app, { mobile: user.mobile, password: TEST_PASSWORD });
    await app.sessionUses.flush();
    server.clock.advance(5 * 60_000);
    const before = await latestSession();

    const answer = await app.inject({
      method: 'GET',
      url: accountSettingsPaths.links,
      headers: { accesstoken: token, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      remoteAddress: '198.51.100.9',
    });
    expect(answer.json()).toMatchObject({ code: 200 });
    expect(await latestSession()).toEqual(before);

    await app.sessionUses.flush();
    expect(await latestSession()).toEqual({
      id: before.id,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      address: '198.51.100.9',
      last_seen_at: server.clock.now(),
    });
  });

  it('keeps the latest use of a session and writes a batch by itself after its delay', async () => {
    const user = await createEmployer(app);
    await logInEmployer(app, { mobile: user.mobile, password: TEST_PASSWORD });
    await app.sessionUses.flush();
    const session = await latestSession();
    const errors: unknown[] = [];
    const recorder = createSessionUseRecorder(app.db, (error) => errors.push(error), 20);
    const sessionId = session.id;
    recorder.note({ sessionId, userAgent: 'first', address: '192.0.2.1', at: 1 });
    recorder.note({ sessionId, userAgent: 'second', address: '192.0.2.2', at: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await app.db
      .selectFrom('employer_sessions')
      .select(['user_agent', 'address', 'last_seen_at'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect({ ...row, last_seen_at: Number(row.last_seen_at) }).toEqual({
      user_agent: 'second',
      address: '192.0.2.2',
      last_seen_at: 2,
    });
    expect(errors).toEqual([]);
  });
});
