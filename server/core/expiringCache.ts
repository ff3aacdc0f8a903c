/** Values loaded on a miss and kept for a fixed time, at most `capacity` keys at once. */
export type ExpiringCache<K, V> = {
  get(key: K, load: () => Promise<V>): Promise<V>;
};

export type ExpiringCacheOptions = {
  ttlMs: number;
  /** Keys come from requests: the bound keeps a caller inventing keys from growing memory. */
  capacity: number;
  now: () => number;
};

export function createExpiringCache<K, V>({
  ttlMs,
  capacity,
  now,
}: ExpiringCacheOptions): ExpiringCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    async get(key, load) {
      const entry = entries.get(key);
      const time = now();
      if (entry !== undefined && entry.expiresAt > time) return entry.value;
      const value = await load();
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size >= capacity) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: time + ttlMs });
      return value;
    },
  };
}
