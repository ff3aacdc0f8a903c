import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Whether a Kysely instance (or transaction) talks to PostgreSQL. The keyword search is the one place
 * where the two databases need different SQL (FTS5 on SQLite, pg_trgm on PostgreSQL), and migrations and
 * service functions receive only the Kysely instance, so they ask its adapter.
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
