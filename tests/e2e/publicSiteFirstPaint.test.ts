import type { Browser } from 'playwright-core';
import { derivePalette } from '../../ui/theme';
import { devices, launchChromium, screenshotTaker } from './support/browser';
import { startRealServer, type RealServer } from './support/realServer';
import { SETUP_TIMEOUT_MS, STEP_TIMEOUT_MS } from './support/waits';

// The public site's first paint (issue 17 §2): the server renders the homepage and its detail pages with
// their data and the school's colour, so with JavaScript blocked the page still shows its content in
// that colour; with JavaScript the client takes over the very same page without fetching it again.

const SITE = { code: '00000', name: '高校毕业生就业平台', colour: '#1677ff' } as const;
const PINNED_NOTICE = '关于做好2027届毕业生就业工作的通知';
const FAIR = '信息技术行业专场招聘会';
const POSITION = '前端开发实习生';

let server: RealServer;
let browser: Browser;

beforeAll(async () => {
  server = await startRealServer({ demo: true });
  browser = await launchChromium();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `rgb(r, g, b)` as getComputedStyle reports a hex colour. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

it(
  'renders the homepage in a phone’s layout for a phone’s user agent, a copy per agent',
  async () => {
    const response = await fetch(`${server.origin}/`, {
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      },
    });
    expect(response.headers.get('vary')).toBe('accept-encoding, user-agent');
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="preloaded-queries" data-layout="phone">');
    for (const text of [PINNED_NOTICE, FAIR, POSITION]) expect(html).toContain(text);
  },
  STEP_TIMEOUT_MS,
);

it(
  'sends the homepage’s HTML with its data, the school’s colour, its title and canonical address',
  async () => {
    const html = await (await fetch(`${server.origin}/`)).text();
    expect(html).toContain(`<style id="site-theme" data-wzzsd="${SITE.colour}">`);
    expect(html).toContain(`--color-primary-text:${derivePalette(SITE.colour).primaryText}`);
    for (const text of [PINNED_NOTICE, FAIR, POSITION]) expect(html).toContain(text);
    expect(html).toContain(`<title>${SITE.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.origin}/site/${SITE.code}/">`);
    // Rendered for the agent's layout: fetch's agent is no phone's.
    expect(html).toContain('<script type="application/json" id="preloaded-queries" data-layout="desktop">');
    expect(html).not.toContain('<noscript>');
  },
  STEP_TIMEOUT_MS,
);

it(
  'answers an address the site has no page for with the client’s page',
  async () => {
    const html = await (await fetch(`${server.origin}/site/${SITE.code}/no/such/page`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`data-wzzsd="${SITE.colour}"`);
  },
  STEP_TIMEOUT_MS,
);

describe.each([devices.desktop, devices.phone])('on $name', (device) => {
  const shot = screenshotTaker(device, 'firstPaint');

  it(
    'shows the homepage and a notice in the school’s colour with JavaScript blocked',
    async () => {
      const context = await browser.newContext({ ...device.context, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: SITE.name }).waitFor();
      expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        rgbOf(SITE.colour),
      );
      await page.getByRole('link', { name: FAIR }).first().waitFor();
      await page.getByRole('link', { name: POSITION }).first().waitFor();
      await shot(page, 'home-no-js');
      await page.getByRole('link', { name: PINNED_NOTICE }).first().click();
      await page.getByRole('heading', { level: 1, name: PINNED_NOTICE }).waitFor();
      expect(await page.title()).toBe(`${PINNED_NOTICE} - ${SITE.name}`);
      await shot(page, 'notice-no-js');
      await context.close();
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'takes the page over in the browser without fetching what the server rendered',
    async () => {
      const context = await browser.newContext(device.context);
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/web/wsjysc/')) calls.push(request.url());
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: PINNED_NOTICE }).first().waitFor();
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
      await shot(page, 'home-with-js');
      await context.close();
    },
    STEP_TIMEOUT_MS,
  );
});
