import { join, resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the server uses the SQLite file at sqlitePath. */
  databaseUrl?: string;
  sqlitePath: string;
  filesDir: string;
  spaDir: string;
  /** Development mode: exposes the SMS outbox endpoint and friendlier logs. */
  dev: boolean;
  /** Seeds the demo employer and student into an empty database. */
  demo: boolean;
  logger: boolean;
};

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    ...(databaseUrl ? { databaseUrl } : {}),
    sqlitePath: join(dataDir, 'dwpage.sqlite'),
    filesDir: join(dataDir, 'files'),
    spaDir: resolve(env.SPA_DIR ?? './dist'),
    dev: env.NODE_ENV !== 'production',
    demo: env.DEMO !== '0',
    logger: env.LOG !== '0',
  };
}
