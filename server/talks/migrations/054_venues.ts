import type { Kysely } from 'kysely';

/**
 * Venues (场地) per site with their bookable slots per weekday and closed dates; the live claims on a
 * venue's slot of a date, one at most (the unique key is what keeps two talks out of one room at one
 * time); and the site's talk rules as three more columns of the site settings (site_rules).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('venues')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('building', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('seats', 'integer', (column) => column.notNull())
    .addColumn('equipment', 'text', (column) => column.notNull())
    .addColumn('fee', 'integer', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // The console's list and the availability: a site's venues of a kind, by name.
  await db.schema
    .createIndex('venues_site_kind')
    .on('venues')
    .columns(['site_code', 'kind', 'name'])
    .execute();

  await db.schema
    .createTable('venue_slots')
    .addColumn('venue_id', 'text', (column) => column.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (column) => column.notNull())
    .addColumn('slot', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('venue_slots_pk', ['venue_id', 'weekday', 'slot'])
    .execute();

  await db.schema
    .createTable('venue_closed_dates')
    .addColumn('venue_id', 'text', (column) => column.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('date', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('venue_closed_dates_pk', ['venue_id', 'date'])
    .execute();

  // Only live claims (held, pending, passed) have a row: expiry, cancellation and rejection delete it
  // in the transaction that changes the talk, so the unique key admits the next claimant at once.
  await db.schema
    .createTable('venue_slot_claims')
    .addColumn('room_id', 'text', (column) => column.primaryKey())
    .addColumn('venue_id', 'text', (column) => column.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('slot', 'text', (column) => column.notNull())
    .addColumn('claim', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('talk_id', 'text', (column) => column.notNull())
    // Set while held (claim 'held'): when the hold ends.
    .addColumn('expires_at', 'bigint')
    .addUniqueConstraint('venue_slot_claims_slot', ['venue_id', 'date', 'slot'])
    .execute();
  // The availability of a site's date, and the sweep of ended holds.
  await db.schema
    .createIndex('venue_slot_claims_site_date')
    .on('venue_slot_claims')
    .columns(['site_code', 'date'])
    .execute();
  await db.schema
    .createIndex('venue_slot_claims_expiry')
    .on('venue_slot_claims')
    .columns(['claim', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('venue_slot_claims_talk')
    .on('venue_slot_claims')
    .columns(['talk_id'])
    .execute();

  // The site's talk rules beside its other rules (server/site reads and writes them).
  const ruleColumn = (name: string, value: number) =>
    db.schema
      .alterTable('site_rules')
      .addColumn(name, 'integer', (column) => column.notNull().defaultTo(value))
      .execute();
  await ruleColumn('talk_notice_days', 5);
  await ruleColumn('talk_cancel_days', 2);
  await ruleColumn('talk_max_entrants', 4);
}
