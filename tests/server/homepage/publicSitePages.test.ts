import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chinaDateTime } from '../../../contract/chinaTime';
import { siteContentPaths, sitemapPath } from '../../../contract/homepage';
import { okResult, post, staffAt } from '../support/postings';
import { startTestServer, type TestServer } from '../support/testServer';

// The public site's page: at the root (the main site's homepage) and under /site/<xxdm>/ for every
// site, while the other surfaces keep their addresses; each site's sitemap beside it.

let server: TestServer;
const SITE_PAGE = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>site</body></html>';
const APP_PAGE = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>app</body></html>';

beforeAll(async () => {
  server = await startTestServer();
  const dist = server.config.spaDir;
  mkdirSync(join(dist, 'site'), { recursive: true });
  writeFileSync(join(dist, 'site', 'index.html'), SITE_PAGE);
  writeFileSync(join(dist, 'index.html'), APP_PAGE);
});
afterAll(async () => {
  rmSync(server.config.spaDir, { recursive: true, force: true });
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

it.each(['/', '/site/00000/', '/site/00000/tzgg/abc', '/site/00001/zpgw?page=2'])(
  'answers %s with the public site’s page, revalidated',
  async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SITE_PAGE);
  },
);

it('keeps the employer app at /dwpage/', async () => {
  expect((await get('/dwpage/')).body).toBe(APP_PAGE);
});

it('answers a site’s sitemap with its pages and published notices, and 404 for an unknown site', async () => {
  const staff = await staffAt(server.app, '00000');
  const column = okResult(
    await post<{ id: string }>(
      server.app,
      siteContentPaths.saveColumn,
      { lmmc: '通知公告', px: 0 },
      staff.headers,
    ),
  ).id;
  const draft = { lmid: column, bt: '通知', nr: '<p>正文</p>', fj: [], zd: '0' };
  const now = server.app.clock.now();
  const published = okResult(
    await post<{ id: string }>(
      server.app,
      siteContentPaths.saveNotice,
      { ...draft, fbsj: chinaDateTime(now - 60_000) },
      staff.headers,
    ),
  ).id;
  const scheduled = okResult(
    await post<{ id: string }>(
      server.app,
      siteContentPaths.saveNotice,
      { ...draft, fbsj: chinaDateTime(now + 86_400_000) },
      staff.headers,
    ),
  ).id;
  const response = await server.app.inject({
    method: 'GET',
    url: sitemapPath('00000'),
    headers: { host: 'jy.example.edu.cn' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body).toContain('<loc>http://jy.example.edu.cn/site/00000/</loc>');
  expect(response.body).toContain('<loc>http://jy.example.edu.cn/site/00000/zpgw</loc>');
  expect(response.body).toContain(`/site/00000/tzgg/${published}</loc>`);
  expect(response.body).not.toContain(scheduled);
  expect((await get(sitemapPath('99997'))).statusCode).toBe(404);
});
