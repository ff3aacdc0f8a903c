import type { KyselyPlugin } from 'kysely';
import type { AppDatabase } from '../core/db/database';

/**
 * The database with every query it runs counted (SQLite or PostgreSQL alike: the count is taken where
 * Kysely compiles a query), so a benchmark can say how many reads a burst of visitors cost.
 */
export function countingQueries(database: AppDatabase): { database: AppDatabase; queries: () => number } {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery({ node }) {
      queries += 1;
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { database: { ...database, db: database.db.withPlugin(counter) }, queries: () => queries };
}
