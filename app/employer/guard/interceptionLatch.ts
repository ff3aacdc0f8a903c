/**
 * The survey interception runs once per navigation (spec section 4): the first check of a navigation
 * takes the latch, redirects within the same navigation find it taken, and the router re-arms it
 * whenever a navigation ends.
 */
export class InterceptionLatch {
  private taken = false;

  /** True for the first caller since the last re-arm. */
  take(): boolean {
    if (this.taken) return false;
    this.taken = true;
    return true;
  }

  rearm(): void {
    this.taken = false;
  }
}
