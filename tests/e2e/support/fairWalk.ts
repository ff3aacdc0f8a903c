import type { Page } from 'playwright-core';
import { screenshotTaker, type Device } from './browser';
import { type RealServer } from './realServer';
import { logInDemoBranch, logInDemoEmployer, openEmployerPage, setUpDemoWalk } from './demoEmployer';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

/** The demo data's fairs (server/fairs/demo.ts): one opening two minutes after start, one already open. */
const OPENING_FAIR = '2027届毕业生秋季大型双选会';
const OPEN_FAIR = '信息技术行业专场招聘会';
/** A booth on another employer's map shows taken within this long of the hold (issue 16 §2.3). */
const LIVE_WITHIN_MS = 2_000;

/**
 * The job-fair walk of issue 16 as a new user tries it on the demo data: the fair list counts down to
 * the opening minute of the fair that opens after start; on the open fair the demo employer holds a
 * booth while its branch watches the same map, which shows the booth taken within two seconds without
 * a reload; the employer reports an attendee and submits; the fair passes automatically, so the
 * success page carries the check-in QR code; 我的预定 lists the booking.
 */
export function describeFairWalk(device: Device) {
  describe(`the job-fair walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let branch: Page;
    let fairId = '';
    const shot = screenshotTaker(device, 'fairs');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(branch, 'failed-branch');
      },
    });
    const booth = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [employer, branch] = walk.people;
    });

    step(
      'both employers log in',
      async () => {
        await logInDemoEmployer(employer, server);
        await logInDemoBranch(branch, server);
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the fair list counts down to the opening minute',
      async () => {
        const opening = employer.getByRole('region', { name: OPENING_FAIR });
        await openEmployerPage(employer, server, '/zph/zphlb', opening);
        await opening.getByText('距开始预定').waitFor();
        await opening.getByText('未开始').waitFor();
        await shot(employer, 'fair-list');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'both open the booth map of the open fair',
      async () => {
        await employer.getByRole('button', { name: `预定展位 ${OPEN_FAIR}` }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zph/ydzw');
        fairId = new URL(employer.url()).searchParams.get('zphid') ?? '';
        await booth(employer, 'A1 标准展位 免费 空闲').waitFor();
        await openEmployerPage(
          branch,
          server,
          `/zph/ydzw?zphid=${fairId}`,
          booth(branch, 'A1 标准展位 免费 空闲'),
        );
        await branch.getByText('实时更新已连接').waitFor();
        await shot(branch, 'map-before');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      "the employer holds A1 and the branch's map shows it taken within 2 s",
      async () => {
        await booth(employer, 'A1 标准展位 免费 空闲').click();
        await employer.getByText('已为您锁定展位 A1').waitFor();
        await booth(branch, 'A1 标准展位 免费 已被预定').waitFor({ timeout: LIVE_WITHIN_MS });
        await booth(employer, 'A1 标准展位 免费 我的展位').waitFor();
        await shot(employer, 'map-held');
        await shot(branch, 'map-taken-live');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the employer reports an attendee and submits; the fair passes it automatically',
      async () => {
        await employer.getByRole('button', { name: '继续填写' }).click();
        const row = employer.getByRole('group', { name: '第1位进校人员' });
        await row.waitFor();
        await row.getByLabel('姓名').fill('王招聘');
        await row.getByLabel('身份证号').fill('11010519491231002X');
        await row.getByLabel('手机号码').fill('13800138001');
        await shot(employer, 'attendees');
        await employer.getByRole('button', { name: '提交预定' }).click();
        await employer.getByRole('heading', { name: '展位预定成功' }).waitFor();
        await employer.getByRole('img', { name: '展位 A1 签到二维码' }).waitFor();
        await shot(employer, 'success');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'my bookings lists it as passed',
      async () => {
        await employer.getByRole('button', { name: '查看我的预定' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zph/wdydlb');
        const rows = device.name === 'phone' ? employer.getByRole('listitem') : employer.getByRole('row');
        await rows.filter({ hasText: OPEN_FAIR }).filter({ hasText: '预订成功' }).first().waitFor();
        await shot(employer, 'my-bookings');
      },
      STEP_TIMEOUT_MS,
    );
  });
}
