import type { Kysely } from 'kysely';

/**
 * Messages about an employer's objects (review decisions): the employer they concern (a user acting
 * for several employers sees each employer's in its sessions) and the object they link to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('employer_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('object_type', 'text').execute();
  await db.schema.alterTable('messages').addColumn('object_id', 'text').execute();
}
