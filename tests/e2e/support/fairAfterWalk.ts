import type { Page } from 'playwright-core';
import { checkInAddress } from '../../../contract/fairs';
import { screenshotTaker, type Device } from './browser';
import { logInDemoBranch, logInDemoEmployer, openEmployerPage, setUpDemoTrioWalk } from './demoEmployer';
import type { RealServer } from './realServer';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

/** The demo fair whose booking opens a minute or two after start: paid booths, reviewed by the school. */
const OPENING_FAIR = '2027届毕业生秋季大型双选会';
/** The open fair (free, passed automatically) the suspended branch tries to book. */
const OPEN_FAIR = '信息技术行业专场招聘会';
const EMPLOYER = '示例科技有限公司';
const BRANCH = '示例科技（上海）有限公司';
/** The opening minute may be up to two minutes after the server started. */
const OPENING_TIMEOUT_MS = 180_000;
const BOOTH_FREE = 'B1 标准展位 ¥500 空闲';
const BOOTH_MINE = 'B1 标准展位 ¥500 我的展位';
const APPEAL_REASON = '两次招聘会当天均因航班取消未能到场，已提前电话告知就业中心。';
const ANSWER = '经核实航班取消属实，撤销该记录。';
/** A small real PDF, as a person attaches evidence. */
const EVIDENCE = {
  name: '航班取消证明.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/**
 * What follows a booking in issue 16 (§2 paid booth, §4), on the demo data: the demo employer books a
 * paid booth of the fair that opens after start at its opening minute, gives the invoice and an
 * attendee and submits it to the school's review; staff pass it in the console; the employer's
 * booking carries the check-in QR code, and staff open the address it encodes and check the employer
 * in. The branch booked two past fairs and never came: staff mark it no-show at each, the second
 * suspends it, and its booth map says until when. It appeals at zhgl/xzbcxjl with evidence; staff
 * revoke the record in the console's 不诚信申诉; the branch reads the answer and may book again.
 */
export function describeFairAfterWalk(device: Device) {
  describe(`the after-the-fair walk on ${device.name} (${device.width} px)`, () => {
    const phone = device.name === 'phone';
    let server: RealServer;
    let employer: Page;
    let branch: Page;
    let staff: Page;
    let checkInToken = '';
    const shot = screenshotTaker(device, 'fair-after');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(branch, 'failed-branch');
        await shot(staff, 'failed-staff');
      },
    });
    const consoleUrl = (path: string) => `${server.origin}/mgrpage${path}`;
    const booth = (name: string) => employer.getByRole('button', { name, exact: true });

    setUpDemoTrioWalk(device, (walk) => {
      server = walk.server;
      [employer, branch, staff] = walk.people;
    });

    step(
      'the employer, its branch and the school staff member log in',
      async () => {
        await logInDemoEmployer(employer, server);
        await logInDemoBranch(branch, server);
        const accounts = server.demo!;
        await staff.goto(consoleUrl('/'));
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        await staff.getByRole('navigation', { name: '管理端导航' }).waitFor();
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'at the opening minute the employer holds a paid booth',
      async () => {
        const fair = employer.getByRole('region', { name: OPENING_FAIR });
        await openEmployerPage(employer, server, '/zph/zphlb', fair);
        await fair
          .getByRole('button', { name: new RegExp(`^(查看展位图|预定展位) ${OPENING_FAIR}$`) })
          .click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zph/ydzw');
        await booth(BOOTH_FREE).waitFor();
        await shot(employer, 'map-countdown');
        // The map opens the booths by the server's clock, without a reload.
        await employer.locator(`[aria-label="${BOOTH_FREE}"]:not([aria-disabled])`).waitFor({
          timeout: OPENING_TIMEOUT_MS,
        });
        await booth(BOOTH_FREE).click();
        await employer.getByText('已为您锁定展位 B1').waitFor();
        await booth(BOOTH_MINE).waitFor();
        await shot(employer, 'map-held');
      },
      OPENING_TIMEOUT_MS + STEP_TIMEOUT_MS,
    );

    step(
      'the employer gives the invoice and an attendee and submits to the school',
      async () => {
        await employer.getByRole('button', { name: '继续填写' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zph/qrfpxx');
        await employer.getByText('本次预订费用 500 元').waitFor();
        await employer.getByRole('radio', { name: '使用常用发票信息' }).check();
        await shot(employer, 'invoice');
        await employer.getByRole('button', { name: '下一步' }).click();
        const row = employer.getByRole('group', { name: '第1位进校人员' });
        await row.waitFor();
        await row.getByLabel('姓名').fill('王招聘');
        await row.getByLabel('身份证号').fill('11010519491231002X');
        await row.getByLabel('手机号码').fill('13800138001');
        await employer.getByRole('button', { name: '提交预定' }).click();
        await employer.getByRole('heading', { name: '展位预定已提交' }).waitFor();
        await shot(employer, 'submitted');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'staff pass the booking in the console',
      async () => {
        await staff.goto(consoleUrl('/zphyd'));
        const link = phone
          ? staff.getByRole('link', { name: `去审核 ${EMPLOYER}` })
          : staff.getByRole('link', { name: EMPLOYER, exact: true });
        await link.first().click();
        await staff.getByRole('heading', { name: EMPLOYER }).first().waitFor();
        await staff.getByText('¥500').first().waitFor();
        await shot(staff, 'console-booking');
        await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
        const dialog = staff.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '确认通过' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await staff.getByText('预订成功', { exact: true }).first().waitFor();
      },
      STEP_TIMEOUT_MS,
    );

    step(
      "the employer's booking carries the check-in QR code",
      async () => {
        const view = employer.getByRole('button', { name: `查看 ${OPENING_FAIR} B1` });
        await openEmployerPage(employer, server, '/zph/wdydlb', view.first());
        await view.first().click();
        const qr = employer.getByRole('img', { name: '展位 B1 签到二维码' });
        await qr.waitFor();
        const caption = await employer
          .getByText(/签到码 /)
          .first()
          .textContent();
        checkInToken = /签到码 ([^）]+)）/.exec(caption ?? '')?.[1] ?? '';
        expect(checkInToken).not.toBe('');
        await shot(employer, 'booking-qr');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'staff open the address the QR code encodes and check the employer in',
      async () => {
        await staff.goto(checkInAddress(server.origin, checkInToken));
        const scanned = staff.getByRole('region', { name: '扫码签到' });
        await scanned.getByRole('button', { name: '签到' }).click();
        await scanned.getByText(`${EMPLOYER}签到成功`).waitFor();
        await shot(staff, 'checked-in');
      },
      STEP_TIMEOUT_MS,
    );

    /** Staff mark the branch no-show at the `index`th ended fair; answers the summary they read. */
    async function markBranchNoShow(index: number): Promise<string> {
      await staff.goto(consoleUrl('/zphwdc'));
      await staff.getByRole('combobox', { name: '已结束的招聘会' }).click();
      await staff
        .getByRole('option', { name: /小型招聘会/ })
        .nth(index)
        .click();
      await staff.getByRole('checkbox', { name: `选择 ${BRANCH}` }).check();
      await staff.getByRole('button', { name: '标记未到场' }).click();
      const dialog = staff.getByRole('alertdialog');
      await dialog.getByText(/每家单位将生成一条校招不诚信记录/).waitFor();
      await shot(staff, `no-show-confirm-${index + 1}`);
      await dialog.getByRole('button', { name: '确认标记' }).click();
      const summary = staff.getByRole('alert').filter({ hasText: '已标记1家单位未到场' });
      await summary.waitFor();
      await shot(staff, `no-show-marked-${index + 1}`);
      return (await summary.textContent()) ?? '';
    }

    let suspendedUntil = '';
    step(
      'staff mark the branch no-show at two past fairs; the second suspends it',
      async () => {
        expect(await markBranchNoShow(0)).not.toContain('暂停预订至');
        const second = await markBranchNoShow(1);
        suspendedUntil = /暂停预订至(\d{4}-\d{2}-\d{2})/.exec(second)?.[1] ?? '';
        expect(suspendedUntil).not.toBe('');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      "the branch's booth map refuses it with the suspension's end date",
      async () => {
        const fair = branch.getByRole('region', { name: OPEN_FAIR });
        await openEmployerPage(branch, server, '/zph/zphlb', fair);
        await fair.getByRole('button', { name: `预定展位 ${OPEN_FAIR}` }).click();
        await branch.waitForURL((url) => url.pathname === '/dwpage/zph/ydzw');
        await branch.getByText(`暂停至${suspendedUntil}`).first().waitFor();
        await shot(branch, 'map-suspended');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the branch appeals the second record with evidence at zhgl/xzbcxjl',
      async () => {
        await openEmployerPage(branch, server, '/zhgl/xzbcxjl', branch.getByText('预订已暂停'));
        await shot(branch, 'records');
        await branch
          .getByRole('button', { name: /^查看与申诉 / })
          .first()
          .click();
        const form = branch.getByRole('form', { name: '提交申诉' });
        await form.getByLabel('申诉理由').fill(APPEAL_REASON);
        await form.locator('input[type="file"]').setInputFiles(EVIDENCE);
        await form.getByRole('link', { name: EVIDENCE.name }).waitFor();
        await form.getByRole('button', { name: '提交申诉' }).click();
        await branch.getByText('申诉已提交，学校处理后将通知您').waitFor();
        await shot(branch, 'appealed');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'staff revoke the record in 不诚信申诉 with a reply',
      async () => {
        if (phone) await staff.goto(consoleUrl('/bcxss'));
        else
          await staff
            .getByRole('navigation', { name: '管理端导航' })
            .getByRole('link', { name: '不诚信申诉' })
            .click();
        const link = phone
          ? staff.getByRole('link', { name: `去审核 ${BRANCH}` })
          : staff.getByRole('link', { name: BRANCH, exact: true });
        await link.first().click();
        await staff.getByText(APPEAL_REASON).waitFor();
        await staff.getByRole('link', { name: `下载 ${EVIDENCE.name}` }).waitFor();
        await shot(staff, 'appeal');
        const form = staff.getByRole('form', { name: '处理申诉' });
        await form.getByRole('radio', { name: '申诉成立，撤销记录' }).check();
        await form.getByRole('textbox', { name: '答复' }).fill(ANSWER);
        await form.getByRole('button', { name: '提交答复' }).click();
        await staff.getByRole('alertdialog').getByRole('button', { name: '撤销记录' }).click();
        await staff.getByText('该申诉已处理。').waitFor();
        await shot(staff, 'appeal-answered');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the branch reads the answer and is no longer suspended',
      async () => {
        await openEmployerPage(branch, server, '/zhgl/xzbcxjl', branch.getByText('已撤销').first());
        await branch
          .getByRole('button', { name: /^查看与申诉 / })
          .first()
          .click();
        await branch.getByText(`学校答复：${ANSWER}`).waitFor();
        expect(await branch.getByText('预订已暂停').count()).toBe(0);
        await shot(branch, 'answer-read');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
