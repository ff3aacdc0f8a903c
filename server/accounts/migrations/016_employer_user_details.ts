import type { Kysely } from 'kysely';

/** What screen wsdwyh collects about the person behind a login; null until filled in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name', 'post', 'email', 'landline']) {
    await db.schema.alterTable('employer_users').addColumn(column, 'text').execute();
  }
}
