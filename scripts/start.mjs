#!/usr/bin/env node
// `npm start`: builds the frontend when dist/ is missing or older than its sources, then runs the
// API server (which also serves the SPA from dist/). A failed build only warns: the API still starts.
import { createRequire } from 'node:module';
import { buildFrontend, frontendIsStale, hasFrontendBuild } from './frontendBuild.mjs';

if (frontendIsStale()) {
  const status = buildFrontend();
  if (status !== 0) {
    console.warn(
      `warning: the frontend build failed (exit ${status}); starting the API anyway` +
        (hasFrontendBuild() ? ' with the previous build in dist/.' : ' without the SPA.'),
    );
  }
}

// The server runs in this very process (TypeScript through tsx), so SIGTERM and SIGINT reach its
// graceful shutdown directly instead of twice through a parent.
// The package is CommonJS, so the server's TypeScript loads through tsx's require hook.
const { register } = await import('tsx/cjs/api');
register();
createRequire(import.meta.url)('../server/main.ts');
