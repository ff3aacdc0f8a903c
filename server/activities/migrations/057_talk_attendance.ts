import type { Kysely } from 'kysely';

/**
 * Students signing up to attend a talk: per talk whether its employer opened the sign-up and the seats
 * taken (a sign-up raises it only while it is below the hall's seats), and one row per student and talk
 * (the primary key refuses a second).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('talk_attendance')
    .addColumn('talk_id', 'text', (column) => column.notNull().references('talks.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (column) =>
      column.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('talk_attendance_pk', ['talk_id', 'student_id'])
    .execute();
  // A student's own sign-ups (the list marks them).
  await db.schema
    .createIndex('talk_attendance_student')
    .on('talk_attendance')
    .columns(['student_id', 'talk_id'])
    .execute();

  await db.schema
    .createTable('talk_sign_ups')
    .addColumn('talk_id', 'text', (column) => column.primaryKey().references('talks.id').onDelete('cascade'))
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('open', 'integer', (column) => column.notNull())
    .addColumn('taken', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
