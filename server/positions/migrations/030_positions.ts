import { sql, type Kysely, type SqlBool } from 'kysely';

/**
 * Positions and the daily-cap counter. Every list's filter and order has an index whose leading columns
 * are its equality filters and whose last ones its order, so a first page reads a few index entries
 * whatever the table's size (the state is an index column, not a partial-index condition: SQLite's
 * cached statements bind it as a parameter, which a partial index cannot match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('positions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('nature', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('education', 'text', (column) => column.notNull())
    .addColumn('majors', 'text', (column) => column.notNull())
    .addColumn('major_tags', 'text', (column) => column.notNull())
    .addColumn('headcount', 'integer', (column) => column.notNull())
    .addColumn('salary_type', 'text', (column) => column.notNull())
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('area_code', 'text', (column) => column.notNull())
    .addColumn('city_code', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('apply_method', 'text', (column) => column.notNull())
    .addColumn('apply_email', 'text', (column) => column.notNull())
    .addColumn('contact_name', 'text', (column) => column.notNull())
    .addColumn('contact_phone', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('deadline', 'text', (column) => column.notNull())
    .addColumn('visibility', 'text', (column) => column.notNull())
    .addColumn('welfare_tags', 'text', (column) => column.notNull())
    .addColumn('explanation', 'text', (column) => column.notNull())
    .addColumn('flags', 'text', (column) => column.notNull())
    .addColumn('flagged', 'integer', (column) => column.notNull())
    .addColumn('review_reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('first_submitted_at', 'bigint')
    .addColumn('counted_nature', 'text', (column) => column.notNull())
    .addColumn('published_at', 'bigint')
    .execute();

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('positions').columns(columns).execute();
  // The employer's list: all states, or one state (and the counts per state), latest update first.
  await index('positions_employer_updated', ['employer_id', 'site_code', 'updated_at', 'id']);
  await index('positions_employer_state', ['employer_id', 'site_code', 'state', 'updated_at', 'id']);
  // The school's list: the pending queue oldest submission first (also only flagged ones), another
  // state or every state latest update first.
  await index('positions_site_submitted', ['site_code', 'state', 'submitted_at', 'id']);
  await index('positions_site_flagged', ['site_code', 'state', 'flagged', 'submitted_at', 'id']);
  await index('positions_site_updated', ['site_code', 'state', 'updated_at', 'id']);
  await index('positions_site_all', ['site_code', 'updated_at', 'id']);
  // The public list, newest published first: unfiltered, and by each of its filters. The deadline
  // closes each (the list also drops positions past it): its capped count reads the index alone.
  const published = ['published_at', 'id', 'deadline'];
  await index('positions_public', ['site_code', 'state', ...published]);
  await index('positions_public_category', ['site_code', 'state', 'category', ...published]);
  await index('positions_public_nature', ['site_code', 'state', 'nature', ...published]);
  await index('positions_public_city', ['site_code', 'state', 'city_code', ...published]);
  await index('positions_public_education', ['site_code', 'state', 'education', ...published]);
  // The expiry sweep: published and pending positions past their deadline. Partial, on literal states
  // the sweep repeats, so that no list (whose state is a bound parameter) takes it for its own.
  await db.schema
    .createIndex('positions_deadline')
    .on('positions')
    .columns(['deadline'])
    .where(sql<SqlBool>`state in ('published', 'pending')`)
    .execute();

  await db.schema
    .createTable('position_daily_quota')
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('nature', 'text', (column) => column.notNull())
    .addColumn('used', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('position_daily_quota_pk', ['employer_id', 'site_code', 'day', 'nature'])
    .execute();
}
