import type { Kysely } from 'kysely';

/**
 * Student app login (GET /stu/tysj/tri/getAppToken): a device id linked to a student after a password
 * check, so later logins from that device need the id alone. Sessions opened that way remember the
 * device, so that once expired they answer 400301 (log in again with the device) instead of 4003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_app_links')
    .addColumn('device_id_hash', 'text', (column) => column.primaryKey())
    .addColumn('student_id', 'text', (column) =>
      column.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('student_app_links_student')
    .on('student_app_links')
    .column('student_id')
    .execute();
  await db.schema.alterTable('student_sessions').addColumn('device_id_hash', 'text').execute();
}
