import type { Locator, Page } from 'playwright-core';
import { activityPaths, type PublicTalkPage } from '../../../contract/activities';
import { chinaDate, chinaDateTime } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import { homepagePaths, siteContentPaths, type Column } from '../../../contract/homepage';
import { screenshotTaker, type Device } from './browser';
import { setUpDemoWalk } from './demoEmployer';
import { type RealServer } from './realServer';
import { STEP_TIMEOUT_MS, pathOf } from './waits';
import { walkSteps } from './walkSteps';

const SITE = { code: '00000', name: '高校毕业生就业平台', colour: 'rgb(22, 119, 255)' } as const;
const SUB_SITE = { code: '00001', name: '滨海理工大学就业信息网' } as const;
const BASE = `/site/${SITE.code}/`;

/** What the demo homepage shows (server/homepage/demo.ts and server/demo/postings.ts). */
const DEMO = {
  banners: ['2027届毕业生秋季双选会火热报名中', '职等你来：名企专场宣讲会'],
  pinnedNotice: '关于做好2027届毕业生就业工作的通知',
  newsNotice: '我校举办2027届毕业生秋季双选会',
  fair: '信息技术行业专场招聘会',
  talk: '示例科技有限公司2027届校园招聘宣讲会',
  announcement: '示例科技有限公司2027届校园招聘简章',
  positions: ['前端开发实习生', 'Java开发工程师（2027届校招）'],
  friendlyLink: '国家大学生就业服务平台',
} as const;

/** Notices the school adds in its console, so the notice list has a second page (ten a page). */
const ADDED_NOTICES = 8;
const addedNotice = (index: number) => `2027届毕业生就业服务周活动通知（第${index + 1}场）`;

/**
 * The public homepage as a visitor tries it after `npm start` with the demo data (issue 17, Done when):
 * `/` shows every block in the school's colour; the carousel, the positions search and the calendar
 * work; each kind's detail page opens from its block; the school adds notices in its console and the
 * notice list pages; the site search finds across kinds; the entrances lead to the employer login and
 * registration and to the student login; /site/<xxdm>/ is the same site, and the second demo site
 * has its own.
 */
export function describeHomepageWalk(device: Device) {
  describe(`the homepage walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let visitor: Page;
    let staff: Page;
    const shot = screenshotTaker(device, 'homepage');
    const step = walkSteps({ onFailure: async () => shot(visitor, 'failed') });
    const phone = device.name === 'phone';

    const block = (name: string) => visitor.getByRole('region', { name, exact: true });
    const heading = (name: string) => visitor.getByRole('heading', { level: 1, name, exact: true });

    async function openHome(path = '/') {
      await visitor.goto(`${server.origin}${path}`);
      await block('招聘职位').getByRole('link', { name: DEMO.positions[0] }).waitFor();
    }

    /** Follows a block's link to the item's page (`${BASE}${kind}/<id>`) and back to the homepage. */
    async function openDetail(blockName: string, title: string, kind: string, ready: Locator) {
      await block(blockName).getByRole('link', { name: title, exact: true }).first().click();
      await heading(title).waitFor();
      expect(pathOf(visitor)).toMatch(new RegExp(`^${BASE}${kind}/[^/]+$`));
      await ready.first().waitFor();
      await shot(visitor, `detail-${kind}`);
      await visitor.goBack();
      await block(blockName).waitFor();
    }

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [visitor, staff] = walk.people;
    });

    step(
      '`/` shows the demo school’s homepage: every block, in the school’s colour',
      async () => {
        await openHome();
        const header = visitor.getByRole('banner');
        await header.getByRole('link', { name: SITE.name }).waitFor();
        expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          SITE.colour,
        );
        const home = visitor
          .getByRole('navigation', { name: '网站栏目' })
          .getByRole('link', { name: '首页' });
        expect(await home.getAttribute('aria-current')).toBe('page');
        await visitor
          .getByRole('region', { name: '焦点图' })
          .getByRole('img', { name: DEMO.banners[0] })
          .waitFor();
        await visitor
          .getByRole('navigation', { name: '快捷导航' })
          .getByRole('link', { name: '学生登录' })
          .waitFor();
        await block('通知公告').getByRole('link', { name: DEMO.pinnedNotice }).waitFor();
        await block('通知公告').getByText('置顶').waitFor();
        await block('招聘会').getByRole('link', { name: DEMO.fair }).waitFor();
        await block('宣讲会').getByRole('link', { name: DEMO.talk }).waitFor();
        await block('招聘公告').getByRole('link', { name: DEMO.announcement }).waitFor();
        for (const position of DEMO.positions)
          await block('招聘职位').getByRole('link', { name: position }).waitFor();
        await block('活动日历').waitFor();
        const footer = visitor.getByRole('contentinfo');
        await footer.getByRole('link', { name: DEMO.friendlyLink }).waitFor();
        await footer.getByText('电话：010-12345678').waitFor();
        expect(await visitor.title()).toBe(SITE.name);
        await shot(visitor, 'home');
        await block('通知公告').scrollIntoViewIfNeeded();
        await shot(visitor, 'blocks');
        await footer.scrollIntoViewIfNeeded();
        await shot(visitor, 'footer');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the carousel changes slide by its buttons and the keyboard',
      async () => {
        const carousel = visitor.getByRole('region', { name: '焦点图' });
        const dot = (index: number) =>
          carousel.getByRole('button', { name: `显示第${index + 1}张：${DEMO.banners[index]}` });
        // Focus inside holds the slide, so nothing advances on its own between the checks.
        await dot(1).click();
        await carousel.getByRole('img', { name: DEMO.banners[1] }).waitFor();
        expect(await dot(1).getAttribute('aria-current')).toBe('true');
        await visitor.keyboard.press('ArrowRight');
        await carousel.getByRole('img', { name: DEMO.banners[0] }).waitFor();
        expect(await dot(0).getAttribute('aria-current')).toBe('true');
        await carousel.getByRole('button', { name: '上一张' }).focus();
        await visitor.keyboard.press('Enter');
        await carousel.getByRole('img', { name: DEMO.banners[1] }).waitFor();
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the positions block searches; the calendar shows the talk’s day',
      async () => {
        const positions = block('招聘职位');
        await positions.getByRole('textbox', { name: '搜索招聘职位' }).fill('前端');
        await positions.getByRole('button', { name: '搜索' }).click();
        await positions.getByRole('link', { name: DEMO.positions[1] }).waitFor({ state: 'detached' });
        await positions.getByRole('link', { name: DEMO.positions[0] }).waitFor();

        const answer = await visitor.request.get(
          `${server.origin}${activityPaths.publicTalks}?xxdm=${SITE.code}&ksrq=${chinaDate(Date.now())}`,
        );
        const talkDay = ((await answer.json()) as Envelope<PublicTalkPage>).result.records[0]!.rq;
        const calendar = block('活动日历');
        const monthLabel = `${talkDay.slice(0, 4)}年${talkDay.slice(5, 7)}月`;
        for (let move = 0; move < 3 && !(await calendar.getByText(monthLabel).isVisible()); move += 1)
          await calendar.getByRole('button', { name: '下个月' }).click();
        await calendar.getByText(monthLabel).waitFor();
        await calendar.getByRole('button', { name: new RegExp(`^${Number(talkDay.slice(8))}日 · `) }).click();
        await calendar.getByRole('link', { name: DEMO.talk }).waitFor();
        await calendar.scrollIntoViewIfNeeded();
        await shot(visitor, 'calendar');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'every kind’s detail page opens from its block: a notice, a fair, a talk, an announcement, a position',
      async () => {
        await openHome();
        const main = visitor.getByRole('main');
        await openDetail('通知公告', DEMO.pinnedNotice, 'tzgg', main.getByText('一、时间安排'));
        await openDetail('招聘会', DEMO.fair, 'zph', main.getByText('学生活动中心二楼'));
        await openDetail('宣讲会', DEMO.talk, 'xjh', main.getByText(/14:00-16:00/));
        const linked = main
          .getByRole('region', { name: '招聘职位' })
          .getByRole('link', { name: DEMO.positions[0] });
        await openDetail('招聘公告', DEMO.announcement, 'zpgg', linked);
        const apply = main.getByRole('button', { name: '学生登录后申请' });
        await openDetail('招聘职位', DEMO.positions[1], 'zpgw', apply);
      },
      2 * STEP_TIMEOUT_MS,
    );

    step(
      'the school adds notices in its console; the notice list pages and filters by column',
      async () => {
        const accounts = server.demo!;
        await staff.goto(`${server.origin}/mgrpage/`);
        await staff.getByLabel(/^\*?学校代码$/).fill(SITE.code);
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        await staff.getByRole('navigation', { name: '管理端导航' }).waitFor();
        const token = (await staff.context().cookies()).find((cookie) => cookie.name === 'mgrToken')?.value;
        expect(token).toBeDefined();
        const headers = { accessToken: token!, 'content-type': 'application/json' };
        const columns = await staff.request.get(`${server.origin}${siteContentPaths.columns}`, { headers });
        const lmid = ((await columns.json()) as Envelope<Column[]>).result[0]!.id;
        for (let index = 0; index < ADDED_NOTICES; index += 1) {
          const saved = await staff.request.post(`${server.origin}${siteContentPaths.saveNotice}`, {
            headers,
            data: {
              lmid,
              bt: addedNotice(index),
              nr: '<p>欢迎同学们参加。</p>',
              fj: [],
              zd: '0',
              fbsj: chinaDateTime(Date.now() - 60_000),
            },
          });
          expect(((await saved.json()) as Envelope<unknown>).code).toBe(200);
        }

        await openHome(BASE);
        await block('通知公告').getByRole('link', { name: '更多通知公告' }).click();
        await heading('通知公告').waitFor();
        expect(pathOf(visitor)).toBe(`${BASE}tzgg`);
        const main = visitor.getByRole('main');
        // The list's items: the first list of the page (the pages' buttons are a list too).
        const items = main.getByRole('list').first().getByRole('listitem');
        await main.getByRole('link', { name: addedNotice(ADDED_NOTICES - 1) }).waitFor();
        expect(await items.count()).toBe(10);
        const pages = main.getByRole('navigation', { name: '通知公告分页' });
        await shot(visitor, 'notices-page-1');
        await pages.getByRole('button', { name: phone ? '下一页' : '第 2 页' }).click();
        await main.getByRole('link', { name: '高校毕业生就业创业政策汇编' }).waitFor();
        // The previous page's items leave as the new page comes: wait for the surplus to go.
        await items.nth(13 - 10).waitFor({ state: 'detached' });
        expect(await items.count()).toBe(13 - 10);
        expect(new URL(visitor.url()).searchParams.get('page')).toBe('2');
        await shot(visitor, 'notices-page-2');

        await visitor
          .getByRole('navigation', { name: '网站栏目' })
          .getByRole('link', { name: '就业新闻' })
          .click();
        await heading('就业新闻').waitFor();
        await main.getByRole('link', { name: DEMO.newsNotice }).waitFor();
        await items.nth(2).waitFor({ state: 'detached' });
        expect(await items.count()).toBe(2);
      },
      2 * STEP_TIMEOUT_MS,
    );

    step(
      'each kind’s list page opens from the navigation with its items',
      async () => {
        const nav = visitor.getByRole('navigation', { name: '网站栏目' });
        const main = visitor.getByRole('main');
        const lists = [
          { link: '招聘会', path: 'zph', item: DEMO.fair },
          { link: '宣讲会', path: 'xjh', item: DEMO.talk },
          { link: '招聘公告', path: 'zpgg', item: DEMO.announcement },
          { link: '招聘职位', path: 'zpgw', item: DEMO.positions[0] },
        ];
        for (const list of lists) {
          await nav.getByRole('link', { name: list.link, exact: true }).click();
          await heading(list.link).waitFor();
          expect(pathOf(visitor)).toBe(`${BASE}${list.path}`);
          await main.getByRole('link', { name: list.item }).waitFor();
        }
        await main.getByRole('textbox', { name: '搜索职位名称或单位名称' }).fill('Java');
        await main.getByRole('button', { name: '搜索' }).click();
        await main.getByRole('link', { name: DEMO.positions[0] }).waitFor({ state: 'detached' });
        await main.getByRole('link', { name: DEMO.positions[1] }).waitFor();
        expect(new URL(visitor.url()).searchParams.get('keyword')).toBe('Java');
        await shot(visitor, 'positions-list');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the site search finds notices, announcements and positions by one keyword',
      async () => {
        await visitor
          .getByRole('navigation', { name: '网站栏目' })
          .getByRole('link', { name: '站内搜索' })
          .click();
        await heading('站内搜索').waitFor();
        await visitor.getByRole('textbox', { name: '搜索本站内容' }).fill('2027届');
        await visitor.keyboard.press('Enter');
        await block('通知公告').getByRole('link', { name: DEMO.pinnedNotice }).waitFor();
        await block('招聘公告').getByRole('link', { name: DEMO.announcement }).waitFor();
        await block('招聘职位').getByRole('link', { name: DEMO.positions[1] }).waitFor();
        expect(await visitor.title()).toBe(`搜索：2027届 - ${SITE.name}`);
        await shot(visitor, 'search');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the entrances lead to the employer login and registration and to the student login',
      async () => {
        const schoolCode = visitor.getByRole('textbox', { name: /学校代码/ });
        const entrances = [
          {
            name: '单位登录',
            path: /^\/dwpage\/login\/00000\/0$/,
            ready: visitor.getByRole('form', { name: '密码登录' }),
          },
          {
            name: '单位注册',
            path: /^\/dwpage\/dwzc\/00000$/,
            ready: visitor.getByRole('textbox', { name: /单位名称/ }),
          },
          {
            name: '学生登录',
            path: /^\/(sc|mobile)\/login$/,
            ready: visitor.getByRole('heading', { name: '学生登录' }),
          },
        ];
        for (const entrance of entrances) {
          await openHome();
          const links = visitor.getByRole('navigation', { name: '登录入口' });
          await links.getByRole('link', { name: entrance.name }).click();
          await visitor.waitForURL((url) => entrance.path.test(url.pathname));
          await entrance.ready.waitFor();
          await shot(visitor, `entrance-${entrance.name}`);
        }
        // The student login opens at the homepage's school.
        expect(await schoolCode.inputValue()).toBe(SITE.code);
      },
      2 * STEP_TIMEOUT_MS,
    );

    step(
      '/site/<xxdm>/ is the site’s own address; the second demo site has its own homepage',
      async () => {
        await openHome(BASE);
        expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          `${server.origin}${BASE}`,
        );
        const answer = await visitor.request.get(
          `${server.origin}${homepagePaths.homepage}?xxdm=${SITE.code}`,
        );
        expect(answer.headers()['set-cookie']).toBeUndefined();

        await visitor.goto(`${server.origin}/site/${SUB_SITE.code}/`);
        await visitor.getByRole('banner').getByRole('link', { name: SUB_SITE.name }).waitFor();
        await block('招聘职位').waitFor();
        expect(pathOf(visitor)).toBe(`/site/${SUB_SITE.code}/`);
        await shot(visitor, 'sub-site');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
