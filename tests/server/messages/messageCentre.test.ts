import type { MessageListResult } from '../../../contract/messages';
import { addMembership } from '../../../server/accounts';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { deliverToUsers } from '../../../server/messages';
import { employerWithToken } from '../support/sessions';
import { envelopeOf, postForm, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Employer = Awaited<ReturnType<typeof employerWithToken>>;

async function tell(employer: Pick<Employer, 'userId' | 'dwid'>, title: string) {
  await deliverToUsers(server.app.db, server.clock.now(), [employer.userId], {
    sender: '学校审核',
    title,
    body: `${title}的正文`,
    employerId: employer.dwid,
    objectType: 'position',
    objectId: `pos-${title}`,
  });
  server.clock.advance(1000);
}

const list = async (headers: Record<string, string>, query = '') =>
  envelopeOf<MessageListResult>(
    await server.app.inject({ method: 'GET', url: `/com/xxzx/list${query}`, headers }),
  );

const unread = async (token: string) =>
  envelopeOf<number>(await postForm(server.app, '/im-api/api/auth/getUnreadTotalnumber', { code: token }))
    .result;

describe('the message centre', () => {
  it('lists the user’s messages newest first, with the object they link to and the unread count', async () => {
    const employer = await employerWithToken(server.app);
    await tell(employer, '第一条');
    await tell(employer, '第二条');
    const answer = await list(employer.headers);
    expect(answer.code).toBe(200);
    expect(answer.result.total).toBe(2);
    expect(answer.result.unread).toBe(2);
    expect(answer.result.records[0]).toMatchObject({
      bt: '第二条',
      nr: '第二条的正文',
      fsr: '学校审核',
      sfyd: '0',
      dxlx: 'position',
      dxid: 'pos-第二条',
      fssj: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
    });
    expect(await unread(employer.token)).toBe(2);
  });

  it('pages on the server and filters unread or read', async () => {
    const employer = await employerWithToken(server.app);
    for (const title of ['一', '二', '三', '四', '五']) await tell(employer, title);
    const page2 = await list(employer.headers, '?page=2&size=2');
    expect(page2.result.records.map((message) => message.bt)).toEqual(['三', '二']);
    expect(page2.result.total).toBe(5);

    const first = (await list(employer.headers, '?size=1')).result.records[0]!;
    await postJson(server.app, '/com/xxzx/read', { ids: [first.id] }, { headers: employer.headers });
    expect((await list(employer.headers, '?sfyd=0')).result.total).toBe(4);
    expect((await list(employer.headers, '?sfyd=1')).result.records.map((message) => message.bt)).toEqual([
      '五',
    ]);
  });

  it('marks read only the user’s own messages, and all of them at once', async () => {
    const employer = await employerWithToken(server.app);
    const other = await employerWithToken(server.app);
    await tell(employer, '我的');
    await tell(other, '别人的');
    const othersMessage = (await list(other.headers)).result.records[0]!;

    const foreign = await postJson(
      server.app,
      '/com/xxzx/read',
      { ids: [othersMessage.id] },
      { headers: employer.headers },
    );
    expect(envelopeOf(foreign).result).toBe(0);
    expect(await unread(other.token)).toBe(1);

    const all = await server.app.inject({
      method: 'POST',
      url: '/com/xxzx/readAll',
      headers: employer.headers,
    });
    expect(envelopeOf(all).result).toBe(1);
    expect(await unread(employer.token)).toBe(0);
    expect((await list(employer.headers)).result.records[0]?.sfyd).toBe('1');
  });

  it('shows a session the messages about the employer it acts for, not those of the login’s other employers', async () => {
    const home = await employerWithToken(server.app);
    const branch = await employerWithToken(server.app);
    await addMembership(server.app.db, server.clock.now(), home.userId, branch.dwid);
    await tell(home, '总部的消息');
    await tell({ userId: home.userId, dwid: branch.dwid }, '分公司的消息');

    expect((await list(home.headers)).result.records.map((message) => message.bt)).toEqual(['总部的消息']);
    expect(await unread(home.token)).toBe(1);

    const branchToken = await openEmployerSession(
      server.app.db,
      server.clock.now(),
      home.userId,
      '00000',
      branch.dwid,
    );
    const branchHeaders = { accesstoken: branchToken };
    expect((await list(branchHeaders)).result.records.map((message) => message.bt)).toEqual(['分公司的消息']);
    await server.app.inject({ method: 'POST', url: '/com/xxzx/readAll', headers: branchHeaders });
    expect(await unread(home.token)).toBe(1);
  });

  it('answers code 42 without a session and 400 for bad paging', async () => {
    expect((await list({})).code).toBe(42);
    const employer = await employerWithToken(server.app);
    expect((await list(employer.headers, '?size=1000')).code).toBe(400);
    expect((await list(employer.headers, '?sfyd=2')).code).toBe(400);
  });
});
