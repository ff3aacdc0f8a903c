import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../core/db/preparedQueries';
import type { Database } from '../schema';

/** What an employer call needs of its session, its user and its employer. */
export type EmployerSessionRow = {
  token_hash: string;
  sessionId: string;
  site_code: string;
  userId: string;
  dwid: string;
  profile_id: string;
  main_user_id: string | null;
  homeEmployerId: string;
  homeRoleId: string;
  memberRoleId: string | null;
  user_agent: string | null;
  address: string | null;
  last_seen_at: number | null;
  userName: string | null;
  userMobile: string;
  employerName: string;
};

/** Tokens looked up in one query at most. */
export const SESSION_BATCH_MAX = 128;

/**
 * The live sessions of `size` token hashes. The lists are padded to a power of two, so a handful of
 * statements (prepared once each) serve every batch.
 */
function sessionsQuery(size: number) {
  return preparedQuery(size + 1, (db, now: number, ...tokenHashes: string[]) =>
    db
      .selectFrom('employer_sessions as s')
      .innerJoin('employer_users as u', 'u.id', 's.user_id')
      .innerJoin('employers as e', 'e.id', 's.employer_id')
      // A session for another employer than the home one lives only as long as the membership.
      .leftJoin('employer_memberships as m', (join) =>
        join.onRef('m.user_id', '=', 's.user_id').onRef('m.employer_id', '=', 's.employer_id'),
      )
      .select([
        's.token_hash',
        's.id as sessionId',
        's.site_code',
        'u.id as userId',
        'e.id as dwid',
        'e.profile_id',
        'e.main_user_id',
        'u.employer_id as homeEmployerId',
        'u.role_id as homeRoleId',
        'm.role_id as memberRoleId',
        's.user_agent',
        's.address',
        's.last_seen_at',
        // Who acts, for the audit trail and the bookings it creates, without another query.
        'u.name as userName',
        'u.mobile as userMobile',
        'e.name as employerName',
      ])
      .where('s.token_hash', 'in', tokenHashes)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      // Disabling a user revokes its sessions; the check here also covers a session opened meanwhile.
      .where((eb) =>
        eb.or([
          eb.and([eb('s.employer_id', '=', eb.ref('u.employer_id')), eb('u.disabled_at', 'is', null)]),
          eb.and([eb('m.user_id', 'is not', null), eb('m.disabled_at', 'is', null)]),
        ]),
      ),
  );
}

const queriesBySize = new Map<number, ReturnType<typeof sessionsQuery>>();

function sessionsQueryOf(size: number) {
  let query = queriesBySize.get(size);
  if (query === undefined) {
    query = sessionsQuery(size);
    queriesBySize.set(size, query);
  }
  return query;
}

const paddedSize = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(1, count)));

type SessionKey = { tokenHash: string; now: number };

/**
 * Every authenticated employer call looks its session up; the lookups of the calls read in one turn
 * of the event loop go to the database as one query. In an opening-minute rush a thousand calls
 * arrive together: one query per call (on PostgreSQL one round trip each) cost more than the rest of
 * the refusal most of them get.
 */
function createSessionLoader(db: Kysely<Database>) {
  return new DataLoader<SessionKey, EmployerSessionRow | null>(
    async (keys) => {
      // The latest clock of the batch: a session that ended meanwhile is not let through.
      const now = Math.max(...keys.map((key) => key.now));
      const hashes = keys.map((key) => key.tokenHash);
      const padding = Array.from(
        { length: paddedSize(hashes.length) - hashes.length },
        () => hashes[0] ?? '',
      );
      const query = sessionsQueryOf(hashes.length + padding.length);
      const { rows } = await db.executeQuery(query(db, now, ...hashes, ...padding));
      const byHash = new Map(rows.map((row) => [row.token_hash, row]));
      return keys.map((key) => byHash.get(key.tokenHash) ?? null);
    },
    {
      cache: false,
      maxBatchSize: SESSION_BATCH_MAX,
      // After the poll phase: every call whose request was read in this turn joins the batch.
      batchScheduleFn: (callback) => setImmediate(callback),
    },
  );
}

const loaders = new WeakMap<Kysely<Database>, ReturnType<typeof createSessionLoader>>();

/** The live session of a token hash (not revoked, not expired, its user not disabled), or null. */
export function lookUpEmployerSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<EmployerSessionRow | null> {
  let loader = loaders.get(db);
  if (loader === undefined) {
    loader = createSessionLoader(db);
    loaders.set(db, loader);
  }
  return loader.load({ tokenHash, now });
}
