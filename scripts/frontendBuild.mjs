#!/usr/bin/env node
// The frontend build in dist/ and whether it is older than its sources: shared by `npm start` and the
// e2e tests. Run directly (`node scripts/frontendBuild.mjs`), it builds when stale and exits with the
// build's status, so callers in other module systems (jest's CommonJS) can use it as a command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const distDir = join(root, 'dist');
const distIndex = join(distDir, 'index.html');
/** The school console's page, an entry of the same build. */
const distConsoleIndex = join(distDir, 'mgrpage', 'index.html');
/** The student portal's page (served at /sc/ and /mobile/), an entry of the same build. */
const distStudentIndex = join(distDir, 'sc', 'index.html');
/**
 * The server renderers (vite.config.ts SSR_INPUT), built for Node after the client, each into one file
 * of dist/.ssr/: the public site's (app/publicSite/server.tsx) and the employer login's
 * (app/employer/login/server.tsx).
 */
const SSR_ENTRIES = ['publicSite', 'employerLogin'];
const distRenderers = SSR_ENTRIES.map((entry) => join(distDir, '.ssr', `${entry}.mjs`));
/** Written after a production build; a dist/ without it was built some other way and is rebuilt. */
const buildStamp = join(distDir, '.vite', 'production-build');
const sources = [
  'ui',
  'features',
  'app',
  'contract',
  'public',
  'index.html',
  'mgrpage',
  'sc',
  'site',
  'vite.config.ts',
].map((source) => join(root, source));

/** Newest modification time under a file or directory (0 when absent). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing, is not a production build, or some source changed after the last build. */
export function frontendIsStale() {
  if (
    ![distIndex, distConsoleIndex, distStudentIndex, ...distRenderers, buildStamp].every((path) =>
      existsSync(path),
    )
  )
    return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/**
 * Runs `vite build` into dist/; returns its exit status. NODE_ENV is set: Vite bundles React's
 * development build when the caller's NODE_ENV is anything else (jest runs with 'test', a developer's
 * server with 'development'), three times the size and slower.
 */
export function buildFrontend() {
  console.log('Building the frontend (npx vite build) …');
  const vite = (args, env = {}) =>
    spawnSync('npx', ['vite', 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    }).status ?? 1;
  // The client first (it empties dist/), then each server renderer into dist/.ssr/: one build per
  // renderer, as a renderer is one self-contained file. Only the first empties the folder (Vite would
  // empty it for each, the folder being inside the project).
  let status = vite([]);
  for (const [index, entry] of SSR_ENTRIES.entries()) {
    if (status !== 0) break;
    const ssrOut = ['--ssr', '--outDir', join('dist', '.ssr'), `--emptyOutDir=${index === 0}`];
    status = vite(ssrOut, { SSR_ENTRY: entry });
  }
  if (status === 0) writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
  return status;
}

export function hasFrontendBuild() {
  return existsSync(distIndex);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(frontendIsStale() ? buildFrontend() : 0);
}
