import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { derivePalette } from '../../../ui/theme';
import { createSite } from '../support/sites';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 17 §2: the employer login's first HTML is the form itself, rendered by the server in the school's
// colour (the light login page hydrates it); a token holder and every other page get the app's page.

// The renderer's real code, from its source: jest's CommonJS runtime cannot import the built ES module.
jest.mock('../../../server/spa/rendererModule', () => ({
  importRendererModule: () => Promise.resolve(jest.requireActual('../../../app/employer/login/server')),
}));

const SITE = '10041';
const SITE_NAME = '滨海理工大学就业信息网';
const SITE_COLOUR = '#8b1a1a';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** The built page as Vite writes it: the entry and the chunks it preloads. */
const TEMPLATE = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="description" content="用人单位端" /><title>高校毕业生就业平台</title><script type="module" crossorigin src="/dwpage/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/dwpage/assets/react-1.js"></head><body><noscript>请启用 JavaScript 后使用本平台。</noscript><div id="root"></div></body></html>`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, SITE, SITE_NAME);
  await server.app.db
    .updateTable('sites')
    .set({ theme_color: SITE_COLOUR })
    .where('code', '=', SITE)
    .execute();
  const dist = server.config.spaDir;
  // The server looks for the built renderer's file (a new build replaces it); the module is the source's.
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, '.ssr', 'employerLogin.mjs'), '');
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

it('answers a login address with the form rendered in the school’s colour, its name and styles', async () => {
  const response = await get(`/dwpage/login/${SITE}/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(html).toContain(`<style id="site-theme" data-wzzsd="${SITE_COLOUR}">`);
  expect(html).toContain(`--color-primary:${derivePalette(SITE_COLOUR).primary}`);
  expect(html).toContain(`<title>登录 - ${SITE_NAME}</title>`);
  expect(html).not.toContain('<title>高校毕业生就业平台</title>');
  expect(html).toContain(`<meta name="description" content="${SITE_NAME} · 用人单位账号登录">`);
  expect(html).not.toContain('content="用人单位端"');
  expect(html).not.toContain('<noscript>');
  // The form itself, with the styles it is drawn with, and what the client hydrates it from.
  const root = /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
  expect(root).toContain('aria-label="密码登录"');
  expect(root).toContain('请先登录，登录后将回到您刚才访问的页面。');
  expect(root).toContain(SITE_NAME);
  expect(root).toContain(`href="/dwpage/dwzc/${SITE}"`);
  // Styled: the frame's generated class has its rule in the page's style sheet.
  const frameClass = /^<div data-ui="panel-page" class="[^" ]+ ([^"]+)"/.exec(root)?.[1] ?? 'missing';
  expect(/<style data-styled="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1]).toContain(`.${frameClass}{`);
  expect(html).toContain('<script type="application/json" id="login-page-state">');
  expect(html).toContain(`"xxdm":"${SITE}"`);
  // Its scripts come after the paint: fetched at low priority.
  expect(html).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/dwpage/assets/main-1.js">',
  );
  expect(html).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/dwpage/assets/react-1.js">',
  );
});

it('renders the phone layout for a phone’s agent, and dwlogin with the school of its query', async () => {
  const phone = (await get(`/dwpage/login/${SITE}/0`, { 'user-agent': PHONE_AGENT })).body;
  expect(phone).toContain('data-ui="top-bar"');
  expect(phone).toContain('"variant":"phone"');
  const desktop = (await get(`/dwpage/dwlogin?xxdm=${SITE}`)).body;
  expect(desktop).not.toContain('data-ui="top-bar"');
  expect(desktop).toContain('<title>单位登录 - ');
  expect(desktop).toContain(`data-wzzsd="${SITE_COLOUR}"`);
});

it.each([
  ['a token holder’s login', `/dwpage/login/${SITE}/1`, { cookie: 'comToken=abc' }],
  ['dwlogin without a school (the browser keeps it)', '/dwpage/dwlogin', {}],
  ['any other page', '/dwpage/dwsy', {}],
])('answers %s with the app’s empty page', async (_name, url, headers) => {
  const html = (await get(url, headers)).body;
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<title>高校毕业生就业平台</title>');
  expect(html).not.toContain('login-page-state');
  expect(html).not.toContain('fetchpriority');
});
