import type { Kysely } from 'kysely';
import { preparedQuery } from '../core/db/preparedQueries';
import type { Database } from '../schema';

/** Where and when a session was last used: what the list of the user's devices shows. */
export type SessionUse = { sessionId: string; userAgent: string; address: string; at: number };

export type SessionUseRecorder = {
  /** Keeps the use to be written with the next batch (a later use of the same session replaces it). */
  note(use: SessionUse): void;
  /** Writes every use noted so far; a reader of the devices list calls it first. */
  flush(): Promise<void>;
};

/** A batch runs this once per session: compiled once, not built through Kysely each time. */
const lastUseUpdate = preparedQuery(
  4,
  (db, userAgent: string, address: string, at: number, sessionId: string) =>
    db
      .updateTable('employer_sessions')
      .set({ user_agent: userAgent, address, last_seen_at: at })
      .where('id', '=', sessionId),
);

/** How long noted uses wait for others to share their write. */
export const SESSION_USE_BATCH_MS = 1000;

/**
 * Writes sessions' last uses behind the calls that made them, in one transaction per batch: a call
 * does not wait for a write (at an opening-minute rush, a thousand sessions last used minutes ago
 * would otherwise each write before their answer). A use is only for the devices list, so one lost
 * with a crash costs at most a batch's worth of "last active" times.
 */
export function createSessionUseRecorder(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  batchMs = SESSION_USE_BATCH_MS,
): SessionUseRecorder {
  let pending = new Map<string, SessionUse>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async (uses: SessionUse[]) => {
    await db.transaction().execute(async (trx) => {
      for (const use of uses)
        await trx.executeQuery(lastUseUpdate(db, use.userAgent, use.address, use.at, use.sessionId));
    });
  };

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const uses = [...pending.values()];
    pending = new Map();
    // Batches are written in order, so a later use never lands before an earlier one.
    writing = writing.then(() => (uses.length === 0 ? undefined : write(uses).catch(onError)));
    return writing;
  };

  return {
    note(use) {
      pending.set(use.sessionId, use);
      if (timer !== null) return;
      timer = setTimeout(() => void flush(), batchMs);
      timer.unref();
    },
    flush,
  };
}
