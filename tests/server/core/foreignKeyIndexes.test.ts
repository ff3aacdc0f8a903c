import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/testServer';

// Migration 020: every foreign-key column below leads an index of its table, on SQLite and PostgreSQL.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const expected = [
  { index: 'files_owner_user', table: 'files', column: 'owner_user_id' },
  { index: 'files_owner_student', table: 'files', column: 'owner_student_id' },
  { index: 'feedback_employer_user', table: 'feedback', column: 'employer_user_id' },
  { index: 'feedback_student', table: 'feedback', column: 'student_id' },
  { index: 'employer_sessions_employer', table: 'employer_sessions', column: 'employer_id' },
];

/** The table and the first column of the index `name`, or undefined when there is no such index. */
async function indexOf(name: string): Promise<{ table: string; column: string } | undefined> {
  const { db, dialect } = server.database;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ table: string; column: string }>`
      select m.tbl_name as "table", i.name as "column"
      from sqlite_master m, pragma_index_info(m.name) i
      where m.type = 'index' and m.name = ${name} and i.seqno = 0`.execute(db);
    return rows[0];
  }
  const { rows } = await sql<{ table: string; indexdef: string }>`
    select tablename as "table", indexdef from pg_indexes
    where schemaname = current_schema() and indexname = ${name}`.execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  const column = /\(([^,)\s]+)/.exec(row.indexdef)?.[1];
  return { table: row.table, column: column ?? '' };
}

it.each(expected)('indexes $table.$column ($index)', async ({ index, table, column }) => {
  await expect(indexOf(index)).resolves.toEqual({ table, column });
});
