import { preparedInsert, preparedQuery } from '../../../server/core/db/preparedQueries';
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

describe('preparedInsert', () => {
  const insertClaim = preparedInsert('fair_booth_claims');

  it('inserts each call’s row with the statement compiled once', async () => {
    const db = server.app.db;
    const first = insertClaim(db, { fair_id: 'prepared-fair', booth_id: 'b1', booking_id: 'k1' });
    const second = insertClaim(db, { fair_id: 'prepared-fair', booth_id: 'b2', booking_id: 'k2' });
    expect(second.sql).toBe(first.sql);
    await db.executeQuery(first);
    await db.executeQuery(second);
    const rows = await db
      .selectFrom('fair_booth_claims')
      .select(['booth_id', 'booking_id'])
      .where('fair_id', '=', 'prepared-fair')
      .orderBy('booth_id')
      .execute();
    expect(rows).toEqual([
      { booth_id: 'b1', booking_id: 'k1' },
      { booth_id: 'b2', booking_id: 'k2' },
    ]);
  });

  it('compiles a row with other columns as its own statement', () => {
    const insertBooking = preparedInsert('fair_bookings');
    const base = { id: 'x', fair_id: 'f', booth_id: 'b' } as never;
    const named = { id: 'x', fair_id: 'f', booth_id: 'b', employer_name: 'n' } as never;
    expect(insertBooking(server.app.db, named).sql).not.toBe(insertBooking(server.app.db, base).sql);
    expect(insertBooking(server.app.db, base).parameters).toEqual(['x', 'f', 'b']);
    expect(insertBooking(server.app.db, named).parameters).toEqual(['x', 'f', 'b', 'n']);
  });
});
