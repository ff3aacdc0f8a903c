import { sql, type Kysely } from 'kysely';

/**
 * What registration now asks (nature, industry, the business-licence image) and the employer's
 * standing at each school site: pending until that school passes it. Employers registered before
 * schools reviewed registrations stand passed at their site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('employers')
    .addColumn('nature', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('employers')
    .addColumn('industry', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('employers')
    .addColumn('licence_path', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('employer_site_reviews')
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint', (column) => column.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('employer_site_reviews_pk', ['employer_id', 'site_code'])
    .execute();
  // The school's queue: its site's employers in one state, oldest submission first.
  await db.schema
    .createIndex('employer_site_reviews_queue')
    .on('employer_site_reviews')
    .columns(['site_code', 'state', 'submitted_at'])
    .execute();
  await sql`
    insert into employer_site_reviews (employer_id, site_code, state, reason, submitted_at, decided_at)
    select id, site_code, 'passed', '', created_at, created_at from employers
  `.execute(db);
}
