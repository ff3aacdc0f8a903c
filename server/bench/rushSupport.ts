import pg from 'pg';
import { EMPLOYER_SESSION_MS } from '../accounts/sessions';
import type { AppDatabase } from '../core/db/database';
import { newId, newToken, sha256Hex } from '../core/tokens';

// What the rush benchmarks (talks, fairs) share: employers to race with, percentiles, PostgreSQL.

/** What tells one bench's employers apart (names, credit codes and mobiles must be unique). */
export type RushEmployerMarks = { namePrefix: string; creditPrefix: string; mobilePrefix: string };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Employers passed at 00000, each with a live session; answers their tokens. */
export async function seedRushEmployers(
  database: AppDatabase,
  now: number,
  count: number,
  marks: RushEmployerMarks,
): Promise<string[]> {
  const employers = Array.from({ length: count }, (_, n) => ({
    n,
    dwid: newId(),
    userId: newId(),
    token: newToken(),
  }));
  for (let start = 0; start < employers.length; start += 100) {
    const batch = employers.slice(start, start + 100);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('employers')
        .values(
          batch.map(({ n, dwid, userId }) => ({
            id: dwid,
            profile_id: newId(),
            name: `${marks.namePrefix}${n}`,
            credit_code: `${marks.creditPrefix}${String(n).padStart(14, '0')}`,
            contact_name: '压测',
            site_code: '00000',
            main_user_id: userId,
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employer_site_reviews')
        .values(
          batch.map(({ dwid }) => ({
            employer_id: dwid,
            site_code: '00000',
            state: 'passed' as const,
            reason: '',
            submitted_at: now,
            decided_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employer_users')
        .values(
          batch.map(({ n, dwid, userId }) => ({
            id: userId,
            employer_id: dwid,
            mobile: `${marks.mobilePrefix}${String(n).padStart(8, '0')}`,
            password_hash: 'placeholder',
            created_at: now,
            password_changed_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employer_sessions')
        .values(
          batch.map(({ dwid, userId, token }) => ({
            id: newId(),
            user_id: userId,
            employer_id: dwid,
            token_hash: sha256Hex(token),
            site_code: '00000',
            created_at: now,
            expires_at: now + EMPLOYER_SESSION_MS,
            revoked_at: null,
          })),
        )
        .execute();
    });
  }
  return employers.map((employer) => employer.token);
}

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
