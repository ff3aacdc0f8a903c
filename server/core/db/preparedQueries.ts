import type { CompiledQuery, Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Stand-in values the query is built with, one per argument, found again among its parameters. */
const slotOf = (index: number) => `\u0000prepared-slot-${index}`;

/** What Kysely's builders answer to: the compiled query of the rows they read. */
type Compilable<Row> = { compile(): CompiledQuery<Row> };

/**
 * A query of the calls that run most (every employer call's session, every booth hold's fair): built
 * and compiled once per database, then run with the call's values put in its parameters. Building and
 * compiling through Kysely costs more than SQLite takes to answer such a query.
 * `build` receives stand-ins for the arguments and must use each only as a value.
 */
export function preparedQuery<Row, Args extends readonly unknown[]>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...slots: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => CompiledQuery<Row> {
  type Template = { compiled: CompiledQuery<Row>; slotAt: number[] };
  const templates = new WeakMap<Kysely<Database>, Template>();

  const templateOf = (db: Kysely<Database>): Template => {
    const known = templates.get(db);
    if (known !== undefined) return known;
    const slots = Array.from({ length: arity }, (_, index) => slotOf(index));
    const compiled = build(db, ...(slots as unknown as Args)).compile();
    const slotAt = compiled.parameters.map((value) =>
      typeof value === 'string' ? slots.indexOf(value) : -1,
    );
    if (slots.some((_, index) => !slotAt.includes(index)))
      throw new Error(`a prepared query does not use each of its ${arity} arguments`);
    const template = { compiled, slotAt };
    templates.set(db, template);
    return template;
  };

  return (db, ...args) => {
    const { compiled, slotAt } = templateOf(db);
    return {
      ...compiled,
      parameters: compiled.parameters.map((value, index) => {
        const slot = slotAt[index] ?? -1;
        return slot < 0 ? value : args[slot];
      }),
    };
  };
}

/**
 * An insert of one row into `table`, as db.insertInto(table).values(row) would run it, compiled once
 * per database and set of columns (those the row gives a value): for the inserts of the calls that run
 * most (a booth hold's claims and booking, every audit entry).
 */
export function preparedInsert<Table extends keyof Database>(
  table: Table,
): (db: Kysely<Database>, row: Insertable<Database[Table]>) => CompiledQuery<unknown> {
  const byColumns = new Map<string, ReturnType<typeof preparedQuery<unknown, unknown[]>>>();
  return (db, row) => {
    const entries = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const columns = entries.map(([column]) => column);
    const key = columns.join(',');
    let insert = byColumns.get(key);
    if (insert === undefined) {
      insert = preparedQuery(columns.length, (built, ...slots: unknown[]) =>
        built
          .insertInto(table)
          .values(Object.fromEntries(columns.map((column, index) => [column, slots[index]])) as never),
      );
      byColumns.set(key, insert);
    }
    return insert(db, ...entries.map(([, value]) => value));
  };
}
