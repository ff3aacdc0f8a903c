import type { Locator, Page } from 'playwright-core';
import { mapTemplate } from '../../../features/fairAdmin/mapSheet';
import { screenshotTaker, type Device } from './browser';
import { setUpDemoWalk } from './demoEmployer';
import type { RealServer } from './realServer';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

const FAIR = '2027届寒假双选会';

/** On phones a date field opens a month sheet: turn to the date's month and tap the day. */
async function pickDateOnPhone(page: Page, field: Locator, date: string) {
  await field.click();
  const sheet = page.getByRole('dialog', { name: '选择日期' });
  const day = sheet.locator(`[data-date="${date}"][data-in-month="true"]`);
  for (let month = 0; month < 6 && !(await day.isVisible()); month += 1)
    await sheet.getByRole('button', { name: '下个月' }).click();
  await day.click();
  await sheet.waitFor({ state: 'hidden' });
}
const HALL = '图书馆大厅';

/**
 * The school's fair editor (issue 16 §1) on the real server: staff reach 招聘会管理 (on phones
 * under the tab bar's 更多), create a fair, import a hall from the template spreadsheet, draw a
 * second hall (numbered 2-A1 …) from the keyboard and save it, and see the fair's booths in the list.
 */
export function describeFairEditorWalk(device: Device) {
  describe(`the fair editor walk on ${device.name} (${device.width} px)`, () => {
    const phone = device.name === 'phone';
    let server: RealServer;
    let staff: Page;
    const shot = screenshotTaker(device, 'fair-editor');
    const step = walkSteps({ onFailure: async () => shot(staff, 'failed') });

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [staff] = walk.people;
    });

    step(
      'staff log in and open 招聘会管理',
      async () => {
        const accounts = server.demo!;
        await staff.goto(`${server.origin}/mgrpage/`);
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        const nav = staff.getByRole('navigation', { name: '管理端导航' });
        await nav.waitFor();
        if (phone) await nav.getByRole('button', { name: '更多' }).click();
        const menu = phone ? staff.getByRole('dialog', { name: '更多' }) : nav;
        await menu.getByRole('link', { name: '招聘会管理' }).click();
        await staff.getByRole('button', { name: '新建招聘会' }).first().waitFor();
        await shot(staff, 'list');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'creates a fair, each field checked, and lands on its editor',
      async () => {
        await staff.getByRole('button', { name: '新建招聘会' }).first().click();
        const form = staff.getByRole('form', { name: '新建招聘会' });
        await form.getByRole('button', { name: '创建招聘会' }).click();
        await form.getByText('请填写招聘会名称').waitFor();
        await form.getByRole('textbox', { name: /招聘会名称/ }).fill(FAIR);
        await form.getByRole('textbox', { name: /举办地点/ }).fill('体育馆');
        for (const [label, date] of [
          [/举办日期/, '2027-01-15'],
          [/报名开始日期/, '2027-01-05'],
          [/报名截止日期/, '2027-01-12'],
        ] as const) {
          if (phone) await pickDateOnPhone(staff, form.getByRole('button', { name: label }), date);
          else {
            await form.getByRole('textbox', { name: label }).fill(date);
            await form.getByRole('textbox', { name: label }).press('Tab');
          }
        }
        await shot(staff, 'new-fair');
        await form.getByRole('button', { name: '创建招聘会' }).click();
        await staff.getByRole('form', { name: '编辑招聘会' }).waitFor();
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'imports a hall from the template after its preview',
      async () => {
        await staff.getByRole('button', { name: '从表格导入' }).click();
        const dialog = staff.getByRole('dialog', { name: '从表格导入会场' });
        await dialog.getByRole('textbox', { name: /会场名称/ }).fill(HALL);
        const template = Buffer.from(await (await mapTemplate()).arrayBuffer());
        await dialog.getByLabel('展位表格（.xlsx，不超过2MB）').setInputFiles({
          name: '展位.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: template,
        });
        await dialog.getByText(/共 5 个展位/).waitFor();
        await shot(staff, 'import-preview');
        await dialog.getByRole('button', { name: '导入为新会场' }).click();
        await staff.getByRole('grid', { name: `${HALL}展位图` }).waitFor();
      },
      STEP_TIMEOUT_MS,
    );
    step(
      'draws a second hall, numbered apart, from the keyboard and saves it',
      async () => {
        await staff.getByRole('button', { name: '新建会场' }).click();
        const grid = staff.getByRole('grid', { name: '会场2展位图' });
        await grid.getByRole('gridcell', { name: '2-A1 标准展位，第1行第1列' }).click();
        await staff.keyboard.press('2');
        await staff.keyboard.press('ArrowRight');
        await staff.keyboard.press('0');
        await grid.getByRole('gridcell', { name: '不可用，第1行第2列' }).waitFor();
        await grid.getByRole('gridcell', { name: '2-A2 标准展位，第1行第3列' }).waitFor();
        await staff.getByRole('button', { name: '保存展位图' }).click();
        await staff.getByRole('tab', { name: '会场2（39）' }).waitFor();
        await shot(staff, 'hall');
        await staff.getByRole('link', { name: '返回招聘会列表' }).click();
        await staff.getByRole('link', { name: FAIR }).first().waitFor();
        await staff.getByText('44 / 44').first().waitFor();
        await shot(staff, 'list-after');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
