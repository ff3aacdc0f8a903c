import { sql, type Kysely } from 'kysely';

/**
 * Sub-accounts and roles: each employer names its main account (the user who registered it, the
 * earliest one for employers older than this); every user holds a role at its home employer and at
 * each membership (管理员 'admin' for everyone before roles existed) and can be disabled there; an
 * employer's custom roles keep their grants as JSON. Built-in roles live in contract/permissions.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employers').addColumn('main_user_id', 'text').execute();
  await sql`
    update employers set main_user_id = (
      select u.id from employer_users u where u.employer_id = employers.id
      order by u.created_at, u.id limit 1
    )
  `.execute(db);
  for (const table of ['employer_users', 'employer_memberships']) {
    await db.schema
      .alterTable(table)
      .addColumn('role_id', 'text', (column) => column.notNull().defaultTo('admin'))
      .execute();
    await db.schema.alterTable(table).addColumn('disabled_at', 'bigint').execute();
  }
  await db.schema
    .createTable('employer_roles')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('grants', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // Role names are unique per employer; this index also serves the employer's role list.
  await db.schema
    .createIndex('employer_roles_employer_name')
    .on('employer_roles')
    .columns(['employer_id', 'name'])
    .unique()
    .execute();
}
