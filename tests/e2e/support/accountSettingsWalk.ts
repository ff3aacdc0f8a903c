import type { Locator, Page } from 'playwright-core';
import { screenshotTaker, type Device } from './browser';
import { listRow, logInDemoEmployer, openEmployerPage, setUpDemoWalk } from './demoEmployer';
import { type RealServer } from './realServer';
import { STEP_TIMEOUT_MS, pathOf } from './waits';
import { walkSteps } from './walkSteps';

/**
 * 常用联系人 and 账号设置 as a new user tries them after `npm start` (issue 18, section 4): the demo
 * employer adds a frequent contact, which the position form then offers through 从常用联系人选择;
 * logged in on a second device too, it sees both in 账号设置 and logs the other one out, whose next
 * page goes back to the login.
 */
export function describeAccountSettingsWalk(device: Device) {
  describe(`the account settings walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let main: Page;
    let other: Page;
    const shot = screenshotTaker(device, 'settings');
    const step = walkSteps({
      onFailure: async () => {
        await shot(main, 'failed-main');
        await shot(other, 'failed-other');
      },
    });
    const phone = device.name === 'phone';
    const contactName = phone ? '周敏' : '张敏';

    const open = (page: Page, path: string, ready: Locator) => openEmployerPage(page, server, path, ready);

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [main, other] = walk.people;
    });

    step(
      'the demo employer adds a frequent contact, the first one and so the default',
      async () => {
        await logInDemoEmployer(main, server);
        const add = main.getByRole('button', { name: '添加联系人' }).first();
        await open(main, '/zhgl/cylxr', add);
        await add.click();
        const form = main.getByRole('form', { name: '添加联系人' });
        await form.getByLabel(/^\*?姓名$/).fill(contactName);
        await form.getByLabel(/^\*?职务$/).fill('招聘主管');
        await form.getByLabel(/^\*?手机号码$/).fill('13812345678');
        await form.getByLabel(/^\*?电子邮箱$/).fill('hr@example.com');
        await form.getByRole('button', { name: '添加联系人' }).click();
        await form.waitFor({ state: 'hidden' });
        await listRow(main, device, contactName).getByText('默认').waitFor();
        await shot(main, 'cylxr');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the position form fills 联系人 and 联系电话 from it',
      async () => {
        const picker = main.getByRole('button', { name: '从常用联系人选择' });
        await open(main, '/zpxx/fbzpzw', picker);
        await picker.click();
        await main.getByRole('menuitem', { name: new RegExp(contactName) }).click();
        const contact = main.getByLabel(/^\*?联系人$/);
        await contact.scrollIntoViewIfNeeded();
        expect(await contact.inputValue()).toBe(contactName);
        expect(await main.getByLabel(/^\*?联系电话$/).inputValue()).toBe('13812345678');
        await shot(main, 'position-contact');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      '账号设置 lists both devices, and logging the other one out ends its session',
      async () => {
        await logInDemoEmployer(other, server);
        const others = main.getByRole('button', { name: /^退出登录 / });
        await open(main, '/zhgl/zhsz', main.getByText('当前设备').first());
        await others.first().waitFor();
        expect(await others.count()).toBe(1);
        await shot(main, 'zhsz');
        await others.first().click();
        await main.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
        await main.getByText('该设备已退出登录').waitFor();
        await others.first().waitFor({ state: 'detached' });

        await other.goto(server.appUrl('/zhgl/xxzx'));
        await other.waitForURL((url) => url.pathname.startsWith('/dwpage/login/'));
        expect(pathOf(other)).toMatch(/^\/dwpage\/login\//);
      },
      STEP_TIMEOUT_MS,
    );
  });
}
