import { Migrator, type Migration } from 'kysely/migration';
import type { AppDatabase } from './database';

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(
  database: AppDatabase,
  migrations: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Qualify Kysely's bookkeeping tables, or introspection would find another schema's copies.
    ...(database.schema !== undefined ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
}
