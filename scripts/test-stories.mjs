#!/usr/bin/env node
// Runs every story's render, play function and axe check in headless Chromium against a static
// Storybook build. Usage: node scripts/test-stories.mjs [--outputFile=<path>] [other test-storybook args]
// With --outputFile the runner writes Jest's JSON report there (numPassedTests, numFailedTests, …).
// Extra arguments reach Jest through a shell (test-storybook joins them): plain words only.
// The build is skipped when no source file changed since the last one started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromiumPath, ensureChromium } from './chromium.mjs';

const buildDir = 'storybook-static';
const buildStamp = join(buildDir, '.build-started');
const sourceRoots = [
  'ui',
  'features',
  'app',
  'stories',
  'contract',
  '.storybook',
  'vite.config.ts',
  'package-lock.json',
];
const lockFile = '.tmp/test-stories.lock';

// Helpers share one checkout and one build folder: one run at a time, so no run serves a build
// that another is rewriting. The script re-runs itself under flock(1) holding the lock.
if (!process.env.TEST_STORIES_LOCKED) {
  mkdirSync(dirname(lockFile), { recursive: true });
  const locked = spawnSync('flock', [lockFile, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_STORIES_LOCKED: '1' },
  });
  process.exit(locked.status ?? 1);
}

const outputArg = process.argv.find((arg) => arg.startsWith('--outputFile='));
const passThrough = process.argv.slice(2).filter((arg) => arg !== outputArg);

ensureChromium();
process.env.CHROMIUM_PATH ??= chromiumPath();

/** Latest modification time under a file or folder, in ms (0 when it does not exist). */
function latestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, latestMtime(join(path, name))),
    info.mtimeMs,
  );
}

function buildIsFresh() {
  if (!existsSync(buildStamp) || !existsSync(join(buildDir, 'index.json'))) return false;
  const builtAt = statSync(buildStamp).mtimeMs;
  return sourceRoots.every((root) => latestMtime(root) < builtAt);
}

function build() {
  const startedAt = new Date();
  console.log('Building Storybook …');
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', buildDir], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Storybook build failed.');
    process.exit(result.status ?? 1);
  }
  // Stamped with the start time, so a file saved during the build triggers the next one.
  writeFileSync(buildStamp, `${startedAt.toISOString()}\n`);
  utimesSync(buildStamp, startedAt, startedAt);
}

/** Starts scripts/static-server.mjs on a free port; resolves with the child and its port. */
function serve() {
  return new Promise((resolvePort, reject) => {
    const server = spawn(process.execPath, ['scripts/static-server.mjs', buildDir, '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`static server exited early (code ${code})`)));
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolvePort({ server, port: Number(match[1]) });
    });
  });
}

if (buildIsFresh()) console.log('Storybook build is up to date; skipping the build.');
else build();

const { server, port } = await serve();
const outputFile = outputArg?.slice('--outputFile='.length);
if (outputFile) mkdirSync(dirname(outputFile), { recursive: true });

// test-storybook's --outputFile flag cannot carry a path reliably next to other arguments, so the
// path reaches Jest through its config (test-runner-jest.config.js reads the variable); --json stays.
const reportArgs = outputFile ? ['--json'] : [];
const runner = spawn(
  'npx',
  [
    'test-storybook',
    '--index-json',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    ...reportArgs,
    ...passThrough,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_STORIES_OUTPUT_FILE: outputFile ? resolve(outputFile) : '' },
  },
);
const exitCode = await new Promise((resolveCode) => runner.on('exit', (code) => resolveCode(code ?? 1)));

server.removeAllListeners('exit');
process.kill(server.pid, 'SIGTERM');
process.exit(exitCode);
