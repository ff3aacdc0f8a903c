import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const EXTENSION_LOCK = 4_804_801;

/**
 * The keyword index of talent search, over the text of consenting students' resumes. Chinese has no
 * spaces between words, so both databases index character trigrams: a word of three or more characters
 * is found anywhere in a sentence (机器学习 inside 基于机器学习的推荐系统), not only at its start.
 * - SQLite: an FTS5 table with the trigram tokenizer, one row per resume in the pool, written by the
 *   resume service in the same transaction as the resume and its consent (searchIndex.ts). Its rowid is
 *   the student's key in resume_fts_keys (AUTOINCREMENT: a key is never reused, and VACUUM keeps it).
 * - PostgreSQL: pg_trgm's GIN index on lower(resumes.search_text), partial on the pool, used by
 *   lower(search_text) LIKE '%word%' (core/db/listQueries' containing).
 *   The extension lives in schema public (its operator class is named there), so a test run's own
 *   schema never owns it and dropping that schema cannot take other schemas' indexes with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Parallel migrations of several schemas (test workers) would race to create the one extension of
    // the database: the lock, held to the migration's commit, lets one create it and the others see it.
    await sql`select pg_advisory_xact_lock(${EXTENSION_LOCK})`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`
      create index resumes_pool_text on resumes using gin (lower(search_text) public.gin_trgm_ops)
      where in_pool = 1
    `.execute(db);
    return;
  }
  await sql`
    create table resume_fts_keys (
      key integer primary key autoincrement,
      student_id text not null unique references students (id) on delete cascade
    )
  `.execute(db);
  await sql`create virtual table resume_fts using fts5(body, tokenize = 'trigram')`.execute(db);
}
