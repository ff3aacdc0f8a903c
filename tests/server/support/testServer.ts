import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Envelope } from '../../../contract/envelope';
import { buildServer, type ServerDeps } from '../../../server/app';
import type { ServerConfig } from '../../../server/core/config';
import { createDatabase, type AppDatabase } from '../../../server/core/db/database';
import { createPasswordHasher } from '../../../server/core/passwords';
import { generateRsaKeyPair, type PasswordKeyPair } from '../../../server/accounts/rsa';

/** A clock the test moves by hand (starts at the real time). */
export class TestClock {
  constructor(private current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestServer = {
  app: FastifyInstance;
  config: ServerConfig;
  database: AppDatabase;
  clock: TestClock;
  /** Closes the server and the database, then drops the temp dir or the PostgreSQL schema. */
  close(): Promise<void>;
};

export type TestServerOptions = {
  config?: Partial<ServerConfig>;
  deps?: Partial<Omit<ServerDeps, 'database'>>;
};

/** argon2id at a test cost (~1 ms): the stored format and checks are those of production. */
export const fastPasswords = createPasswordHasher({ memoryKiB: 256, passes: 1, parallelism: 1 });

// RSA-2048 generation costs up to a second on a busy machine: one key pair per test file.
let sharedKeys: Promise<PasswordKeyPair> | null = null;

/**
 * A server on a fresh database: SQLite in a temp dir, or a fresh schema of the PostgreSQL database
 * in TEST_DATABASE_URL. Development mode (SMS outbox on), no demo data, no logger, fast passwords.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const schema = databaseUrl ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    ...(databaseUrl ? { databaseUrl } : {}),
    sqlitePath: join(dir, 'dwpage.sqlite'),
    filesDir: join(dir, 'files'),
    spaDir: join(dir, 'dist'),
    dev: true,
    demo: false,
    logger: false,
    uploadBytesPerHour: 200 * 1024 * 1024,
    fileRetentionMs: 24 * 60 * 60 * 1000,
    fileSweepIntervalMs: 60 * 60 * 1000,
    ...options.config,
  };
  const database = await createDatabase(config, schema ? { schema } : {});
  const clock = new TestClock();
  let app: FastifyInstance;
  try {
    sharedKeys ??= generateRsaKeyPair();
    app = await buildServer(config, {
      clock,
      passwords: fastPasswords,
      passwordKeys: await sharedKeys,
      ...options.deps,
      database,
    });
  } catch (error) {
    await database.close();
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    throw error;
  }

  return {
    app,
    config,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** The parsed envelope of a response. */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

type Extra = Pick<InjectOptions, 'headers' | 'cookies' | 'remoteAddress'>;

export function postJson(app: FastifyInstance, url: string, body: unknown, extra: Extra = {}) {
  return app.inject({ method: 'POST', url, payload: body as InjectOptions['payload'], ...extra });
}

export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  extra: Extra = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    payload: new URLSearchParams(fields).toString(),
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

let addressCounter = 0;

/** A client address not used before in this test file, so per-IP limits start fresh. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
