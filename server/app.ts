import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { encodingPlugin } from './http/encoding';
import { envelopePlugin } from './http/envelope';
import { requestLogEntry } from './http/logRedaction';
import { securityHeadersPlugin } from './http/securityHeaders';
import { seedWelcomeMessage } from './messages/welcome';
import { authPlugin } from './plugins/auth';
import { rateLimitExceeded } from './plugins/rateLimits';
import { devOutboxRoutes } from './routes/devOutbox';
import { employerRoutes } from './routes/employer';
import { feedbackRoutes } from './routes/feedback';
import { fileRoutes } from './routes/files';
import { imRoutes } from './routes/im';
import { spaRoutes } from './routes/spa';
import { surveyRoutes } from './routes/surveys';
import { siteRoutes } from './routes/site';
import { studentRoutes } from './routes/student';
import { systemClock, type Clock } from './services/clock';
import { createPasswordHasher, type PasswordHasher } from './services/passwords';
import { loadOrCreateKeyPair, type PasswordKeyPair } from './services/rsa';
import { createLoggingSmsSender, SmsOutbox, type SmsSender } from './services/sms';
import type { FileStorage } from './storage/FileStorage';
import { LocalFileStorage } from './storage/localFileStorage';
import { startOrphanSweeper, type OrphanSweeper } from './storage/orphanSweep';
import './types/fastify';

export type ServerDeps = {
  /** An open database; the server then leaves closing it to the caller. */
  database: AppDatabase;
  clock: Clock;
  sms: SmsSender;
  passwords: PasswordHasher;
  /** Use this key pair instead of the database's (tests share one to skip RSA generation). */
  passwordKeys: PasswordKeyPair;
  /** Where uploaded bytes live; by default files under config.filesDir. */
  fileStorage: FileStorage;
};

/** JSON and form bodies of the API stay small; uploads go through multipart with their own limit. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole API (and SPA) server without listening, so tests can use app.inject. */
export async function buildServer(
  config: ServerConfig,
  deps: Partial<ServerDeps> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? { level: config.dev ? 'debug' : 'info', serializers: { req: requestLogEntry } }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy ?? false,
  });

  const database = deps.database ?? (await createDatabase(config));
  try {
    await migrateToLatest(database);
  } catch (error) {
    if (deps.database === undefined) await database.close();
    throw error;
  }
  if (deps.database === undefined) app.addHook('onClose', () => database.close());

  const clock = deps.clock ?? systemClock;
  const smsOutbox = config.dev ? new SmsOutbox() : null;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('smsOutbox', smsOutbox);
  app.decorate('sms', deps.sms ?? createLoggingSmsSender(app.log, smsOutbox, () => clock.now()));
  app.decorate('passwords', deps.passwords ?? createPasswordHasher());
  app.decorate('passwordKeys', deps.passwordKeys ?? (await loadOrCreateKeyPair(database.db, clock.now())));
  const fileStorage = deps.fileStorage ?? new LocalFileStorage(config.filesDir);
  app.decorate('fileStorage', fileStorage);

  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'frame-ancestors': ["'self'"], 'img-src': ["'self'", 'data:', 'blob:'] },
    },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Off by default: each sensitive route declares its own limits (config.rateLimit).
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitExceeded });
  await app.register(encodingPlugin);
  await app.register(authPlugin);

  // Routes of the core: site config, accounts, students.
  await app.register(siteRoutes);
  await app.register(employerRoutes);
  await app.register(studentRoutes);
  await app.register(devOutboxRoutes);

  // Routes of files, feedback, surveys, im and the SPA (helper G registers its modules here).
  await app.register(fileRoutes, { storage: fileStorage, bytesPerHour: config.uploadBytesPerHour });
  await app.register(feedbackRoutes);
  await app.register(surveyRoutes);
  await app.register(imRoutes);
  await app.register(spaRoutes, { spaDir: config.spaDir });
  // main.ts seeds the demo accounts before listening, and listening makes the server ready.
  if (config.demo) app.addHook('onReady', async () => void (await seedWelcomeMessage(app.db, clock.now())));

  // Orphan uploads: swept once the server is ready and then periodically; stopped as closing begins
  // (preClose, well before the database closes), waiting for a running sweep.
  let sweeper: OrphanSweeper | null = null;
  app.addHook('onReady', () => {
    sweeper = startOrphanSweeper({
      db: app.db,
      storage: fileStorage,
      now: () => clock.now(),
      retentionMs: config.fileRetentionMs,
      intervalMs: config.fileSweepIntervalMs,
      log: app.log,
    });
    return Promise.resolve();
  });
  app.addHook('preClose', async () => {
    await sweeper?.stop();
  });

  return app;
}
