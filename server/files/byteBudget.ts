/** A number of bytes each key may spend per fixed window; a spend that would go over is refused whole. */
export type ByteBudget = {
  /** Spends `bytes` for `key` when they fit in what is left of its window; false (nothing spent) if not. */
  spend(key: string, bytes: number): boolean;
};

export type ByteBudgetOptions = {
  bytesPerWindow: number;
  windowMs: number;
  /** Keys come from requests: the bound keeps a caller inventing keys from growing memory. */
  capacity: number;
  now: () => number;
};

export function createByteBudget({ bytesPerWindow, windowMs, capacity, now }: ByteBudgetOptions): ByteBudget {
  const windows = new Map<string, { startedAt: number; spent: number }>();
  return {
    spend(key, bytes) {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || time - window.startedAt >= windowMs) {
        windows.delete(key);
        // A Map iterates in insertion order: the first key is the oldest window.
        if (windows.size >= capacity) {
          const oldest = windows.keys().next();
          if (oldest.done !== true) windows.delete(oldest.value);
        }
        window = { startedAt: time, spent: 0 };
        windows.set(key, window);
      }
      if (window.spent + bytes > bytesPerWindow) return false;
      window.spent += bytes;
      return true;
    },
  };
}
