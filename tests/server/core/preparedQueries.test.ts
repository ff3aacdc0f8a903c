import { preparedQuery } from '../../../server/core/db/preparedQueries';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const siteByCodeAndName = preparedQuery(2, (db, code: string, name: string) =>
  db.selectFrom('sites').select(['code', 'name']).where('code', '=', code).where('name', '!=', name),
);

describe('preparedQuery', () => {
  it('runs the query compiled once with each call’s own values', async () => {
    const db = server.app.db;
    const first = siteByCodeAndName(db, '00000', 'no such name');
    const second = siteByCodeAndName(db, '99999', 'no such name');
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['00000', 'no such name']);
    expect(second.parameters).toEqual(['99999', 'no such name']);
    expect((await db.executeQuery(first)).rows).toEqual([expect.objectContaining({ code: '00000' })]);
    expect((await db.executeQuery(second)).rows).toEqual([]);
  });

  it('refuses a query that leaves an argument out', () => {
    const unused = preparedQuery(2, (db, code: string, _name: string) =>
      db.selectFrom('sites').select('code').where('code', '=', code),
    );
    expect(() => unused(server.app.db, '00000', 'x')).toThrow('does not use each of its 2 arguments');
  });
});
