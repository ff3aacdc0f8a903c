/**
 * `npm run bench:server`: autocannon on loopback against a bare Fastify hello route and the product's
 * hot or costly calls (among them the public homepage's HTML and its calls), each server in its own
 * process. Prints requests per second, p50 / p99 latency and the ratio to the bare route. A benchmark
 * to read, not a test: numbers depend on the machine. One thing it does check: a burst of
 * BENCH_VISITORS (5,000) visitors opening the homepage at once, on a cold cache, costs the database a
 * few queries, not some per visitor; it exits with 1 when the burst ran a query per visitor or more.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { homepageBurst, homepageVisit, type BurstResult } from './homepage';

type Ready = { port: number; token?: string; login?: { sjhm: string; mm: string; xxdm: string } };
type Target = {
  name: string;
  /** The process serving it, whose CPU time is measured. */
  server: ChildProcess;
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};
type Row = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per request (user + system), or NaN where /proc is unavailable. */
  cpuMicros: number;
  failures: number;
};

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 5000);

type BenchServer = {
  child: ChildProcess;
  ready: Ready;
  /** How many database queries the server has run so far (benchServer.ts counts them). */
  queries: () => Promise<number>;
};

function startServer(mode: 'bare' | 'app'): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'benchServer.ts'), mode], {
    stdio: ['pipe', 'pipe', 'inherit'],
    // As served in production: the server renderer's libraries skip their development checks.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const queries = async () => {
    const answer = nextLine();
    child.stdin.write('queries\n');
    return (JSON.parse(await answer) as { queries: number }).queries;
  };
  return new Promise((resolve, reject) => {
    void nextLine().then((line) => resolve({ child, ready: JSON.parse(line) as Ready, queries }));
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has used (Linux /proc: utime + stime, in clock ticks). Unlike requests per
 * second, CPU per request does not depend on what else the machine is doing.
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Counts answers that are not code 200, whatever their HTTP status (refusals come as HTTP 200). */
async function run(target: Target): Promise<Row> {
  let failures = 0;
  const cpuBefore = cpuSeconds(target.server.pid);
  const result = await autocannon({
    url: target.url,
    connections: target.connections,
    ...(target.amount ? { amount: target.amount } : { duration: target.duration ?? DURATION_S }),
    requests: [
      {
        method: target.method,
        headers: target.headers ?? {},
        ...(target.body !== undefined ? { body: target.body } : {}),
        onResponse: (status, body) => {
          if (status !== 200 || (body.startsWith('{"code"') && !body.startsWith('{"code":200')))
            failures += 1;
        },
      },
    ],
  });
  const requests = result['2xx'] + result.non2xx;
  return {
    name: target.name,
    connections: target.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: ((cpuSeconds(target.server.pid) - cpuBefore) * 1e6) / Math.max(1, requests),
    failures: failures + result.errors + result.timeouts,
  };
}

function printTable(rows: Row[]) {
  const bare = rows[0];
  const header = [
    'route',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs bare',
    'CPU µs/req',
    'vs bare (CPU)',
    'failed',
  ];
  const body = rows.map((row) => [
    row.name,
    String(row.connections),
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    `${((row.rps / (bare?.rps ?? 1)) * 100).toFixed(0)}%`,
    Number.isNaN(row.cpuMicros) ? '-' : row.cpuMicros.toFixed(0),
    Number.isNaN(row.cpuMicros) ? '-' : `${(((bare?.cpuMicros ?? 0) / row.cpuMicros) * 100).toFixed(0)}%`,
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(
    [
      '',
      line(header),
      line(widths.map((width) => '-'.repeat(width))),
      ...body.map(line),
      '',
      'vs bare: requests per second as a share of the bare route. vs bare (CPU): the bare route’s server CPU',
      'per request over this route’s, i.e. the throughput share on an otherwise idle machine.',
    ].join('\n'),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median of each figure over the rounds: the machine is shared, so one run can be an outlier. */
function medianRow(runs: Row[]): Row {
  const first = runs[0]!;
  return {
    name: first.name,
    connections: first.connections,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuMicros: median(runs.map((run) => run.cpuMicros)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

function printBurst(burst: BurstResult) {
  const perVisitor = burst.queries / burst.visitors;
  console.log(
    [
      '',
      `Homepage burst: ${burst.visitors} visitors at once (${burst.requests} requests: the page and its ` +
        `${homepageVisit().length - 1} calls each, cold cache) in ${burst.seconds.toFixed(1)} s, ` +
        `${burst.failures} failed; ${burst.queries} database queries (${perVisitor.toFixed(3)} per visitor).`,
      perVisitor < 1
        ? 'OK: the burst did not query the database per visitor.'
        : 'FAILED: a query per visitor or more.',
    ].join('\n'),
  );
  if (perVisitor >= 1 || burst.failures > 0) process.exitCode = 1;
}

async function main() {
  const [bare, app] = await Promise.all([startServer('bare'), startServer('app')]);
  try {
    const base = `http://127.0.0.1:${app.ready.port}`;
    const token = app.ready.token ?? '';
    // First, while nothing of the homepage is cached yet.
    const burst = await homepageBurst(base, VISITORS, app.queries);
    const throughputTargets: Target[] = [
      {
        name: 'bare hello (GET /hello)',
        server: bare.child,
        url: `http://127.0.0.1:${bare.ready.port}/hello`,
        connections: 10,
        method: 'GET',
      },
      {
        name: 'unread count (POST /im-api/…/getUnreadTotalnumber)',
        server: app.child,
        url: `${base}/im-api/api/auth/getUnreadTotalnumber`,
        connections: 10,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `code=${encodeURIComponent(token)}`,
      },
      {
        name: 'system config (POST /pub/hqpz, employer token)',
        server: app.child,
        url: `${base}/pub/hqpz`,
        connections: 10,
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken: token },
        body: '{}',
      },
      ...homepageVisit().map(({ name, method, path }): Target => ({
        name,
        server: app.child,
        url: `${base}${path}`,
        connections: 10,
        method,
      })),
    ];
    // Interleaved rounds, so a burst of load elsewhere on the machine hits every target alike.
    const runs = new Map<string, Row[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of throughputTargets) {
        const row = await run(target);
        runs.set(target.name, [...(runs.get(target.name) ?? []), row]);
      }
    }
    const rows = throughputTargets.map((target) => medianRow(runs.get(target.name) ?? []));
    // The login route allows 30 requests a minute per address (the setup used one): one connection,
    // 29 logins in a row, which is also the latency of one login on an idle server.
    rows.push(
      await run({
        name: 'password login (POST /com/dwdl/dlmmjy)',
        server: app.child,
        url: `${base}/com/dwdl/dlmmjy`,
        connections: 1,
        amount: 29,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(app.ready.login),
      }),
    );
    printTable(rows);
    printBurst(burst);
  } finally {
    await Promise.all([stop(bare.child), stop(app.child)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
