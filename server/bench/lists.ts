/**
 * `npm run bench:lists`: the three position lists at 10,000 and at 1,000,000 positions (1,000
 * employers, 10 sites, mostly published), and the employer's received resumes at as many applications
 * (the same employers, an equal share each), and talent search at 10,000 and 200,000 resumes (all at
 * the measured employer's site, 85% in the pool, resumeSeed.ts), on SQLite (temp files) and PostgreSQL (TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test, in schemas of its own, dropped after). The 10,000 are
 * seeded first, then the 1,000,000, each size in its own database, so that every list's first page
 * can be requested on both in alternation through the real HTTP routes (app.inject: session lookup,
 * schema, service, envelope; one request at a time): whatever else the machine does weighs on both
 * alike. It prints p50 and p95 at each size and the ratio of the p95s, two diagnostics (the services
 * with their totals counted, as right after a change), and the plans the databases chose at the
 * larger size. A benchmark to read, not a test; never part of `npm test`. BENCH_LIST_SIZES (e.g.
 * 10000,100000), BENCH_LIST_RESUMES (e.g. 10000,200000), BENCH_LIST_ROUNDS (default 1000, in 5
 * passes whose median is kept), BENCH_LIST_DATABASES (sqlite,postgres) and BENCH_LIST_ONLY (measure
 * only the cases whose name contains it, e.g. talent) change its extent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { applicationPaths } from '../../contract/applications';
import { addDays, chinaDate } from '../../contract/chinaTime';
import { positionPaths } from '../../contract/positions';
import { statisticsPaths } from '../../contract/statistics';
import { openEmployerSession } from '../accounts/sessions';
import { employerApplicationList } from '../applications/lists';
import { buildServer } from '../app';
import type { ServerConfig } from '../core/config';
import { createDatabase, type AppDatabase } from '../core/db/database';
import { newId } from '../core/tokens';
import { employerPositionList, publicPositionList, schoolPositionList } from '../positions/lists';
import { searchTalent } from '../resumes';
import { insertStaff, openStaffSession } from '../school/staff';
import { insertBenchApplications } from './applicationSeed';
import { BENCH_KEYWORDS, insertBenchResumes } from './resumeSeed';
import { BENCH_SITE_COUNT, benchEmployerId, benchSiteCode, insertBenchPositions } from './positionSeed';
import { capturedSelects, queryPlan } from './queryPlans';

const [SMALL = 10_000, LARGE = 1_000_000] = (process.env.BENCH_LIST_SIZES ?? '10000,1000000')
  .split(',')
  .map(Number);
const [SMALL_RESUMES = 10_000, LARGE_RESUMES = 200_000] = (process.env.BENCH_LIST_RESUMES ?? '10000,200000')
  .split(',')
  .map(Number);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 1000);
const WARMUP = 30;
const PASSES = 5;
const ONLY = process.env.BENCH_LIST_ONLY ?? '';
const WANTED = (process.env.BENCH_LIST_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SITE = benchSiteCode(0);
const CITY = '370100';
/** Talent search's filters but the keyword (a realistic narrowing: about 2% of the pool). */
const TALENT_FILTERS = { zy: '计算机', xl: '2', bynf: '2026' };

type Dialect = 'sqlite' | 'postgres';
type Target = { dialect: Dialect; app: FastifyInstance; database: AppDatabase; close(): Promise<void> };
type Measured = { p50: number; p95: number };

const log = (line: string) => process.stderr.write(`${line}\n`);

function configFor(dir: string, databaseUrl?: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    ...(databaseUrl ? { databaseUrl } : {}),
    sqlitePath: join(dir, 'bench.sqlite'),
    filesDir: join(dir, 'files'),
    spaDir: join(dir, 'dist'),
    dev: false,
    demo: false,
    logger: false,
    uploadBytesPerHour: Number.MAX_SAFE_INTEGER,
    fileRetentionMs: 24 * 60 * 60 * 1000,
    fileSweepIntervalMs: 60 * 60 * 1000,
  };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function openTarget(dialect: Dialect, size: number): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-bench-lists-'));
  const schema = `bench_lists_${process.pid}_${size}`;
  const config = configFor(dir, dialect === 'postgres' ? POSTGRES_URL : undefined);
  const database = await createDatabase(config, dialect === 'postgres' ? { schema } : {});
  const app = await buildServer(config, { database });
  return {
    dialect,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The sites, the measured employer's account and session at the first site, a staff session there. */
async function seedPeople(app: FastifyInstance, now: number) {
  for (let index = 0; index < BENCH_SITE_COUNT; index += 1)
    await app.db
      .insertInto('sites')
      .values({
        code: benchSiteCode(index),
        name: `测试大学${index}`,
        theme_color: '#1e6fd9',
        template_id: '1',
        password_level: 3,
        tag_push: 0,
        salary_types: '月薪,年薪,面议',
        chat_enabled: 0,
        chat_path: '',
        wechat_app_id: '',
        is_main: 0,
        created_at: now,
      })
      .execute();
  const employerId = benchEmployerId(0);
  const userId = newId();
  await app.db
    .insertInto('employers')
    .values({
      id: employerId,
      profile_id: newId(),
      name: '测试单位0有限公司',
      credit_code: '91330106000000000X',
      contact_name: '王经理',
      site_code: SITE,
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('employer_users')
    .values({
      id: userId,
      employer_id: employerId,
      mobile: '13900000000',
      password_hash: 'unused',
      created_at: now,
      password_changed_at: now,
    })
    .execute();
  // Passed at the site: talent search shows an employer nobody before its school has passed it.
  await app.db
    .insertInto('employer_site_reviews')
    .values({
      employer_id: employerId,
      site_code: SITE,
      state: 'passed',
      reason: '',
      submitted_at: now,
      decided_at: now,
    })
    .execute();
  const employerToken = await openEmployerSession(app.db, now, userId, SITE, employerId);
  const staffId = newId();
  await insertStaff(app.db, now, {
    id: staffId,
    siteCode: SITE,
    username: 'bench',
    name: '审核员',
    passwordHash: 'unused',
  });
  const staffToken = await openStaffSession(app.db, now, staffId, SITE);
  return { employer: { accesstoken: employerToken }, staff: { accesstoken: staffToken } };
}

/**
 * PostgreSQL: fresh statistics and visibility map, as autovacuum keeps them after a bulk load. SQLite
 * is left as the server leaves it (it never runs ANALYZE): its plans are those of its heuristics.
 */
async function settle(target: Target) {
  if (target.dialect === 'postgres') {
    await sql`vacuum analyze positions`.execute(target.app.db);
    await sql`vacuum analyze applications`.execute(target.app.db);
    await sql`vacuum analyze resumes`.execute(target.app.db);
  }
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function summary(times: number[]): Measured {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

type Seeded = { target: Target; headers: Awaited<ReturnType<typeof seedPeople>>; now: number };

/** One call of a case: an HTTP request through the routes, or a service call (the diagnostics). */
type Case = { name: string; run: (seeded: Seeded) => Promise<void> };

function httpCase(name: string, request: (seeded: Seeded) => InjectOptions): Case {
  return {
    name,
    async run(seeded) {
      const options = request(seeded);
      const response = await seeded.target.app.inject(options);
      const { code, message } = response.json<{ code: number; message: string }>();
      if (code !== 200) throw new Error(`${JSON.stringify(options.url)}: ${code} ${message}`);
    },
  };
}

const CASES: Case[] = [
  httpCase('employer list (first page)', ({ headers }) => ({
    method: 'GET',
    url: positionPaths.list,
    headers: headers.employer,
  })),
  httpCase('school queue (first page, pending)', ({ headers }) => ({
    method: 'GET',
    url: positionPaths.schoolList,
    headers: headers.staff,
  })),
  httpCase('public list (first page)', () => ({
    method: 'GET',
    url: positionPaths.publicList,
    query: { xxdm: SITE },
  })),
  httpCase(`public list (city ${CITY})`, () => ({
    method: 'GET',
    url: positionPaths.publicList,
    query: { xxdm: SITE, city: CITY },
  })),
  httpCase('received resumes (first page, with the state counts)', ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.list,
    headers: headers.employer,
  })),
  httpCase('received resumes (new only)', ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.list,
    query: { zt: '1' },
    headers: headers.employer,
  })),
  httpCase('received resumes (one major)', ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.list,
    query: { zy: '统计学' },
    headers: headers.employer,
  })),
  httpCase('talent search (no filter)', ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.talentSearch,
    headers: headers.employer,
  })),
  httpCase('talent search (major, degree, graduation year)', ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.talentSearch,
    query: TALENT_FILTERS,
    headers: headers.employer,
  })),
  httpCase(`talent search (keyword ${BENCH_KEYWORDS.long})`, ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.talentSearch,
    query: { gjz: BENCH_KEYWORDS.long },
    headers: headers.employer,
  })),
  httpCase(`talent search (two-character keyword ${BENCH_KEYWORDS.pair})`, ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.talentSearch,
    query: { gjz: BENCH_KEYWORDS.pair },
    headers: headers.employer,
  })),
  httpCase(`talent search (every filter + ${BENCH_KEYWORDS.long})`, ({ headers }) => ({
    method: 'GET',
    url: applicationPaths.talentSearch,
    query: { ...TALENT_FILTERS, jn: 'python', csdm: CITY, gjz: BENCH_KEYWORDS.long },
    headers: headers.employer,
  })),
  httpCase('employer statistics (one year)', ({ headers, now }) => ({
    method: 'GET',
    url: statisticsPaths.summary,
    query: { from: addDays(chinaDate(now), -364), to: chinaDate(now) },
    headers: headers.employer,
  })),
  // What a kept total saves: the service with every total counted, as right after a change.
  {
    name: 'diagnostic: school queue, total counted (service)',
    run: async ({ target }) => void (await schoolPositionList(target.app.db, SITE, {})),
  },
  {
    name: 'diagnostic: public list, total counted (service)',
    run: async ({ target, now }) => void (await publicPositionList(target.app.db, now, { xxdm: SITE })),
  },
];

/**
 * A case on both sizes in alternation (which goes first alternates too), so that whatever else the
 * machine does weighs on both alike; in PASSES passes, each with its own p50 and p95, of which the
 * median is kept: a burst of load during one pass moves that pass alone.
 */
async function measurePair(benchCase: Case, small: Seeded, large: Seeded): Promise<[Measured, Measured]> {
  const passes: [Measured[], Measured[]] = [[], []];
  const perPass = Math.max(20, Math.round(ROUNDS / PASSES));
  for (let round = 0; round < WARMUP; round += 1)
    for (const seeded of [small, large]) await benchCase.run(seeded);
  for (let pass = 0; pass < PASSES; pass += 1) {
    const times: [number[], number[]] = [[], []];
    for (let round = 0; round < perPass; round += 1) {
      const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
      for (const which of order) {
        const started = process.hrtime.bigint();
        await benchCase.run(which === 0 ? small : large);
        times[which].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    passes[0].push(summary(times[0]));
    passes[1].push(summary(times[1]));
  }
  return [medianOf(passes[0]), medianOf(passes[1])];
}

function medianOf(passes: readonly Measured[]): Measured {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  return { p50: median(passes.map((pass) => pass.p50)), p95: median(passes.map((pass) => pass.p95)) };
}

/** The plans of each list's queries, as the services send them. */
async function plans(target: Target, now: number): Promise<string> {
  const { db } = target.app;
  const scope = { employerId: benchEmployerId(0), siteCode: SITE };
  const queries = [
    ...(await capturedSelects(db, (wrapped) => employerPositionList(wrapped, scope, {}))),
    ...(await capturedSelects(db, (wrapped) => schoolPositionList(wrapped, SITE, {}))),
    ...(await capturedSelects(db, (wrapped) => publicPositionList(wrapped, now, { xxdm: SITE }))),
    ...(await capturedSelects(db, (wrapped) => publicPositionList(wrapped, now, { xxdm: SITE, city: CITY }))),
    ...(await capturedSelects(db, (wrapped) => employerApplicationList(wrapped, scope, {}))),
    ...(await capturedSelects(db, (wrapped) =>
      searchTalent(wrapped, {
        siteCodes: [SITE],
        filters: { gjz: BENCH_KEYWORDS.pair },
        page: 1,
        pageSize: 10,
      }),
    )),
  ];
  const lines: string[] = [];
  for (const query of queries)
    lines.push(
      `-- ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…`,
      await queryPlan(db, target.dialect, query),
    );
  return lines.join('\n');
}

async function seeded(dialect: Dialect, size: number): Promise<Seeded> {
  const target = await openTarget(dialect, size);
  try {
    const now = target.app.clock.now();
    const headers = await seedPeople(target.app, now);
    const started = Date.now();
    await insertBenchPositions(target.app.db, dialect, 0, size, now, (done) =>
      log(`${dialect}: ${done.toLocaleString('en')} / ${size.toLocaleString('en')} positions`),
    );
    await insertBenchApplications(target.app.db, dialect, 0, size, now, (done) =>
      log(`${dialect}: ${done.toLocaleString('en')} / ${size.toLocaleString('en')} applications`),
    );
    const resumes = size === SMALL ? SMALL_RESUMES : LARGE_RESUMES;
    const shares = await insertBenchResumes(target.app.db, dialect, 0, resumes, now, (done) =>
      log(`${dialect}: ${done.toLocaleString('en')} / ${resumes.toLocaleString('en')} resumes`),
    );
    log(
      `${dialect}: keywords in the pool: ${BENCH_KEYWORDS.long} ${(shares.long * 100).toFixed(1)}%, ${BENCH_KEYWORDS.pair} ${(shares.pair * 100).toFixed(1)}%`,
    );
    await settle(target);
    log(`${dialect}: seeded ${size.toLocaleString('en')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { target, headers, now };
  } catch (error) {
    await target.close();
    throw error;
  }
}

type Row = { dialect: Dialect; name: string; small: Measured; large: Measured };

async function benchmark(dialect: Dialect): Promise<{ rows: Row[]; plan: string }> {
  log(`\n${dialect}`);
  const small = await seeded(dialect, SMALL);
  try {
    const large = await seeded(dialect, LARGE);
    try {
      const rows: Row[] = [];
      for (const benchCase of CASES.filter((candidate) => candidate.name.includes(ONLY))) {
        const [atSmall, atLarge] = await measurePair(benchCase, small, large);
        rows.push({ dialect, name: benchCase.name, small: atSmall, large: atLarge });
        log(`${dialect}: ${benchCase.name}: p95 ${atSmall.p95.toFixed(2)} -> ${atLarge.p95.toFixed(2)} ms`);
      }
      return { rows, plan: await plans(large.target, large.now) };
    } finally {
      await large.target.close();
    }
  } finally {
    await small.target.close();
  }
}

function table(rows: readonly Row[]): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const size = (value: number) => value.toLocaleString('en');
  return [
    `| database | list | p50 @${size(SMALL)} | p95 @${size(SMALL)} | p50 @${size(LARGE)} | p95 @${size(LARGE)} | p95 ratio |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ dialect, name, small, large }) =>
        `| ${dialect} | ${name} | ${ms(small.p50)} | ${ms(small.p95)} | ${ms(large.p50)} | ${ms(large.p95)} | ${(large.p95 / small.p95).toFixed(2)} |`,
    ),
  ].join('\n');
}

async function main() {
  const dialects: Dialect[] = [];
  if (WANTED.includes('sqlite')) dialects.push('sqlite');
  if (WANTED.includes('postgres')) {
    if (await postgresReachable()) dialects.push('postgres');
    else log(`PostgreSQL at ${POSTGRES_URL} is not reachable: SQLite only`);
  }
  const rows: Row[] = [];
  const plansByDialect: string[] = [];
  for (const dialect of dialects) {
    const outcome = await benchmark(dialect);
    rows.push(...outcome.rows);
    plansByDialect.push(`### ${dialect}, ${LARGE.toLocaleString('en')} positions\n${outcome.plan}`);
  }
  const resumeSizes = `${SMALL_RESUMES.toLocaleString('en')} and ${LARGE_RESUMES.toLocaleString('en')}`;
  process.stdout.write(
    `\n${table(rows)}\n\nTalent search: at ${resumeSizes} resumes.\n\n${plansByDialect.join('\n\n')}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
