#!/usr/bin/env node
// `npm start`: builds the frontend when dist/ is missing or older than its sources, then runs the
// API server (which also serves the SPA from dist/). A failed build only warns: the API still starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const distIndex = 'dist/index.html';
const sources = ['ui', 'features', 'app', 'contract', 'index.html', 'vite.config.ts'];

/** Newest modification time under a file or directory (0 when absent). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function frontendIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

if (frontendIsStale()) {
  console.log('Building the frontend (npx vite build) …');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.warn(
      `warning: the frontend build failed (exit ${build.status}); starting the API anyway` +
        (existsSync(distIndex) ? ' with the previous build in dist/.' : ' without the SPA.'),
    );
  }
}

// The server runs in this very process (TypeScript through tsx), so SIGTERM and SIGINT reach its
// graceful shutdown directly instead of twice through a parent.
// The package is CommonJS, so the server's TypeScript loads through tsx's require hook.
const { register } = await import('tsx/cjs/api');
register();
createRequire(import.meta.url)('../server/main.ts');
