#!/usr/bin/env node
// `node scripts/measure.mjs [--runs N] [--no-lighthouse] [--dist DIR] [--page WORD]… [--keep-reports DIR]`: figures of the production build
// (dist/, or a build made elsewhere with `vite build --outDir DIR`, to compare two builds).
// - gzip size of the JavaScript each first screen loads before it shows (the login page, the employer
//   home, the public homepage): the page's entry chunk, the lazy chunks of the route's screens, and
//   every chunk those import statically (from Vite's manifest, dist/.vite/manifest.json); and what
//   each of those chunks holds, its largest packages or folders (dist/.vite/chunks.json);
// - the largest lazily loaded screen chunk (gzip);
// - Lighthouse on the real server with the demo data (median of N runs each, default 3; Debian's
//   Chromium): the login page and the homepage in the mobile run (a phone: slow 4G, 4x CPU), and the
//   homepage in the desktop preset. Performance and accessibility scores, FCP, LCP, TBT, CLS, and the
//   audits that failed, for what to fix.
// Builds dist/ first when it is older than its sources. Prints a summary and one JSON line.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { buildFrontend, distDir as defaultDistDir, frontendIsStale } from './frontendBuild.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const withLighthouse = !args.includes('--no-lighthouse');
const distArg = args.indexOf('--dist');
/** `--page phone`: only the Lighthouse pages whose name holds one of the words. */
const pageWords = args.flatMap((arg, index) => (args[index - 1] === '--page' ? [arg] : []));
const distDir = distArg >= 0 ? resolve(args[distArg + 1]) : defaultDistDir;
/** `--keep-reports DIR`: keeps each Lighthouse run's JSON report there (long tasks, bootup time, trace). */
const keepArg = args.indexOf('--keep-reports');
const keepDir = keepArg >= 0 ? resolve(args[keepArg + 1]) : null;
let keptReports = 0;

/** The first-screen budget of issue 17: JavaScript a login or homepage loads before it shows. */
const FIRST_SCREEN_BUDGET_BYTES = 130 * 1024;

/**
 * The employer entry (app/employer/main.ts) loads one of two starts by the address: the whole app's
 * modules, or the light login page's (app/employer/login/startLoginPage.tsx).
 */
const EMPLOYER_APP_START = [
  'app/employer/App.tsx',
  'app/employer/routes/createAppRouter.tsx',
  'app/employer/sessionExpiry.ts',
  'app/device/watchDevice.ts',
  'app/api/appNavigation.ts',
  'app/store.ts',
];

/**
 * The measured first screens: the page's HTML entry (an input of vite.config.ts), what the entry
 * imports for the address, and the screens its route table loads for it
 * (app/employer/routes/routeTable.ts, app/publicSite/routes/routeTable.ts).
 */
const FIRST_SCREENS = [
  {
    name: 'login (/dwpage/login/00000/1)',
    entry: 'index.html',
    screens: ['app/employer/login/startLoginPage.tsx'],
    budget: true,
  },
  {
    name: 'employer home (/dwpage/dwsy)',
    entry: 'index.html',
    screens: [
      ...EMPLOYER_APP_START,
      'app/employer/shell/EmployerShell.tsx',
      'app/employer/shell/HomeScreen.tsx',
    ],
    budget: false,
  },
  {
    name: 'homepage (/)',
    entry: 'site/index.html',
    // The entry imports its start in steps (app/publicSite/main.ts), then the screen of the address.
    screens: ['app/publicSite/startPublicSite.tsx', 'features/homepage/screens/HomeScreen.tsx'],
    budget: true,
  },
];

/** The Lighthouse runs: Lighthouse's default form factor is a phone (mobile), its desktop preset a PC. */
const LIGHTHOUSE_PAGES = [
  { name: 'login (phone)', path: '/dwpage/login/00000/1', preset: 'mobile' },
  { name: 'homepage (desktop)', path: '/', preset: 'desktop' },
  { name: 'homepage (phone)', path: '/', preset: 'mobile' },
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
/** The build's brotli copy (what the server sends to browsers that accept br). */
const brotliSize = (file) => readFileSync(join(distDir, `${file}.br`)).length;

/**
 * Every file the manifest keys load before running: themselves and their static imports, transitively.
 * A screen merged into a group chunk (vite.config.ts) has no key of its own: its chunk's key stands in.
 */
function staticClosure(manifest, contents, keys) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunkKey = (key) => {
    if (manifest[key] !== undefined) return key;
    const holder = Object.entries(contents ?? {}).find(([, modules]) => modules.some(([id]) => id === key));
    if (holder === undefined) throw new Error(`${key} is not in the build manifest`);
    return keyOfFile.get(holder[0]);
  };
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.map(chunkKey).forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** A module's package (node_modules/…) or folder (ui/Form, app/employer/routes): what a chunk is made of. */
function moduleOwner(id) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1];
  const slash = id.lastIndexOf('/');
  return slash > 0 ? id.slice(0, slash) : id;
}

/**
 * What a chunk holds, by package or folder, largest first: each owner's share of the chunk's modules
 * (their rendered size before minifying) applied to the chunk's gzip size, an estimate.
 */
function chunkHoldings(contents, file, gzipBytes, top = 4) {
  const modules = contents?.[file] ?? [];
  const total = modules.reduce((sum, [, length]) => sum + length, 0);
  const owners = new Map();
  for (const [id, length] of modules)
    owners.set(moduleOwner(id), (owners.get(moduleOwner(id)) ?? 0) + length);
  return [...owners]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, length]) => ({ owner, gzipBytes: Math.round((gzipBytes * length) / Math.max(1, total)) }));
}

function measureBundles() {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const contentsFile = join(distDir, '.vite', 'chunks.json');
  const contents = existsSync(contentsFile) ? JSON.parse(readFileSync(contentsFile, 'utf8')) : null;
  const routes = Object.fromEntries(
    FIRST_SCREENS.map(({ name, entry, screens, budget }) => {
      const chunks = staticClosure(manifest, contents, [entry, ...screens])
        .map((file) => {
          const gzipBytes = gzipSize(file);
          return {
            file,
            gzipBytes,
            brotliBytes: brotliSize(file),
            holds: chunkHoldings(contents, file, gzipBytes),
          };
        })
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      return [
        name,
        {
          files: chunks.length,
          gzipBytes,
          brotliBytes: chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0),
          withinBudget: budget ? gzipBytes <= FIRST_SCREEN_BUDGET_BYTES : null,
          chunks,
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

/** The real server in production mode on a fresh database with the demo data, serving dist/. */
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
      // The homepage shows the demo school's banners, notices, fairs, talks and positions.
      DEMO: '1',
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const answer = await fetch(`${origin}/pub/hqzzxxdm`, { method: 'POST' }).catch(() => null);
    if (answer?.ok) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer within 120 s');
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * Whether the page's HTML arrives with its content (server rendered) or an empty root for the script.
 * Asked again once on a network error: the pooled connection of the previous page may have been closed
 * by the server's keep-alive timeout while Lighthouse ran.
 */
async function isServerRendered(url) {
  const html = await fetch(url)
    .catch(() => fetch(url))
    .then((answer) => answer.text());
  return !/<div id="root">\s*<\/div>/.test(html);
}

/** The audits of a category that did not pass, with what Lighthouse shows for them. */
function failedAudits(category, audits) {
  return category.auditRefs
    .map(({ id }) => audits[id])
    .filter(
      (audit) =>
        audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => audit.id);
}

/**
 * One Lighthouse run; a run Lighthouse itself gives up on (now and then a trace without its navigation
 * start, NO_NAVSTART) is tried again, at most twice.
 */
function lighthouseRun(url, preset, chromePath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseAttempt(url, preset, chromePath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

/** One Lighthouse run with simulated throttling (its defaults for the form factor). */
function lighthouseAttempt(url, preset, chromePath) {
  const outputDir = mkdtempSync(join(tmpdir(), 'dwpage-lighthouse-'));
  const report = join(outputDir, 'report.json');
  try {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance,accessibility',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
    if (keepDir !== null) {
      mkdirSync(keepDir, { recursive: true });
      keptReports += 1;
      copyFileSync(
        report,
        join(keepDir, `${keptReports}-${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`),
      );
    }
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const metric = (id) => audits[id]?.numericValue;
    return {
      score: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      failed: [
        ...failedAudits(categories.performance, audits),
        ...failedAudits(categories.accessibility, audits),
      ],
    };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the runs (the machine is shared: one run can be an outlier). */
function medianRun(results) {
  const figures = ['score', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];
  // Each audit that did not pass, with in how many of the runs.
  const counts = new Map();
  for (const id of results.flatMap((result) => result.failed)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failed = [...counts].map(([id, count]) => `${id} ${count}/${results.length}`);
  return {
    ...Object.fromEntries(figures.map((figure) => [figure, median(results.map((r) => r[figure]))])),
    failed,
  };
}

/** One line of the Lighthouse table, and the audits that did not pass. */
function printLighthouseRow(name, { median: m, runs: all, serverRendered }) {
  console.log(
    `  ${name.padEnd(20)} ${String(m.score).padStart(4)}  ${String(m.accessibility).padStart(4)} ` +
      `${String(Math.round(m.fcpMs)).padStart(8)} ${String(Math.round(m.lcpMs)).padStart(8)} ` +
      `${String(Math.round(m.tbtMs)).padStart(7)} ${m.cls.toFixed(3).padStart(6)}  ${serverRendered ? 'yes' : 'no '}  ` +
      all.map((run) => run.score).join(', '),
  );
  if (m.failed.length > 0) console.log(`      not passed: ${m.failed.join('; ')}`);
}

/** Every page's runs, each page's line printed as soon as it is measured. */
async function measureLighthouse() {
  const chromePath = ensureChromium();
  const server = await startServer();
  console.log(`\nLighthouse, median of ${runs} runs:`);
  console.log('  page                 perf  a11y   FCP ms   LCP ms  TBT ms    CLS  SSR  all perf scores');
  try {
    const pages = {};
    const chosen = LIGHTHOUSE_PAGES.filter(
      ({ name }) => pageWords.length === 0 || pageWords.some((word) => name.includes(word)),
    );
    for (const { name, path, preset } of chosen) {
      const url = `${server.origin}${path}`;
      const serverRendered = await isServerRendered(url);
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(lighthouseRun(url, preset, chromePath));
      pages[name] = { path, preset, serverRendered, median: medianRun(results), runs: results };
      printLighthouseRow(name, pages[name]);
    }
    console.log(
      `  (load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')})`,
    );
    return pages;
  } finally {
    await server.stop();
  }
}

if (distArg < 0 && frontendIsStale() && buildFrontend() !== 0) {
  console.error('The frontend build failed: nothing to measure.');
  process.exit(1);
}

const bundles = measureBundles();
console.log(
  '\nFirst-screen JavaScript (gzip; brotli as served; budget 130 KiB gzip for login and homepage):',
);
for (const [name, { files, gzipBytes, brotliBytes, withinBudget, chunks }] of Object.entries(
  bundles.routes,
)) {
  const verdict = withinBudget === null ? '' : withinBudget ? ' (within budget)' : ' (OVER budget)';
  console.log(`  ${name}: ${kib(gzipBytes)} gzip, ${kib(brotliBytes)} brotli, in ${files} files${verdict}`);
  for (const chunk of chunks.filter((c) => c.gzipBytes >= 1024)) {
    const holds = chunk.holds.map(({ owner, gzipBytes: bytes }) => `${owner} ~${kib(bytes)}`).join(', ');
    console.log(`    ${kib(chunk.gzipBytes).padStart(10)}  ${chunk.file}${holds ? `: ${holds}` : ''}`);
  }
  const small = chunks.filter((c) => c.gzipBytes < 1024);
  if (small.length > 0)
    console.log(
      `    ${kib(small.reduce((sum, c) => sum + c.gzipBytes, 0)).padStart(10)}  ${small.length} chunks under 1 KiB`,
    );
}
if (bundles.largestScreenChunk) {
  const { src, gzipBytes } = bundles.largestScreenChunk;
  console.log(`Largest lazily loaded screen chunk: ${src}, ${kib(gzipBytes)} gzip`);
}

let lighthouse = null;
if (withLighthouse) lighthouse = await measureLighthouse();

console.log(JSON.stringify({ ...bundles, lighthouse }));
