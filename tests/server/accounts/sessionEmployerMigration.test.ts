import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../../server/core/db/database';
import { migrateToLatest } from '../../../server/core/db/migrate';
import { migrations } from '../../../server/migrations';
import { findEmployerSession } from '../../../server/accounts/sessions';
import { sha256Hex } from '../../../server/core/tokens';

// A database as it was before 015 (one employer per login), with a live session: after the upgrade
// the session acts for its user's home employer.
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

it('gives the sessions open before migration 015 their home employer', async () => {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(database.schema !== undefined ? { migrationTableSchema: database.schema } : {}),
  });
  const before = await migrator.migrateTo('014_survey_seed');
  expect(before.error).toBeUndefined();

  const now = Date.now();
  // Untyped: these are the tables as 002 made them, without the columns later migrations add.
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await db
    .insertInto('employers')
    .values({
      id: 'dw1',
      profile_id: 'jb1',
      name: '老单位',
      credit_code: 'C1',
      contact_name: '张',
      site_code: '00000',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('employer_users')
    .values({
      id: 'u1',
      employer_id: 'dw1',
      mobile: '13900000001',
      password_hash: 'x',
      created_at: now,
      password_changed_at: now,
    })
    .execute();
  await db
    .insertInto('employer_sessions')
    .values({
      id: 's1',
      user_id: 'u1',
      token_hash: sha256Hex('old-token'),
      site_code: '00000',
      created_at: now,
      expires_at: now + 60_000,
      revoked_at: null,
    })
    .execute();

  await migrateToLatest(database, migrations);

  await expect(findEmployerSession(database.db, now, 'old-token')).resolves.toMatchObject({
    userId: 'u1',
    dwid: 'dw1',
    jbxxid: 'jb1',
    sessionId: 's1',
  });
  const user = await database.db
    .selectFrom('employer_users')
    .selectAll()
    .where('id', '=', 'u1')
    .executeTakeFirstOrThrow();
  expect(user).toMatchObject({ name: null, post: null, email: null, landline: null });
});
