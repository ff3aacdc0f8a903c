import type { Kysely } from 'kysely';

/**
 * Announcements and their linked positions. As for positions, every list's filter and order has an
 * index whose leading columns are its equality filters and whose last ones its order, so a first page
 * reads a few index entries whatever the table's size. Linked positions are ids of another capability's
 * rows, checked when linked and filtered by state when shown, so no foreign key ties the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body_html', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text', (column) => column.notNull())
    .addColumn('explanation', 'text', (column) => column.notNull())
    .addColumn('flags', 'text', (column) => column.notNull())
    .addColumn('flagged', 'integer', (column) => column.notNull())
    .addColumn('review_reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .execute();

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('announcements').columns(columns).execute();
  // The employer's list: all states, or one state (and the counts per state), latest update first.
  await index('announcements_employer_updated', ['employer_id', 'site_code', 'updated_at', 'id']);
  await index('announcements_employer_state', ['employer_id', 'site_code', 'state', 'updated_at', 'id']);
  // The school's list: the pending queue oldest submission first (also only flagged ones), another
  // state or every state latest update first.
  await index('announcements_site_submitted', ['site_code', 'state', 'submitted_at', 'id']);
  await index('announcements_site_flagged', ['site_code', 'state', 'flagged', 'submitted_at', 'id']);
  await index('announcements_site_updated', ['site_code', 'state', 'updated_at', 'id']);
  await index('announcements_site_all', ['site_code', 'updated_at', 'id']);
  // The public list, newest published first; the validity dates close it (the list keeps only the valid
  // ones): its capped count reads the index alone.
  await index('announcements_public', ['site_code', 'state', 'published_at', 'id', 'start_date', 'end_date']);
  // The expiry sweep: published and pending announcements past their end date.
  await index('announcements_end_date', ['state', 'end_date']);

  await db.schema
    .createTable('announcement_positions')
    .addColumn('announcement_id', 'text', (column) =>
      column.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'text', (column) => column.notNull())
    .addColumn('ordinal', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('announcement_positions_pk', ['announcement_id', 'position_id'])
    .execute();
}
