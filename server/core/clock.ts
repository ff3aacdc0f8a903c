/** Source of the current time in epoch milliseconds; tests inject one to reach expiry instantly. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };
