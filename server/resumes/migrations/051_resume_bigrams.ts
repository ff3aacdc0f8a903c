import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { hanBigrams } from '../searchIndex';

const BATCH = 1000;

/**
 * Two-character Chinese words (会计, 销售) in talent search: character trigrams cannot index them, so
 * they were a LIKE scan of the site's pool. Beside the trigram index, CJK bigrams of the same text
 * (searchIndex.ts' hanBigrams), written with the text by the resume service and backfilled here for the
 * resumes already in the pool (others get theirs when they join):
 * - SQLite: a contentless FTS5 table with the unicode61 tokenizer, one row per pooled resume under the
 *   same key as resume_fts; without positions (detail none), as a query is always one token.
 * - PostgreSQL: resumes.search_bigrams under a GIN index of its 'simple' tsvector, partial on the pool.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table resumes add column search_bigrams text not null default ''`.execute(db);
    for (let after = ''; ;) {
      const { rows } = await sql<{ student_id: string; search_text: string }>`
        select student_id, search_text from resumes
        where in_pool = 1 and student_id > ${after} order by student_id limit ${BATCH}
      `.execute(db);
      for (const row of rows)
        await sql`
          update resumes set search_bigrams = ${hanBigrams(row.search_text)} where student_id = ${row.student_id}
        `.execute(db);
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.student_id;
    }
    await sql`
      create index resumes_pool_bigrams on resumes using gin (to_tsvector('simple', search_bigrams))
      where in_pool = 1
    `.execute(db);
    return;
  }
  await sql`
    create virtual table resume_bigrams using fts5(
      body, tokenize = 'unicode61', detail = 'none', content = '', contentless_delete = 1
    )
  `.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ key: number; body: string }>`
      select rowid as key, body from resume_fts where rowid > ${after} order by rowid limit ${BATCH}
    `.execute(db);
    for (const row of rows)
      await sql`insert into resume_bigrams (rowid, body) values (${row.key}, ${hanBigrams(row.body)})`.execute(
        db,
      );
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.key;
  }
}
