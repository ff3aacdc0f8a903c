import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { QueuedSqliteDialect } from '../../../server/core/db/queuedSqlite';

type Schema = { counter: { id: number; n: number }; visits: { who: string } };

let db: Kysely<Schema>;

beforeEach(async () => {
  db = new Kysely<Schema>({ dialect: new QueuedSqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
  await sql`create table visits (who text not null)`.execute(db);
  await db.insertInto('counter').values({ id: 1, n: 0 }).execute();
});
afterEach(() => db.destroy());

describe('QueuedSqliteDialect', () => {
  it('keeps each transaction to itself while hundreds of callers wait, and serves them in order', async () => {
    const increments = Array.from({ length: 300 }, (_, index) =>
      db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom('counter')
          .select('n')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise<void>((resolve) => setImmediate(resolve));
        await trx
          .updateTable('counter')
          .set({ n: n + 1 })
          .where('id', '=', 1)
          .execute();
        await trx
          .insertInto('visits')
          .values({ who: String(index) })
          .execute();
      }),
    );
    const reads = Array.from({ length: 50 }, () =>
      db.selectFrom('counter').select('n').executeTakeFirstOrThrow(),
    );
    await Promise.all([...increments, ...reads]);
    expect((await db.selectFrom('counter').select('n').executeTakeFirstOrThrow()).n).toBe(300);
    const order = (await db.selectFrom('visits').select('who').execute()).map((row) => Number(row.who));
    expect(order).toEqual(Array.from({ length: 300 }, (_, index) => index));
  });

  it('frees the connection when a transaction fails', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('visits').values({ who: 'rolled back' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.selectFrom('visits').selectAll().execute()).toEqual([]);
  });
});
