import type { Kysely } from 'kysely';

/** Dishonesty records per employer and site, one per breach (source), and their appeals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dishonesty_records')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('object_id', 'text', (column) => column.notNull())
    .addColumn('object_name', 'text', (column) => column.notNull())
    .addColumn('breach_date', 'text', (column) => column.notNull())
    .addColumn('expires_on', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('source_id', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // An employer's records at a site by date (its list, and the suspension rule's count).
  await db.schema
    .createIndex('dishonesty_records_employer')
    .on('dishonesty_records')
    .columns(['employer_id', 'site_code', 'breach_date', 'id'])
    .execute();
  await db.schema
    .createIndex('dishonesty_records_site')
    .on('dishonesty_records')
    .columns(['site_code', 'state', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('dishonesty_appeals')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('record_id', 'text', (column) => column.notNull().references('dishonesty_records.id'))
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('answer_reason', 'text', (column) => column.notNull())
    .addColumn('answered_by', 'text', (column) => column.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('dishonesty_appeals_record')
    .on('dishonesty_appeals')
    .columns(['record_id', 'created_at'])
    .execute();
}
