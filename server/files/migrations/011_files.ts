import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('path', 'text', (column) => column.notNull().unique())
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('mime', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('owner_user_id', 'text', (column) =>
      column.references('employer_users.id').onDelete('set null'),
    )
    .addColumn('owner_student_id', 'text', (column) => column.references('students.id').onDelete('set null'))
    .addColumn('owner_secret_hash', 'text', (column) => column.notNull())
    .addColumn('feedback_id', 'text', (column) => column.references('feedback.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('files_feedback').on('files').column('feedback_id').execute();
}
