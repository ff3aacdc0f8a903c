import { sql, type Kysely } from 'kysely';

/**
 * Uploads attach to more than feedback (an employer's licence, an announcement's attachments and body
 * images): `attached_kind` and `attached_id` replace `feedback_id`, filled from it. The index on
 * (attached_id, created_at, id) serves both the orphan sweep (the `attached_id IS NULL` range in
 * created_at order) and every lookup of an owner's files, as files_feedback_created_at did for feedback.
 * Both databases drop the old column cleanly once its index is gone (SQLite >= 3.35 drops its foreign
 * key with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('attached_kind', 'text').execute();
  await db.schema.alterTable('files').addColumn('attached_id', 'text').execute();
  await sql`update files set attached_kind = 'feedback', attached_id = feedback_id where feedback_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('files_attached_created_at')
    .on('files')
    .columns(['attached_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('files_feedback_created_at').execute();
  await db.schema.alterTable('files').dropColumn('feedback_id').execute();
}
