import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { employerAuthPlugin, employerRoutes, loadOrCreateKeyPair, type PasswordKeyPair } from './accounts';
import { systemClock, type Clock } from './core/clock';
import type { ServerConfig } from './core/config';
import { createDatabase, type AppDatabase } from './core/db/database';
import { migrateToLatest } from './core/db/migrate';
import { encodingPlugin } from './core/http/encoding';
import { envelopePlugin } from './core/http/envelope';
import { requestLogEntry } from './core/http/logRedaction';
import { securityHeadersPlugin } from './core/http/securityHeaders';
import { createPasswordHasher, type PasswordHasher } from './core/passwords';
import { createPublicAnswers } from './core/publicAnswers';
import { whileServing } from './core/periodicTask';
import { rateLimitExceeded } from './core/rateLimits';
import { seedWelcomeMessage } from './demo';
import { feedbackRoutes } from './feedback';
import { fileRoutes, LocalFileStorage, startOrphanSweeper, type FileStorage } from './files';
import { homepageRoutes } from './homepage';
import { livePlugin } from './live';
import { fairCalendarSource, fairRoutes } from './fairs';
import { dishonestyRoutes } from './dishonesty';
import { imRoutes, messageRoutes, studentMessageRoutes } from './messages';
import { migrations } from './migrations';
import { positionRoutes, renameEmployerPositions } from './positions';
import { announcementRoutes, renameEmployerAnnouncements } from './announcements';
import { applicationRoutes } from './applications';
import { contactRoutes } from './contacts';
import { invoiceRoutes } from './invoices';
import { talkRoutes } from './talks';
import { talkCalendarSource } from './talks/calendarSource';
import { activityRoutes } from './activities';
import { resumeRoutes } from './resumes';
import { schoolRoutes, staffAuthPlugin } from './school';
import { createSiteChanges, siteRoutes } from './site';
import { createLoggingSmsSender, devOutboxRoutes, SmsOutbox, type SmsSender } from './sms';
import { spaRoutes } from './spa';
import { studentAuthPlugin, studentRoutes } from './students';
import { surveyRoutes } from './surveys';
import { statisticsRoutes } from './statistics';
import './fastifyTypes';

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

/**
 * How long a public answer is kept at most: bounds the changes nobody announces (booth bookings, sign-ups,
 * rows edited in the database directly); the writes that publish, review or cancel drop a site's at once.
 */
export const PUBLIC_ANSWER_TTL_MS = 60_000;
const PUBLIC_ANSWER_CAPACITY = 5_000;

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
    await migrateToLatest(database, migrations);
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
  app.decorate('siteChanges', createSiteChanges());
  const publicAnswers = createPublicAnswers({
    ttlMs: PUBLIC_ANSWER_TTL_MS,
    capacity: PUBLIC_ANSWER_CAPACITY,
    now: () => clock.now(),
  });
  app.decorate('publicAnswers', publicAnswers);
  // A site's name or colour is in its public answers (the template, the homepage's data).
  app.siteChanges.subscribe((siteCode) => publicAnswers.invalidate(siteCode));

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
  await app.register(employerAuthPlugin);
  await app.register(studentAuthPlugin);
  await app.register(staffAuthPlugin);
  await app.register(livePlugin);

  // One plugin per capability.
  await app.register(siteRoutes);
  await app.register(employerRoutes, {
    onRenamed: [renameEmployerPositions, renameEmployerAnnouncements],
  });
  await app.register(studentRoutes);
  await app.register(devOutboxRoutes);
  await app.register(fileRoutes, { storage: fileStorage, bytesPerHour: config.uploadBytesPerHour });
  await app.register(feedbackRoutes);
  await app.register(surveyRoutes);
  await app.register(imRoutes);
  await app.register(messageRoutes);
  await app.register(schoolRoutes);
  await app.register(positionRoutes);
  await app.register(announcementRoutes);
  await app.register(contactRoutes);
  await app.register(invoiceRoutes);
  await app.register(talkRoutes);
  await app.register(activityRoutes, { talks: talkCalendarSource, others: [fairCalendarSource] });
  await app.register(fairRoutes);
  await app.register(dishonestyRoutes);
  await app.register(applicationRoutes);
  await app.register(statisticsRoutes);
  await app.register(studentMessageRoutes);
  await app.register(resumeRoutes);
  await app.register(homepageRoutes);
  await app.register(spaRoutes, { spaDir: config.spaDir });
  // main.ts seeds the demo accounts before listening, and listening makes the server ready.
  if (config.demo) app.addHook('onReady', async () => void (await seedWelcomeMessage(app.db, clock.now())));

  // Orphan uploads: swept once the server is ready and then periodically, until closing begins.
  whileServing(app, () =>
    startOrphanSweeper({
      db: app.db,
      storage: fileStorage,
      now: () => clock.now(),
      retentionMs: config.fileRetentionMs,
      intervalMs: config.fileSweepIntervalMs,
      log: app.log,
    }),
  );

  return app;
}
