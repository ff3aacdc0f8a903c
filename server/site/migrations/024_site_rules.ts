import type { Kysely } from 'kysely';

/**
 * Each site's review rules, edited in the school console: review mode per object type and the daily
 * posting caps. A site without a row has the defaults (manual review, one full-time and one internship
 * position a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_rules')
    .addColumn('site_code', 'text', (column) =>
      column.primaryKey().references('sites.code').onDelete('cascade'),
    )
    .addColumn('employer_review', 'text', (column) => column.notNull())
    .addColumn('position_review', 'text', (column) => column.notNull())
    .addColumn('announcement_review', 'text', (column) => column.notNull())
    .addColumn('fulltime_cap', 'integer', (column) => column.notNull())
    .addColumn('internship_cap', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
