import type { Browser, BrowserContext, Page } from 'playwright-core';
import { devices, launchChromium, screenshotTaker, type Device } from './browser';
import { startRealServer, type RealServer } from './realServer';
import { randomCreditCode, randomMobile, solidPng, WALK_PASSWORD } from './testData';
import {
  envelopeWithCode,
  pathOf,
  settlesTo,
  SETUP_TIMEOUT_MS,
  STEP_TIMEOUT_MS,
  UI_TIMEOUT_MS,
} from './waits';
import { walkSteps } from './walkSteps';

const BEFORE_SURVEY_TITLE = '用人单位招聘需求调查（问卷前部分）';
const FEEDBACK_SUCCESS = '问题提交成功，感谢您的反馈';

/** A warning only React's development build carries (a build made under NODE_ENV=test had it). */
const REACT_DEVELOPMENT_MARKER = 'is deprecated in plain JavaScript React classes';

/** The scripts the page has loaded that carry React's development build: none in a production build. */
async function developmentScriptsOf(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(urls.length).toBeGreaterThan(0);
  const scripts = await Promise.all(
    urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })),
  );
  return scripts.filter(({ text }) => text.includes(REACT_DEVELOPMENT_MARKER)).map(({ url }) => url);
}

/**
 * The employer's walk through the real app on the real server, in one browser context: register
 * (SMS code from the development outbox, the licence image uploaded), the required questionnaire, the
 * home with the pending registration, the chat window,
 * issue feedback with an image, log out, log in again, and a session that expires on the server.
 */
export function describeEmployerWalk(device: Device) {
  describe(`the employer walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const shot = screenshotTaker(device, 'employer');
    const step = walkSteps();
    const employer = {
      name: `端到端${device.name === 'phone' ? '手机' : '桌面'}测试有限公司`,
      creditCode: randomCreditCode(),
      contact: '赵六',
      nature: '其他企业',
      industry: '信息传输、软件和信息技术服务业',
      mobile: randomMobile(),
      password: WALK_PASSWORD,
    };

    const tabBar = () => page.getByRole('navigation', { name: '底部导航' });
    const token = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'comToken')?.value ?? null;

    beforeAll(async () => {
      [server, browser] = await Promise.all([startRealServer(), launchChromium()]);
      context = await browser.newContext(device.context);
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      page = await context.newPage();
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    }, SETUP_TIMEOUT_MS);

    step(
      'registers an employer with the code texted to the mobile, stays logged in and lands at 完善单位信息',
      async () => {
        await page.goto(server.appUrl('/dwzc/00000'));
        await page.getByRole('heading', { name: '单位注册' }).waitFor();
        await shot(page, 'registration');
        await expect(developmentScriptsOf(page)).resolves.toEqual([]);

        const form = page.getByRole('form', { name: '单位注册' });
        await form.getByLabel('单位名称').fill(employer.name);
        await form.getByLabel('统一社会信用代码').fill(employer.creditCode);
        await form.getByRole('combobox', { name: /单位性质/ }).click();
        await page.getByRole('option', { name: employer.nature }).click();
        await form.getByRole('combobox', { name: /单位行业/ }).click();
        await page.getByRole('option', { name: employer.industry }).click();
        const [licenceChooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          form.getByRole('button', { name: '上传营业执照' }).click(),
        ]);
        await licenceChooser.setFiles({
          name: 'licence.png',
          mimeType: 'image/png',
          buffer: solidPng(48, 32, [200, 60, 40]),
        });
        await form.getByRole('button', { name: /^预览.*licence\.png$/ }).waitFor();
        await form.getByLabel('联系人').fill(employer.contact);
        await form.getByLabel('手机号码').fill(employer.mobile);
        await form.getByRole('button', { name: '获取验证码' }).click();
        await form.getByRole('button', { name: /\d+\s*秒/ }).waitFor();
        await form.getByLabel('短信验证码').fill(await server.latestSmsCode(employer.mobile));
        await form.getByLabel('登录密码').fill(employer.password);
        await form.getByLabel('确认密码').fill(employer.password);
        await shot(page, 'registration-filled');
        await form.getByRole('button', { name: '注册并登录' }).click();

        await page.waitForURL((url) => !url.pathname.startsWith('/dwpage/dwzc'));
        await page.waitForLoadState('networkidle');
        await page.getByRole('heading', { name: '完善单位信息' }).waitFor();
        await shot(page, 'registered');
        expect({ path: pathOf(page), loggedIn: (await token()) !== null }).toEqual({
          path: '/dwpage/zhgl/dwxxws',
          loggedIn: true,
        });
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'is sent to the required questionnaire, rendered by the server, and answers it',
      async () => {
        // Registration lands at 完善单位信息 (zhgl/dwxxws), exempt from survey checks (spec section 2,
        // step 8) as the phone home is; other pages are not.
        if (device.name === 'phone') {
          await tabBar().getByRole('link', { name: '消息' }).click();
        } else {
          const nav = page.getByRole('navigation', { name: '单位中心导航' });
          const section = nav.getByRole('button', { name: '首页' });
          if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
          await nav.getByRole('link', { name: '单位首页' }).click();
        }
        await settlesTo(() => Promise.resolve(pathOf(page)), '/pub/wjdc/page');
        await page.getByRole('heading', { name: BEFORE_SURVEY_TITLE }).waitFor();
        await shot(page, 'questionnaire');

        await page.getByRole('radio', { name: '民营企业' }).check();
        await page.getByRole('checkbox', { name: '本科' }).check();
        await page.getByRole('checkbox', { name: '硕士研究生' }).check();
        await page.getByRole('radio', { name: '10-50人' }).check();
        await page.getByLabel(/对学校就业工作的意见和建议/).fill('希望多举办线上招聘会。');
        await page.getByRole('button', { name: '提交问卷' }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/dwpage/'));
        // Answering returns to the page the employer was opening when the survey was due.
        expect(pathOf(page)).toBe(device.name === 'desktop' ? '/dwpage/dwsy' : '/dwpage/zhgl/xxzx');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'reaches the employer home',
      async () => {
        if (device.name === 'desktop') {
          await page.waitForURL((url) => url.pathname === '/dwpage/dwsy');
          await page.getByRole('heading', { name: `欢迎，${employer.name}` }).waitFor();
        } else {
          await tabBar().getByRole('link', { name: '首页' }).click();
          await page.waitForURL((url) => url.pathname === '/dwpage/dwmobileHome');
          await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
          await page.getByText(employer.name, { exact: true }).waitFor();
        }
        await page.waitForLoadState('networkidle');
        await shot(page, 'home');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'shows the home from its top (arriving from the questionnaire is a new page load)',
      async () => {
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      },
      STEP_TIMEOUT_MS,
      { blocking: false },
    );

    step(
      'says on the home that the school is reviewing the new registration',
      async () => {
        const banner = page.getByRole('region', { name: '注册信息审核中' });
        await banner.waitFor();
        expect(await banner.textContent()).toContain('1-3个工作日');
      },
      STEP_TIMEOUT_MS,
      { blocking: false },
    );

    step(
      device.name === 'phone'
        ? 'shows no floating chat button on a phone'
        : 'opens the chat in a pop-up window named IM, with the token as its ticket',
      async () => {
        const chatButton = page.getByRole('button', { name: '在线沟通', exact: true });
        if (device.name === 'phone') {
          // No floating chat button on phones (spec section 1).
          await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
          expect(await chatButton.count()).toBe(0);
          return;
        }
        const popupOpened = page.waitForEvent('popup');
        await chatButton.click();
        const popup = await popupOpened;
        const expected = `${server.origin}/dwpage/imchat?ticket=${encodeURIComponent((await token()) ?? '')}`;
        expect(popup.url()).toBe(expected);
        expect(await popup.evaluate(() => window.name)).toBe('IM');
        await popup.getByRole('heading', { name: '在线沟通' }).waitFor();
        await shot(popup, 'chat-popup');
        await popup.close();
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'sends issue feedback with an image',
      async () => {
        // The phone home's tile leads to the feedback page; the desktop header opens it over the page.
        if (device.name === 'phone') await page.getByRole('link', { name: '问题反馈' }).click();
        else await page.getByRole('banner').getByRole('button', { name: '问题反馈' }).click();
        const form = page.getByRole('form', { name: '问题反馈' });
        await form.getByLabel('联系方式').fill(employer.mobile);
        await form.getByLabel('问题描述').fill('发布职位时页面提示网络错误。');
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          form.getByRole('button', { name: '上传图片' }).click(),
        ]);
        await chooser.setFiles({
          name: 'screenshot.png',
          mimeType: 'image/png',
          buffer: solidPng(16, 16, [30, 111, 217]),
        });
        await form.getByRole('button', { name: /^预览.*screenshot\.png$/ }).waitFor();
        await shot(page, 'feedback-filled');
        const saved = envelopeWithCode(page, 200, '/pub/wtfk');
        await form.getByRole('button', { name: '提交' }).click();
        await page.getByText(FEEDBACK_SUCCESS).waitFor();
        await shot(page, 'feedback-sent');
        const attachments = JSON.parse((await saved).request().postData() ?? '{}') as { fjlj?: string };
        expect(attachments.fjlj).toMatch(/\S/);
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'logs out and lands on the login page, the old token dead on the server',
      async () => {
        const oldToken = await token();
        await page.goto(server.appUrl(device.name === 'desktop' ? '/dwsy' : '/dwmobileHome'));
        await page.getByRole('button', { name: device.name === 'phone' ? '退出登录' : '退出' }).click();
        await page.waitForURL((url) => /^\/dwpage\/login\/00000\/[01]$/.test(url.pathname));
        await page.getByRole('form', { name: '密码登录' }).waitFor();
        await shot(page, 'logged-out');
        expect(await token()).toBeNull();
        const info = await fetch(`${server.origin}/com/dwyh/info`, {
          headers: { accessToken: oldToken ?? '' },
        });
        expect(((await info.json()) as { code: number }).code).toBe(42);
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'logs in with the password and goes straight home (the questionnaire is answered)',
      async () => {
        const form = page.getByRole('form', { name: '密码登录' });
        const mobile = form.getByLabel('手机号码');
        await mobile.fill(employer.mobile);
        // One focus ring, the field frame's: the text element inside draws none (the app's style order
        // once let the global :focus-visible ring through as a second ring inside the frame).
        expect(
          await mobile.evaluate((input) => ({
            input: getComputedStyle(input).outlineStyle,
            frame: input.parentElement && getComputedStyle(input.parentElement).outlineStyle,
          })),
        ).toEqual({ input: 'none', frame: 'solid' });
        await form.getByRole('textbox', { name: '密码', exact: true }).fill(employer.password);
        await form.getByRole('button', { name: '登录' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/dwpage/login/'));
        await page.waitForLoadState('networkidle');
        await shot(page, 'logged-in-again');
        expect({ path: pathOf(page), loggedIn: (await token()) !== null }).toEqual({
          path: device.name === 'desktop' ? '/dwpage/dwsy' : '/dwpage/dwmobileHome',
          loggedIn: true,
        });
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'meets code 42 once the session expires on the server and lands on the login page',
      async () => {
        server.expireEmployerSession((await token()) ?? '');
        const expired = envelopeWithCode(page, 42);
        const onLogin = page.waitForURL((url) => url.pathname === '/dwpage/login/00000/1');
        // Any page that asks the server: the message centre (the phone home would keep the user). Under
        // load a call of the home itself may meet the 42 first and leave before the click lands, which
        // is the same outcome, so the click races the arrival on the login page.
        const link =
          device.name === 'desktop'
            ? page.getByRole('link', { name: '消息中心' })
            : tabBar().getByRole('link', { name: '消息' });
        await Promise.race([link.click(), onLogin]);
        await expired;
        await onLogin;
        await page.getByRole('form', { name: '密码登录' }).waitFor();
        await shot(page, 'session-expired');
        expect(await token()).toBeNull();
        // Back to where the employer was after logging in again.
        expect(new URL(page.url()).searchParams.get('redirect')).toMatch(
          /^\/(dwsy|dwmobileHome|zhgl\/xxzx)$/,
        );
      },
      STEP_TIMEOUT_MS,
    );
  });
}

export { devices };
