import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('contact', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('employer_user_id', 'text', (column) =>
      column.references('employer_users.id').onDelete('set null'),
    )
    .addColumn('student_id', 'text', (column) => column.references('students.id').onDelete('set null'))
    .addColumn('client_ip', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_at').on('feedback').column('created_at').execute();
}
