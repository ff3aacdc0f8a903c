import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../../server/core/db/database';
import { migrations } from '../../../server/migrations';
import { searchTalent } from '../../../server/resumes';
import { isPostgres } from '../../../server/resumes/dialect';

// A database as it was before 051 (two-character words a scan): after the upgrade, the resumes already
// in the pool are found by a two-character word through the bigram index, the others are not.
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

const SITE = '20999';

/** A student and resume as the resume service wrote them before 051 (the trigram index only). */
async function oldResume(
  db: Kysely<Record<string, Record<string, unknown>>>,
  id: string,
  text: string,
  inPool: boolean,
) {
  const now = Date.now();
  await db
    .insertInto('students')
    .values({
      id,
      site_code: SITE,
      student_number: id,
      name: '同学',
      tags: '',
      password_hash: 'x',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('resumes')
    .values({
      student_id: id,
      site_code: SITE,
      content: '{}',
      search_text: text,
      in_pool: inPool ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (!inPool || isPostgres(db)) return;
  await sql`insert into resume_fts_keys (student_id) values (${id})`.execute(db);
  await sql`
    insert into resume_fts (rowid, body) select key, ${text} from resume_fts_keys where student_id = ${id}
  `.execute(db);
}

it('indexes the bigrams of the resumes already in the pool', async () => {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(database.schema !== undefined ? { migrationTableSchema: database.schema } : {}),
  });
  const names = Object.keys(migrations).sort();
  expect((await migrator.migrateTo(names[names.indexOf('051_resume_bigrams') - 1]!)).error).toBeUndefined();

  // Untyped: the tables as they were before 051.
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await db
    .insertInto('sites')
    .values({
      code: SITE,
      name: '测试大学',
      theme_color: '#1e6fd9',
      template_id: '1',
      password_level: 3,
      tag_push: 0,
      salary_types: '月薪',
      chat_enabled: 0,
      chat_path: '',
      wechat_app_id: '',
      is_main: 0,
      created_at: Date.now(),
    })
    .execute();
  await oldResume(db, 'pooled', '负责门店销售数据的整理', true);
  await oldResume(db, 'withdrawn', '负责门店销售数据的整理', false);
  await oldResume(db, 'other', '参与接口联调', true);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const found = await searchTalent(database.db, {
    siteCodes: [SITE],
    filters: { gjz: '销售' },
    page: 1,
    pageSize: 10,
  });
  expect(found.rows.map((row) => row.studentId)).toEqual(['pooled']);
});
