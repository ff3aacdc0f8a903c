import type { Kysely } from 'kysely';

/**
 * Each site's no-show rule as three more columns of its settings (site_rules; server/site reads and
 * writes them). The defaults are the rule every site had before, so no site's employers change standing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ruleColumn = (name: string, value: number) =>
    db.schema
      .alterTable('site_rules')
      .addColumn(name, 'integer', (column) => column.notNull().defaultTo(value))
      .execute();
  await ruleColumn('no_show_count', 2);
  await ruleColumn('no_show_window_days', 365);
  await ruleColumn('no_show_suspension_days', 365);
}
