import type { Kysely } from 'kysely';

/**
 * Campus talks (宣讲会) and their rooms: the talk hall and the written-test and interview rooms booked
 * with it. A room row stays for the record (its state says held, pending, booked, expired or
 * released); its live claim is a row of venue_slot_claims with the room's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('talks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('employer_name', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('slot', 'text', (column) => column.notNull())
    .addColumn('audience', 'integer', (column) => column.notNull())
    .addColumn('announcement_id', 'text', (column) => column.notNull())
    // JSON arrays: position ids, faculties, majors, contacts; JSON object or null: the invoice. The
    // entrants are server/entrants' list of owner kind 'talk'.
    .addColumn('position_ids', 'text', (column) => column.notNull())
    .addColumn('faculties', 'text', (column) => column.notNull())
    .addColumn('majors', 'text', (column) => column.notNull())
    .addColumn('online', 'integer', (column) => column.notNull())
    .addColumn('live_link', 'text', (column) => column.notNull())
    .addColumn('contacts', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('invoice', 'text')
    .addColumn('review_reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint')
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('talks').columns(columns).execute();
  // The employer's list (all states or one), latest change first.
  await index('talks_employer_updated', ['employer_id', 'site_code', 'updated_at', 'id']);
  await index('talks_employer_state', ['employer_id', 'site_code', 'state', 'updated_at', 'id']);
  // The school's queue (oldest submission first) and its other states; the public and calendar
  // lists of passed talks by date.
  await index('talks_site_submitted', ['site_code', 'state', 'submitted_at', 'id']);
  await index('talks_site_date', ['site_code', 'state', 'date', 'slot', 'id']);

  await db.schema
    .createTable('talk_rooms')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('talk_id', 'text', (column) => column.notNull().references('talks.id').onDelete('cascade'))
    .addColumn('venue_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('slot', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('fee', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('talk_rooms_talk')
    .on('talk_rooms')
    .columns(['talk_id', 'created_at'])
    .execute();
  await db.schema.createIndex('talk_rooms_venue').on('talk_rooms').columns(['venue_id', 'state']).execute();
}
