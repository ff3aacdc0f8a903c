import type { Kysely } from 'kysely';

/** The console's list of every registration at a site (no state filter), newest submission first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('employer_site_reviews_site_submitted')
    .on('employer_site_reviews')
    .columns(['site_code', 'submitted_at'])
    .execute();
}
