import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { positionPaths } from '../../../contract/positions';
import { createPublicRenderer, type RendererModule } from '../../../server/spa/publicRenderer';
import { positionIn } from '../positions/support';
import { startPostingServer, type EmployerSession, type StaffSession } from '../support/postings';
import type { TestServer } from '../support/testServer';

// Issue 17: the public pages' server-rendered HTML is kept in memory. A burst of visitors on a cold
// page renders it once; a kept page is served without asking its answers again; content published
// through the API shows on the next request; a failing renderer leaves the page to the client.

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
let modulePath: string;

beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
  // The renderer is looked up as a file (a new build replaces it); the module itself is handed in.
  modulePath = join(server.config.spaDir, '.ssr', 'publicSite.mjs');
  mkdirSync(join(server.config.spaDir, '.ssr'), { recursive: true });
  writeFileSync(modulePath, '');
});
afterAll(() => server.close());

/** A renderer like the built one: it asks the positions block's call and shows the titles it got. */
function countingRenderer() {
  const counts = { renders: 0 };
  const module: RendererModule = {
    async renderPublicPage(url, _origin, callApi) {
      counts.renders += 1;
      const envelope = (await callApi({
        method: 'GET',
        url: `${positionPaths.publicList}?xxdm=00000&size=6`,
      })) as { result: { records: { zwmc: string }[] } };
      return { head: '', root: `${url}:${envelope.result.records.map((record) => record.zwmc).join(',')}` };
    },
  };
  return { counts, module };
}

const ORIGIN = 'http://jy.example.edu.cn';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

it('keeps a page per layout: a phone’s user agent gets the page rendered for a phone', async () => {
  const agents: string[] = [];
  const module: RendererModule = {
    renderPublicPage(url, _origin, _callApi, userAgent) {
      agents.push(userAgent);
      return Promise.resolve({ head: '', root: `${url}:${userAgent === PHONE ? 'phone' : 'desktop'}` });
    },
  };
  const renderer = createPublicRenderer(server.app, modulePath, () => Promise.resolve(module));
  expect((await renderer.render('/', ORIGIN, PHONE))?.root).toBe('/:phone');
  expect((await renderer.render('/', ORIGIN, DESKTOP))?.root).toBe('/:desktop');
  expect((await renderer.render('/', ORIGIN, PHONE))?.root).toBe('/:phone');
  expect(agents).toEqual([PHONE, DESKTOP]);
});

it('renders a cold page once for a burst of 5,000 visitors, and serves it kept afterwards', async () => {
  const { counts, module } = countingRenderer();
  const renderer = createPublicRenderer(server.app, modulePath, () => Promise.resolve(module));
  const pages = await Promise.all(Array.from({ length: 5000 }, () => renderer.render('/', ORIGIN, DESKTOP)));
  expect(counts.renders).toBe(1);
  expect(new Set(pages.map((page) => page?.root)).size).toBe(1);

  // Kept: neither rendered again nor its answers asked again (no in-process call at all).
  const inject = jest.spyOn(server.app, 'inject');
  try {
    await Promise.all(Array.from({ length: 1000 }, () => renderer.render('/', ORIGIN, DESKTOP)));
    expect(inject).not.toHaveBeenCalled();
  } finally {
    inject.mockRestore();
  }
  expect(counts.renders).toBe(1);
});

it('shows a position published through the API on the next request', async () => {
  const { counts, module } = countingRenderer();
  const renderer = createPublicRenderer(server.app, modulePath, () => Promise.resolve(module));
  expect((await renderer.render('/', ORIGIN, DESKTOP))?.root).not.toContain('新发布的岗位');
  await positionIn(server.app, 'published', employer, staff, { zwmc: '新发布的岗位' });
  expect((await renderer.render('/', ORIGIN, DESKTOP))?.root).toContain('新发布的岗位');
  expect(counts.renders).toBe(2);
});

it('asks a kept page’s answers again once the minute turns, and renders only when they changed', async () => {
  const { counts, module } = countingRenderer();
  const renderer = createPublicRenderer(server.app, modulePath, () => Promise.resolve(module));
  await renderer.render('/site/00000/', ORIGIN, DESKTOP);
  server.clock.advance(61_000);
  await renderer.render('/site/00000/', ORIGIN, DESKTOP);
  expect(counts.renders).toBe(1);

  // Changed in the database directly: no invalidation, seen when the answers are asked again.
  await server.app.db.updateTable('positions').set({ name: '库里改的岗位' }).execute();
  server.clock.advance(61_000);
  expect((await renderer.render('/site/00000/', ORIGIN, DESKTOP))?.root).toContain('库里改的岗位');
  expect(counts.renders).toBe(2);
});

it('leaves the page to the client when the renderer fails, and renders again on the next request', async () => {
  let fail = true;
  const module: RendererModule = {
    renderPublicPage: () =>
      fail ? Promise.reject(new Error('boom')) : Promise.resolve({ head: '', root: 'ok' }),
  };
  const renderer = createPublicRenderer(server.app, modulePath, () => Promise.resolve(module));
  expect(await renderer.render('/', ORIGIN, DESKTOP)).toBeNull();
  fail = false;
  expect(await renderer.render('/', ORIGIN, DESKTOP)).toEqual({ head: '', root: 'ok' });
});

it('answers null without a build of the renderer', async () => {
  const renderer = createPublicRenderer(server.app, join(server.config.spaDir, 'missing.mjs'), () =>
    Promise.reject(new Error('not imported')),
  );
  expect(await renderer.render('/', ORIGIN, DESKTOP)).toBeNull();
});
