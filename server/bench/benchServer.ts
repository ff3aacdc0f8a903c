/**
 * One server for the benchmark, in its own process so that autocannon (in the parent) does not share
 * its event loop: `bare` is a minimal Fastify hello route, `app` the whole product on a fresh SQLite
 * file holding a realistic crowd (demo employer plus many others with sessions and messages), serving
 * the frontend build in dist/ when there is one (the homepage's HTML). Prints one JSON line when
 * listening: { port, token?, login? }; then answers each `queries` line on its stdin with
 * { queries }: how many database queries the server has run so far.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { buildServer } from '../app';
import type { ServerConfig } from '../core/config';
import { createDatabase } from '../core/db/database';
import { countingQueries } from './queryCounter';
import { seedWelcomeMessage } from '../demo/welcome';
import { encryptForLogin } from './encryptForLogin';
import { seedCrowd } from './crowd';
import { seedDemoData, DEMO_EMPLOYER } from '../demo/seed';

async function startBare() {
  const app = Fastify({ logger: false });
  app.get('/hello', () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port, extra: {}, queries: () => 0 };
}

/** The frontend build whose homepage HTML is measured (BENCH_SPA_DIR: another build to compare). */
const builtFrontend = process.env.BENCH_SPA_DIR ?? join(__dirname, '..', '..', 'dist');

async function startApp() {
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-bench-'));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    sqlitePath: join(dir, 'dwpage.sqlite'),
    filesDir: join(dir, 'files'),
    spaDir: existsSync(join(builtFrontend, 'site', 'index.html')) ? builtFrontend : join(dir, 'dist'),
    dev: false,
    demo: false,
    logger: false,
    // The bench measures the server, not the per-address upload budget.
    uploadBytesPerHour: Number.MAX_SAFE_INTEGER,
    fileRetentionMs: 24 * 60 * 60 * 1000,
    fileSweepIntervalMs: 60 * 60 * 1000,
  };
  const counted = countingQueries(await createDatabase(config));
  const app = await buildServer(config, { database: counted.database });
  app.addHook('onClose', async () => {
    await counted.database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const now = app.clock.now();
  const demo = await seedDemoData(app.db, app.passwords, now);
  if (demo === null) throw new Error('fresh database expected');
  await seedWelcomeMessage(app.db, now);
  await seedCrowd(app.db, now);

  const login = {
    sjhm: DEMO_EMPLOYER.mobile,
    mm: encryptForLogin(app.passwordKeys.publicKeySpki, demo.employer.password),
    xxdm: DEMO_EMPLOYER.siteCode,
  };
  const response = await app.inject({ method: 'POST', url: '/com/dwdl/dlmmjy', payload: login });
  const token = response.json<{ result: { token: string } }>().result.token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as { port: number }).port,
    extra: { token, login },
    queries: counted.queries,
  };
}

async function main() {
  const mode = process.argv[2];
  if (mode !== 'bare' && mode !== 'app') throw new Error('usage: benchServer.ts bare|app');
  const { app, port, extra, queries } = mode === 'bare' ? await startBare() : await startApp();
  process.stdout.write(`${JSON.stringify({ port, ...extra })}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'queries') process.stdout.write(`${JSON.stringify({ queries: queries() })}\n`);
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
