import { randomBytes } from 'node:crypto';

let sequence = 0;

/**
 * Ids that sort in the order rows were written (time, then a counter of this process, then random),
 * so the latest of two rows of one millisecond (a save right after a decision) is the one written last.
 */
export function sequentialId(now: number): string {
  sequence = (sequence + 1) % 0x1000000;
  return `${Math.max(0, now).toString(16).padStart(12, '0')}${sequence.toString(16).padStart(6, '0')}${randomBytes(7).toString('hex')}`;
}
