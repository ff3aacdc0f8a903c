import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutTheme } from '../support/pages';
import { envelopeOf, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/dwpage/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function writeBuild() {
  const dist = server.config.spaDir;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-77b2e0.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), ICON);
  writeFileSync(join(dist, '.env'), 'SECRET=1');
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the app icon in the sources', () => {
  const root = join(__dirname, '..', '..', '..');

  // The build copies public/ as it is: the server's favicon.svg must be there, and the page names it.
  it('is public/favicon.svg, named by index.html', () => {
    expect(readFileSync(join(root, 'public', 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.svg"');
  });
});

describe('before the build exists', () => {
  it('answers a Chinese 503 page telling the operator to build', async () => {
    const response = await get('/dwpage/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('前端尚未构建');
  });
});

describe('with a build', () => {
  beforeAll(writeBuild);
  afterAll(() => rmSync(server.config.spaDir, { recursive: true, force: true }));

  // The root is the public site's homepage (tests/server/homepage/publicSitePages.test.ts).
  it.each([['/dwpage', '/dwpage/']])('redirects %s to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    '/dwpage/',
    '/dwpage/index.html',
    '/dwpage/dwsy',
    '/dwpage/zpxx/fbzpzw?id=1',
    '/dwpage/login/00000/1',
  ])('answers %s with index.html, revalidated on every load', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(withoutTheme(response.body)).toBe(INDEX);
  });

  it('sends the app’s security headers', async () => {
    const { headers } = await get('/dwpage/dwsy');
    const csp = headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves hashed assets as immutable for a year, with their types', async () => {
    const script = await get('/dwpage/assets/index-3f9a1c.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await get('/dwpage/assets/index-77b2e0.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('compresses text files with brotli, else gzip, for browsers that accept it, and only for them', async () => {
    const brotli = await get('/dwpage/assets/index-3f9a1c.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const zipped = await get('/dwpage/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/dwpage/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the build’s own brotli copy when it is as new as the file, and compresses here when it is stale', async () => {
    const dist = server.config.spaDir;
    const script = join(dist, 'assets', 'vendor-5e1d2c.js');
    const source = 'export const vendor = "库";\n'.repeat(50);
    writeFileSync(script, source);
    // A marker no real compressor would produce for this source: proves which copy was sent.
    const prebuilt = brotliCompressSync(Buffer.from('"prebuilt"'));
    writeFileSync(`${script}.br`, prebuilt);
    const fresh = await get('/dwpage/assets/vendor-5e1d2c.js', { 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe('"prebuilt"');

    const past = new Date(Date.now() - 60_000);
    utimesSync(`${script}.br`, past, past);
    const stale = await get('/dwpage/assets/vendor-5e1d2c.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(stale.rawPayload).toString()).toBe(source);
    // gzip is always made here.
    const zipped = await get('/dwpage/assets/vendor-5e1d2c.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(source);
  });

  it('answers a browser asking the site root for /favicon.ico with the app icon itself', async () => {
    const answer = await get('/favicon.ico');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(ICON);
    const head = await server.app.inject({ method: 'HEAD', url: '/favicon.ico' });
    expect(head.statusCode).toBe(200);
    const again = await get('/favicon.ico', { 'if-none-match': answer.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers /favicon.ico with 404 when the build has no icon', async () => {
    rmSync(join(server.config.spaDir, 'favicon.svg'));
    try {
      expect((await get('/favicon.ico')).statusCode).toBe(404);
    } finally {
      writeFileSync(join(server.config.spaDir, 'favicon.svg'), ICON);
    }
  });

  it('serves other build files revalidated', async () => {
    const icon = await get('/dwpage/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 when the browser’s copy is current', async () => {
    const first = await get('/dwpage/');
    const again = await get('/dwpage/', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const response = await get('/dwpage/assets/index-000000.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype');
  });

  it.each([
    '/dwpage/.env',
    '/dwpage/%2e%2e/%2e%2e/package.json',
    '/dwpage/..%2f..%2fpackage.json',
    '/dwpage/assets/..%2f.env',
  ])('never serves anything outside the build or hidden: %s', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('"name"');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/dwpage/dwsy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('leaves unknown API paths to the envelope', async () => {
    const response = await get('/pub/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(404);
  });
});
