import type { Kysely } from 'kysely';

/**
 * Indexes for the foreign-key columns that had none: without them, deleting (or cascading from) an
 * employer user, a student or an employer scans the whole referencing table, and lookups of a user's
 * files, feedback or sessions by these columns do too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('files_owner_user').on('files').column('owner_user_id').execute();
  await db.schema.createIndex('files_owner_student').on('files').column('owner_student_id').execute();
  await db.schema.createIndex('feedback_employer_user').on('feedback').column('employer_user_id').execute();
  await db.schema.createIndex('feedback_student').on('feedback').column('student_id').execute();
  await db.schema
    .createIndex('employer_sessions_employer')
    .on('employer_sessions')
    .column('employer_id')
    .execute();
}
