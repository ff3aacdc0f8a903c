import type { Kysely } from 'kysely';

/** The student's own mobile (账号 › 绑定手机), bound by an SMS code; none until the student binds one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('mobile', 'text').execute();
}
