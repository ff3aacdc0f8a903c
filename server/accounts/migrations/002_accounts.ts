import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('profile_id', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('credit_code', 'text', (column) => column.notNull().unique())
    .addColumn('contact_name', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('employer_users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('mobile', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('password_changed_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('employer_users_employer').on('employer_users').column('employer_id').execute();

  await db.schema
    .createTable('employer_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('employer_sessions_user').on('employer_sessions').column('user_id').execute();

  await db.schema
    .createTable('employer_login_links')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('external_id_hash', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('employer_login_links_pk', ['kind', 'external_id_hash'])
    .execute();
  await db.schema
    .createIndex('employer_login_links_user')
    .on('employer_login_links')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_reset_tickets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('ticket_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('code_verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('password_reset_tickets_user')
    .on('password_reset_tickets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_appeals')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('credit_code', 'text', (column) => column.notNull())
    .addColumn('contact_name', 'text', (column) => column.notNull())
    .addColumn('contact', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_appeals_credit_code')
    .on('password_appeals')
    .column('credit_code')
    .execute();

  await db.schema
    .createTable('key_pairs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('private_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
