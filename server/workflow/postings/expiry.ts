import type { FastifyBaseLogger } from 'fastify';
import type { ReviewObjectType } from '../../../contract/workflow';
import { ApiError } from '../../core/http/envelope';
import { startPeriodicTask, type PeriodicTask } from '../../core/periodicTask';
import { STATE_CHANGED_CODE } from '../transitions';

/** Overdue postings read per query; each is its own transition (history row, message to the employer). */
export const EXPIRY_BATCH_SIZE = 200;
const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Expires what `overdue` reads, a batch at a time until a batch comes back short. One that someone else
 * moved meanwhile is left to its new state. Answers how many expired.
 */
export async function expireInBatches<Row>(
  overdue: (limit: number) => Promise<Row[]>,
  expire: (row: Row) => Promise<unknown>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await overdue(EXPIRY_BATCH_SIZE);
    for (const row of batch) {
      try {
        await expire(row);
        expired += 1;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === STATE_CHANGED_CODE)) throw error;
      }
    }
    if (batch.length < EXPIRY_BATCH_SIZE) return expired;
  }
}

/** Runs a kind's expiry at once and then every interval, logging what it expired and why it failed. */
export function startExpirySweeper(options: {
  type: ReviewObjectType;
  expireOverdue: (now: number) => Promise<number>;
  now: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicTask {
  const { type, expireOverdue, now, log } = options;
  return startPeriodicTask(options.intervalMs ?? EXPIRY_INTERVAL_MS, () =>
    expireOverdue(now()).then(
      (count) => {
        if (count > 0) log.info({ count, type }, 'postings expired');
      },
      (error: unknown) => log.error({ err: error, type }, 'posting expiry failed'),
    ),
  );
}
