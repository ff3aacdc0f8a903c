import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutTheme } from '../support/pages';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const APP_INDEX = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>app</body></html>';
const CONSOLE_INDEX = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>console</body></html>';
const PORTAL_INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/dwpage/assets/sc-9f8e7d.js"></script></head><body><div id="root"></div></body></html>';

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the student portal before its page is built', () => {
  beforeAll(() => {
    mkdirSync(server.config.spaDir, { recursive: true });
    writeFileSync(join(server.config.spaDir, 'index.html'), APP_INDEX);
  });
  afterAll(() => rmSync(server.config.spaDir, { recursive: true, force: true }));

  it.each(['/sc/', '/mobile/register'])(
    'answers %s with a Chinese 503 page naming the missing page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('dist/sc/index.html');
      expect(response.body).toContain('npm run build');
    },
  );
});

describe('the student portal with a build', () => {
  beforeAll(() => {
    const dist = server.config.spaDir;
    mkdirSync(join(dist, 'sc'), { recursive: true });
    mkdirSync(join(dist, 'mgrpage'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), APP_INDEX);
    writeFileSync(join(dist, 'mgrpage', 'index.html'), CONSOLE_INDEX);
    writeFileSync(join(dist, 'sc', 'index.html'), PORTAL_INDEX);
    writeFileSync(join(dist, 'assets', 'sc-9f8e7d.js'), 'console.log("portal");');
  });
  afterAll(() => rmSync(server.config.spaDir, { recursive: true, force: true }));

  it.each([
    ['/sc', '/sc/'],
    ['/mobile', '/mobile/'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    '/sc/',
    '/sc/login',
    '/sc/login?redirect=%2Fwdsq&xxdm=00001',
    '/sc/register',
    '/sc/myResume',
    '/sc/zpgw/0f3c9a',
    '/sc/no/such/page',
    '/mobile/',
    '/mobile/login',
    '/mobile/register',
    '/mobile/myResume',
    '/mobile/index.html',
  ])('answers %s with the portal page, revalidated on every load (history fallback)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(withoutTheme(response.body)).toBe(PORTAL_INDEX);
  });

  it('keeps the employer app and the console on their own pages', async () => {
    expect(withoutTheme((await get('/dwpage/dwsy')).body)).toBe(APP_INDEX);
    expect(withoutTheme((await get('/mgrpage/zpgw')).body)).toBe(CONSOLE_INDEX);
  });

  it('sends the app’s security headers on the portal page', async () => {
    for (const url of ['/sc/myResume', '/mobile/register']) {
      const { headers } = await get(url);
      const csp = headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the portal’s scripts from the assets every surface shares, immutable', async () => {
    const script = await get('/dwpage/assets/sc-9f8e7d.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log("portal");');
  });

  it('answers 304 across both bases when the browser’s copy of the page is current', async () => {
    const first = await get('/sc/');
    const again = await get('/mobile/wdsq', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('leaves the student API under /stu to the API', async () => {
    const response = await get('/stu/grzx/syxx/info');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 4003 });
  });
});
