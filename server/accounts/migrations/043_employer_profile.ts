import { sql, type Kysely } from 'kysely';

/** The profile's own columns on employers: text, '' until filled in. */
const PROFILE_COLUMNS = [
  'supervising_department',
  'description',
  'capital_band',
  'size_band',
  'province_code',
  'city_code',
  'address',
  'postcode',
  'website',
  'contact_mobile',
  'landline',
  'email',
  'logo_path',
] as const;

/**
 * The employer profile (单位信息): its fields on employers (the contact's mobile and e-mail start as the
 * main account's); the change requests of name, credit code and licence under the school's review, at
 * most one pending per employer; and the history of what was saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of PROFILE_COLUMNS) {
    await db.schema
      .alterTable('employers')
      .addColumn(column, 'text', (definition) => definition.notNull().defaultTo(''))
      .execute();
  }
  await sql`
    update employers set
      contact_mobile = coalesce((select u.mobile from employer_users u where u.id = employers.main_user_id), ''),
      email = coalesce((select u.email from employer_users u where u.id = employers.main_user_id), '')
  `.execute(db);

  await db.schema
    .createTable('employer_profile_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('old_name', 'text', (column) => column.notNull())
    .addColumn('old_credit_code', 'text', (column) => column.notNull())
    .addColumn('old_licence_path', 'text', (column) => column.notNull())
    .addColumn('new_name', 'text', (column) => column.notNull())
    .addColumn('new_credit_code', 'text', (column) => column.notNull())
    .addColumn('new_licence_path', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('submitted_by', 'text', (column) => column.notNull())
    .addColumn('submitter_name', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint', (column) => column.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  // The employer's requests, latest first.
  await db.schema
    .createIndex('employer_profile_changes_employer')
    .on('employer_profile_changes')
    .columns(['employer_id', 'submitted_at'])
    .execute();
  // The school's queue: its site's requests of a state in submission order.
  await db.schema
    .createIndex('employer_profile_changes_queue')
    .on('employer_profile_changes')
    .columns(['site_code', 'state', 'submitted_at'])
    .execute();
  // One pending request per employer, whatever two parallel saves try.
  await sql`
    create unique index employer_profile_changes_one_pending
    on employer_profile_changes (employer_id) where state = 'pending'
  `.execute(db);

  await db.schema
    .createTable('employer_profile_history')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    /** JSON: [{ zdmc, yz, xz }] as shown. */
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('actor_name', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('employer_profile_history_employer')
    .on('employer_profile_history')
    .columns(['employer_id', 'created_at'])
    .execute();
}
