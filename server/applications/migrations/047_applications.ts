import type { Kysely } from 'kysely';

/**
 * Applications, their notes, invitations and the access log. The employer's list always filters by
 * employer and site and orders by time: each of its filters has an index leading with those equality
 * columns and ending with the order, so a first page reads a few index entries at any table size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('student_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('position_id', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('position_name', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('snapshot', 'text', (column) => column.notNull())
    .addColumn('student_name', 'text', (column) => column.notNull())
    .addColumn('gender', 'text', (column) => column.notNull())
    .addColumn('school_name', 'text', (column) => column.notNull())
    .addColumn('major', 'text', (column) => column.notNull())
    .addColumn('education', 'text', (column) => column.notNull())
    .addColumn('graduation_year', 'integer')
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('has_attachment', 'integer', (column) => column.notNull())
    .addColumn('invitation_id', 'text')
    .addColumn('interview', 'text')
    .addColumn('reject_reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('applications').columns(columns).execute();
  // One application per student and position: parallel applications cannot both be stored.
  await db.schema
    .createIndex('applications_student_position')
    .on('applications')
    .columns(['student_id', 'position_id'])
    .unique()
    .execute();
  // Whether a student applied to an employer (talent search shows such students' contacts in full).
  await index('applications_employer_student', ['employer_id', 'student_id']);
  // The student's own list, newest first.
  await index('applications_student', ['student_id', 'created_at', 'id']);
  // The employer's list, newest or oldest first: unfiltered, and by each of its filters.
  const scope = ['employer_id', 'site_code'];
  const order = ['created_at', 'id'];
  await index('applications_employer', [...scope, ...order]);
  await index('applications_employer_state', [...scope, 'state', ...order]);
  await index('applications_employer_position', [...scope, 'position_id', ...order]);
  await index('applications_employer_education', [...scope, 'education', ...order]);
  await index('applications_employer_year', [...scope, 'graduation_year', ...order]);
  await index('applications_employer_major', [...scope, 'major', ...order]);
  await index('applications_employer_school', [...scope, 'school_name', ...order]);

  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_application')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_invitations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('student_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('position_id', 'text', (column) => column.notNull())
    .addColumn('position_name', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('sender_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('application_id', 'text')
    .execute();
  // The student's invitations (all, or by state), newest first.
  await db.schema
    .createIndex('application_invitations_student')
    .on('application_invitations')
    .columns(['student_id', 'state', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('application_invitations_student_all')
    .on('application_invitations')
    .columns(['student_id', 'created_at', 'id'])
    .execute();
  // The per-student cap of one employer's pending invitations, and whether a student revealed itself.
  await db.schema
    .createIndex('application_invitations_employer')
    .on('application_invitations')
    .columns(['employer_id', 'student_id', 'state'])
    .execute();

  await db.schema
    .createTable('application_access_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('user_name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('application_ids', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_access_log_employer')
    .on('application_access_log')
    .columns(['employer_id', 'created_at', 'id'])
    .execute();
}
