import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './http/envelope';

/** A public answer as sent: its JSON text and the ETag of that text. */
export type CachedAnswer = { body: string; etag: string };

export type PublicAnswersOptions = {
  /** Bounds how long a change nobody announces (a booth booked, a row edited in the database) takes to show. */
  ttlMs: number;
  /** Keys come from visitors' queries: the bound keeps invented ones from growing memory. */
  capacity: number;
  now: () => number;
};

export type PublicAnswers = {
  /** The answer under `key` of the site, loaded once however many ask at the same moment. */
  get(siteCode: string, key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Forgets every answer of the site: content it shows changed. */
  invalidate(siteCode: string): void;
  /** Moves on with every invalidation of the site: what was made from its answers is current while this is. */
  generation(siteCode: string): number;
};

export function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Every capability's public (no session) answers per site, so a burst of visitors costs one read per
 * answer and TTL. A load still running is shared; an invalidation during it keeps its result out of
 * the cache (it may predate the change); a failed load is not kept either.
 */
export function createPublicAnswers({ ttlMs, capacity, now }: PublicAnswersOptions): PublicAnswers {
  type Entry = { answer: Promise<CachedAnswer>; expiresAt: number };
  const sites = new Map<string, Map<string, Entry>>();
  let size = 0;
  const generations = new Map<string, number>();
  const generationOf = (siteCode: string) => generations.get(siteCode) ?? 0;

  const remove = (siteCode: string, key: string) => {
    const entries = sites.get(siteCode);
    if (entries?.delete(key) !== true) return;
    size -= 1;
    if (entries.size === 0) sites.delete(siteCode);
  };

  // Keys carry the minute, so expired entries pile up unless dropped when the cache fills.
  const makeRoom = (time: number) => {
    for (const [siteCode, entries] of sites)
      for (const [key, entry] of entries) if (entry.expiresAt <= time) remove(siteCode, key);
    if (size < capacity) return;
    const [siteCode, entries] = sites.entries().next().value ?? [];
    const oldest = entries?.keys().next().value;
    if (siteCode !== undefined && oldest !== undefined) remove(siteCode, oldest);
  };

  return {
    get(siteCode, key, load) {
      const time = now();
      const cached = sites.get(siteCode)?.get(key);
      if (cached !== undefined && cached.expiresAt > time) return cached.answer;
      if (cached !== undefined) remove(siteCode, key);
      const generation = generationOf(siteCode);
      const answer = load().then(answerOf);
      if (size >= capacity) makeRoom(time);
      const entries = sites.get(siteCode) ?? new Map<string, Entry>();
      entries.set(key, { answer, expiresAt: time + ttlMs });
      sites.set(siteCode, entries);
      size += 1;
      const forget = () => {
        if (sites.get(siteCode)?.get(key)?.answer === answer) remove(siteCode, key);
      };
      answer.then(() => {
        if (generationOf(siteCode) !== generation) forget();
      }, forget);
      return answer;
    },
    invalidate(siteCode) {
      generations.set(siteCode, generationOf(siteCode) + 1);
      size -= sites.get(siteCode)?.size ?? 0;
      sites.delete(siteCode);
    },
    generation: generationOf,
  };
}

/** The answer with its ETag: the browser revalidates each time and gets 304 while it holds this one. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const MINUTE_MS = 60_000;

/**
 * The key of a public call: its path and query (in a fixed order, so a reordered query shares the
 * answer) and the minute, as publish times, validity and "from today" move with the clock.
 */
export function publicCallKey(url: string, time: number): string {
  const parsed = new URL(url, 'http://public.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}@${Math.floor(time / MINUTE_MS)}`;
}

/**
 * Answers a public GET call from the shared cache (`app.publicAnswers`), keyed by its address and the
 * minute, with its ETag; `load` gives the result the envelope carries and runs once per key and TTL.
 */
export async function sendPublicAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  siteCode: string,
  load: () => Promise<unknown>,
) {
  const key = publicCallKey(request.url, app.clock.now());
  const answer = await app.publicAnswers.get(siteCode, key, async () => ok(await load()));
  return sendAnswer(request, reply, answer);
}
