#!/usr/bin/env node
// `npm test`: lint, format, types, jest (web, server, e2e) and the Storybook interaction tests.
// Every step runs even after a failure, so one run shows everything that is wrong; the last line
// counts the tests of all suites together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const resultsDir = '.tmp/test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

ensureChromium();

// The server suite runs twice: on SQLite (the embedded default) and on PostgreSQL, when
// TEST_DATABASE_URL is set or the local server answers.
let postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const probe = spawnSync('node', ['scripts/pg-available.mjs'], { stdio: 'ignore' });
  if (probe.status === 0) postgresUrl = 'postgres://postgres@127.0.0.1:5432/test';
}
const sqliteEnv = { ...process.env };
delete sqliteEnv.TEST_DATABASE_URL;
const postgresEnv = { ...process.env, TEST_DATABASE_URL: postgresUrl };

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${resultsDir}/jest.json`], sqliteEnv],
  ...(postgresUrl
    ? [
        [
          'jest-postgres',
          'npx',
          [
            'jest',
            '--ci',
            '--selectProjects',
            'server',
            '--json',
            `--outputFile=${resultsDir}/jest-postgres.json`,
          ],
          postgresEnv,
        ],
      ]
    : []),
  ['stories', 'node', ['scripts/test-stories.mjs', `--outputFile=${resultsDir}/stories.json`]],
];
if (!postgresUrl) console.log('PostgreSQL not reachable: the server suite runs on SQLite only.');

const failedSteps = [];
for (const [name, command, args, env = process.env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
const reports = { jest: 'jest.json', 'jest-postgres': 'jest-postgres.json', stories: 'stories.json' };
for (const file of Object.values(reports)) {
  const path = `${resultsDir}/${file}`;
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
// A step that failed without a test report (lint, types, a crashed runner) counts as one failure.
for (const name of failedSteps) {
  const report = reports[name];
  if (!report || !existsSync(`${resultsDir}/${report}`)) failed += 1;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
