import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from '../../schema';
import { QueuedSqliteDialect } from './queuedSqlite';
import { withStatementCache } from './statementCache';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL schema holding the tables (test runs get their own); absent on SQLite. */
  schema?: string;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL schema to create (if missing) and use; overrides a `?schema=` in the URL. */
  schema?: string;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// bigint (int8) columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers
// so SQLite and PostgreSQL rows have the same shape.
const INT8_OID = 20;
const numericInt8Types: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

/** Opens SQLite (default) or PostgreSQL (when databaseUrl is set) behind one Kysely interface. */
export async function createDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'sqlitePath'>,
  options: DatabaseOptions = {},
): Promise<AppDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options.schema)
    : openSqlite(config.sqlitePath);
}

function openSqlite(path: string): AppDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  // WAL with synchronous=NORMAL keeps every committed transaction across a process crash (SIGKILL);
  // only a power loss could drop the last ones, which FULL would also cover at twice the fsyncs.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function openPostgres(databaseUrl: string, schemaOption: string | undefined): Promise<AppDatabase> {
  const url = new URL(databaseUrl);
  const schema = schemaOption ?? url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  const connectionString = url.toString();

  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }

  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: numericInt8Types,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ...(schema !== undefined ? { schema } : {}),
    close: () => db.destroy(),
  };
}
