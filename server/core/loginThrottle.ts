/**
 * Counts failed logins per account in a sliding window. Past the limit the account waits until the
 * oldest failure leaves the window; a successful login clears the count. Kept in memory: one server
 * process serves the site, and a restart only forgives a few failures.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /**
   * Starts a login attempt: while the account is over the limit, the milliseconds it must wait
   * (nothing counted); else 0, and the attempt counts as a failure until `reset` clears the count on
   * success. Counted at the start, not after the slow password check, so a burst of parallel guesses
   * cannot all slip under the limit.
   */
  startAttempt(key: string): number {
    const times = this.recent(key);
    if (times.length >= this.maxFailures) {
      const oldest = times[times.length - this.maxFailures] ?? this.now();
      return oldest + this.windowMs - this.now();
    }
    this.failures.set(key, [...times, this.now()]);
    return 0;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
