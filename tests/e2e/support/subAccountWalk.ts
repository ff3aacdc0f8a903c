import type { Locator, Page } from 'playwright-core';
import { screenshotTaker, type Device } from './browser';
import {
  answerSurveyIfAsked,
  listRow,
  logInDemoEmployer,
  openEmployerPage,
  setUpDemoWalk,
} from './demoEmployer';
import { fillPosition } from './positionForm';
import { type RealServer } from './realServer';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

const LONG_STEP_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;

/**
 * Sub-accounts and roles as a new user tries them after `npm start` with the demo data (issue 18,
 * section 1): the demo main account opens a 招聘专员 sub-account; the sub-account logs in by SMS code,
 * sets its password, publishes a position, finds neither 签约中心 nor 账号管理 in its navigation and
 * 无权访问 at a typed address; the main account reads the sub-account's name in the position's audit
 * trail, disables it, and the sub-account's open session ends at once. Each person has their own
 * browser context of the same device.
 */
export function describeSubAccountWalk(device: Device) {
  describe(`the sub-account walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let main: Page;
    let sub: Page;
    const shot = screenshotTaker(device, 'subaccount');
    const step = walkSteps({
      onFailure: async () => {
        await shot(main, 'failed-main');
        await shot(sub, 'failed-sub');
      },
    });
    const phone = device.name === 'phone';
    const subName = phone ? '周专员' : '李专员';
    const subMobile = phone ? '13700002222' : '13700001111';
    const subPassword = 'Lzy#Hr2026x';
    const positionName = phone ? '门店运营专员（手机）' : '门店运营专员';

    const appUrl = (path: string) => server.appUrl(path);

    const open = (page: Page, path: string, ready: Locator) => openEmployerPage(page, server, path, ready);

    /** The row of the sub-account in 开设子账号. */
    const subAccountRow = () => listRow(main, device, subMobile);

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [main, sub] = walk.people;
    });

    step(
      'the demo main account opens a 招聘专员 sub-account',
      async () => {
        await logInDemoEmployer(main, server);

        const openButton = main.getByRole('button', { name: '开设子账号' }).first();
        await open(main, '/zhgl/kszzh', openButton);
        await openButton.click();
        const dialogForm = main.getByRole('form', { name: '开设子账号' });
        await dialogForm.getByLabel(/^\*?姓名$/).fill(subName);
        await dialogForm.getByLabel(/^\*?手机号$/).fill(subMobile);
        await dialogForm.getByRole('combobox', { name: /角色/ }).click();
        await main.getByRole('option', { name: '招聘专员' }).click();
        await dialogForm.getByRole('button', { name: '开设子账号' }).click();
        await dialogForm.waitFor({ state: 'hidden' });
        await subAccountRow().getByText('密码待设置').waitFor();
        await shot(main, 'opened');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the sub-account logs in by SMS code and sets its own password',
      async () => {
        await sub.goto(appUrl('/login/00000/0'));
        // The served page is painted before its script hydrates it; until then its tabs are disabled
        // (aria-disabled), so the one tap waits for the page to be interactive.
        const smsTab = sub.getByRole('tab', { name: '验证码登录', disabled: false });
        await smsTab.click();
        expect(await smsTab.getAttribute('aria-selected')).toBe('true');
        const form = sub.getByRole('form', { name: '验证码登录' });
        await form.getByLabel(/^\*?手机号码$/).fill(subMobile);
        await form.getByRole('button', { name: '获取验证码' }).click();
        await form.getByLabel(/^\*?验证码$/).fill(await server.latestSmsCode(subMobile));
        await form.getByRole('button', { name: '登录' }).click();
        await sub.waitForURL((url) => url.pathname === '/dwpage/wsdwyh');
        const details = sub.getByRole('form', { name: '完善单位用户' });
        expect(await details.getByLabel(/原密码/).count()).toBe(0);
        expect(await details.getByLabel(/^\*?姓名$/).inputValue()).toBe(subName);
        await details.getByLabel(/^\*?职务$/).fill('招聘专员');
        await details.getByLabel(/^\*?电子邮箱$/).fill('hr-sub@example.com');
        await details.getByLabel(/^\*?新密码$/).fill(subPassword);
        await details.getByLabel(/^\*?确认新密码$/).fill(subPassword);
        await shot(sub, 'first-password');
        await details.getByRole('button', { name: '保存并进入' }).click();
        await sub.waitForURL((url) => url.pathname === (phone ? '/dwpage/dwmobileHome' : '/dwpage/dwsy'));
        await sub.waitForLoadState('networkidle');
        await answerSurveyIfAsked(sub);
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'its navigation has neither 签约中心 nor 账号管理, and a typed address shows 无权访问',
      async () => {
        if (phone) {
          const shortcuts = sub.getByRole('region', { name: '常用功能' });
          await shortcuts.getByRole('link', { name: '发布职位' }).waitFor();
          expect(await shortcuts.getByRole('link', { name: '签约管理' }).count()).toBe(0);
          expect(await shortcuts.getByRole('link', { name: '单位信息' }).count()).toBe(0);
        } else {
          const nav = sub.getByRole('navigation', { name: '单位中心导航' });
          await nav.getByRole('button', { name: '招聘信息' }).waitFor();
          expect(await nav.getByRole('button', { name: '签约中心' }).count()).toBe(0);
          expect(await nav.getByRole('button', { name: '账号管理' }).count()).toBe(0);
          await nav.getByRole('button', { name: '个人设置' }).waitFor();
        }
        await shot(sub, 'navigation');
        for (const path of ['/zhgl/kszzh', '/qyzx/qygl']) {
          await sub.goto(appUrl(path));
          await sub.getByText('无权访问').first().waitFor();
        }
        await sub.getByText(/“签约中心·查看”权限，请联系单位主账号/).waitFor();
        await shot(sub, 'forbidden');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the sub-account publishes a position, and the main account reads its name in the audit trail',
      async () => {
        const form = sub.getByRole('form', { name: '招聘职位' });
        await open(sub, '/zpxx/fbzpzw', form);
        await fillPosition(sub, form, {
          phone,
          name: positionName,
          description: '岗位职责：负责门店日常运营与陈列，统计销售数据。任职要求：沟通能力强，能适应轮班。',
        });
        await form.getByRole('button', { name: '提交审核' }).click();
        await sub.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpzwgl');
        await sub.getByRole('link', { name: positionName }).first().waitFor();

        const link = main.getByRole('link', { name: positionName }).first();
        await open(main, '/zpxx/zpzwgl', link);
        await link.click();
        const trail = main.getByRole('list', { name: '审核记录' });
        await trail.getByText(subName).first().waitFor();
        await shot(main, 'audit-trail');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the main account disables it, and the sub-account’s open session ends at once',
      async () => {
        await open(main, '/zhgl/kszzh', subAccountRow());
        await subAccountRow()
          .getByRole('button', { name: `停用 ${subName}` })
          .click();
        const confirm = main.getByRole('alertdialog', { name: `停用“${subName}”？` });
        await confirm.getByRole('button', { name: '停用' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await subAccountRow().getByText('停用', { exact: true }).waitFor();
        await shot(main, 'disabled');

        await sub.goto(appUrl('/zpxx/zpzwgl'));
        await sub.waitForURL((url) => url.pathname.startsWith('/dwpage/login/'));
        const form = sub.getByRole('form', { name: '密码登录' });
        await form.getByLabel('手机号码').fill(subMobile);
        await form.getByRole('textbox', { name: '密码', exact: true }).fill(subPassword);
        await form.getByRole('button', { name: '登录' }).click();
        await sub.getByText('该账号已被单位主账号停用，请联系单位主账号').waitFor();
        await shot(sub, 'disabled-login');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
