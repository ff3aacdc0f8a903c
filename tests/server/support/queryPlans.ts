import { sql, type Kysely } from 'kysely';
import { capturedSelects, queryPlan } from '../../../server/bench/queryPlans';
import type { Database } from '../../../server/schema';
import type { TestServer } from './testServer';

/**
 * The plans of the selects some work runs. On PostgreSQL, whose planner rightly prefers a scan of a
 * tiny table, scans and sorts are priced out first, so a plan without them shows that an index path
 * exists.
 */
export async function plansOf(
  server: TestServer,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<string[]> {
  const { db } = server.app;
  const queries = await capturedSelects(db, work);
  if (server.database.dialect === 'sqlite')
    return Promise.all(queries.map((query) => queryPlan(db, 'sqlite', query)));
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const plans: string[] = [];
    for (const query of queries) plans.push(await queryPlan(trx, 'postgres', query));
    return plans;
  });
}

/** Each plan reads an index of the table in the list's order: no scan of the table, no sort. */
export function expectIndexOrder(plans: readonly string[], table: string): void {
  for (const plan of plans) {
    expect(plan).toMatch(new RegExp(`USING (COVERING )?INDEX ${table}_|Index (Only )?Scan`));
    expect(plan).not.toMatch(new RegExp(`SCAN ${table}|TEMP B-TREE|Seq Scan|Sort Key`));
  }
}
