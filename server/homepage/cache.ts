import { createHash } from 'node:crypto';

/** A public answer as sent: its JSON text and the ETag of that text. */
export type CachedAnswer = { body: string; etag: string };

export type HomepageCacheOptions = {
  /** Bounds how long a change nobody announces (made in the database directly) takes to show. */
  ttlMs: number;
  capacity: number;
  now: () => number;
};

export type HomepageCache = {
  /** The answer under `key` of the site, loaded once however many ask at the same moment. */
  get(siteCode: string, key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Forgets every answer of the site (the console changed its content). */
  invalidate(siteCode: string): void;
};

export function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The public calls' answers per site, so a burst of visitors costs one read per answer and TTL. A load
 * still running is shared; an invalidation during it keeps its result out of the cache (it may predate
 * the change).
 */
export function createHomepageCache({ ttlMs, capacity, now }: HomepageCacheOptions): HomepageCache {
  type Entry = { answer: Promise<CachedAnswer>; expiresAt: number };
  const sites = new Map<string, Map<string, Entry>>();
  let size = 0;
  const generations = new Map<string, number>();

  const evictOldest = () => {
    for (const [siteCode, entries] of sites) {
      const oldest = entries.keys().next();
      if (oldest.done !== true) {
        entries.delete(oldest.value);
        size -= 1;
      }
      if (entries.size === 0) sites.delete(siteCode);
      return;
    }
  };

  return {
    get(siteCode, key, load) {
      const entries = sites.get(siteCode) ?? new Map<string, Entry>();
      const cached = entries.get(key);
      const time = now();
      if (cached !== undefined && cached.expiresAt > time) return cached.answer;
      if (cached !== undefined) {
        entries.delete(key);
        size -= 1;
      }
      const generation = generations.get(siteCode) ?? 0;
      const answer = load().then(answerOf);
      if (size >= capacity) evictOldest();
      entries.set(key, { answer, expiresAt: time + ttlMs });
      sites.set(siteCode, entries);
      size += 1;
      // A failed load or one overtaken by an invalidation is not kept.
      const forget = () => {
        if (sites.get(siteCode)?.get(key)?.answer === answer) {
          sites.get(siteCode)?.delete(key);
          size -= 1;
        }
      };
      answer.then(() => {
        if ((generations.get(siteCode) ?? 0) !== generation) forget();
      }, forget);
      return answer;
    },
    invalidate(siteCode) {
      generations.set(siteCode, (generations.get(siteCode) ?? 0) + 1);
      size -= sites.get(siteCode)?.size ?? 0;
      sites.delete(siteCode);
    },
  };
}
