import type { Locator, Page } from 'playwright-core';
import { screenshotTaker, type Device } from './browser';
import { answerSurveyIfAsked, logInDemoEmployer, openEmployerPage, setUpDemoWalk } from './demoEmployer';
import { type RealServer } from './realServer';
import { solidPng } from './testData';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

const DEMO_NAME = '示例科技有限公司';

/**
 * The employer profile under the school's review as a new user tries it after `npm start` with the
 * demo data (issue 18, section 2): the demo employer completes its profile at zhgl/dwxxwh and changes
 * its name there; the change waits for the school while the old name stays in force; the demo staff
 * member finds it in the console's employer queue with old and new side by side and passes it; the
 * new name then shows in the employer's app and in the console's employer list.
 */
export function describeProfileChangeWalk(device: Device) {
  describe(`the profile change walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let staff: Page;
    const shot = screenshotTaker(device, 'profilechange');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(staff, 'failed-staff');
      },
    });
    const phone = device.name === 'phone';
    const newName = phone ? '示例科技（手机）集团有限公司' : '示例科技集团有限公司';
    const consoleUrl = (path: string) => `${server.origin}/mgrpage${path}`;

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [employer, staff] = walk.people;
    });

    /**
     * Opens an employer page; the guard may send the browser to the required questionnaire while the
     * address is loading (the navigation is then aborted): answered, the page is opened again.
     */
    async function openPage(path: string, ready: Locator) {
      try {
        await openEmployerPage(employer, server, path, ready);
      } catch (error) {
        if (!String(error).includes('ERR_ABORTED')) throw error;
        await employer.waitForLoadState('networkidle');
        await answerSurveyIfAsked(employer);
        await openEmployerPage(employer, server, path, ready);
      }
    }

    /** A select of the form: its combobox, then the option (a list, or a sheet on phones). */
    async function choose(label: RegExp, option: string) {
      await employer.getByRole('combobox', { name: label }).click();
      await employer.getByRole('option', { name: option, exact: true }).click();
    }

    step(
      'the demo employer completes its profile and asks to change its name at zhgl/dwxxwh',
      async () => {
        await logInDemoEmployer(employer, server);
        const form = employer.getByRole('form', { name: '单位信息' });
        await openPage('/zhgl/dwxxwh', form);
        await employer.getByText(/单位信息尚未完善/).waitFor();
        await shot(employer, 'dwxxwh-incomplete');

        await form.getByLabel(/^\*?单位名称$/).fill(newName);
        await choose(/单位性质/, '其他企业');
        await choose(/单位行业/, '信息传输、软件和信息技术服务业');
        await choose(/单位规模/, '100-499人');
        await form.getByLabel(/^\*?单位简介$/).fill('示例科技专注于企业软件，欢迎应届毕业生加入。');
        if (phone) {
          await form.getByRole('button', { name: /所在地区/ }).click();
          for (const place of ['浙江省', '杭州市'])
            await employer.getByRole('option', { name: place }).click();
        } else {
          await form.getByRole('combobox', { name: /所在地区/ }).fill('杭州');
          await employer
            .getByRole('option', { name: /杭州市/ })
            .first()
            .click();
        }
        await form.getByLabel(/^\*?详细地址$/).fill('西湖区文三路 90 号');
        await form.getByLabel(/^\*?联系人$/).fill('王经理');
        await form.getByLabel(/^\*?联系人手机$/).fill('13800138000');
        await form.getByLabel(/^\*?电子邮箱$/).fill('hr@example.com');
        const [licenceChooser] = await Promise.all([
          employer.waitForEvent('filechooser'),
          form.getByRole('button', { name: '上传营业执照' }).click(),
        ]);
        await licenceChooser.setFiles({
          name: 'licence.png',
          mimeType: 'image/png',
          buffer: solidPng(48, 32, [200, 60, 40]),
        });
        await form.getByRole('button', { name: /^预览.*licence\.png$/ }).waitFor();
        await employer.getByText(/单位名称、营业执照的修改将提交学校审核/).waitFor();
        await form.getByRole('button', { name: '保存', exact: true }).click();

        await employer.getByText('单位信息变更待学校审核').waitFor();
        await employer.getByText(`单位名称：${DEMO_NAME} → ${newName}`).waitFor();
        // Until the school decides, the name in force is the old one.
        expect(await form.getByLabel(/^\*?单位名称$/).inputValue()).toBe(DEMO_NAME);
        await employer.evaluate(() => window.scrollTo(0, 0));
        await shot(employer, 'dwxxwh-pending');
      },
      2 * STEP_TIMEOUT_MS,
    );

    step(
      'the demo staff member sees old and new side by side in the employer queue and passes it',
      async () => {
        const accounts = server.demo!;
        await staff.goto(consoleUrl('/'));
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        const nav = staff.getByRole('navigation', { name: '管理端导航' });
        await nav.waitFor();
        await nav.getByRole('link', { name: phone ? '单位' : '单位审核' }).click();
        await staff.getByRole('link', { name: '信息变更审核' }).click();
        const open = phone
          ? staff.getByRole('link', { name: `去审核 ${DEMO_NAME}的变更申请` })
          : staff.getByRole('link', { name: `审核 ${DEMO_NAME}的变更申请` });
        await open.click();
        await staff.getByRole('heading', { name: `${DEMO_NAME} 的信息变更` }).waitFor();
        const side = phone
          ? staff.getByRole('region', { name: '单位名称' })
          : staff.getByRole('table', { name: '原信息与申请修改的信息对照' });
        await side.getByText(DEMO_NAME, { exact: true }).waitFor();
        await side.getByText(newName, { exact: true }).waitFor();
        await shot(staff, 'console-review');

        await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
        const dialog = staff.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '确认通过' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await staff.getByText('已通过', { exact: true }).first().waitFor();
        await shot(staff, 'console-passed');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the new name shows in the employer’s app and in the console’s employer list',
      async () => {
        await employer.goto(server.appUrl(phone ? '/dwmobileHome' : '/dwsy'));
        await employer.getByText(newName).first().waitFor();
        expect(await employer.getByText(DEMO_NAME, { exact: true }).count()).toBe(0);
        await shot(employer, 'home-new-name');

        const form = employer.getByRole('form', { name: '单位信息' });
        await openPage('/zhgl/dwxxwh', form);
        expect(await form.getByLabel(/^\*?单位名称$/).inputValue()).toBe(newName);
        await employer.getByText('单位信息已完善，所有必填项均已填写').waitFor();
        await shot(employer, 'dwxxwh-passed');

        await staff.goto(consoleUrl('/dw?zt=all'));
        await (phone ? staff.getByText(newName) : staff.getByRole('link', { name: newName, exact: true }))
          .first()
          .waitFor();
        await shot(staff, 'console-employer-list');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
