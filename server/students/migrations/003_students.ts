import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('students')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('student_number', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('students_site_number', ['site_code', 'student_number'])
    .execute();

  await db.schema
    .createTable('student_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('student_id', 'text', (column) =>
      column.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('student_sessions_student')
    .on('student_sessions')
    .column('student_id')
    .execute();
}
