import { CompiledQuery, createQueryId, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Database } from '../schema';

/**
 * The selects some work builds, compiled as the database receives them: the work gets the database
 * with a plugin that records the tree of each select (changing nothing), compiled afterwards. A
 * subquery is recorded on its own too (builders that share a start share a query id, so the trees are
 * kept in order rather than by id).
 */
export async function capturedSelects(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode' && !nodes.includes(node)) nodes.push(node);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  await work(db.withPlugin(recorder));
  return nodes.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
}

/** The plan the database chooses for a query, one line per step (EXPLAIN QUERY PLAN / EXPLAIN). */
export async function queryPlan(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  query: CompiledQuery,
): Promise<string> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${prefix}${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN'])).join('\n');
}
