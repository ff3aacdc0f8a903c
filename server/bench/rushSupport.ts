import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { ServerConfig } from '../core/config';
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

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** A rush server's configuration: a fresh folder for its SQLite file and uploads, or the PostgreSQL at `url`. */
export function rushServerConfig(dir: string, url: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    sqlitePath: join(dir, 'rush.sqlite'),
    filesDir: join(dir, 'files'),
    spaDir: join(dir, 'dist'),
    dev: false,
    demo: false,
    logger: false,
    uploadBytesPerHour: Number.MAX_SAFE_INTEGER,
    fileRetentionMs: 24 * 60 * 60 * 1000,
    fileSweepIntervalMs: 60 * 60 * 1000,
    ...(url === '' ? {} : { databaseUrl: url }),
  };
}

/**
 * The rush's server in a child process of its own (`file` run with `argument`), so the clients do not
 * share its event loop; killed if it is still running after ten minutes.
 */
export function spawnRushServer(file: string, argument: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, argument], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const guard = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  return {
    child,
    /** The child's next line of output (it speaks one JSON document per line). */
    nextLine: (): Promise<string> =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`rush server exited with ${code}`));
        child.once('exit', onExit);
        lines.once('line', (line) => {
          child.off('exit', onExit);
          resolve(line);
        });
      }),
    async stop(): Promise<void> {
      clearTimeout(guard);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the rush on SQLite, then on PostgreSQL (DATABASE_URL, TEST_DATABASE_URL or the local server) in a
 * schema of its own that is dropped afterwards, when it answers; one row each.
 */
export async function onEachDatabase<Row>(
  rushOn: (label: string, env: Record<string, string>) => Promise<Row>,
): Promise<Row[]> {
  const rows: Row[] = [await rushOn('SQLite', { RUSH_DATABASE_URL: '' })];
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;
  if (!(await postgresAnswers(url))) {
    console.log(`PostgreSQL did not answer at ${url}: skipped`);
    return rows;
  }
  const schema = `rush_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    rows.push(await rushOn('PostgreSQL', { RUSH_DATABASE_URL: url, RUSH_SCHEMA: schema }));
  } finally {
    await dropSchema(url, schema);
  }
  return rows;
}

/**
 * A rush server's own usage from a moment on (restart() at the burst): its CPU time (user and system)
 * and how long its event loop was busy, whose one thread answers every call.
 */
export function serverUsageMeter() {
  let cpuAtStart = process.cpuUsage();
  let loopAtStart = performance.eventLoopUtilization();
  return {
    restart(): void {
      cpuAtStart = process.cpuUsage();
      loopAtStart = performance.eventLoopUtilization();
    },
    read(): { cpuMs: number; busyMs: number } {
      const cpu = process.cpuUsage(cpuAtStart);
      return {
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        busyMs: Math.round(performance.eventLoopUtilization(loopAtStart).active),
      };
    },
  };
}

/** Prints a Markdown table under its title. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
