// The capped totals of the school and public lists, kept a short while. Counting up to
// LIST_COUNT_CAP index entries costs more than the page itself once a site holds tens of thousands of
// positions, and the same lists (a site's first page, the pending queue) are asked again and again.
// Any change of a position of a site made through this server drops that site's totals at once;
// TOTALS_TTL_MS bounds how long a total can miss what another server process changed, and the day
// rolling over (the public lists leave out what is past its deadline).

export const TOTALS_TTL_MS = 30_000;
/** Distinct list queries remembered at once (they come from requests: bounded). */
const CAPACITY = 2_000;

export type ListTotals = {
  /** The total of a site's list named by `key`, counted by `count` unless a fresh one is kept. */
  get(siteCode: string, key: string, count: () => Promise<number>): Promise<number>;
  /** Something of the site's positions changed: its kept totals no longer hold. */
  siteChanged(siteCode: string): void;
};

export function createListTotals(now: () => number): ListTotals {
  const generations = new Map<string, number>();
  const entries = new Map<string, { total: number; generation: number; expiresAt: number }>();
  const generationOf = (siteCode: string) => generations.get(siteCode) ?? 0;
  return {
    async get(siteCode, key, count) {
      const entryKey = `${siteCode}\u0000${key}`;
      // Read before counting: a change committed while counting makes this count stale at once.
      const generation = generationOf(siteCode);
      const entry = entries.get(entryKey);
      if (entry !== undefined && entry.generation === generation && entry.expiresAt > now())
        return entry.total;
      const total = await count();
      entries.delete(entryKey);
      if (entries.size >= CAPACITY) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(entryKey, { total, generation, expiresAt: now() + TOTALS_TTL_MS });
      return total;
    },
    siteChanged(siteCode) {
      generations.set(siteCode, generationOf(siteCode) + 1);
    },
  };
}
