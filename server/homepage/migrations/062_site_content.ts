import type { Kysely } from 'kysely';

/**
 * What a school's public homepage shows besides postings: banners, columns with their notices and
 * news, quick and friendly links, and the site's look. Every public read is by site and in display
 * order, so each table's index leads with the site code and ends with its order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_banners')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('image_path', 'text', (column) => column.notNull())
    .addColumn('link', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('site_banners_site')
    .on('site_banners')
    .columns(['site_code', 'sort_order'])
    .execute();

  await db.schema
    .createTable('site_columns')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('site_columns_site')
    .on('site_columns')
    .columns(['site_code', 'sort_order'])
    .execute();

  await db.schema
    .createTable('site_notices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('column_id', 'text', (column) => column.notNull().references('site_columns.id'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body_html', 'text', (column) => column.notNull())
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('pinned', 'integer', (column) => column.notNull())
    .addColumn('published_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // The site's list (all columns) and a column's list: pinned first, newest first.
  await db.schema
    .createIndex('site_notices_site')
    .on('site_notices')
    .columns(['site_code', 'pinned', 'published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('site_notices_column')
    .on('site_notices')
    .columns(['column_id', 'pinned', 'published_at', 'id'])
    .execute();

  await db.schema
    .createTable('site_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('site_links_site')
    .on('site_links')
    .columns(['site_code', 'kind', 'sort_order'])
    .execute();

  await db.schema
    .createTable('site_looks')
    .addColumn('site_code', 'text', (column) =>
      column.primaryKey().references('sites.code').onDelete('cascade'),
    )
    .addColumn('template_id', 'text', (column) => column.notNull())
    .addColumn('logo_path', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('copyright', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
