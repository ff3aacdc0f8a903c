import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, personPage, type Device } from './browser';
import { startRealServer, type RealServer } from './realServer';
import { SETUP_TIMEOUT_MS, UI_TIMEOUT_MS, pathOf } from './waits';

// What the walks of the demo employer share: its login with what `npm start` printed, the
// questionnaire the demo site asks for, and opening a page past the guard's survey prompts.

/** The demo employer's before-survey is required at site 00000: answered once, where the guard asks. */
export async function answerSurveyIfAsked(page: Page) {
  if (pathOf(page) !== '/pub/wjdc/page') return;
  await page.getByRole('radio', { name: '民营企业' }).check();
  await page.getByRole('checkbox', { name: '本科' }).check();
  await page.getByRole('radio', { name: '10-50人' }).check();
  await page.getByLabel(/对学校就业工作的意见和建议/).fill('希望多举办线上招聘会。');
  await page.getByRole('button', { name: '提交问卷' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dwpage/'));
}

/**
 * Waits for `ready` to show, declining the optional questionnaire the demo site offers on the way
 * (at 发布招聘职位: '您有1份问卷需要作答', 暂不答卷 goes on, as a person in a hurry would).
 */
export async function arrive(page: Page, ready: Locator) {
  const later = page.getByRole('button', { name: '暂不答卷' });
  await ready.or(later).first().waitFor();
  if (await later.isVisible()) await later.click();
  await ready.waitFor();
}

/** Opens an employer page by its address and waits for `ready`, answering the survey if asked. */
export async function openEmployerPage(page: Page, server: RealServer, path: string, ready: Locator) {
  await page.goto(server.appUrl(path));
  await page.waitForLoadState('networkidle');
  if (pathOf(page) === '/pub/wjdc/page') {
    await answerSurveyIfAsked(page);
    await page.goto(server.appUrl(path));
  }
  await arrive(page, ready);
}

/** Submits the demo login's printed mobile and password on the password login form. */
async function submitDemoLogin(page: Page, server: RealServer) {
  const accounts = server.demo!;
  await page.goto(server.appUrl('/login/00000/0'));
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('手机号码').fill(accounts.employer.mobile);
  await form.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.employer.password);
  await form.getByRole('button', { name: '登录' }).click();
}

/**
 * Logs the demo employer in with the printed mobile and password, past the survey and the employer
 * choice. The demo login also acts for a branch, so it is sent to the choice (pickdwxs); the site's
 * required survey comes first and leads back there once answered.
 */
export async function logInDemoEmployer(page: Page, server: RealServer) {
  await submitDemoLogin(page, server);
  const choice = page.getByRole('button', { name: '进入单位中心' });
  const survey = page.getByRole('button', { name: '提交问卷' });
  const home = page
    .getByRole('navigation', { name: '单位中心导航' })
    .or(page.getByRole('region', { name: '常用功能' }));
  await choice.or(survey).or(home).first().waitFor();
  if (await survey.isVisible()) {
    await answerSurveyIfAsked(page);
    await choice.or(home).first().waitFor();
  }
  if (await choice.isVisible()) {
    await page.getByRole('radio', { name: /示例科技有限公司/ }).check();
    await choice.click();
    await home.waitFor();
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Logs the demo login in acting for its branch, 示例科技（上海）有限公司: the second employer of the
 * walks (another employer's live view of a hold, the no-shows and the appeal).
 */
export async function logInDemoBranch(page: Page, server: RealServer) {
  await submitDemoLogin(page, server);
  const choice = page.getByRole('button', { name: '进入单位中心' });
  const survey = page.getByRole('button', { name: '提交问卷' });
  await choice.or(survey).first().waitFor();
  if (await survey.isVisible()) {
    await answerSurveyIfAsked(page);
    await choice.waitFor();
  }
  await page.getByRole('radio', { name: /示例科技（上海）/ }).check();
  await choice.click();
  await page.waitForURL((url) => !url.pathname.includes('pickdwxs'));
  await page.waitForLoadState('networkidle');
}

/** What a two-person walk on the demo server acts with, once its setup has run. */
export type DemoWalk = { server: RealServer; people: [Page, Page] };

/**
 * Registers a walk's setup and teardown: the demo server and Chromium started side by side, two
 * people each on a page of their own browser context (their own session) on the device; both
 * stopped after the walk. `started` receives them before the first step.
 */
export function setUpDemoWalk(device: Device, started: (walk: DemoWalk) => void): void {
  let server: RealServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startRealServer({ demo: true }), launchChromium()]);
    const people = await Promise.all([
      personPage(browser, device, UI_TIMEOUT_MS),
      personPage(browser, device, UI_TIMEOUT_MS),
    ]);
    started({ server, people });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, SETUP_TIMEOUT_MS);
}

/** What a three-person walk on the demo server acts with (employer, school staff, student). */
export type DemoTrioWalk = { server: RealServer; people: [Page, Page, Page] };

/** setUpDemoWalk with a third person, each again on a page of their own browser context. */
export function setUpDemoTrioWalk(device: Device, started: (walk: DemoTrioWalk) => void): void {
  let server: RealServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startRealServer({ demo: true }), launchChromium()]);
    const open = () => personPage(browser!, device, UI_TIMEOUT_MS);
    const people = await Promise.all([open(), open(), open()]);
    started({ server, people });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, SETUP_TIMEOUT_MS);
}

/** The row of a list showing `text`: a table row on desktop, a card on phones. */
export function listRow(page: Page, device: Device, text: string | RegExp): Locator {
  const rows = device.name === 'phone' ? page.getByRole('listitem') : page.getByRole('row');
  return rows.filter({ hasText: text });
}
