import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../../server/core/db/database';
import { migrations } from '../../../server/migrations';

// A database as it was before 041 (files referenced by feedback_id): after the upgrade, the feedback
// attachments are attachments of kind feedback, the unattached stay unattached, and feedback_id is gone.
let database: AppDatabase;
let dir: string;
const schema = process.env.TEST_DATABASE_URL
  ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  : undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dwpage-migration-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  database = await createDatabase(
    { ...(databaseUrl ? { databaseUrl } : {}), sqlitePath: join(dir, 'old.sqlite') },
    schema ? { schema } : {},
  );
});

afterAll(async () => {
  await database.close();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

it('turns feedback_id into attachments of kind feedback and drops the column', async () => {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(database.schema !== undefined ? { migrationTableSchema: database.schema } : {}),
  });
  const names = Object.keys(migrations).sort();
  const before = names[names.indexOf('041_file_attachments') - 1]!;
  expect((await migrator.migrateTo(before)).error).toBeUndefined();

  const now = Date.now();
  // Untyped: the tables as they were before 041.
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await db
    .insertInto('feedback')
    .values({
      id: 'fk1',
      contact: '',
      description: '截图',
      employer_user_id: null,
      student_id: null,
      client_ip: '127.0.0.1',
      created_at: now,
    })
    .execute();
  const file = (id: string, feedbackId: string | null) => ({
    id,
    path: `wtfk/202501/${id.padStart(32, '0')}.png`,
    bucket: 'wtfk',
    original_name: 'a.png',
    mime: 'image/png',
    size: 1,
    owner_user_id: null,
    owner_student_id: null,
    owner_secret_hash: 'x',
    feedback_id: feedbackId,
    created_at: now,
    discarded_at: null,
  });
  await db
    .insertInto('files')
    .values([file('a1', 'fk1'), file('a2', 'fk1'), file('b1', null)])
    .execute();

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const rows = await db
    .selectFrom('files')
    .select(['id', 'attached_kind', 'attached_id'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 'a1', attached_kind: 'feedback', attached_id: 'fk1' },
    { id: 'a2', attached_kind: 'feedback', attached_id: 'fk1' },
    { id: 'b1', attached_kind: null, attached_id: null },
  ]);
  // Matched by message: better-sqlite3's errors may come from another test file's realm (not instanceof Error here).
  const refusal = await sql`select feedback_id from files`.execute(database.db).then(
    () => 'no error',
    (error: unknown) => String((error as { message?: unknown }).message),
  );
  expect(refusal).toMatch(/feedback_id/);
});
