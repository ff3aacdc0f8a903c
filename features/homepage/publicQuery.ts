// The public site's data layer: each public call's answer cached by its address, read by hooks shaped
// like the ones the blocks used before (data, isLoading, isFetching, isError, refetch). A page the
// server rendered starts from the answers it embedded, so the client fetches none of them again; on the
// server a render records the calls it found missing, which the renderer answers before the next pass.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { SUCCESS_CODE, type Envelope } from '../../contract/envelope';

type ParamValue = string | number | null | undefined;

/** One public call: GET path?params, or a POST without a body (/pub/hqzzxxdm). */
export type PublicRequest = { path: string; params?: Record<string, ParamValue>; method?: 'GET' | 'POST' };

/** `GET /path?a=1` or `POST /path`: the cache key, also all a call needs (empty params left out). */
export function requestKey({ path, params = {}, method = 'GET' }: PublicRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.append(name, String(value));
  const search = query.toString();
  return `${method} ${search === '' ? path : `${path}?${search}`}`;
}

/** The method and address of a cache key. */
export function callOfKey(key: string): { method: 'GET' | 'POST'; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) === 'POST' ? 'POST' : 'GET', url: key.slice(space + 1) };
}

type Entry =
  | { status: 'pending'; data?: undefined; fetching: true }
  | { status: 'success'; data: unknown; fetching: boolean }
  | { status: 'error'; data?: undefined; fetching: boolean };

/** Answers a call with its envelope's result, or throws. */
export type FetchResult = (call: ReturnType<typeof callOfKey>) => Promise<unknown>;

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && 'result' in value;

/** The result of an envelope with the success code; anything else is an error. */
export function resultOf(value: unknown): unknown {
  if (!isEnvelope(value) || Number(value.code) !== SUCCESS_CODE) throw new Error('public call refused');
  return value.result;
}

/** The browser's fetch of a public call: no session, no token, the envelope's result. */
export const fetchPublic: FetchResult = async ({ method, url }) => {
  const response = await fetch(url, { method, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return resultOf(await response.json());
};

export class PublicQueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** On the server: the keys a render read that had no answer yet. */
  readonly missing = new Set<string>();

  constructor(
    private readonly fetchResult: FetchResult = fetchPublic,
    answers: Readonly<Record<string, unknown>> = {},
  ) {
    for (const [key, data] of Object.entries(answers))
      this.entries.set(key, { status: 'success', data, fetching: false });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  read(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) this.missing.add(key);
    return entry;
  }

  /** Fetches a key (once at a time); `force` fetches again what is cached already. */
  load(key: string, force = false): Promise<void> {
    const running = this.inFlight.get(key);
    if (running !== undefined) return running;
    const current = this.entries.get(key);
    if (current?.status === 'success' && !force) return Promise.resolve();
    this.set(
      key,
      current?.status === 'success' ? { ...current, fetching: true } : { status: 'pending', fetching: true },
    );
    const done = this.fetchResult(callOfKey(key)).then(
      (data) => this.set(key, { status: 'success', data, fetching: false }),
      () => this.set(key, { status: 'error', fetching: false }),
    );
    const settled = done.finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, settled);
    return settled;
  }

  /** The answers held, by key: what the server embeds in its page. */
  answers(): Record<string, unknown> {
    return Object.fromEntries(
      [...this.entries].flatMap(([key, entry]) => (entry.status === 'success' ? [[key, entry.data]] : [])),
    );
  }

  private set(key: string, entry: Entry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }
}

/** Given by the public site's shell (and by stories and tests, one cache each). */
export const PublicQueryContext = createContext<PublicQueryCache>(new PublicQueryCache());

export type QueryResult<T> = {
  /** The last answer this hook received (kept while the next arguments load, as before). */
  data: T | undefined;
  /** No answer yet, and one on its way. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
};

/** A public call's answer; `null` skips the call (and holds no data). */
export function usePublicQuery<T>(request: PublicRequest | null): QueryResult<T> {
  const cache = useContext(PublicQueryContext);
  const key = request === null ? null : requestKey(request);
  const read = () => (key === null ? undefined : cache.read(key));
  const entry = useSyncExternalStore(cache.subscribe, read, read);
  useEffect(() => {
    if (key !== null) void cache.load(key);
  }, [cache, key]);
  const [kept, setKept] = useState<{ data: unknown } | null>(null);
  // Adjusting state while rendering (React's pattern for it): remember each answer as it arrives.
  if (entry?.status === 'success' && kept?.data !== entry.data) setKept({ data: entry.data });
  const data = key === null ? undefined : entry?.status === 'success' ? entry.data : kept?.data;
  const isFetching = key !== null && (entry === undefined || entry.fetching);
  return {
    data: data as T | undefined,
    isLoading: isFetching && data === undefined,
    isFetching,
    isError: entry?.status === 'error' && !entry.fetching,
    refetch: () => (key === null ? Promise.resolve() : cache.load(key, true)),
  };
}
