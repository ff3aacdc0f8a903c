import type { Kysely } from 'kysely';

/**
 * 发票信息 (zhgl/fpxxgl): an employer's saved invoice profiles, and which one is its default. As for
 * the frequent contacts, the default lives in a row of its own per employer that each change of the
 * employer's profiles locks first, so concurrent changes keep exactly one default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employer_invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('tax_number', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('bank', 'text', (column) => column.notNull())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  // The employer's list in the order added.
  await db.schema
    .createIndex('employer_invoices_employer')
    .on('employer_invoices')
    .columns(['employer_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('employer_invoice_defaults')
    .addColumn('employer_id', 'text', (column) =>
      column.primaryKey().references('employers.id').onDelete('cascade'),
    )
    // null while the employer has no profile.
    .addColumn('invoice_id', 'text')
    .execute();
}
