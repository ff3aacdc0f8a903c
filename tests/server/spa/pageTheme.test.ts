import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consolePaths, type SiteRules } from '../../../contract/console';
import { derivePalette, paletteVariables } from '../../../ui/theme';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// Every surface's page wears its school's colour from the first paint: the server writes the site's
// theme variables (derivePalette, as ThemeRoot does) into the page's head, for the site the address
// names, else the main site's; the console's colour shows on the very next load.

const SITE = '10041';
const SITE_COLOUR = '#8b1a1a';
const MAIN_COLOUR = '#0f6e5a';

let server: TestServer;
let staffHeaders: Record<string, string>;

const page = (body: string) =>
  `<!doctype html><html lang="zh-CN"><head><title>${body}</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, SITE);
  await server.app.db
    .updateTable('sites')
    .set({ theme_color: SITE_COLOUR })
    .where('code', '=', SITE)
    .execute();
  await server.app.db
    .updateTable('sites')
    .set({ theme_color: MAIN_COLOUR })
    .where('is_main', '=', 1)
    .execute();
  staffHeaders = (await staffWithToken(server.app, SITE)).headers;
  const dist = server.config.spaDir;
  for (const dir of ['mgrpage', 'sc', 'site']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page('app'));
  writeFileSync(join(dist, 'mgrpage', 'index.html'), page('console'));
  writeFileSync(join(dist, 'sc', 'index.html'), page('portal'));
  writeFileSync(join(dist, 'site', 'index.html'), page('site'));
});
afterAll(async () => {
  rmSync(server.config.spaDir, { recursive: true, force: true });
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The theme <style> of a served page: the colour it names and its declarations. */
async function themeOf(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  const match = /<style id="site-theme" data-wzzsd="([^"]*)">:root\{([^}]*)\}<\/style><\/head>/.exec(
    response.body,
  );
  expect(match).not.toBeNull();
  return { colour: match?.[1], declarations: match?.[2] };
}

const declarationsOf = (wzzsd: string) =>
  Object.entries(paletteVariables(derivePalette(wzzsd)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

it.each([
  ['/', {}, MAIN_COLOUR],
  ['/site/10041/', {}, SITE_COLOUR],
  ['/site/10041/tzgg/abc', {}, SITE_COLOUR],
  ['/site/99999/', {}, MAIN_COLOUR],
  ['/dwpage/login/10041/1', {}, SITE_COLOUR],
  ['/dwpage/dwzc/10041', {}, SITE_COLOUR],
  ['/dwpage/zpxx/fbzpzw?xxdm=10041', {}, SITE_COLOUR],
  ['/dwpage/dwsy', {}, MAIN_COLOUR],
  ['/sc/login?xxdm=10041', {}, SITE_COLOUR],
  ['/mobile/', { cookie: 'schoolCode=10041' }, SITE_COLOUR],
  ['/sc/', {}, MAIN_COLOUR],
  ['/mgrpage/login', {}, MAIN_COLOUR],
])('themes %s %j in %s', async (url, headers, colour) => {
  const theme = await themeOf(url, headers);
  expect(theme.colour).toBe(colour);
  expect(theme.declarations).toBe(declarationsOf(colour));
});

it('keeps a malformed school code in the address out of the page', async () => {
  const response = await get('/dwpage/login/%3Cscript%3E/1?xxdm=%22%3E%3Cscript%3E');
  expect(response.body).not.toContain('<script>');
  expect((await themeOf('/dwpage/login/%3Cscript%3E/1')).colour).toBe(MAIN_COLOUR);
});

it('revalidates with an ETag of the themed page', async () => {
  const first = await get('/site/10041/');
  const etag = String(first.headers.etag);
  expect((await get('/site/10041/', { 'if-none-match': etag })).statusCode).toBe(304);
  expect(String((await get('/')).headers.etag)).not.toBe(etag);
});

it('wears the colour the console saves on the very next load of every surface', async () => {
  expect((await themeOf('/site/10041/')).colour).toBe(SITE_COLOUR);
  const etag = String((await get('/site/10041/')).headers.etag);
  const settings = envelopeOf<SiteRules>(await get(consolePaths.settings, staffHeaders)).result;
  const saved = await postJson(
    server.app,
    consolePaths.saveSettings,
    { ...settings, wzzsd: '#2F5D8C' },
    { headers: staffHeaders },
  );
  expect(envelopeOf(saved).code).toBe(200);
  for (const url of ['/site/10041/', '/dwpage/login/10041/1', '/sc/?xxdm=10041'])
    expect((await themeOf(url)).colour).toBe('#2f5d8c');
  expect((await get('/site/10041/', { 'if-none-match': etag })).statusCode).toBe(200);
  expect((await themeOf('/')).colour).toBe(MAIN_COLOUR);
});
