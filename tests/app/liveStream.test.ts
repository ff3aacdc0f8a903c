import { runLiveConnection, type LiveMessage, type LiveStatus } from '../../app/api/liveStream';

function sseResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

test('passes events on, parsed, and reconnects with the last event id', async () => {
  const controller = new AbortController();
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const calls: Record<string, string>[] = [];
  const responses = [
    sseResponse([
      'retry: 10\n\nevent: ready\ndata: {"sequence":0}\n\n',
      'id: 7\nevent: booth\ndata: {"id":"A1"}\n\n',
    ]),
    sseResponse(['event: ready\ndata: {"sequence":7}\n\n']),
  ];
  const fetchImpl = (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init?.headers as Record<string, string>);
    const next = responses.shift();
    if (next === undefined) controller.abort();
    return Promise.resolve(next ?? sseResponse([]));
  };
  await runLiveConnection({
    url: 'http://localhost/com/zph/boothEvents?fairId=1',
    headers: () => ({ accessToken: 'token-1' }),
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    signal: controller.signal,
    fetchImpl: fetchImpl,
    sleep: () => Promise.resolve(),
  });
  expect(messages).toEqual([
    { name: 'ready', data: { sequence: 0 } },
    { name: 'booth', data: { id: 'A1' } },
    { name: 'ready', data: { sequence: 7 } },
  ]);
  expect(calls[0]).toEqual({ accessToken: 'token-1', accept: 'text/event-stream' });
  expect(calls[1]).toEqual({ accessToken: 'token-1', accept: 'text/event-stream', 'last-event-id': '7' });
  expect(statuses).toContain('open');
  expect(statuses.at(-1)).toBe('closed');
});

test('a refusal is retried ever more slowly, and aborting stops for good', async () => {
  const controller = new AbortController();
  const waits: number[] = [];
  let attempts = 0;
  const fetchImpl = () => {
    attempts += 1;
    if (attempts === 4) controller.abort();
    return Promise.resolve(
      new Response('{"code":42}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  await runLiveConnection({
    url: 'http://localhost/x',
    headers: () => ({}),
    onMessage: () => undefined,
    onStatus: () => undefined,
    signal: controller.signal,
    fetchImpl: fetchImpl,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  expect(waits).toEqual([2000, 4000, 8000]);
  expect(attempts).toBe(4);
});
