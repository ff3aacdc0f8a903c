import type { Kysely } from 'kysely';

/** School staff accounts and their sessions (server/school). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_staff')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('disabled_at', 'bigint')
    .addUniqueConstraint('school_staff_site_username', ['site_code', 'username'])
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) =>
      column.notNull().references('school_staff.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
}
