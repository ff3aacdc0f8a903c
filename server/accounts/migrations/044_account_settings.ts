import { sql, type Kysely } from 'kysely';

/**
 * Account settings (zhgl/zhsz): a session records the device and address it was last used from and
 * when, so its user can recognise and end it; a WeChat or app link gets an id to be unbound by, the
 * device it was bound from and when it last logged in. Links older than this take their id from their
 * (random, unguessable) identity hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employer_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('employer_sessions').addColumn('address', 'text').execute();
  await db.schema.alterTable('employer_sessions').addColumn('last_seen_at', 'bigint').execute();

  await db.schema.alterTable('employer_login_links').addColumn('id', 'text').execute();
  await db.schema.alterTable('employer_login_links').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('employer_login_links').addColumn('last_used_at', 'bigint').execute();
  await sql`update employer_login_links set id = substr(external_id_hash, 1, 32)`.execute(db);
  await db.schema
    .createIndex('employer_login_links_id')
    .on('employer_login_links')
    .column('id')
    .unique()
    .execute();
}
