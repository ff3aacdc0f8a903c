import Cookies from 'js-cookie';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { mockServer } from '../../../stories/mocks/node';

/** Starts the shared MSW server for a test file; any call without a handler fails the test. */
export function startMockApi() {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => mockServer.close());
  return mockServer;
}

export function envelope<T>(result: T, code = 200, message = '成功'): Envelope<T> {
  return { code, result, message };
}

export type Recorded = { url: URL; method: string; headers: Headers; body: DefaultBodyType };

/** A handler answering `reply` and recording every request it saw. */
export function recording(method: 'get' | 'post', path: string, reply: () => unknown) {
  const calls: Recorded[] = [];
  const handler = http[method](path, async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? await request.json()
      : type.includes('urlencoded')
        ? await request.text()
        : null;
    calls.push({ url: new URL(request.url), method: request.method, headers: request.headers, body });
    return HttpResponse.json(reply() as DefaultBodyType);
  });
  return { handler, calls };
}

/** Storage and cookies as a fresh browser has them. */
export function clearBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** The JSON bodies the screen posts to `path` from now on (its requests are answered as usual). */
export function postedBodies<Body = unknown>(server: typeof mockServer, path: string): Body[] {
  const bodies: Body[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      bodies.push((await request.clone().json()) as Body);
  });
  return bodies;
}
