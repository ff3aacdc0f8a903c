/**
 * Failed password logins slow down instead of locking out: anyone who knows an account's login name
 * could otherwise keep its owner out. Failures count per account and address and per account alone;
 * past a few free ones, each further attempt waits a delay after the last failure that doubles with
 * every failure. From one address the delay grows to a quarter of an hour; over all addresses it stops
 * at a minute, so a spread-out attack gets about a guess a minute while the owner is slowed, never
 * shut out (and SMS-code login stays open). Kept in memory: one server process serves the site, and a
 * restart only forgives a few failures.
 */

type Count = { failures: number; lastAt: number };

export type BackoffRule = { freeFailures: number; maxDelayMs: number };

export const PER_ADDRESS: BackoffRule = { freeFailures: 5, maxDelayMs: 15 * 60 * 1000 };
export const PER_ACCOUNT: BackoffRule = { freeFailures: 10, maxDelayMs: 60 * 1000 };
const FIRST_DELAY_MS = 1000;
/** Beyond this many counts the forgotten ones are swept out, so many addresses cannot grow memory. */
const SWEEP_ABOVE = 10_000;
/** A count is forgotten once its last failure is this old. */
export const FORGET_AFTER_MS = 15 * 60 * 1000;

/** The delay after the last failure before the next attempt: 0 while failures are free. */
export function backoffDelay(failures: number, rule: BackoffRule): number {
  const beyond = failures - rule.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond, 30), rule.maxDelayMs);
}

export class LoginBackoff {
  private readonly byAddress = new Map<string, Count>();
  private readonly byAccount = new Map<string, Count>();

  constructor(private readonly now: () => number) {}

  private current(counts: Map<string, Count>, key: string): Count | undefined {
    const count = counts.get(key);
    if (count !== undefined && this.now() - count.lastAt >= FORGET_AFTER_MS) {
      counts.delete(key);
      return undefined;
    }
    return count;
  }

  private waitFor(count: Count | undefined, rule: BackoffRule): number {
    if (count === undefined) return 0;
    return Math.max(0, count.lastAt + backoffDelay(count.failures, rule) - this.now());
  }

  /**
   * Starts a password attempt: the milliseconds to wait first (nothing counted), else 0, and the
   * attempt counts as a failure until `succeeded` clears it. Counted at the start, not after the slow
   * password check, so a burst of parallel guesses cannot all slip under the delays.
   */
  startAttempt(account: string, address: string): number {
    const pairKey = `${account}\u0000${address}`;
    const pair = this.current(this.byAddress, pairKey);
    const overall = this.current(this.byAccount, account);
    const wait = Math.max(this.waitFor(pair, PER_ADDRESS), this.waitFor(overall, PER_ACCOUNT));
    if (wait > 0) return wait;
    const now = this.now();
    if (this.byAddress.size > SWEEP_ABOVE) this.sweep();
    this.byAddress.set(pairKey, { failures: (pair?.failures ?? 0) + 1, lastAt: now });
    this.byAccount.set(account, { failures: (overall?.failures ?? 0) + 1, lastAt: now });
    return 0;
  }

  private sweep(): void {
    for (const counts of [this.byAddress, this.byAccount]) {
      for (const key of [...counts.keys()]) this.current(counts, key);
    }
  }

  /** A login that proves the owner (right password, SMS code, password reset) clears the counts. */
  succeeded(account: string, address?: string): void {
    this.byAccount.delete(account);
    if (address !== undefined) this.byAddress.delete(`${account}\u0000${address}`);
  }
}

/** The refusal while an account waits, in seconds below a minute. */
export function backoffMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60
    ? `登录失败次数过多，请 ${seconds} 秒后再试`
    : `登录失败次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`;
}
