import type { Kysely } from 'kysely';

/**
 * 常用联系人 (zhgl/cylxr): an employer's frequent contacts, and which one is its default. The default
 * lives in a row of its own per employer (its primary key allows one), which each change of the
 * employer's contacts also locks first, so concurrent changes keep exactly one default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employer_contacts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('post', 'text', (column) => column.notNull())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('landline', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // The employer's list in the order added.
  await db.schema
    .createIndex('employer_contacts_employer')
    .on('employer_contacts')
    .columns(['employer_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('employer_contact_defaults')
    .addColumn('employer_id', 'text', (column) =>
      column.primaryKey().references('employers.id').onDelete('cascade'),
    )
    // null while the employer has no contact.
    .addColumn('contact_id', 'text')
    .execute();
}
