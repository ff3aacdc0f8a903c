import type { Kysely } from 'kysely';

/**
 * How often students and visitors opened each position's detail, a row per position and China day:
 * one upsert per view, and the statistics sum a date range through the primary key, which starts with
 * the employer and site (never a scan of the positions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('position_view_days')
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('position_id', 'text', (column) => column.notNull())
    .addColumn('views', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('position_view_days_pk', ['employer_id', 'site_code', 'day', 'position_id'])
    .execute();
}
