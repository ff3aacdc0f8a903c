import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { containing } from '../core/db/listQueries';
import type { Database } from '../schema';
import { isPostgres } from './dialect';

// The keyword indexes beside the resumes (migrations 048 and 051), written here in the caller's
// transaction while the resume is in the pool:
// - character trigrams for words of three characters or more: SQLite's FTS5 table resume_fts; on
//   PostgreSQL pg_trgm over resumes.search_text itself, nothing to keep in step;
// - CJK bigrams for two-character Chinese words (会计, 销售), which trigrams cannot index: SQLite's FTS5
//   table resume_bigrams; on PostgreSQL the column resumes.search_bigrams under a GIN tsvector index.
// One-character words stay a LIKE scan of the filtered rows.

/** resumes.search_bigrams: a PostgreSQL-only column, read and written by this module alone. */
type BigramColumn = { resumes: { search_bigrams: string } };

const HAN_RUN = /\p{Script=Han}+/gu;
const HAN_PAIR = /^\p{Script=Han}{2}$/u;

/**
 * The classic CJK bigram analysis (as Lucene's CJKAnalyzer): every run of Chinese characters as its
 * overlapping two-character tokens, each once, separated by spaces: 会计学，统计 -> 会计 计学 统计.
 * Other characters only end a run: a two-letter Latin keyword is a substring search (go in mongo), which
 * tokens could not answer, so it stays a scan and its words need no place here. Nothing but Chinese
 * characters and spaces: both tokenizers (FTS5 unicode61, PostgreSQL's parser) keep each token whole.
 */
export function hanBigrams(text: string): string {
  const tokens = new Set<string>();
  for (const [run] of text.matchAll(HAN_RUN)) {
    const characters = [...run];
    for (let index = 1; index < characters.length; index += 1)
      tokens.add(`${characters[index - 1]}${characters[index]}`);
  }
  return [...tokens].join(' ');
}

async function ftsKey(trx: Kysely<Database>, studentId: string): Promise<number | undefined> {
  const { rows } = await sql<{ key: number }>`
    select key from resume_fts_keys where student_id = ${studentId}
  `.execute(trx);
  return rows[0]?.key;
}

/** Puts the resume's text in the indexes (replacing what was there): call while it is in the pool. */
export async function indexResume(trx: Kysely<Database>, studentId: string, text: string): Promise<void> {
  if (isPostgres(trx)) {
    await trx
      .withTables<BigramColumn>()
      .updateTable('resumes')
      .set({ search_bigrams: hanBigrams(text) })
      .where('student_id', '=', studentId)
      .execute();
    return;
  }
  await sql`
    insert into resume_fts_keys (student_id) values (${studentId}) on conflict (student_id) do nothing
  `.execute(trx);
  const key = await ftsKey(trx, studentId);
  await sql`delete from resume_fts where rowid = ${key}`.execute(trx);
  await sql`insert into resume_fts (rowid, body) values (${key}, ${text})`.execute(trx);
  await sql`delete from resume_bigrams where rowid = ${key}`.execute(trx);
  await sql`insert into resume_bigrams (rowid, body) values (${key}, ${hanBigrams(text)})`.execute(trx);
}

/**
 * Takes the resume out of the indexes: consent withdrawn. PostgreSQL's indexes are partial on the pool,
 * so leaving it is enough there.
 */
export async function unindexResume(trx: Kysely<Database>, studentId: string): Promise<void> {
  if (isPostgres(trx)) return;
  const key = await ftsKey(trx, studentId);
  if (key === undefined) return;
  await sql`delete from resume_fts where rowid = ${key}`.execute(trx);
  await sql`delete from resume_bigrams where rowid = ${key}`.execute(trx);
}

/** Trigram indexes need three characters; shorter words take the bigram index or a scan. */
const INDEXED_KEYWORD_LENGTH = 3;

/** Which index answers a keyword. */
export function keywordIndexOf(keyword: string): 'trigram' | 'bigram' | 'scan' {
  if ([...keyword].length >= INDEXED_KEYWORD_LENGTH) return 'trigram';
  return HAN_PAIR.test(keyword) ? 'bigram' : 'scan';
}

/**
 * The keyword condition on resumes aliased `r`.
 * - Three characters or more, the trigram index: on PostgreSQL lower(text) LIKE '%word%', which
 *   pg_trgm's GIN index on lower(search_text) serves; on SQLite resume_fts' MATCH of the word as one
 *   phrase.
 * - Two Chinese characters, the bigram index: the word is one token of the bigram form (a tsquery of
 *   one lexeme on PostgreSQL, a one-token phrase of resume_bigrams on SQLite).
 * - Anything shorter or mixed (one character, 'go', 'C语'): LIKE over the rows (on SQLite over the FTS
 *   table's text, narrower than the resume rows), slower on a big site but correct.
 *
 * On SQLite the matches form a list that the scan of the pool's list index checks each entry against
 * (the unary + keeps the planner from looking the matches up one by one in the resumes table instead):
 * a common word fills the page after a few entries, and counting never reads a resume row.
 */
export function keywordCondition(db: Kysely<Database>, keyword: string): Expression<SqlBool> {
  const index = keywordIndexOf(keyword);
  if (isPostgres(db)) {
    // 'simple' as a literal: the index is on to_tsvector('simple', ...) and the query must say the same.
    return index === 'bigram'
      ? sql<SqlBool>`to_tsvector('simple', r.search_bigrams) @@ plainto_tsquery('simple', ${keyword})`
      : containing('r.search_text', keyword);
  }
  const phrase = `"${keyword.replace(/"/g, '""')}"`;
  if (index === 'bigram')
    return sql<SqlBool>`+r.student_id in (
      select k.student_id from resume_bigrams b join resume_fts_keys k on k.key = b.rowid
      where resume_bigrams match ${phrase}
    )`;
  const match =
    index === 'trigram' ? sql<SqlBool>`resume_fts match ${phrase}` : containing('f.body', keyword);
  return sql<SqlBool>`+r.student_id in (
    select k.student_id from resume_fts f join resume_fts_keys k on k.key = f.rowid where ${match}
  )`;
}
