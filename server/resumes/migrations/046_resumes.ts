import { sql, type Kysely } from 'kysely';

/**
 * 在线简历: one resume per student, its sections as JSON plus the columns talent search filters and sorts
 * on. Search looks only at consenting students of a site, newest resume first, through one index partial
 * on in_pool = 1 that leads with the site, is in the list's order and holds every filter column: a page
 * stops at its last row, a count reads the site's index entries only, and no filter combination makes the
 * planner trade it for an index that would then read resume rows to check the other filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('student_id', 'text', (column) =>
      column.primaryKey().references('students.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('attachment_path', 'text')
    .addColumn('attachment_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('attachment_size', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('completeness', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('gender', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('school_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('major', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('education', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('graduation_year', 'integer')
    .addColumn('intention_city', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('skills', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('in_pool', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('consent_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    // The long texts last: SQLite reads a row's columns in order, so the filters and list fields above
    // are read from the row's first page without following the overflow pages of a long resume.
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('content', 'text', (column) => column.notNull())
    .execute();

  // The list in its order, covering every filter column: the text filters (major, skills; on SQLite the
  // keyword's match list too) are checked in the index, never reading a resume row that fails them.
  await sql`
    create index resumes_pool on resumes
      (site_code, updated_at, student_id, major, skills, education, graduation_year, intention_city)
      where in_pool = 1
  `.execute(db);
}
