// Every augmentation of Fastify's types for this server, in one place.
import type { FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { SecurityHeaders } from '../http/securityHeaders';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../services/clock';
import type { PasswordHasher } from '../services/passwords';
import type { PasswordKeyPair } from '../services/rsa';
import type { SmsOutbox, SmsSender } from '../services/sms';
import type { FileStorage } from '../storage/FileStorage';

/** Who holds a valid employer token. */
export type EmployerPrincipal = {
  userId: string;
  dwid: string;
  jbxxid: string;
  xxdm: string;
  sessionId: string;
};

/** Who holds a valid student token. */
export type StudentPrincipal = {
  studentId: string;
  xxdm: string;
  xh: string;
  sessionId: string;
};

/** How a POST route's body must be encoded; a mismatching Content-Type answers 415. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: AppDatabase;
    db: Kysely<Database>;
    clock: Clock;
    sms: SmsSender;
    /** Password hashing (argon2id at OWASP's minimum unless a test injects cheaper settings). */
    passwords: PasswordHasher;
    /** RSA key pair the clients encrypt passwords with (GET /com/auth/getPubKey). */
    passwordKeys: PasswordKeyPair;
    /** Where uploaded bytes live (metadata in table files). */
    fileStorage: FileStorage;
    /** Present only in development mode: what was "sent" by SMS. */
    smsOutbox: SmsOutbox | null;
    /** preHandler: answers code 42 unless header accessToken holds a live employer session. */
    requireEmployer: PreHandler;
    /** The employer behind header accessToken, or null. */
    optionalEmployer(request: FastifyRequest): Promise<EmployerPrincipal | null>;
    /**
     * preHandler: answers code 4003 unless the `token` cookie holds a live student session (400301 for
     * an expired session of a still-linked app device).
     */
    requireStudent: PreHandler;
    /** The student behind the `token` cookie (or header accessToken), or null. */
    optionalStudent(request: FastifyRequest): Promise<StudentPrincipal | null>;
  }

  interface FastifyRequest {
    /** Set by app.requireEmployer; null on routes without it. */
    employer: EmployerPrincipal | null;
    /** Set by app.requireStudent; null on routes without it. */
    student: StudentPrincipal | null;
  }

  interface FastifyContextConfig {
    encoding?: BodyEncoding;
    /** Set from the route's `helmet` option when it is registered; absent: the global headers. */
    securityHeaders?: SecurityHeaders;
  }

  interface RouteShorthandOptions {
    /** Helmet options for this route, merged over the global ones; false sends none. */
    helmet?: HelmetOptions | false;
  }
}
