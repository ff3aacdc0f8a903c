import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct statement the server compiles (their SQL text repeats per request). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs as much as running a small
 * query. This hands Kysely the database with `prepare` answering from a bounded LRU cache keyed by the
 * SQL text. A cached statement that is still busy (an open iterator of a streamed select) is not
 * shared: that caller gets a fresh one.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        if (cached.busy) return sqlite.prepare(sql);
        // Re-inserting moves the entry to the end, so the Map's first key is the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
