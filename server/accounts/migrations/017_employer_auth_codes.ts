import type { Kysely } from 'kysely';

/**
 * One-time authorization codes (GET /com/openAuth/getAuthcode): issued by a live session for a site,
 * exchanged once at that site for a session of the same user and employer. Only digests are stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employer_auth_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('employer_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('employer_auth_codes_session')
    .on('employer_auth_codes')
    .columns(['session_id', 'site_code'])
    .execute();
  await db.schema
    .createIndex('employer_auth_codes_user')
    .on('employer_auth_codes')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('employer_auth_codes_employer')
    .on('employer_auth_codes')
    .column('employer_id')
    .execute();
}
