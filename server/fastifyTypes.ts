// Every augmentation of Fastify's types for this server, in one place.
import type { FastifyRequest } from 'fastify';
import type { Permission, PermissionGrants } from '../contract/permissions';
import type { HelmetOptions } from 'helmet';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './core/config';
import type { Database } from './schema';
import type { SecurityHeaders } from './core/http/securityHeaders';
import type { AppDatabase } from './core/db/database';
import type { Clock } from './core/clock';
import type { PasswordHasher } from './core/passwords';
import type { SessionUseRecorder } from './accounts/sessionUses';
import type { PasswordKeyPair } from './accounts/rsa';
import type { FileStorage } from './files/storage/FileStorage';
import type { SmsOutbox, SmsSender } from './sms/sender';
import type { LiveHub } from './live/hub';
import type { SiteChanges } from './site/siteChanges';
import type { PublicAnswers } from './core/publicAnswers';

/** Who holds a valid employer token. */
export type EmployerPrincipal = {
  userId: string;
  dwid: string;
  jbxxid: string;
  xxdm: string;
  sessionId: string;
  /** The employer's main account: every permission, whatever its role. */
  isMain: boolean;
  /** The user's role at this employer. */
  roleId: string;
  /** What the user may do at this employer (the main account's: everything). */
  grants: PermissionGrants;
  /** The user as the audit trail names them (their name, else their masked mobile). */
  actorName: string;
  /** The employer's name, as bookings and postings copy it. */
  employerName: string;
};

/** Who holds a valid student token. */
export type StudentPrincipal = {
  studentId: string;
  xxdm: string;
  xh: string;
  sessionId: string;
};

/** Who holds a valid school-staff token (the console, /mgr calls). */
export type StaffPrincipal = {
  staffId: string;
  /** The staff member's one site: every /mgr call acts only on it. */
  xxdm: string;
  username: string;
  name: string;
  sessionId: string;
};

/**
 * Who may call an employer route: anyone ('public': logins, registration, the key), any signed-in
 * user of the employer ('signedIn': its own settings, messages, surveys), a user whose role grants a
 * permission, or only the employer's main account ('mainAccount': sub-accounts and roles).
 */
export type RouteAccess = 'public' | 'signedIn' | 'mainAccount' | Permission;

export type DeclaredRoutes = { method: string; url: string; access: RouteAccess; schema: unknown }[];

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
    /** Live screens' publish/subscribe hub: publish after a commit, serve with openLiveStream. */
    live: LiveHub;
    /** Tells subscribers (the homepage's cached answers) that a site's name or colour changed. */
    siteChanges: SiteChanges;
    /** Every capability's public answers per site, with their ETags; a write that changes what they show invalidates its site. */
    publicAnswers: PublicAnswers;
    /** Present only in development mode: what was "sent" by SMS. */
    smsOutbox: SmsOutbox | null;
    /** Every /com route with the access it declares (the permission matrix and docs read it). */
    employerRoutes: DeclaredRoutes;
    /** The live employer session of a token, or null (the unread count reads its token from the body). */
    employerSessionOf(token: string): Promise<EmployerPrincipal | null>;
    /** Sessions' last uses, written in batches behind the calls (the devices list flushes first). */
    sessionUses: SessionUseRecorder;
    /** The employer behind header accessToken, or null. */
    optionalEmployer(request: FastifyRequest): Promise<EmployerPrincipal | null>;
    /**
     * preHandler: answers code 4003 unless the `token` cookie holds a live student session (400301 for
     * an expired session of a still-linked app device).
     */
    requireStudent: PreHandler;
    /** The student behind the `token` cookie (or header accessToken), or null. */
    optionalStudent(request: FastifyRequest): Promise<StudentPrincipal | null>;
    /** preHandler: answers code 42 unless header accessToken holds a live school-staff session. */
    requireStaff: PreHandler;
  }

  interface FastifyRequest {
    /** Set on /com routes that are not public; null elsewhere. */
    employer: EmployerPrincipal | null;
    /** Set by app.requireStudent; null on routes without it. */
    student: StudentPrincipal | null;
    /** Set by app.requireStaff; null on routes without it. */
    staff: StaffPrincipal | null;
  }

  interface FastifyContextConfig {
    encoding?: BodyEncoding;
    /** Who may call a /com route: declared on every one (the server refuses to start otherwise). */
    access?: RouteAccess;
    /** Set from the route's `helmet` option when it is registered; absent: the global headers. */
    securityHeaders?: SecurityHeaders;
  }

  interface RouteShorthandOptions {
    /** Helmet options for this route, merged over the global ones; false sends none. */
    helmet?: HelmetOptions | false;
  }
}
