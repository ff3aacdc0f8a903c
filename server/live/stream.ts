import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveHub } from './hub';

/** Comment lines keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 1_000;
/**
 * Events published within this time go to a stream in one write: under a rush (a hundred booths taken
 * in a second, each watched by hundreds of maps) one write per event per stream costs more than the
 * holds themselves, while a map only needs to learn within seconds.
 */
export const FLUSH_MS = 250;

/** Streams with events waiting (their write functions), all written at the next flush. */
const waiting = new Set<() => void>();
let flushTimer: NodeJS.Timeout | null = null;
let flushQueued = false;
let flushedAt = 0;

function flushAll(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  flushQueued = false;
  flushedAt = performance.now();
  for (const write of waiting) write();
  waiting.clear();
}

/**
 * Queues a stream's write: at the end of this tick when the last flush is FLUSH_MS old (every stream
 * of the event then gets it together), else when it will be.
 */
function queueWrite(write: () => void): void {
  waiting.add(write);
  if (flushQueued) return;
  const wait = FLUSH_MS - (performance.now() - flushedAt);
  if (wait <= 0) flushDueWrites();
  else if (flushTimer === null) {
    flushTimer = setTimeout(flushAll, wait);
    flushTimer.unref();
  }
}

/**
 * Writes what waits once FLUSH_MS has passed since the last flush. A server busy answering a rush runs
 * its timers late (after the whole burst of requests it read at once), so the live plugin also calls
 * this after every answer.
 */
export function flushDueWrites(): void {
  if (flushQueued || waiting.size === 0 || performance.now() - flushedAt < FLUSH_MS) return;
  flushQueued = true;
  process.nextTick(flushAll);
}

/** Each published event is serialised once, however many streams it goes to. */
const frames = new WeakMap<LiveEvent, string>();

function frame(sequence: number | null, event: LiveEvent): string {
  const known = frames.get(event);
  if (known !== undefined) return known;
  const id = sequence === null ? '' : `id: ${sequence}\n`;
  const text = `${id}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
  if (sequence !== null) frames.set(event, text);
  return text;
}

function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return header !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Serves the topic as Server-Sent Events on this request: first `ready` (or `reset` when a
 * reconnecting client missed events the hub no longer keeps, so it must reload the whole state), then
 * the missed events, then every event published to the topic, each with its sequence as the SSE id
 * (those of FLUSH_MS in one write). The route calling this has already checked who may watch the
 * topic. The stream ends when the client goes away or the server closes (hub.endAllStreams).
 */
export function openLiveStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  topic: string,
): void {
  if (hub.isFull) {
    void reply.code(503).header('retry-after', '5').send({ code: 503, message: '连接过多，请稍后再试' });
    return;
  }
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  // Replayed events arrive inside subscribe(), before `ready` can be written: hold them until then.
  let replay: string[] | null = [];
  let pending = '';
  const write = () => {
    if (!raw.writableEnded) raw.write(pending);
    pending = '';
  };
  const subscription = hub.subscribe(
    topic,
    (sequence, event) => {
      const text = frame(sequence, event);
      if (replay !== null) {
        replay.push(text);
        return;
      }
      pending += text;
      queueWrite(write);
    },
    lastEventId(request),
  );
  if (subscription === null) {
    raw.end();
    return;
  }
  raw.write(
    frame(null, {
      name: subscription.complete ? 'ready' : 'reset',
      data: { sequence: hub.sequenceOf(topic) },
    }),
  );
  for (const text of replay) raw.write(text);
  replay = null;

  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let untrack: () => void = () => undefined;
  const end = () => {
    clearInterval(heartbeat);
    waiting.delete(write);
    subscription.unsubscribe();
    untrack();
    if (!raw.writableEnded) raw.end(pending);
  };
  untrack = hub.trackStream(end);
  request.raw.on('close', end);
}
