import type { Locator, Page, Request } from 'playwright-core';
import type { ActivityItem, CalendarDay } from '../../../contract/activities';
import { chinaDate } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import type { Page as ListPage } from '../../../contract/paging';
import {
  ROOM_TAKEN_MESSAGE,
  VENUE_KIND_CODES,
  talkPaths,
  weekdayOf,
  type TalkAvailability,
} from '../../../contract/talks';
import { addWorkingDays } from '../../../contract/workingDays';
import { screenshotTaker, type Device } from './browser';
import { type RealServer } from './realServer';
import {
  logInDemoBranch,
  listRow,
  logInDemoEmployer,
  openEmployerPage,
  setUpDemoTrioWalk,
} from './demoEmployer';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

/** Steps across two or three browsers and the server's review in between get more time. */
const LONG_STEP_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;
/** Another employer's list shows a hall taken (or freed) within this long, without a reload (issue 15 §3). */
const LIVE_WITHIN_MS = 2_000;
/** The demo site's paid hall (server/talks/demo.ts): its fee brings the invoice step in. */
const HALL = '学术交流中心大厅';
const INTERVIEW_ROOM = '面试间 1';
const TALK_SLOT = '14:00-16:00';
const INTERVIEW_SLOT = '19:00-21:00';
const AUDIENCE = '200';
const SITE = '00000';

/**
 * The talk's date: a weekday (the demo halls open Monday to Friday) at least eight working days ahead
 * by China's calendar, past the site's default notice (5) with room for the cancellation cutoff (2).
 */
function talkDate(): string {
  let date = addWorkingDays(chinaDate(Date.now()), 8);
  while (weekdayOf(date) > 5) date = addWorkingDays(date, 1);
  return date;
}

/** A dialog (or alert dialog: the kit's confirm boxes) by its title. */
const dialogNamed = (page: Page, name: string) =>
  page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));

/** The date field of the phone: its bottom sheet, paged by month until the day shows. */
async function pickDateOnPhone(page: Page, field: Locator, date: string) {
  await field.click();
  const sheet = page.getByRole('dialog', { name: '选择日期' });
  const day = sheet.locator(`[data-date="${date}"][data-in-month="true"]`);
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1)
    await sheet.getByRole('button', { name: '下个月' }).click();
  await day.click();
  await sheet.waitFor({ state: 'hidden' });
}

/** A Select (combobox) of `scope` set to the option `label`. */
async function choose(page: Page, scope: Locator, field: string | RegExp, label: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * Fills 申请专场宣讲会 (xjh/jbxx) as the device lets one: theme, date, slot, audience, a contact;
 * saving leads to the hall step, whose address carries the new draft's id (returned).
 */
async function fillTalkDetails(
  page: Page,
  server: RealServer,
  phone: boolean,
  talk: { title: string; date: string; contact: string; mobile: string },
): Promise<string> {
  const form = page.getByRole('form', { name: '宣讲会基本信息' });
  await openEmployerPage(page, server, '/xjh/jbxx', form);
  await form.getByRole('textbox', { name: /宣讲主题/ }).fill(talk.title);
  if (phone) await pickDateOnPhone(page, form.getByRole('button', { name: /宣讲日期/ }), talk.date);
  else {
    const date = form.getByRole('textbox', { name: /宣讲日期/ });
    await date.fill(talk.date);
    await date.press('Enter');
  }
  await page.getByText('学校在该日期开放的宣讲时段').waitFor();
  await choose(page, form, /宣讲时段/, TALK_SLOT);
  await form.getByRole('textbox', { name: /预计人数/ }).fill(AUDIENCE);
  await form.getByRole('textbox', { name: '联系人1 姓名' }).fill(talk.contact);
  await form.getByRole('textbox', { name: '联系人1 手机号码' }).fill(talk.mobile);
  await form.getByRole('textbox', { name: '联系人1 电子邮箱' }).fill('hr@example.com');
  await form.getByRole('button', { name: '保存，下一步' }).click();
  await page.waitForURL((url) => url.pathname === '/dwpage/xjh/sqxjhcd');
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** The accessToken header an employer's page sends with `request` (its session, for API checks). */
const tokenOf = (request: Request) => request.headers()['accesstoken'] ?? '';

/**
 * The campus-talk walk of issue 15 as a new user tries it on the demo data: the demo employer applies
 * for a talk in the paid hall (a 10-minute hold with a countdown), holds an interview room, confirms
 * the invoice, reports an entrant and submits; its branch, looking at the same date and slot in a
 * second browser, sees the hall taken within two seconds without a reload and cannot take it; the
 * school passes it in the console; it shows in 我的日程, getXjh and 活动信息; the employer cancels it
 * before the cutoff and the branch sees the hall free again at once.
 */
export function describeTalkWalk(device: Device) {
  describe(`the campus-talk walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let branch: Page;
    let staff: Page;
    const shot = screenshotTaker(device, 'talks');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(branch, 'failed-branch');
        await shot(staff, 'failed-staff');
      },
    });
    const phone = device.name === 'phone';
    const title = phone ? '示例科技2027届校园招聘宣讲会（手机）' : '示例科技2027届校园招聘宣讲会';
    const date = talkDate();
    let talkId = '';
    let branchTalkId = '';
    let branchToken = '';

    const select = (page: Page, venue: string) => page.getByRole('button', { name: `选择 ${venue}` });
    const taken = (page: Page, venue: string) => page.getByRole('button', { name: `${venue} 已被占用` });

    /** The branch's own view of the hall's slot through the availability call. */
    async function hallStateForBranch(): Promise<string> {
      const query = new URLSearchParams({ rq: date, sd: TALK_SLOT, yjrs: AUDIENCE, cdlx: '1' });
      const response = await branch.request.get(`${server.origin}${talkPaths.availability}?${query}`, {
        headers: { accessToken: branchToken },
      });
      const { result } = (await response.json()) as Envelope<TalkAvailability>;
      const hall = result.venues.find((venue) => venue.cdmc === HALL);
      return hall?.slots.find((slot) => slot.sd === TALK_SLOT)?.zt ?? 'missing';
    }

    async function publicTalks(): Promise<ActivityItem[]> {
      const query = new URLSearchParams({ xxdm: SITE, keyword: title });
      const response = await employer.request.get(`${server.origin}/web/wsjysc/wzsy/getXjh?${query}`);
      const envelope = (await response.json()) as Envelope<ListPage<ActivityItem>>;
      expect(envelope.code).toBe(200);
      return envelope.result.records;
    }

    setUpDemoTrioWalk(device, (walk) => {
      server = walk.server;
      [employer, branch, staff] = walk.people;
    });

    step(
      'the demo employer, its branch and the demo school staff member log in',
      async () => {
        await logInDemoEmployer(employer, server);
        await logInDemoBranch(branch, server);
        const accounts = server.demo!;
        await staff.goto(`${server.origin}/mgrpage/`);
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        await staff.getByRole('navigation', { name: '管理端导航' }).waitFor();
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer fills in the talk for a date past the working-day notice and sees the halls',
      async () => {
        talkId = await fillTalkDetails(employer, server, phone, {
          title,
          date,
          contact: '王经理',
          mobile: '13800138000',
        });
        expect(talkId).not.toBe('');
        await select(employer, HALL).waitFor();
        await select(employer, '第一报告厅').waitFor();
        await shot(employer, 'halls');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the branch opens the same date and slot, its list updating live',
      async () => {
        const availability = branch.waitForRequest((request) =>
          request.url().includes(talkPaths.availability),
        );
        branchTalkId = await fillTalkDetails(branch, server, phone, {
          title: '示例科技（上海）校园宣讲会',
          date,
          contact: '李经理',
          mobile: '13800138002',
        });
        branchToken = tokenOf(await availability);
        expect(branchToken).not.toBe('');
        await select(branch, HALL).waitFor();
        await branch.getByText('场地状态实时更新中。').waitFor();
        await shot(branch, 'branch-halls-free');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      "the employer holds the hall (a countdown runs); the branch's list shows it taken within 2 s",
      async () => {
        const held = employer.waitForResponse((response) => response.url().includes(talkPaths.hold));
        await select(employer, HALL).click();
        await held;
        const heldAt = Date.now();
        await taken(branch, HALL).waitFor({ timeout: LIVE_WITHIN_MS });
        console.info(
          `talk walk (${device.name}): the branch saw the hall taken after ${Date.now() - heldAt} ms`,
        );
        expect(await taken(branch, HALL).isDisabled()).toBe(true);
        await employer.getByText(`已保留“${HALL}”`).waitFor();
        await employer
          .getByText(/剩余 \d\d:\d\d/)
          .first()
          .waitFor();
        await shot(employer, 'hall-held-countdown');
        await shot(branch, 'branch-hall-taken-live');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the branch cannot take the hall: the server refuses its hold',
      async () => {
        const query = new URLSearchParams({ rq: date, sd: TALK_SLOT, yjrs: AUDIENCE, cdlx: '1' });
        const listed = await branch.request.get(`${server.origin}${talkPaths.availability}?${query}`, {
          headers: { accessToken: branchToken },
        });
        const { result } = (await listed.json()) as Envelope<TalkAvailability>;
        const hall = result.venues.find((venue) => venue.cdmc === HALL)!;
        const refused = await branch.request.post(`${server.origin}${talkPaths.hold}`, {
          headers: { accessToken: branchToken },
          data: { id: branchTalkId, cdlx: VENUE_KIND_CODES.talk, cdid: hall.cdid, rq: date, sd: TALK_SLOT },
        });
        const envelope = (await refused.json()) as Envelope<unknown>;
        expect(envelope.code).not.toBe(200);
        expect(envelope.message).toContain(ROOM_TAKEN_MESSAGE);
        expect(await hallStateForBranch()).toBe('taken');
      },
      STEP_TIMEOUT_MS,
    );

    step(
      'the employer holds an interview room for the evening of the talk',
      async () => {
        await employer.getByRole('button', { name: '下一步' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/xjh/sqbmscd');
        await employer.getByRole('radio', { name: '面试场地' }).waitFor();
        expect(await employer.getByRole('radio', { name: '面试场地' }).isChecked()).toBe(true);
        await choose(employer, employer.locator('main'), '时段', INTERVIEW_SLOT);
        await select(employer, INTERVIEW_ROOM).click();
        const chosen = employer.getByRole('list', { name: '已选笔面试场地' });
        await chosen.getByText(new RegExp(`${INTERVIEW_ROOM}.*${INTERVIEW_SLOT}.*保留中，剩余`)).waitFor();
        await shot(employer, 'interview-room-held');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the paid hall asks for the invoice: the default profile is chosen',
      async () => {
        await employer.getByRole('button', { name: '下一步' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/xjh/qrfpxx');
        await employer.getByText('所选场地合计费用 ¥2,000，请确认开票信息。').waitFor();
        const profile = employer.getByRole('radio', { name: /示例科技有限公司.*普通发票.*默认/ });
        await profile.waitFor();
        expect(await profile.isChecked()).toBe(true);
        await shot(employer, 'invoice');
        await employer.getByRole('button', { name: '下一步' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/xjh/tbjxry');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer reports one entrant and submits; the success page says what comes next',
      async () => {
        await employer.getByRole('button', { name: '添加人员' }).click();
        const row = employer.getByRole('group', { name: '第1位进校人员' });
        await row.getByRole('textbox', { name: /姓名/ }).fill('王招聘');
        await row.getByRole('textbox', { name: /身份证号/ }).fill('11010519491231002X');
        await row.getByRole('textbox', { name: /手机号码/ }).fill('13800138001');
        await shot(employer, 'entrants');
        await employer.getByRole('button', { name: '提交申请' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/xjh/xjhsqcg');
        await employer.getByRole('heading', { name: '宣讲会申请已提交' }).waitFor();
        await employer.getByText(`“${title}” ${date} ${TALK_SLOT} · 待审核`).waitFor();
        await shot(employer, 'submitted');
        expect(await hallStateForBranch()).toBe('taken');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the school passes it in the console',
      async () => {
        const nav = staff.getByRole('navigation', { name: '管理端导航' });
        // On phones 宣讲会审核 is under the tab bar's 更多.
        if (phone) await nav.getByRole('button', { name: '更多' }).click();
        const menu = phone ? staff.getByRole('dialog', { name: '更多' }) : nav;
        await menu.getByRole('link', { name: '宣讲会审核' }).click();
        const link = phone
          ? staff.getByRole('link', { name: `去审核 ${title}` })
          : staff.getByRole('link', { name: title, exact: true });
        await link.first().click();
        await staff.getByRole('heading', { name: title }).first().waitFor();
        await staff.getByText(HALL).first().waitFor();
        await shot(staff, 'console-talk');
        await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
        const dialog = staff.getByRole('dialog', { name: '审核通过' });
        await dialog.getByRole('button', { name: '确认通过' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await staff.getByText('已通过', { exact: true }).first().waitFor();
        await shot(staff, 'console-talk-passed');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the talk shows in 我的日程, on getXjh, on the public calendar and in 活动信息',
      async () => {
        const entry = employer.getByRole('button', { name: new RegExp(title.replace(/[()（）]/g, '.')) });
        await openEmployerPage(employer, server, `/dwsy/wdrc?date=${date}`, entry.first());
        await shot(employer, 'schedule');
        if (!phone) {
          await employer.getByRole('group', { name: '视图' }).getByRole('button', { name: '周' }).click();
          await employer.getByRole('list', { name: '本周日程' }).waitFor();
          await entry.first().waitFor();
          await shot(employer, 'schedule-week');
        }
        await entry.first().click();
        const drawer = employer.getByRole('dialog');
        await drawer.getByText(HALL).first().waitFor();
        // The drawer slides in: the picture waits for it to come to rest.
        await drawer.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        await shot(employer, 'schedule-entry');

        const listed = await publicTalks();
        expect(listed.map((talk) => [talk.bt, talk.rq, talk.kssj, talk.jssj])).toEqual([
          [title, date, '14:00', '16:00'],
        ]);
        const month = await employer.request.get(
          `${server.origin}/web/wsjysc/wzsy/getHdrllb?xxdm=${SITE}&yf=${date.slice(0, 7)}`,
        );
        const days = ((await month.json()) as Envelope<CalendarDay[]>).result;
        const day = days.find((item) => item.rq === date);
        expect(day?.items.map((item) => item.bt)).toContain(title);

        const row = listRow(employer, device, title);
        await openEmployerPage(
          employer,
          server,
          `/dwsy/hdxx?keyword=${encodeURIComponent(title)}`,
          row.first(),
        );
        await row.first().getByText(HALL).waitFor();
        await shot(employer, 'activities');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      "the employer cancels before the cutoff; the branch's list shows the hall free within 2 s",
      async () => {
        const cancel = employer.getByRole('button', { name: `取消 ${title}` });
        await openEmployerPage(employer, server, '/xjh/xjhgl', cancel);
        await listRow(employer, device, title).getByText('已通过').first().waitFor();
        await shot(employer, 'manage-passed');
        await cancel.click();
        const confirm = dialogNamed(employer, `取消“${title}”？`);
        const cancelled = employer.waitForResponse((response) => response.url().includes(talkPaths.cancel));
        await confirm.getByRole('button', { name: '确认取消' }).click();
        await cancelled;
        const cancelledAt = Date.now();
        await select(branch, HALL).waitFor({ timeout: LIVE_WITHIN_MS });
        console.info(
          `talk walk (${device.name}): the branch saw the hall free after ${Date.now() - cancelledAt} ms`,
        );
        expect(await select(branch, HALL).isEnabled()).toBe(true);
        expect(await hallStateForBranch()).toBe('free');
        await listRow(employer, device, title).getByText('已取消').first().waitFor();
        await shot(employer, 'manage-cancelled');
        await shot(branch, 'branch-hall-free-again');
        expect(await publicTalks()).toEqual([]);
      },
      LONG_STEP_TIMEOUT_MS,
    );
  });
}
