#!/usr/bin/env node
// `node scripts/measure.mjs [--runs N] [--no-lighthouse]`: figures of the production build.
// - gzip size of the JavaScript the login route (/dwpage/login/00000/1) and the employer home
//   (/dwpage/dwsy) load before they show: the entry chunk, the lazy chunks of the route's screens, and
//   every chunk those import statically (from Vite's manifest, dist/.vite/manifest.json);
// - the largest lazily loaded screen chunk (gzip);
// - Lighthouse's mobile performance score of the login page served by the real server (median of N
//   runs, default 3), with Debian's Chromium.
// Builds dist/ first when it is older than its sources. Prints a summary and one JSON line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { buildFrontend, distDir, frontendIsStale } from './frontendBuild.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const withLighthouse = !args.includes('--no-lighthouse');

/** The screens each measured route shows, as the route table (app/employer/routes/routeTable.ts) loads them. */
const ROUTES = {
  'login (/dwpage/login/00000/1)': ['features/auth/screens/LoginScreen.tsx'],
  'employer home (/dwpage/dwsy)': [
    'app/employer/shell/EmployerShell.tsx',
    'app/employer/shell/HomeScreen.tsx',
  ],
};
const LOGIN_PAGE = '/dwpage/login/00000/1';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
/** The build's brotli copy (what the server sends to browsers that accept br). */
const brotliSize = (file) => readFileSync(join(distDir, `${file}.br`)).length;

/** Every file the manifest keys load before running: themselves and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

function measureBundles() {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  // The employer app's entry (the build also has the console's, mgrpage/index.html).
  const entry = 'index.html';
  const routes = Object.fromEntries(
    Object.entries(ROUTES).map(([name, screens]) => {
      const files = staticClosure(manifest, [entry, ...screens]);
      return [
        name,
        {
          files: files.length,
          gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
          brotliBytes: files.reduce((sum, file) => sum + brotliSize(file), 0),
        },
      ];
    }),
  );
  const screens = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && /(Screen|Shell)\.tsx$/.test(chunk.src ?? ''))
    .map((chunk) => ({ src: chunk.src, file: chunk.file, gzipBytes: gzipSize(chunk.file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { routes, largestScreenChunk: screens[0] ?? null };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The real server in production mode on a fresh database, serving dist/. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dwpage-measure-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_DIR: distDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      DEMO: '0',
      LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const answer = await fetch(`${origin}/pub/hqzzxxdm`, { method: 'POST' }).catch(() => null);
    if (answer?.ok) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** One Lighthouse run (mobile form factor, simulated throttling: its defaults). */
function lighthouseRun(url, chromePath) {
  const outputDir = mkdtempSync(join(tmpdir(), 'dwpage-lighthouse-'));
  const report = join(outputDir, 'report.json');
  try {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const metric = (id) => audits[id]?.numericValue;
    return {
      score: Math.round(categories.performance.score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

async function measureLighthouse() {
  const chromePath = ensureChromium();
  const server = await startServer();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(lighthouseRun(`${server.origin}${LOGIN_PAGE}`, chromePath));
    const sorted = [...results].sort((a, b) => a.score - b.score);
    return { median: sorted[Math.floor(sorted.length / 2)], runs: results };
  } finally {
    await server.stop();
  }
}

if (frontendIsStale() && buildFrontend() !== 0) {
  console.error('The frontend build failed: nothing to measure.');
  process.exit(1);
}

const bundles = measureBundles();
console.log('\nInitial JavaScript (gzip; brotli as served):');
for (const [name, { files, gzipBytes, brotliBytes }] of Object.entries(bundles.routes)) {
  console.log(`  ${name}: ${kib(gzipBytes)} gzip, ${kib(brotliBytes)} brotli, in ${files} files`);
}
if (bundles.largestScreenChunk) {
  const { src, gzipBytes } = bundles.largestScreenChunk;
  console.log(`Largest lazily loaded screen chunk: ${src}, ${kib(gzipBytes)} gzip`);
}

let lighthouse = null;
if (withLighthouse) {
  lighthouse = await measureLighthouse();
  const { median } = lighthouse;
  console.log(
    `Lighthouse mobile performance of ${LOGIN_PAGE}: ${median.score} (median of ${runs}; ` +
      `all: ${lighthouse.runs.map((run) => run.score).join(', ')}); ` +
      `FCP ${Math.round(median.fcpMs)} ms, LCP ${Math.round(median.lcpMs)} ms, ` +
      `TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}, SI ${Math.round(median.speedIndexMs)} ms`,
  );
}

console.log(JSON.stringify({ ...bundles, lighthouse }));
