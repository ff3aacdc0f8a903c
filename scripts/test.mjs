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

if (!process.env.TEST_DATABASE_URL) {
  const probe = spawnSync('node', ['scripts/pg-available.mjs'], { stdio: 'ignore' });
  if (probe.status === 0) process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${resultsDir}/jest.json`]],
  ['stories', 'node', ['scripts/test-stories.mjs', `--outputFile=${resultsDir}/stories.json`]],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
for (const file of ['jest.json', 'stories.json']) {
  const path = `${resultsDir}/${file}`;
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
// A step that failed without a test report (lint, types, a crashed runner) counts as one failure.
for (const name of failedSteps) {
  if (name === 'jest' || name === 'stories') {
    if (!existsSync(`${resultsDir}/${name}.json`)) failed += 1;
  } else failed += 1;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
