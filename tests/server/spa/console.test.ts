import { brotliDecompressSync } from 'node:zlib';
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
const CONSOLE_INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/dwpage/assets/mgrpage-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the console before its page is built', () => {
  beforeAll(() => {
    mkdirSync(server.config.spaDir, { recursive: true });
    writeFileSync(join(server.config.spaDir, 'index.html'), APP_INDEX);
  });
  afterAll(() => rmSync(server.config.spaDir, { recursive: true, force: true }));

  it('answers a Chinese 503 page naming the missing console page', async () => {
    const response = await get('/mgrpage/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('dist/mgrpage/index.html');
    expect(response.body).toContain('npm run build');
  });
});

describe('the console with a build', () => {
  beforeAll(() => {
    const dist = server.config.spaDir;
    mkdirSync(join(dist, 'mgrpage'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), APP_INDEX);
    writeFileSync(join(dist, 'mgrpage', 'index.html'), CONSOLE_INDEX);
    writeFileSync(join(dist, 'assets', 'mgrpage-1a2b3c.js'), 'console.log("console");');
  });
  afterAll(() => rmSync(server.config.spaDir, { recursive: true, force: true }));

  it('redirects /mgrpage to /mgrpage/', async () => {
    const response = await get('/mgrpage');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/mgrpage/');
  });

  it.each([
    '/mgrpage/',
    '/mgrpage/login',
    '/mgrpage/login?redirect=%2Fzpgw%3Fzt%3D3',
    '/mgrpage/zpgw/0f3c9a',
    '/mgrpage/dw',
    '/mgrpage/sz',
    '/mgrpage/index.html',
    '/mgrpage/no/such/page',
  ])('answers %s with the console page, revalidated on every load (history fallback)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(withoutTheme(response.body)).toBe(CONSOLE_INDEX);
  });

  it('keeps the employer app on its own page', async () => {
    const response = await get('/dwpage/dwsy');
    expect(withoutTheme(response.body)).toBe(APP_INDEX);
  });

  it('sends the app’s security headers on the console page', async () => {
    const { headers } = await get('/mgrpage/zpgw');
    const csp = headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the console’s scripts from the shared assets, immutable', async () => {
    const script = await get('/dwpage/assets/mgrpage-1a2b3c.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the browser’s copy of the console page is current', async () => {
    const first = await get('/mgrpage/dw');
    const again = await get('/mgrpage/zpgg', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  // The page carries its site's colour, so it is compressed as served rather than from the build's copy.
  it('compresses the console page for browsers that accept brotli', async () => {
    const response = await get('/mgrpage/login', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(withoutTheme(brotliDecompressSync(response.rawPayload).toString())).toBe(CONSOLE_INDEX);
  });

  it('leaves the console’s API under /mgr to the API', async () => {
    const response = await get('/mgr/dl/info');
    expect(response.headers['content-type']).toContain('application/json');
  });
});
