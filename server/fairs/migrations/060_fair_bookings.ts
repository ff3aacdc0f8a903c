import type { Kysely } from 'kysely';

/**
 * Booth bookings and their claims: the claims' primary keys are the database's guarantee that a booth
 * has at most one live booking and an employer at most one live booking per fair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fair_bookings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('fair_id', 'text', (column) => column.notNull().references('fairs.id'))
    .addColumn('booth_id', 'text', (column) => column.notNull().references('fair_booths.id'))
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('fee', 'integer', (column) => column.notNull())
    .addColumn('hold_expires_at', 'bigint')
    .addColumn('invoice', 'text')
    .addColumn('invoice_done', 'integer', (column) => column.notNull())
    .addColumn('entrants_done', 'integer', (column) => column.notNull())
    .addColumn('announcement_id', 'text', (column) => column.notNull())
    .addColumn('announcement_title', 'text', (column) => column.notNull())
    .addColumn('review_reason', 'text', (column) => column.notNull())
    .addColumn('check_in_token', 'text', (column) => column.notNull())
    .addColumn('checked_in_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint')
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('fair_bookings').columns(columns).execute();
  // My bookings, newest first; the school's list of a site (by state, by fair) oldest submission first.
  await index('fair_bookings_employer', ['employer_id', 'site_code', 'created_at', 'id']);
  await index('fair_bookings_site_state', ['site_code', 'state', 'submitted_at', 'id']);
  await index('fair_bookings_fair_state', ['fair_id', 'state', 'submitted_at', 'id']);
  // The hold sweep: held bookings by expiry.
  await index('fair_bookings_hold', ['state', 'hold_expires_at']);
  await index('fair_bookings_token', ['check_in_token']);
  await index('fair_bookings_booth', ['booth_id']);

  await db.schema
    .createTable('fair_booth_claims')
    .addColumn('fair_id', 'text', (column) => column.notNull())
    .addColumn('booth_id', 'text', (column) => column.notNull())
    .addColumn('booking_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('fair_booth_claims_pk', ['fair_id', 'booth_id'])
    .execute();
  await db.schema
    .createTable('fair_employer_claims')
    .addColumn('fair_id', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('booking_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('fair_employer_claims_pk', ['fair_id', 'employer_id'])
    .execute();
}
