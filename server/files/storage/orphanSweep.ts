import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { startPeriodicTask, type PeriodicTask } from '../../core/periodicTask';
import type { Database } from '../../schema';
import type { FileStorage } from './FileStorage';

/**
 * Uploads are stored before what uses them is saved (a feedback post, an employer's licence, an
 * announcement claims them by setting files.attached_kind and attached_id, the only reference to a
 * file). Uploads never claimed, or released by an edit, are orphans, whatever their bucket; past the
 * retention they are removed, row and bytes.
 *
 * Order of removal, so that row and bytes never disagree in a way that loses anything:
 * 1. mark the row discarded, only while it is unattached (a conditional update: an owner that claims it
 *    first wins, and a marked file can no longer be claimed or served);
 * 2. remove the bytes;
 * 3. delete the row.
 * A crash or a storage failure after 1 leaves a marked row that the next sweep picks up again (it is
 * still unattached and old); an attached file is never marked, so its row and bytes are never touched.
 */

export type SweepReport = { removed: number; failed: number };

const BATCH_SIZE = 200;

export async function discardFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  ids: readonly string[],
  log?: FastifyBaseLogger,
): Promise<SweepReport> {
  if (ids.length === 0) return { removed: 0, failed: 0 };
  const marked = await db
    .updateTable('files')
    .set({ discarded_at: now })
    .where('id', 'in', ids)
    .where('attached_id', 'is', null)
    .returning(['id', 'path'])
    .execute();
  let removed = 0;
  let failed = 0;
  for (const file of marked) {
    try {
      await storage.remove(file.path);
    } catch (error) {
      // The row stays marked: unreachable, and retried by the next sweep.
      failed += 1;
      log?.warn({ err: error, path: file.path }, 'could not remove the bytes of a discarded file');
      continue;
    }
    await db.deleteFrom('files').where('id', '=', file.id).where('discarded_at', 'is not', null).execute();
    removed += 1;
  }
  return { removed, failed };
}

type Cursor = { created_at: number; id: string };

/** One page of unattached files older than `cutoff`, after `after` in (created_at, id) order. */
export function orphanPageQuery(db: Kysely<Database>, cutoff: number, after: Cursor | null) {
  let query = db
    .selectFrom('files')
    .select(['id', 'created_at'])
    .where('attached_id', 'is', null)
    .where('created_at', '<', cutoff);
  if (after !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(BATCH_SIZE);
}

/** Removes every upload that nothing references and that is older than `retentionMs`. */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  retentionMs: number,
  log?: FastifyBaseLogger,
): Promise<SweepReport> {
  const cutoff = now - retentionMs;
  const total: SweepReport = { removed: 0, failed: 0 };
  // Keyset pages over the index files_attached_created_at (attached_id, created_at, id): rows whose bytes
  // could not be removed stay behind the cursor instead of coming back in every page.
  let after: Cursor | null = null;
  for (;;) {
    const page: Cursor[] = await orphanPageQuery(db, cutoff, after).execute();
    const ids = page.map((file) => file.id);
    const report = await discardFiles(db, storage, now, ids, log);
    total.removed += report.removed;
    total.failed += report.failed;
    after = page.at(-1) ?? null;
    if (after === null || page.length < BATCH_SIZE) return total;
  }
}

export type OrphanSweeper = PeriodicTask & {
  /** Runs a sweep now, or joins the one already running: runs never overlap. */
  run(): Promise<SweepReport>;
};

/**
 * Sweeps at once and then every `intervalMs` (core/periodicTask.ts). A failed sweep is logged and
 * retried at the next tick.
 */
export function startOrphanSweeper(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  now: () => number;
  retentionMs: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): OrphanSweeper {
  const { db, storage, now, retentionMs, intervalMs, log } = options;
  let running: Promise<SweepReport> | null = null;

  const run = (): Promise<SweepReport> => {
    if (running !== null) return running;
    const current = sweepOrphanFiles(db, storage, now(), retentionMs, log).finally(() => {
      running = null;
    });
    running = current;
    return current;
  };

  const task = startPeriodicTask(intervalMs, () =>
    run().then(
      (report) => {
        if (report.removed > 0 || report.failed > 0) log.info(report, 'orphan uploads swept');
      },
      (error: unknown) => log.error({ err: error }, 'orphan upload sweep failed'),
    ),
  );
  return { run, stop: () => task.stop() };
}
