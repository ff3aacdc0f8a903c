import { createParser } from 'eventsource-parser';

/** One event of a live topic (the server's server/live/stream.ts). */
export type LiveMessage = { name: string; data: unknown };
/** connecting: (re)connecting; open: the server said ready/reset; closed: stopped or unsupported. */
export type LiveStatus = 'connecting' | 'open' | 'closed';

export type LiveConnection = {
  url: string;
  /** Read before every (re)connection, so a renewed token is used. */
  headers: () => Record<string, string>;
  onMessage: (message: LiveMessage) => void;
  onStatus: (status: LiveStatus) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Waits before reconnecting: the server's retry after a clean end, longer after failures. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

const MAX_BACKOFF_MS = 15_000;

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps one Server-Sent-Events stream open until the signal aborts, reconnecting with Last-Event-ID
 * so the server replays what was missed (or sends `reset`: the screen must reload). Uses fetch, not
 * EventSource, because the API's session travels in header accessToken, which EventSource cannot send.
 */
export async function runLiveConnection({
  url,
  headers,
  onMessage,
  onStatus,
  signal,
  fetchImpl = fetch,
  sleep = abortableSleep,
}: LiveConnection): Promise<void> {
  let lastEventId: string | undefined;
  let retryMs = 1_000;
  let failures = 0;
  while (!signal.aborted) {
    onStatus('connecting');
    try {
      const response = await fetchImpl(url, {
        headers: {
          ...headers(),
          accept: 'text/event-stream',
          ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
        },
        signal,
      });
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.startsWith('text/event-stream') || response.body === null) {
        // A refusal (session gone, no permission, server busy): try again later, ever more slowly.
        throw new Error(`live stream refused: ${response.status}`);
      }
      const parser = createParser({
        onEvent(event) {
          if (event.id !== undefined) lastEventId = event.id;
          const name = event.event ?? 'message';
          if (name === 'ready' || name === 'reset') {
            failures = 0;
            onStatus('open');
          }
          let data: unknown = event.data;
          try {
            data = JSON.parse(event.data);
          } catch {
            // Not JSON: pass the text on as it is.
          }
          onMessage({ name, data });
        },
        onRetry(ms) {
          retryMs = ms;
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      await sleep(retryMs, signal);
    } catch {
      if (signal.aborted) break;
      failures += 1;
      await sleep(Math.min(retryMs * 2 ** failures, MAX_BACKOFF_MS), signal);
    }
  }
  onStatus('closed');
}
