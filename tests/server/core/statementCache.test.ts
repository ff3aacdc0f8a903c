import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from '../../../server/core/db/statementCache';

function openMemory() {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.exec('create table t (n integer)');
  return sqlite;
}

describe('withStatementCache', () => {
  it('hands out the same prepared statement for the same SQL, for readers and writers alike', () => {
    const database = withStatementCache(openMemory());
    const insert = database.prepare('insert into t (n) values (?)');
    expect(database.prepare('insert into t (n) values (?)')).toBe(insert);
    expect(insert.reader).toBe(false);
    insert.run([1]);
    insert.run([2]);
    const select = database.prepare('select n from t order by n');
    expect(select.reader).toBe(true);
    expect(database.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    database.close();
  });

  it('drops the least recently used statement beyond its capacity', () => {
    const database = withStatementCache(openMemory(), 2);
    const first = database.prepare('select 1');
    const second = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(first);
    database.prepare('select 3');
    expect(database.prepare('select 1')).toBe(first);
    expect(database.prepare('select 2')).not.toBe(second);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const database = withStatementCache(openMemory());
    database.prepare('insert into t (n) values (1), (2)').run([]);
    const rows = database.prepare('select n from t order by n').iterate([]);
    rows.next();
    expect(database.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
  });

  it('closes the database', () => {
    const sqlite = openMemory();
    const database = withStatementCache(sqlite);
    database.prepare('select 1');
    database.close();
    expect(sqlite.open).toBe(false);
  });
});
