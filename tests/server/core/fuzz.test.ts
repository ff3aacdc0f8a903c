import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Fastify from 'fastify';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify';
import fc from 'fast-check';
import { multipartBody, type MultipartPart } from '../support/multipart';
import { employerWithToken, fastPasswords, studentWithToken } from '../support/sessions';
import { staffWithToken } from '../support/staff';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Property: whatever arrives at whichever route (JSON, form, multipart or garbage bodies, odd queries,
 * path params, good and bad tokens), the answer is never a 500 (HTTP or envelope) and never hangs.
 * Routes are enumerated from the app itself, so a route added later is fuzzed without touching this file.
 */

type CollectedRoute = { method: NonNullable<InjectOptions['method']>; url: string };
const mockRoutes: CollectedRoute[] = [];

// Fastify's onRoute hook must be in place before the first route; wrapping the factory is the one place.
jest.mock('fastify', () => {
  const actual = jest.requireActual<typeof Fastify>('fastify');
  const wrapped = (options?: FastifyServerOptions) => {
    const app = actual.default(options) as FastifyInstance;
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') mockRoutes.push({ method, url: route.url });
      }
    });
    return app;
  };
  return Object.assign(wrapped, actual, { default: wrapped, fastify: wrapped });
});

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50);
const REQUEST_TIMEOUT_MS = 5_000;

let server: TestServer;
let employerToken: string;
let studentToken: string;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  // A build, so the SPA routes answer pages rather than the (legitimate) 503 of a missing build.
  mkdirSync(join(server.config.spaDir, 'assets'), { recursive: true });
  writeFileSync(join(server.config.spaDir, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(server.config.spaDir, 'mgrpage'), { recursive: true });
  writeFileSync(join(server.config.spaDir, 'mgrpage', 'index.html'), '<!doctype html><title>console</title>');
  mkdirSync(join(server.config.spaDir, 'sc'), { recursive: true });
  writeFileSync(join(server.config.spaDir, 'sc', 'index.html'), '<!doctype html><title>student</title>');
  mkdirSync(join(server.config.spaDir, 'site'), { recursive: true });
  writeFileSync(join(server.config.spaDir, 'site', 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(server.config.spaDir, 'assets', 'index-1a2b3c.js'), '');
  employerToken = (await employerWithToken(server.app)).token;
  studentToken = (await studentWithToken(server.app)).token;
  staffToken = (await staffWithToken(server.app)).token;
});
afterAll(() => server.close());

/** Field names the routes read, so generated bodies reach past "field missing" often enough. */
const FIELD_NAMES = [
  'xxdm',
  'path',
  'wjid',
  'router',
  'code',
  'ticket',
  'lxfs',
  'wtms',
  'fjlj',
  'bucket',
  'file',
  'sjhm',
  'mm',
  'yzm',
  'dwmc',
  'tyshxydm',
  'lxr',
  'dwid',
  'zh',
  'pzid',
  'ymm',
  'xmm',
  'username',
  'password',
  'deviceId',
  'xh',
  'pwd',
  'wzdm',
  'q_wj00000qbfq1',
  '__proto__',
  'constructor',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '00000',
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    'true',
    '/dwpage/dwsy',
    '2f64777061676',
    'A'.repeat(43),
    '中文'.repeat(150),
  ),
);
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const scalarOrList = fc.oneof(text, fc.array(text, { maxLength: 3 }));
const fields = fc.dictionary(fieldName, scalarOrList, { maxKeys: 6 });
const jsonBody = fc.oneof(
  fc.dictionary(fieldName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function formEncode(values: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    for (const item of [value].flat()) search.append(key, item);
  return search.toString();
}

const multipartPart: fc.Arbitrary<MultipartPart> = fc.oneof(
  fc.record({ name: fieldName, value: fc.string({ maxLength: 20 }) }),
  fc.record({
    name: fc.constantFrom('file', 'upload'),
    fileName: fc.string({ maxLength: 20 }).map((name) => name.replace(/["\r\n]/g, '')),
    data: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  }),
);

type Body = Pick<InjectOptions, 'payload' | 'headers'>;
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({}),
  jsonBody.map((value) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  })),
  fields.map((value) => ({
    payload: formEncode(value),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),
  fc.array(multipartPart, { maxLength: 4 }).map((parts) => multipartBody(parts)),
  fc.record({
    payload: fc.string({ unit: 'binary', maxLength: 200 }),
    headers: fc.record({
      'content-type': fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/xml',
        'multipart/form-data',
      ),
    }),
  }),
);

type AuthKind = 'none' | 'employer' | 'student' | 'staff' | 'bogus';
const auth = fc.constantFrom<AuthKind>('none', 'employer', 'student', 'staff', 'bogus');

function authHeaders(kind: AuthKind): Pick<InjectOptions, 'headers' | 'cookies'> {
  if (kind === 'staff') return { headers: { accesstoken: staffToken } };
  if (kind === 'employer')
    return { headers: { accesstoken: employerToken }, cookies: { comToken: employerToken } };
  if (kind === 'student') return { cookies: { token: studentToken } };
  if (kind === 'bogus')
    return { headers: { accesstoken: 'x'.repeat(300) }, cookies: { token: '%%', fileOwner: 'y' } };
  return {};
}

/** Fills `:param` and `*` with generated segments. */
function fillPath(url: string, segments: string[]): string {
  let index = 0;
  const next = () => encodeURIComponent(segments[index++ % segments.length] ?? 'x');
  return url.replace(/:[A-Za-z0-9_]+/g, next).replace(/\*/g, next);
}

let addressSequence = 0;
function nextAddress() {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

async function injectWithin(options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([server.app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function envelopeCode(response: LightMyRequestResponse): number | null {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return null;
  try {
    const parsed = response.json<{ code?: unknown }>();
    return typeof parsed.code === 'number' ? parsed.code : null;
  } catch {
    return null;
  }
}

describe('fuzzing every route', () => {
  it('found the routes of every area', () => {
    const urls = mockRoutes.map((route) => route.url);
    for (const expected of [
      '/pub/wtfk',
      '/pub/file/uploadFile',
      '/com/wjdc/jysfxydj',
      '/im-api/api/auth/getUnreadTotalnumber',
      '/pub/hqpz',
      '/com/dwdl/dlmmjy',
      '/dwpage/*',
      '/mgrpage/*',
      '/mgr/dl/login',
      '/com/zpgw/save',
      '/mgr/zpgw/review',
      '/com/zpgg/save',
      '/web/wsjysc/wzsy/getZpgw',
      '/com/xxzx/list',
    ])
      expect(urls).toContain(expected);
  });

  it('never answers 500 and never hangs', async () => {
    const failures: string[] = [];
    for (const route of mockRoutes) {
      await fc
        .assert(
          fc.asyncProperty(
            fields,
            body,
            auth,
            fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 3 }),
            async (query, generatedBody, authKind, segments) => {
              const credentials = authHeaders(authKind);
              const search = formEncode(query);
              const url = `${fillPath(route.url, segments)}${search ? `?${search}` : ''}`;
              const response = await injectWithin({
                method: route.method,
                url,
                remoteAddress: nextAddress(),
                ...(route.method === 'GET' ? {} : generatedBody),
                headers: { ...(route.method === 'GET' ? {} : generatedBody.headers), ...credentials.headers },
                ...(credentials.cookies ? { cookies: credentials.cookies } : {}),
              });
              const code = envelopeCode(response);
              if (response.statusCode >= 500 || code === 500) {
                failures.push(
                  `${route.method} ${url} -> HTTP ${response.statusCode}, code ${code}: ${response.body.slice(0, 200)}`,
                );
                return false;
              }
              return true;
            },
          ),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(`${route.method} ${route.url}: ${String(error).split('\n')[0]}`);
        });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
