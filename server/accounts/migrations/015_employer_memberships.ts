import { sql, type Kysely } from 'kysely';

/**
 * One login (mobile) may act for several employers: its home employer (employer_users.employer_id,
 * the one it was opened for) and the ones listed here. Each session now records the employer it acts
 * for; sessions open before this migration act for their user's home employer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employer_memberships')
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('employer_memberships_pk', ['user_id', 'employer_id'])
    .execute();
  await db.schema
    .createIndex('employer_memberships_employer')
    .on('employer_memberships')
    .column('employer_id')
    .execute();

  // SQLite adds a column with a foreign key only when its default is null, so the column stays
  // nullable in the schema; every session written from now on sets it.
  await db.schema
    .alterTable('employer_sessions')
    .addColumn('employer_id', 'text', (column) => column.references('employers.id').onDelete('cascade'))
    .execute();
  await sql`update employer_sessions set employer_id = (select u.employer_id from employer_users u where u.id = employer_sessions.user_id)`.execute(
    db,
  );
}
