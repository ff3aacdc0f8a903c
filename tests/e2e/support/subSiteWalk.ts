import type { Locator, Page } from 'playwright-core';
import { screenshotTaker, type Device } from './browser';
import { answerSurveyIfAsked, arrive, logInDemoEmployer, setUpDemoWalk } from './demoEmployer';
import { type RealServer } from './realServer';
import { pathOf, STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

const LONG_STEP_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;
const SUB_SITE = { code: '00001', name: '滨海理工大学就业信息网' } as const;
const EMPLOYER_NAME = '示例科技有限公司';

/**
 * School sub-sites as a new user tries them after `npm start` with the demo data (issue 18, section
 * 3): the demo employer opens 登录学校分站, registers at the second demo site in one step and reads
 * 待审核 there; that site's reviewer (the second printed console account) passes it in its own
 * console; the employer then enters that site without a password and lands in its employer app.
 */
export function describeSubSiteWalk(device: Device) {
  describe(`the sub-site walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let staff: Page;
    const shot = screenshotTaker(device, 'subsite');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(staff, 'failed-staff');
      },
    });
    const phone = device.name === 'phone';

    /** The card of the second demo site in 登录学校分站. */
    const subSiteCard = () => employer.getByRole('listitem', { name: SUB_SITE.name });

    /** Opens 登录学校分站 as a person would: the phone home's shortcut, the desktop navigation. */
    async function openSchoolSites() {
      const list = employer.getByRole('list', { name: '学校分站' });
      if (phone) {
        await employer.goto(server.appUrl('/dwmobileHome'));
        await employer.waitForLoadState('networkidle');
        await answerSurveyIfAsked(employer);
        const shortcuts = employer.getByRole('region', { name: '常用功能' });
        await shortcuts.getByRole('link', { name: '学校分站' }).click();
      } else {
        const nav = employer.getByRole('navigation', { name: '单位中心导航' });
        const link = nav.getByRole('link', { name: '登录学校分站' });
        // The 首页 group is open already while a page of it shows.
        if (!(await link.isVisible())) await nav.getByRole('button', { name: '首页' }).click();
        await link.click();
      }
      await arrive(employer, list);
      expect(pathOf(employer)).toBe('/dwpage/dwsy/dlxxfz');
    }

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [employer, staff] = walk.people;
    });

    step(
      'the demo employer opens 登录学校分站: passed at its own site, not registered at the second',
      async () => {
        await logInDemoEmployer(employer, server);
        await openSchoolSites();
        const home = employer.getByRole('listitem', { name: '高校毕业生就业平台' });
        await home.getByText('已通过').waitFor();
        await home.getByText('当前所在站点').waitFor();
        await subSiteCard().getByText('未注册').waitFor();
        await shot(employer, 'sites');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'registers at the second demo site in one step and reads 待审核',
      async () => {
        await subSiteCard()
          .getByRole('button', { name: `一键注册 ${SUB_SITE.name}` })
          .click();
        const dialog = employer.getByRole('alertdialog', { name: `一键注册“${SUB_SITE.name}”？` });
        await dialog.getByText(/该学校审核通过后/).waitFor();
        await shot(employer, 'confirm');
        await dialog.getByRole('button', { name: '确认注册' }).click();
        await employer.getByText('已提交注册，请等待该学校审核').first().waitFor();
        await subSiteCard().getByText('待审核').waitFor();
        await subSiteCard().getByText('学校审核中，审核通过后即可进入').waitFor();
        expect(await subSiteCard().getByRole('button').count()).toBe(0);
        await shot(employer, 'pending');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the second site’s reviewer passes it in that site’s own console',
      async () => {
        const accounts = server.demo!;
        await staff.goto(`${server.origin}/mgrpage/`);
        await staff.getByLabel(/^\*?学校代码$/).fill(SUB_SITE.code);
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.subSiteSchool.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.subSiteSchool.password);
        await staff.getByRole('button', { name: '登录' }).click();
        const nav = staff.getByRole('navigation', { name: '管理端导航' });
        await nav.waitFor();
        await staff.getByText(`当前站点：${SUB_SITE.name}（${SUB_SITE.code}）`).waitFor();

        await nav.getByRole('link', { name: phone ? '单位' : '单位审核' }).click();
        const link: Locator = phone
          ? staff.getByRole('link', { name: `去审核 ${EMPLOYER_NAME}` })
          : staff.getByRole('link', { name: EMPLOYER_NAME, exact: true });
        await link.first().click();
        await staff.getByRole('heading', { name: EMPLOYER_NAME }).first().waitFor();
        await shot(staff, 'console-review');
        await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
        const dialog = staff.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '确认通过' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await staff.getByText('已通过', { exact: true }).first().waitFor();
        await shot(staff, 'console-passed');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer enters that site without a password and lands in its employer app',
      async () => {
        // Still on 登录学校分站 from before: the person looks again.
        await employer.reload();
        await arrive(employer, subSiteCard());
        await subSiteCard().getByText('已通过').waitFor();
        await shot(employer, 'passed');
        await subSiteCard()
          .getByRole('button', { name: `进入 ${SUB_SITE.name}` })
          .click();
        await employer.waitForURL((url) => !url.pathname.startsWith('/dwpage/authlogin'));
        await employer.waitForLoadState('networkidle');
        await answerSurveyIfAsked(employer);
        expect(pathOf(employer)).toBe(phone ? '/dwpage/dwmobileHome' : '/dwpage/dwsy');
        const siteLine = phone
          ? `学校站点：${SUB_SITE.name}（${SUB_SITE.code}）`
          : `${SUB_SITE.name}（${SUB_SITE.code}）`;
        await employer.getByText(siteLine).first().waitFor();
        // The session is the second site's: 登录学校分站 now names it the current one.
        await openSchoolSites();
        await subSiteCard().getByText('当前所在站点').waitFor();
        await shot(employer, 'entered');
      },
      LONG_STEP_TIMEOUT_MS,
    );
  });
}
