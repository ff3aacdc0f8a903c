import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveHub } from './hub';

/** Comment lines keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 1_000;

function frame(sequence: number | null, event: LiveEvent): string {
  const id = sequence === null ? '' : `id: ${sequence}\n`;
  return `${id}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return header !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Serves the topic as Server-Sent Events on this request: first `ready` (or `reset` when a
 * reconnecting client missed events the hub no longer keeps, so it must reload the whole state), then
 * the missed events, then every event published to the topic, each with its sequence as the SSE id.
 * The route calling this has already checked who may watch the topic. The stream ends when the client
 * goes away or the server closes (hub.endAllStreams).
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
  const subscription = hub.subscribe(
    topic,
    (sequence, event) => {
      const text = frame(sequence, event);
      if (replay === null) raw.write(text);
      else replay.push(text);
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
    subscription.unsubscribe();
    untrack();
    if (!raw.writableEnded) raw.end();
  };
  untrack = hub.trackStream(end);
  request.raw.on('close', end);
}
