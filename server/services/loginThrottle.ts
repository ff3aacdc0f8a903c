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

  /** Milliseconds until the account may try again; 0 when it may try now. */
  waitMs(key: string): number {
    const times = this.recent(key);
    if (times.length < this.maxFailures) return 0;
    const oldest = times[times.length - this.maxFailures] ?? this.now();
    return oldest + this.windowMs - this.now();
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
