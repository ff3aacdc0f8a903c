import type { Locator, Page } from 'playwright-core';
import type { Envelope } from '../../../contract/envelope';
import type { Page as ListPage } from '../../../contract/paging';
import { devices, screenshotTaker, type Device } from './browser';
import { type RealServer } from './realServer';
import { arrive, logInDemoEmployer, openEmployerPage, setUpDemoWalk } from './demoEmployer';
import { fillPosition } from './positionForm';
import { solidPng } from './testData';
import { STEP_TIMEOUT_MS } from './waits';
import { walkSteps } from './walkSteps';

/** Steps that wait on two browsers and the server's review in between get more time. */
const LONG_STEP_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;

type PublicItem = { id: string };

/**
 * The recruiting core as a new user tries it, after `npm start` with the demo data (issue 13's "done
 * when"): the demo employer writes a position with a discriminatory word, is told at the field, fixes
 * it and submits; the demo school staff member asks for changes at /mgrpage/; the employer reads the
 * reason in 消息中心 and on the position, edits and resubmits; the staff passes it; it appears in
 * getZpgw and its public detail; the employer takes it offline and it disappears. Then the same for an
 * announcement with a heading, an uploaded image and a table. Employer and staff each have their own
 * browser context of the same device.
 */
export function describeRecruitingWalk(device: Device) {
  describe(`the recruiting walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let staff: Page;
    const shot = screenshotTaker(device, 'recruiting');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(staff, 'failed-staff');
      },
    });
    const phone = device.name === 'phone';
    const positionName = phone ? '仓储物流专员（手机）' : '仓储物流专员';
    const announcementTitle = phone ? '2026届暑期实习生招聘简章' : '2026届春季校园招聘简章';
    let positionId = '';
    let announcementId = '';

    const api = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${server.origin}${path}`);
      const envelope = (await response.json()) as Envelope<T>;
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
      return envelope.result;
    };
    const publicIds = async (path: string) =>
      (await api<ListPage<PublicItem>>(path)).records.map((item) => item.id);

    const employerApp = (path: string) => server.appUrl(path);
    const consoleUrl = (path: string) => `${server.origin}/mgrpage${path}`;

    const openPage = (path: string, ready: Locator) => openEmployerPage(employer, server, path, ready);

    /** The staff member opens a queue and the item by its name, as its page lists it. */
    async function openForReview(queue: '职位审核' | '公告审核', name: string) {
      const nav = staff.getByRole('navigation', { name: '管理端导航' });
      await nav.getByRole('link', { name: phone ? queue.slice(0, 2) : queue }).click();
      const link = phone
        ? staff.getByRole('link', { name: `去审核 ${name}` })
        : staff.getByRole('link', { name, exact: true });
      await link.first().click();
      await staff.getByRole('heading', { name }).first().waitFor();
    }

    async function review(action: '要求修改' | '通过', reason?: string) {
      await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: action }).click();
      const title = action === '通过' ? '审核通过' : action;
      const dialog = staff.getByRole('dialog', { name: title });
      if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
      await dialog.getByRole('button', { name: `确认${action}` }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    /**
     * Clicks into a paragraph of the rich-text editor and waits until the caret stays there: the
     * editor settles (its field's checks re-render it) in the moment after it loads, and a caret
     * placed before that may be moved back to the start.
     */
    async function placeCaretIn(editor: Locator, text: string) {
      const caretText = () => employer.evaluate(() => window.getSelection()?.anchorNode?.textContent ?? '');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await editor.getByText(text).click();
        await employer.waitForTimeout(400);
        if ((await caretText()) === text) return;
      }
      expect(await caretText()).toBe(text);
    }

    /** The employer opens 消息中心, the message of `title`, and follows its link to the object. */
    async function readMessage(title: string, reason: string, linkName: string) {
      if (phone) {
        await employer.goto(employerApp('/dwmobileHome'));
        await employer
          .getByRole('navigation', { name: '底部导航' })
          .getByRole('link', { name: '消息' })
          .click();
      } else {
        const nav = employer.getByRole('navigation', { name: '单位中心导航' });
        const section = nav.getByRole('button', { name: '账号管理' });
        if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
        await nav.getByRole('link', { name: '消息中心' }).click();
      }
      await employer.waitForURL((url) => url.pathname === '/dwpage/zhgl/xxzx');
      const message = employer.getByRole('button', { name: title });
      await message.click();
      await employer.getByText(reason).first().waitFor();
      await shot(employer, `message-${linkName}`);
      await employer.getByRole('link', { name: linkName }).click();
    }

    setUpDemoWalk(device, (walk) => {
      server = walk.server;
      [employer, staff] = walk.people;
    });

    step(
      'the demo employer and the demo school staff member log in with what npm start printed',
      async () => {
        const accounts = server.demo!;
        await logInDemoEmployer(employer, server);

        await staff.goto(consoleUrl('/'));
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        await staff.getByRole('navigation', { name: '管理端导航' }).waitFor();
        await shot(staff, 'console-home');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'writes a position, is told at the field of the discriminatory wording, fixes it and submits',
      async () => {
        const form = employer.getByRole('form', { name: '招聘职位' });
        await openPage('/zpxx/fbzpzw', form);
        await fillPosition(employer, form, {
          phone,
          name: positionName,
          description:
            '岗位职责：负责仓库货物的盘点与出入库登记，维护库存台账。任职要求：限男性，能适应倒班。',
        });
        await form.getByText(/含有限制“性别”的用语：限男性/).waitFor();
        await shot(employer, 'position-flagged');

        await form
          .getByLabel(/^\*?职位描述$/)
          .fill('岗位职责：负责仓库货物的盘点与出入库登记，维护库存台账。任职要求：能适应倒班，工作细致。');
        await form.getByText(/含有限制“性别”的用语/).waitFor({ state: 'hidden' });
        await form.getByRole('button', { name: '提交审核' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpzwgl');
        const link = employer.getByRole('link', { name: positionName }).first();
        await link.waitFor();
        positionId =
          new URL((await link.getAttribute('href')) ?? '', server.origin).searchParams.get('id') ?? '';
        expect(positionId).not.toBe('');
        await employer.getByText('待审核').first().waitFor();
        await shot(employer, 'position-submitted');
        expect(await publicIds('/web/wsjysc/wzsy/getZpgw?xxdm=00000')).not.toContain(positionId);
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the school asks for changes with a reason in the console',
      async () => {
        await openForReview('职位审核', positionName);
        await shot(staff, 'console-position');
        await review('要求修改', '请写明倒班的工作时间与试用期待遇。');
        await staff.getByText('需修改', { exact: true }).first().waitFor();
        await shot(staff, 'console-position-changes');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer reads the reason in 消息中心 and on the position, edits and resubmits',
      async () => {
        await readMessage(
          `招聘职位需修改：${positionName}`,
          '请写明倒班的工作时间与试用期待遇。',
          '查看职位',
        );
        const drawer = employer.getByRole('dialog', { name: positionName });
        await drawer.getByText('请写明倒班的工作时间与试用期待遇。').first().waitFor();
        await shot(employer, 'position-reason');
        await drawer.getByRole('button', { name: /^编辑/ }).click();
        const form = employer.getByRole('form', { name: '招聘职位' });
        await arrive(employer, form);
        await form
          .getByLabel(/^\*?职位描述$/)
          .fill(
            '岗位职责：负责仓库货物的盘点与出入库登记，维护库存台账。工作时间：两班倒，每班8小时。试用期3个月，工资不低于转正的80%。',
          );
        await form.getByRole('button', { name: /提交审核/ }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpzwgl');
        await employer.getByText('待审核').first().waitFor();
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the school passes it; it appears in getZpgw and on its public detail',
      async () => {
        await staff.reload();
        await staff.getByRole('heading', { name: positionName }).first().waitFor();
        await review('通过');
        await staff.getByText('已发布', { exact: true }).first().waitFor();
        await shot(staff, 'console-position-passed');
        expect(await publicIds('/web/wsjysc/wzsy/getZpgw?xxdm=00000')).toContain(positionId);
        const detail = await api<{ zwmc: string; zwms: string }>(
          `/web/wsjysc/wzsy/getZpgwxq?id=${positionId}`,
        );
        expect(detail.zwmc).toBe(positionName);
        expect(detail.zwms).toContain('两班倒');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer takes it offline and it leaves the public list',
      async () => {
        const offline = employer.getByRole('button', { name: `下线 ${positionName}` }).first();
        await openPage('/zpxx/zpzwgl', offline);
        await offline.click();
        const dialog = employer.getByRole('dialog', { name: `下线“${positionName}”` });
        await dialog.getByRole('textbox').fill('岗位已招满');
        await dialog.getByRole('button', { name: '确认下线' }).click();
        await employer.getByText('职位已下线').first().waitFor();
        await shot(employer, 'position-offline');
        expect(await publicIds('/web/wsjysc/wzsy/getZpgw?xxdm=00000')).not.toContain(positionId);
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'writes an announcement with a heading, an image and a table; the flagged word is fixed before submitting',
      async () => {
        const editor = employer.getByRole('textbox', { name: /公告内容/ });
        await openPage('/zpxx/fbzpgg', editor);
        await employer.getByRole('textbox', { name: /公告标题/ }).fill(announcementTitle);
        await editor.click();
        await employer.keyboard.type('公司简介');
        await employer.getByRole('button', { name: '二级标题' }).click();
        await employer.keyboard.press('End');
        await employer.keyboard.press('Enter');
        await employer.keyboard.type('示例科技有限公司专注于企业软件与数据服务。本次招聘限本地户口。');
        await employer
          .getByText(/含有限制“户籍”的用语/)
          .first()
          .waitFor();
        await shot(employer, 'announcement-flagged');
        await employer.keyboard.press('Backspace');
        for (let index = 0; index < '限本地户口。'.length - 1; index += 1)
          await employer.keyboard.press('Backspace');
        await employer.keyboard.type('欢迎各专业同学报名。');
        await employer
          .getByText(/含有限制“户籍”的用语/)
          .first()
          .waitFor({ state: 'hidden' });
        await employer.keyboard.press('Enter');
        await employer.getByRole('button', { name: '插入表格' }).click();
        const cells = ['岗位', '人数', '工作地点', 'Java 开发', '5', '济南', '产品经理', '2', '北京'];
        for (const [index, cell] of cells.entries()) {
          await employer.keyboard.type(cell);
          if (index < cells.length - 1) await employer.keyboard.press('Tab');
        }
        await employer.keyboard.press('Control+End');
        await employer.keyboard.type('往届宣讲会现场：');
        await employer
          .locator('input[type="file"]')
          .first()
          .setInputFiles({
            name: '宣讲会现场.png',
            mimeType: 'image/png',
            buffer: solidPng(240, 120, [30, 111, 217]),
          });
        await employer.getByRole('img', { name: '宣讲会现场' }).waitFor();
        await shot(employer, 'announcement-written');
        await employer.getByRole('button', { name: '提交审核' }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpgggl');
        const link = employer.getByRole('link', { name: announcementTitle }).first();
        await link.waitFor();
        announcementId =
          new URL((await link.getAttribute('href')) ?? '', server.origin).searchParams.get('id') ?? '';
        expect(announcementId).not.toBe('');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the school asks for changes; the employer reads why, edits and resubmits; the school passes it',
      async () => {
        await openForReview('公告审核', announcementTitle);
        await review('要求修改', '请补充简历投递方式与截止时间。');
        await shot(staff, 'console-announcement-changes');

        await readMessage(
          `招聘公告需修改：${announcementTitle}`,
          '请补充简历投递方式与截止时间。',
          '查看公告',
        );
        const drawer = employer.getByRole('dialog', { name: announcementTitle });
        await drawer.getByRole('button', { name: /^编辑/ }).click();
        const editor = employer.getByRole('textbox', { name: /公告内容/ });
        await arrive(employer, editor);
        await placeCaretIn(editor, '往届宣讲会现场：');
        await employer.keyboard.press('End');
        await employer.keyboard.press('Enter');
        await employer.keyboard.type('投递方式：登录本平台在线投递简历，截止时间以公告有效期为准。');
        await employer.getByRole('button', { name: /提交审核/ }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpgggl');

        await staff.reload();
        await staff.getByRole('heading', { name: announcementTitle }).first().waitFor();
        await review('通过');
        await staff.getByText('已发布', { exact: true }).first().waitFor();
        await shot(staff, 'console-announcement-passed');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the announcement is public with its sanitized image and table, and leaves when taken offline',
      async () => {
        expect(await publicIds('/web/wsjysc/wzsy/getZpgg?xxdm=00000')).toContain(announcementId);
        const detail = await api<{ ggbt: string; ggnr: string }>(
          `/web/wsjysc/wzsy/getZpggxq?id=${announcementId}`,
        );
        expect(detail.ggbt).toBe(announcementTitle);
        expect(detail.ggnr).toMatch(/<h2>公司简介<\/h2>/);
        expect(detail.ggnr).toMatch(/<table>[\s\S]*<td>[\s\S]*Java 开发/);
        expect(detail.ggnr).toMatch(/<img [^>]*src="\/pub\/file\/previewFile\?path=zpgg/);

        const offline = employer.getByRole('button', { name: `下线 ${announcementTitle}` }).first();
        await openPage('/zpxx/zpgggl', offline);
        await offline.click();
        const dialog = employer.getByRole('dialog', { name: `下线“${announcementTitle}”` });
        await dialog.getByRole('button', { name: '确认下线' }).click();
        await employer.getByText('公告已下线').first().waitFor();
        await shot(employer, 'announcement-offline');
        expect(await publicIds('/web/wsjysc/wzsy/getZpgg?xxdm=00000')).not.toContain(announcementId);
      },
      LONG_STEP_TIMEOUT_MS,
    );
  });
}

export { devices };
