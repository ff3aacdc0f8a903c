import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { livePlugin, openLiveStream } from '../../../server/live';
import '../../../server/fastifyTypes';

type Received = { id?: string; event: string; data: unknown };

/** Reads SSE frames from a response as they arrive. */
function collect(response: IncomingMessage): {
  events: Received[];
  next: (count: number) => Promise<Received[]>;
} {
  const events: Received[] = [];
  let buffer = '';
  let waiter: (() => void) | null = null;
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':') && line.includes(': '))
          .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
      ) as Record<string, string>;
      if (fields.event === undefined) continue;
      events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
      waiter?.();
    }
  });
  const next = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => (waiter = resolve));
    return events.slice(0, count);
  };
  return { events, next };
}

let app: FastifyInstance;
let base: string;

function open(topic: string, lastEventId?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/live/${topic}`, {
      headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
    });
    request.on('response', resolve).on('error', reject).end();
  });
}

beforeEach(async () => {
  app = Fastify();
  await app.register(livePlugin);
  app.get<{ Params: { topic: string } }>('/live/:topic', (request, reply) => {
    openLiveStream(request, reply, app.live, request.params.topic);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await app.close();
});

test('a stream says ready, then gets every event of its topic and none of another', async () => {
  const response = await open('fair-1');
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const stream = collect(response);
  await stream.next(1);
  app.live.publish('fair-2', { name: 'booth', data: { id: 'x' } });
  app.live.publish('fair-1', { name: 'booth', data: { id: 'a1', state: 'taken' } });
  const events = await stream.next(2);
  expect(events).toEqual([
    { event: 'ready', data: { sequence: 0 } },
    { id: '1', event: 'booth', data: { id: 'a1', state: 'taken' } },
  ]);
});

test('a client reconnecting with Last-Event-ID gets what it missed, in order', async () => {
  for (const id of ['a', 'b', 'c']) app.live.publish('t', { name: 'booth', data: { id } });
  const stream = collect(await open('t', '1'));
  const events = await stream.next(3);
  expect(events.map((event) => event.event)).toEqual(['ready', 'booth', 'booth']);
  expect(events.slice(1).map((event) => [event.id, event.data])).toEqual([
    ['2', { id: 'b' }],
    ['3', { id: 'c' }],
  ]);
});

test('a client that missed more than the hub keeps, or comes from before a restart, is told to reload', async () => {
  for (let index = 0; index < 520; index += 1) app.live.publish('busy', { name: 'booth', data: index });
  const tooOld = collect(await open('busy', '3'));
  expect((await tooOld.next(1))[0]).toEqual({ event: 'reset', data: { sequence: 520 } });
  const fromElsewhere = collect(await open('quiet', '40'));
  expect((await fromElsewhere.next(1))[0]).toEqual({ event: 'reset', data: { sequence: 0 } });
});

test('closing the server ends open streams instead of waiting on them', async () => {
  const response = await open('t');
  const ended = new Promise<void>((resolve) => response.on('end', resolve).resume());
  expect(app.live.openSubscribers).toBe(1);
  await app.close();
  await ended;
  expect(app.live.openSubscribers).toBe(0);
});

test('a client going away unsubscribes', async () => {
  const response = await open('t');
  expect(app.live.openSubscribers).toBe(1);
  response.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(app.live.openSubscribers).toBe(0);
});
