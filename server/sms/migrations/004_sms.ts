import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sms_codes_lookup')
    .on('sms_codes')
    .columns(['mobile', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_throttle')
    .addColumn('mobile', 'text', (column) => column.primaryKey())
    .addColumn('last_sent_at', 'bigint', (column) => column.notNull())
    .execute();
}
