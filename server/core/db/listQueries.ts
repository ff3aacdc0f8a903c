import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIST_COUNT_CAP } from '../../../contract/paging';
import type { Database } from '../../schema';

// Pieces of the list queries (each capability builds its own, on its own tables): filters as the
// forms send them, keyword matches, the page and the capped total.

/** A filter's value, or null when absent or sent empty (the form's 全部). */
export function filterValue(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A case-insensitive substring match of a column, the keyword's own % and _ taken literally. */
export function containing(column: string, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.raw(`'\\'`)}`;
}

/** One page (1-based) of a query's rows. */
export function onPage<DB, Table extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, Table, Row>,
  page: { page: number; size: number },
): SelectQueryBuilder<DB, Table, Row> {
  return query.limit(page.size).offset((page.page - 1) * page.size);
}

/** Counts the filtered rows up to LIST_COUNT_CAP only, so a total costs the same at any table size. */
export async function cappedCount<DB, Table extends keyof DB>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, Table, object>,
): Promise<number> {
  const row = await db
    .selectFrom(query.select(sql.lit(1).as('one')).limit(LIST_COUNT_CAP).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
