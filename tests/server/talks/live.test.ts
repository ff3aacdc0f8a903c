import type { AddressInfo } from 'node:net';
import { TALK_CLAIMS_EVENT, talkPaths } from '../../../contract/talks';
import { employerAt, okResult, post } from '../support/postings';
import { fastPasswords, startTestServer, type TestServer } from '../support/testServer';
import { addVenue, dateAhead, SLOT, validTalk } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

/** Reads the stream until its text contains `marker` (or fails after 5 s). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, seen: string[], marker: string) {
  const decoder = new TextDecoder();
  const deadline = Date.now() + 5000;
  while (!seen.join('').includes(marker)) {
    if (Date.now() > deadline) throw new Error(`no ${marker} in ${seen.join('')}`);
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    seen.push(decoder.decode(value, { stream: true }));
  }
  return seen.join('');
}

describe('live availability', () => {
  it('tells a watcher of the date at once when another employer holds a room', async () => {
    const { app } = server;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const [watcher, holder] = await Promise.all([employerAt(app), employerAt(app)]);
    const rq = dateAhead(app);
    const hall = await addVenue(app);
    const talk = okResult(await post<{ id: string }>(app, talkPaths.save, validTalk(rq), holder.headers)).id;

    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${talkPaths.availabilityEvents}?rq=${rq}`, {
      headers: watcher.headers,
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const seen: string[] = [];
    await readUntil(reader, seen, 'event: ready');

    okResult(
      await post(app, talkPaths.hold, { id: talk, cdlx: '1', cdid: hall, rq, sd: SLOT }, holder.headers),
    );
    const text = await readUntil(reader, seen, `event: ${TALK_CLAIMS_EVENT}`);
    expect(text).toContain(JSON.stringify({ rq, cdid: hall, sd: SLOT }));
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('refuses a stream without a date', async () => {
    const employer = await employerAt(server.app);
    const response = await server.app.inject({
      method: 'GET',
      url: talkPaths.availabilityEvents,
      headers: employer.headers,
    });
    expect(response.json()).toEqual(expect.objectContaining({ code: 400 }));
  });
});
