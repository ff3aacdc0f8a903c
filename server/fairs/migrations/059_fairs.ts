import type { Kysely } from 'kysely';

/** Fairs of a site, their halls and the cells of each hall's grid (booths and unavailable cells). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fairs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('starts', 'text', (column) => column.notNull())
    .addColumn('ends', 'text', (column) => column.notNull())
    .addColumn('place', 'text', (column) => column.notNull())
    .addColumn('opens_at', 'text', (column) => column.notNull())
    .addColumn('closes_at', 'text', (column) => column.notNull())
    .addColumn('booking_scope', 'text', (column) => column.notNull())
    .addColumn('industries', 'text', (column) => column.notNull())
    .addColumn('fee_standard', 'integer', (column) => column.notNull())
    .addColumn('fee_vip', 'integer', (column) => column.notNull())
    .addColumn('fee_corner', 'integer', (column) => column.notNull())
    .addColumn('attendees', 'integer', (column) => column.notNull())
    .addColumn('announcement_required', 'integer', (column) => column.notNull())
    .addColumn('review_mode', 'text', (column) => column.notNull())
    .addColumn('introduction', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // The site's fairs by date (employer, school and public lists).
  await db.schema.createIndex('fairs_site_date').on('fairs').columns(['site_code', 'date', 'id']).execute();

  await db.schema
    .createTable('fair_halls')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('fair_id', 'text', (column) => column.notNull().references('fairs.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('grid_rows', 'integer', (column) => column.notNull())
    .addColumn('grid_cols', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('fair_halls_fair').on('fair_halls').columns(['fair_id', 'position']).execute();

  await db.schema
    .createTable('fair_booths')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('fair_id', 'text', (column) => column.notNull().references('fairs.id'))
    .addColumn('hall_id', 'text', (column) => column.notNull().references('fair_halls.id'))
    .addColumn('grid_row', 'integer', (column) => column.notNull())
    .addColumn('grid_col', 'integer', (column) => column.notNull())
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .execute();
  // One cell per place of a hall; the map reads a hall's cells in order.
  await db.schema
    .createIndex('fair_booths_cell')
    .on('fair_booths')
    .columns(['hall_id', 'grid_row', 'grid_col'])
    .unique()
    .execute();
  await db.schema.createIndex('fair_booths_fair').on('fair_booths').columns(['fair_id', 'type']).execute();
}
