import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Chromium's path and flags from scripts/chromium.mjs, the one place that knows them. It is an ES
 * module and jest runs these tests as CommonJS, so a short node process reads them out.
 */
function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const script = `const { chromiumPath, chromiumArgs } = await import(${JSON.stringify(join(ROOT, 'scripts', 'chromium.mjs'))});
    process.stdout.write(JSON.stringify({ executablePath: chromiumPath(), args: chromiumArgs }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as { executablePath: string; args: string[] };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(), timeout: 60_000 });
}

export type Device = { name: 'desktop' | 'phone'; width: number; context: BrowserContextOptions };

/** A page of its own browser context on the device: one person of a walk, with their own session. */
export async function personPage(browser: Browser, device: Device, timeoutMs: number): Promise<Page> {
  const context = await browser.newContext(device.context);
  context.setDefaultTimeout(timeoutMs);
  return context.newPage();
}

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const devices = {
  desktop: {
    name: 'desktop',
    width: 1280,
    context: { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' },
  },
  phone: {
    name: 'phone',
    width: 390,
    context: {
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'zh-CN',
    },
  },
} satisfies Record<string, Device>;

/**
 * Saves a screenshot of what the viewport shows at a step as <dir>/<walk>-<device>-<nn>-<step>.png, in
 * E2E_SCREENSHOT_DIR or .tmp/e2e-screens (ignored by git).
 */
export function screenshotTaker(device: Device, walk: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR ?? join(ROOT, '.tmp', 'e2e-screens');
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return async (page: Page, name: string) => {
    step += 1;
    const file = `${walk}-${device.name}-${String(step).padStart(2, '0')}-${name}.png`;
    // A picture for people to look at, not a check: a page that cannot be captured (a background
    // pop-up may never report its fonts ready) costs a warning, not the walk.
    await page.screenshot({ path: join(dir, file), timeout: 10_000 }).catch((error: unknown) => {
      console.warn(`screenshot ${file} not taken: ${String(error)}`);
    });
  };
}
