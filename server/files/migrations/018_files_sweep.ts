import type { Kysely } from 'kysely';

/**
 * The orphan-upload sweep: `discarded_at` marks a file whose bytes are being removed (it can no longer
 * be attached or served). The sweep asks for unattached files older than the retention in
 * (created_at, id) order; an index on (feedback_id, created_at, id) answers that from its
 * `feedback_id IS NULL` range in order, and also serves every lookup by feedback_id, so it replaces
 * files_feedback. (A partial index over the unattached rows would be smaller, but SQLite's planner
 * prefers files_feedback to it without statistics.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('discarded_at', 'bigint').execute();
  await db.schema
    .createIndex('files_feedback_created_at')
    .on('files')
    .columns(['feedback_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('files_feedback').execute();
}
