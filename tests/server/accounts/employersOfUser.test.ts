import { addMembership, employersOfUser } from '../../../server/accounts/employers';
import { createEmployer } from '../support/employers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('employersOfUser', () => {
  it('answers the home employer first, then the others by name, with their rows', async () => {
    const home = await createEmployer(server.app, { name: '丙总部' });
    const b = await createEmployer(server.app, { name: 'B分公司' });
    const a = await createEmployer(server.app, { name: 'A分公司' });
    await addMembership(server.app.db, server.clock.now(), home.userId, b.dwid);
    await addMembership(server.app.db, server.clock.now(), home.userId, a.dwid);

    const rows = await employersOfUser(server.app.db, home.userId);
    expect(rows).toEqual([
      {
        id: home.dwid,
        profile_id: home.jbxxid,
        name: '丙总部',
        credit_code: home.creditCode,
        site_code: '00000',
        rank: 0,
      },
      {
        id: a.dwid,
        profile_id: a.jbxxid,
        name: 'A分公司',
        credit_code: a.creditCode,
        site_code: '00000',
        rank: 1,
      },
      {
        id: b.dwid,
        profile_id: b.jbxxid,
        name: 'B分公司',
        credit_code: b.creditCode,
        site_code: '00000',
        rank: 1,
      },
    ]);
  });

  it('lists once, first, a home employer that is also a membership', async () => {
    const home = await createEmployer(server.app, { name: 'Z总部' });
    const other = await createEmployer(server.app, { name: 'A其他' });
    await addMembership(server.app.db, server.clock.now(), home.userId, home.dwid);
    await addMembership(server.app.db, server.clock.now(), home.userId, other.dwid);

    const rows = await employersOfUser(server.app.db, home.userId);
    expect(ids(rows)).toEqual([home.dwid, other.dwid]);
    expect(rows.map((row) => row.rank)).toEqual([0, 1]);
  });

  it('answers the home employer alone without memberships', async () => {
    const home = await createEmployer(server.app);
    expect(ids(await employersOfUser(server.app.db, home.userId))).toEqual([home.dwid]);
  });

  it("never answers another user's employers, and nothing for an unknown user", async () => {
    const mine = await createEmployer(server.app);
    const theirs = await createEmployer(server.app);
    const branch = await createEmployer(server.app);
    await addMembership(server.app.db, server.clock.now(), theirs.userId, branch.dwid);
    expect(ids(await employersOfUser(server.app.db, mine.userId))).toEqual([mine.dwid]);
    await expect(employersOfUser(server.app.db, 'no-such-user')).resolves.toEqual([]);
  });
});
