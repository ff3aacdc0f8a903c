import type { Kysely } from 'kysely';

/** The audit trail of the review workflow (server/workflow). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_history')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('object_type', 'text', (column) => column.notNull())
    .addColumn('object_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (column) => column.notNull())
    .addColumn('actor_kind', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // An object's history, in order.
  await db.schema
    .createIndex('review_history_object')
    .on('review_history')
    .columns(['object_type', 'object_id', 'created_at'])
    .execute();
  // The school's view of its site's history, newest first.
  await db.schema
    .createIndex('review_history_site')
    .on('review_history')
    .columns(['site_code', 'created_at'])
    .execute();
}
