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
  /**
   * The reverse proxy in front (env TRUST_PROXY): true (any) or its addresses. Without it every
   * client has the proxy's address, and the per-IP limits would count the whole site as one client.
   */
  trustProxy?: boolean | string[];
  logger: boolean;
  /** Bytes one address may upload an hour (env UPLOAD_MB_PER_HOUR, default 200). */
  uploadBytesPerHour: number;
  /** Uploads no feedback references are removed once older than this (env FILE_RETENTION_HOURS). */
  fileRetentionMs: number;
  /** How often the orphan-upload sweep runs (env FILE_SWEEP_INTERVAL_MINUTES); it also runs at start. */
  fileSweepIntervalMs: number;
};

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** TRUST_PROXY: 'true', or addresses / CIDR ranges separated by commas; unset trusts none. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** A positive number of `unit` from the environment, in the unit's base (ms, bytes); the default when unset. */
function parsePositiveAmount(
  name: string,
  value: string | undefined,
  fallback: number,
  unit: number,
): number {
  if (value === undefined || value.trim() === '') return fallback * unit;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new Error(`${name} must be a positive number, got "${value}"`);
  }
  return Math.round(amount * unit);
}

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
    // Development only when asked for: it opens the SMS outbox, which shows every code to anyone.
    dev: env.NODE_ENV === 'development',
    demo: env.DEMO !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: env.LOG !== '0',
    uploadBytesPerHour: parsePositiveAmount('UPLOAD_MB_PER_HOUR', env.UPLOAD_MB_PER_HOUR, 200, 1024 * 1024),
    // A day lets a person who uploads and posts later (or retries a failed post) keep the uploads.
    fileRetentionMs: parsePositiveAmount('FILE_RETENTION_HOURS', env.FILE_RETENTION_HOURS, 24, HOUR_MS),
    fileSweepIntervalMs: parsePositiveAmount(
      'FILE_SWEEP_INTERVAL_MINUTES',
      env.FILE_SWEEP_INTERVAL_MINUTES,
      60,
      MINUTE_MS,
    ),
  };
}
