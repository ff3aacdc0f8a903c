import { newId, sha256Hex } from '../../../server/core/tokens';
import { revokeEmployerSession } from '../../../server/accounts/sessions';
import { WELCOME_MESSAGE, seedWelcomeMessage } from '../../../server/demo/welcome';
import { seedDemoData } from '../../../server/demo/seed';
import { employerWithToken, fastPasswords } from '../support/sessions';
import { envelopeOf, postForm, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const URL = '/im-api/api/auth/getUnreadTotalnumber';
const unread = (code: string) => postForm(server.app, URL, { code });

async function deliver(recipientUserId: string, count: number, read = false) {
  for (let i = 0; i < count; i += 1) {
    await server.app.db
      .insertInto('messages')
      .values({
        id: newId(),
        recipient_user_id: recipientUserId,
        sender: '系统',
        title: `消息${i}`,
        body: '',
        created_at: server.clock.now(),
        read_at: read ? server.clock.now() : null,
      })
      .execute();
  }
}

describe('POST /im-api/api/auth/getUnreadTotalnumber', () => {
  it('counts only the unread messages of the token’s own inbox', async () => {
    const employer = await employerWithToken(server.app);
    const other = await employerWithToken(server.app);
    expect(envelopeOf(await unread(employer.token))).toEqual({ code: 200, result: 0, message: '成功' });
    await deliver(employer.userId, 3);
    await deliver(employer.userId, 2, true);
    await deliver(other.userId, 5);
    expect(envelopeOf(await unread(employer.token)).result).toBe(3);
    expect(envelopeOf(await unread(other.token)).result).toBe(5);
  });

  it.each([
    ['an unknown token', () => Promise.resolve('no-such-token')],
    [
      'a revoked token',
      async () => {
        const { token } = await employerWithToken(server.app);
        const session = await server.app.db
          .selectFrom('employer_sessions')
          .select('id')
          .where('token_hash', '=', sha256Hex(token))
          .executeTakeFirstOrThrow();
        await revokeEmployerSession(server.app.db, server.clock.now(), session.id);
        return token;
      },
    ],
  ])('answers code 42 for %s', async (_label, tokenOf) => {
    expect(envelopeOf(await unread(await tokenOf()))).toEqual({
      code: 42,
      result: null,
      message: '登录已失效，请重新登录',
    });
  });

  it('answers code 42 once the session has expired', async () => {
    const { token } = await employerWithToken(server.app);
    server.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    try {
      expect(envelopeOf(await unread(token)).code).toBe(42);
    } finally {
      server.clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1));
    }
  });

  it('names a missing code and refuses JSON', async () => {
    expect(envelopeOf(await postForm(server.app, URL, {}))).toEqual({
      code: 400,
      result: null,
      message: '参数 code 不能为空',
    });
    expect(envelopeOf(await postForm(server.app, URL, { code: '' })).code).toBe(400);
    const json = await postJson(server.app, URL, { code: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('counts with one statement that uses the session and unread indexes', async () => {
    if (server.database.dialect !== 'sqlite') return;
    const { sql } = await import('kysely');
    const plan = await sql<{ detail: string }>`
      explain query plan
      select count(m.id) from employer_sessions s
      left join messages m on m.recipient_user_id = s.user_id and m.read_at is null
      where s.token_hash = 'x' and s.revoked_at is null and s.expires_at > 0 group by s.id`.execute(
      server.app.db,
    );
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH s USING INDEX .*token_hash/);
    expect(details).toMatch(/SEARCH m USING (COVERING )?INDEX messages_unread/);
  });
});

describe('the demo inbox', () => {
  it('greets the demo employer with one unread message, once, before the reviews of its postings', async () => {
    const demo = await startTestServer({ deps: { passwords: fastPasswords } });
    try {
      expect(await seedWelcomeMessage(demo.app.db, demo.clock.now())).toBe(false);
      await seedDemoData(demo.app.db, demo.app.passwords, demo.clock.now());
      expect(await seedWelcomeMessage(demo.app.db, demo.clock.now())).toBe(false);
      const messages = await demo.app.db.selectFrom('messages').select(['title', 'read_at']).execute();
      expect(messages.filter((message) => message.title === WELCOME_MESSAGE.title)).toEqual([
        { title: WELCOME_MESSAGE.title, read_at: null },
      ]);
      expect(messages.length).toBeGreaterThan(1);
    } finally {
      await demo.close();
    }
  });
});
