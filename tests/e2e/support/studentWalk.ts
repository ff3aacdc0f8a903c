import type { Locator, Page } from 'playwright-core';
import { INCOMPLETE_RESUME_MESSAGE } from '../../../contract/resumes';
import { devices, screenshotTaker, type Device } from './browser';
import { type RealServer } from './realServer';
import { listRow, logInDemoEmployer, openEmployerPage, setUpDemoTrioWalk } from './demoEmployer';
import { fillPosition } from './positionForm';
import { STEP_TIMEOUT_MS, pathOf } from './waits';
import { walkSteps } from './walkSteps';

/** Steps that wait on several browsers and the server in between get more time. */
const LONG_STEP_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;

/** A sentence with 机器学习 in its middle: talent search must find it there, not only as a prefix. */
const PROJECT_DESCRIPTION =
  '负责仓储数据分析平台的后端开发，使用机器学习方法预测库存周转，并把结果接入调度看板。';
const INTERVIEW_PLACE = '示例科技济南办公室 3 楼会议室';

/** A dialog (or alert dialog: the kit's error and confirm boxes) by its title. */
const dialogNamed = (page: Page, name: string) =>
  page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));

/** The 15th of next month in a phone date sheet (the dialog the field opens). */
async function pickNextMonthOnPhone(page: Page, field: Locator) {
  await field.click();
  const sheet = page.getByRole('dialog', { name: '选择日期' });
  await sheet.getByRole('button', { name: '下个月' }).click();
  const now = new Date(Date.now() + 8 * 3_600_000);
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  await sheet.locator(`[data-date="${target.toISOString().slice(0, 10)}"][data-in-month="true"]`).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** A code field (the kit's Select) set to the option `label`. */
async function choose(page: Page, scope: Locator, field: string, label: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * A list's filter form (role search) by its name; on phones it is folded behind a button whose text
 * starts with `folded`, pressed first.
 */
async function filterForm(page: Page, name: string, folded: string): Promise<Locator> {
  const form = page.getByRole('search', { name });
  const unfold = page.getByRole('button', { name: new RegExp(`^${folded}`) });
  await form.or(unfold).first().waitFor();
  if (!(await form.isVisible())) await unfold.click();
  await form.waitFor();
  return form;
}

/**
 * The student side of issue 14 as a new user tries it, after `npm start` with the demo data: the demo
 * employer publishes two positions (passed by the demo school staff at /mgrpage/); the demo student
 * fills the resume to 40%, is refused on applying and sent to /sc/myResume with the message,
 * completes the resume and joins the talent pool, where talent search shows them masked; applies;
 * the employer sees 新投递, opens it
 * (已查看), invites to an interview, which the student sees in 我的申请 (and 消息), and takes it to
 * 已入职. Then talent search finds the student by a word inside a project description, invites them
 * to the second position, the student accepts and the application arrives in 收到的简历.
 */
export function describeStudentWalk(device: Device) {
  describe(`the student walk on ${device.name} (${device.width} px)`, () => {
    let server: RealServer;
    let employer: Page;
    let staff: Page;
    let student: Page;
    const shot = screenshotTaker(device, 'student');
    const step = walkSteps({
      onFailure: async () => {
        await shot(employer, 'failed-employer');
        await shot(staff, 'failed-staff');
        await shot(student, 'failed-student');
      },
    });
    const phone = device.name === 'phone';
    const firstPosition = phone ? '数据分析助理（手机）' : '数据分析助理';
    const secondPosition = phone ? '算法实习生（手机）' : '算法实习生';
    const studentName = '李同学';
    const studentMobile = '13800138000';
    /** The portal's base on the device: /sc (desktop) or /mobile (phone). */
    const portal = phone ? '/mobile' : '/sc';
    const studentUrl = (path: string) => `${server.origin}${portal}${path}`;

    setUpDemoTrioWalk(device, (walk) => {
      server = walk.server;
      [employer, staff, student] = walk.people;
    });

    /**
     * The employer writes a position and submits it for review. The demo site takes one new full-time
     * position a day, so the second one is an internship.
     */
    async function submitPosition(name: string, nature: '全职' | '实习') {
      const form = employer.getByRole('form', { name: '招聘职位' });
      await openEmployerPage(employer, server, '/zpxx/fbzpzw', form);
      await fillPosition(employer, form, {
        phone,
        name,
        description: '岗位职责：整理仓储与物流数据，制作日报，配合算法团队完善库存预测模型。',
      });
      await form.getByRole('radio', { name: nature }).check();
      await form.getByRole('button', { name: '提交审核' }).click();
      await employer.waitForURL((url) => url.pathname === '/dwpage/zpxx/zpzwgl');
      await employer.getByRole('link', { name }).first().waitFor();
    }

    /** The staff member opens 职位审核, the position by its name, and passes it. */
    async function pass(name: string) {
      const nav = staff.getByRole('navigation', { name: '管理端导航' });
      await nav.getByRole('link', { name: phone ? '职位' : '职位审核' }).click();
      const link = phone
        ? staff.getByRole('link', { name: `去审核 ${name}` })
        : staff.getByRole('link', { name, exact: true });
      await link.first().click();
      await staff.getByRole('heading', { name }).first().waitFor();
      await staff.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
      const dialog = staff.getByRole('dialog', { name: '审核通过' });
      await dialog.getByRole('button', { name: '确认通过' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await staff.getByText('已发布', { exact: true }).first().waitFor();
    }

    /** The layout of the student's current page: the portal base decides it, not the device. */
    const resumeLayout = () => (pathOf(student).startsWith('/mobile/') ? 'phone' : 'desktop');
    const resumeForm = () => student.getByRole('form', { name: '我的简历' });

    /** Opens a section of the resume: a phone panel by its summary; desktop shows them all. */
    async function openSection(title: string) {
      if (resumeLayout() === 'desktop') return;
      const panel = resumeForm()
        .locator('details')
        .filter({
          has: student.locator('summary', { hasText: title }),
        });
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
      await panel.locator('summary + div').waitFor();
    }

    /** 保存简历 and wait for the completeness the server computed. */
    async function saveResume(percent: number) {
      await resumeForm().getByRole('button', { name: '保存简历' }).click();
      await student.getByText('简历已保存').first().waitFor();
      await resumeForm().getByText(`${percent}%`, { exact: true }).first().waitFor();
    }

    /** The student opens a position from 职位搜索 by its name. */
    async function openPosition(name: string) {
      await student.goto(studentUrl('/zpgw'));
      const search = await filterForm(student, '筛选职位', '筛选职位');
      await search.getByRole('textbox', { name: '关键词' }).fill(name);
      await search.getByRole('button', { name: '查询' }).click();
      await student.getByRole('link', { name, exact: true }).first().click();
      await student.getByRole('heading', { name }).first().waitFor();
    }

    /** 申请职位 and its confirmation. */
    async function applyForOpenPosition() {
      await student.getByRole('button', { name: '申请职位' }).click();
      await dialogNamed(student, '申请职位').getByRole('button', { name: '确认申请' }).click();
    }

    /** The employer opens 收到的简历 and waits for the row of `position`. */
    async function openReceived(position: string): Promise<Locator> {
      const row = listRow(employer, device, position).filter({ hasText: studentName });
      await openEmployerPage(employer, server, '/jlgl/sddjl', row.first());
      return row.first();
    }

    /** On the open zxjlck page: runs an action of 处理简历, confirming it, and waits for `state`. */
    async function act(action: string, state: string) {
      await employer.getByRole('group', { name: '处理简历' }).getByRole('button', { name: action }).click();
      await dialogNamed(employer, `${action}？`).getByRole('button', { name: action }).click();
      await currentState().getByText(state, { exact: true }).waitFor();
    }
    /** The employer searches 人才搜索 for 机器学习 (a word inside the project description). */
    async function searchTalent() {
      await openEmployerPage(employer, server, '/jlgl/rcjs', talentFilters());
      const search = await filterForm(employer, '搜索人才', '筛选');
      await search.getByRole('textbox', { name: '关键词' }).fill('机器学习');
      await search.getByRole('button', { name: '搜索' }).click();
    }

    /** 人才搜索's filters, or the button they fold behind on phones. */
    const talentFilters = () =>
      employer
        .getByRole('search', { name: '搜索人才' })
        .or(employer.getByRole('button', { name: /^筛选/ }))
        .first();
    const currentState = () => employer.getByRole('region', { name: '当前状态' });

    step(
      'the demo employer, school staff and student log in with what npm start printed',
      async () => {
        const accounts = server.demo!;
        await logInDemoEmployer(employer, server);

        await staff.goto(`${server.origin}/mgrpage/`);
        await staff.getByRole('textbox', { name: '用户名' }).fill(accounts.school.username);
        await staff.getByLabel(/^\*?密码$/).fill(accounts.school.password);
        await staff.getByRole('button', { name: '登录' }).click();
        await staff.getByRole('navigation', { name: '管理端导航' }).waitFor();

        // The printed username is the school code (5 digits) followed by the student number.
        const { username, password } = accounts.student;
        await student.goto(studentUrl('/login'));
        const form = student.getByRole('form', { name: '学生登录' });
        await form.getByLabel(/学校代码/).fill(username.slice(0, 5));
        await form.getByLabel(/^\*?学号$/).fill(username.slice(5));
        await form.getByRole('textbox', { name: /密码/ }).fill(password);
        await form.getByRole('button', { name: '登录' }).click();
        await student.getByRole('navigation', { name: '学生中心导航' }).waitFor();
        expect(pathOf(student)).toMatch(new RegExp(`^${portal}/?$`));
        await shot(student, 'student-home');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer submits two positions and the school passes both in the console',
      async () => {
        await submitPosition(firstPosition, '全职');
        await submitPosition(secondPosition, '实习');
        await shot(employer, 'positions-submitted');
        await pass(firstPosition);
        await pass(secondPosition);
        await shot(staff, 'console-passed');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the student fills 基本信息 and 教育经历: the resume is 40% complete',
      async () => {
        await student.goto(studentUrl('/myResume'));
        const form = resumeForm();
        await form.waitFor();
        const desktop = resumeLayout() === 'desktop';

        await openSection('基本信息');
        await form.getByRole('textbox', { name: '姓名' }).fill(studentName);
        await choose(student, form, '性别', '男');
        const birth = form.getByLabel('出生日期');
        if (desktop) {
          await birth.fill('2003-05-15');
          await birth.press('Enter');
        } else {
          await birth.click();
          const sheet = student.getByRole('dialog', { name: '选择日期' });
          for (let year = 0; year < 7; year += 1) await sheet.getByRole('button', { name: '上一年' }).click();
          await sheet.locator('[data-in-month="true"][data-date$="-15"]').click();
          await sheet.waitFor({ state: 'hidden' });
        }
        await form.getByRole('textbox', { name: '手机号码' }).fill(studentMobile);
        await form.getByRole('textbox', { name: '电子邮箱' }).fill('li.tongxue@example.edu.cn');

        await openSection('教育经历');
        await form.getByRole('button', { name: '添加教育经历' }).click();
        const education = form.getByRole('group', { name: '教育经历 第1条' });
        await education.getByRole('textbox', { name: '学校名称' }).fill('示例大学');
        await education.getByRole('textbox', { name: '专业' }).fill('计算机科学与技术');
        await choose(student, education, '学历', '本科');
        await education.getByRole('textbox', { name: '开始时间' }).fill('2022-09');
        await education.getByRole('textbox', { name: /结束时间/ }).fill('2026-06');
        await saveResume(40);
        await shot(student, 'resume-40');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'applying at 40% is refused with the incomplete-resume message and leads to /sc/myResume (/mobile/ on phones)',
      async () => {
        await openPosition(firstPosition);
        await applyForOpenPosition();
        const refusal = dialogNamed(student, '提示');
        await refusal.getByText(INCOMPLETE_RESUME_MESSAGE).waitFor();
        await shot(student, 'apply-refused');
        await refusal.getByRole('button', { name: '确定' }).click();
        // The student client's code table (spec section 8) sends 4004 to /sc/myResume; a phone goes to
        // the same page in its own layout, /mobile/myResume (the desktop one cannot be used at 390 px).
        await student.waitForURL((url) => url.pathname === `${portal}/myResume`);
        await resumeForm().getByText('40%', { exact: true }).first().waitFor();
        await shot(student, 'resume-after-refusal');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'completes the resume (项目经历 with 机器学习, 自我评价, 求职意向) to 75% and joins the talent pool',
      async () => {
        const form = resumeForm();
        const desktop = resumeLayout() === 'desktop';

        await openSection('项目经历');
        await form.getByRole('button', { name: '添加项目经历' }).click();
        const project = form.getByRole('group', { name: '项目经历 第1条' });
        await project.getByRole('textbox', { name: '项目名称' }).fill('仓储数据分析平台');
        await project.getByRole('textbox', { name: '担任角色' }).fill('后端开发');
        await project.getByRole('textbox', { name: '开始时间' }).fill('2024-09');
        await project.getByRole('textbox', { name: /结束时间/ }).fill('2025-06');
        await project.getByRole('textbox', { name: '项目描述' }).fill(PROJECT_DESCRIPTION);

        await openSection('自我评价');
        await form
          .getByRole('textbox', { name: '自我评价' })
          .fill('做事踏实细致，善于把数据分析用到实际业务中，乐于学习新技术。');

        await openSection('求职意向');
        await choose(student, form, '职位类别', '生产和运输设备操作人员');
        if (desktop) {
          await form.getByRole('combobox', { name: /意向城市/ }).fill('济南');
          await student.getByRole('option', { name: /济南/ }).first().click();
        } else {
          await form.getByRole('button', { name: /意向城市/ }).click();
          for (const place of ['山东省', '济南市'])
            await student.getByRole('option', { name: place }).click();
        }
        await saveResume(75);

        await openSection('人才库');
        await form.getByRole('button', { name: '同意以上说明并加入人才库' }).click();
        await form.getByText('已加入人才库', { exact: true }).first().waitFor();
        await shot(student, 'resume-complete');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'before any application, talent search shows the opted-in student with masked contacts',
      async () => {
        await searchTalent();
        const row = listRow(employer, device, '示例大学').filter({ hasText: /机器学习/ });
        await row.first().waitFor();
        await row.getByText('李**', { exact: true }).first().waitFor();
        await row
          .getByText(/138\*{4}8000/)
          .first()
          .waitFor();
        expect(await row.getByText(studentMobile).count()).toBe(0);
        await shot(employer, 'talent-masked');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'with the resume at 75% the student applies: success',
      async () => {
        await openPosition(firstPosition);
        await applyForOpenPosition();
        await student.getByText('申请成功，可在“我的申请”中查看进度').first().waitFor();
        await student.getByRole('link', { name: '查看申请进度' }).waitFor();
        await shot(student, 'applied');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the employer sees it in 收到的简历 as 新投递, opens it (已查看) and invites to an interview',
      async () => {
        const row = await openReceived(firstPosition);
        await row.getByText('新投递', { exact: true }).waitFor();
        await shot(employer, 'received-new');
        await row.getByRole('link', { name: studentName }).click();
        await employer.waitForURL((url) => url.pathname === '/dwpage/jlgl/zxjlck');
        await currentState().getByText('已查看', { exact: true }).waitFor();
        await employer.getByText(PROJECT_DESCRIPTION).first().waitFor();
        await shot(employer, 'resume-viewed');

        await employer
          .getByRole('group', { name: '处理简历' })
          .getByRole('button', { name: '邀请面试' })
          .click();
        const dialog = employer.getByRole('dialog', { name: '邀请面试' });
        const date = dialog.getByLabel(/面试日期/);
        const time = dialog.getByLabel(/面试时间/);
        if (phone) {
          await pickNextMonthOnPhone(employer, date);
          await time.click();
          const sheet = employer.getByRole('dialog', { name: '选择时间' });
          await sheet.getByRole('listbox', { name: '时' }).getByRole('option', { name: '14' }).click();
          await sheet.getByRole('listbox', { name: '分' }).getByRole('option', { name: '30' }).click();
          await sheet.getByRole('button', { name: '确定' }).click();
          await sheet.waitFor({ state: 'hidden' });
        } else {
          const inChina = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000);
          await date.fill(inChina.toISOString().slice(0, 10));
          await date.press('Enter');
          await time.fill('14:30');
          await time.press('Enter');
        }
        await dialog.getByRole('textbox', { name: /面试地点/ }).fill(INTERVIEW_PLACE);
        await shot(employer, 'interview-dialog');
        await dialog.getByRole('button', { name: '发送邀请' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await currentState().getByText('邀请面试', { exact: true }).waitFor();
        await currentState().getByText(new RegExp(INTERVIEW_PLACE)).waitFor();
        await shot(employer, 'interview-invited');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the student sees the interview invitation in 我的申请',
      async () => {
        await student.goto(studentUrl('/wdsq'));
        const row = listRow(student, device, firstPosition);
        await row.getByText('邀请面试', { exact: true }).first().waitFor();
        await row
          .getByText(/14:30 现场面试/)
          .first()
          .waitFor();
        await shot(student, 'applications-invited');
        await row.getByRole('link', { name: firstPosition }).first().click();
        const drawer = student.getByRole('dialog', { name: firstPosition });
        await drawer.getByText(INTERVIEW_PLACE).first().waitFor();
        await shot(student, 'application-detail');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the student sees the invitation in 消息',
      async () => {
        await student.goto(studentUrl('/xxzx'));
        const notOpen = student.getByText('该功能暂未开放');
        const message = student.getByRole('button', { name: /面试邀请/ }).first();
        await notOpen.or(message).first().waitFor();
        if (await notOpen.isVisible()) {
          await shot(student, 'messages-not-open');
          console.warn('student walk: /xxzx still shows 该功能暂未开放; the messages check was not made');
          return;
        }
        await message.click();
        await student.getByText(INTERVIEW_PLACE).first().waitFor();
        await shot(student, 'messages');
      },
      STEP_TIMEOUT_MS,
      { blocking: false },
    );

    step(
      'the employer takes it on: 开始面试, 录用, 确认入职 (已入职)',
      async () => {
        await act('开始面试', '面试中');
        await act('录用', '录用');
        await act('确认入职', '已入职');
        await shot(employer, 'hired');
        await student.goto(studentUrl('/wdsq'));
        await listRow(student, device, firstPosition).getByText('已入职', { exact: true }).first().waitFor();
        await shot(student, 'applications-hired');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'talent search finds the student by 机器学习, contacts shown (they applied here), and invites them',
      async () => {
        await searchTalent();
        // An employer sees the contacts of a student who applied to it (server studentsRevealedTo):
        // the application above reveals them here too.
        const row = listRow(employer, device, studentName).filter({ hasText: /机器学习/ });
        await row.first().waitFor();
        await row.getByText('已公开联系方式', { exact: true }).first().waitFor();
        await row.getByText(new RegExp(studentMobile)).first().waitFor();
        await shot(employer, 'talent-found');

        await row
          .first()
          .getByRole('button', { name: /邀请投递/ })
          .click();
        const dialog = employer.getByRole('dialog', { name: `邀请 ${studentName} 投递` });
        await dialog.getByRole('combobox', { name: /邀请投递的职位/ }).click();
        await employer.getByRole('option', { name: secondPosition }).click();
        await dialog.getByRole('textbox', { name: /留言/ }).fill('看到你做过机器学习相关项目，欢迎投递。');
        await dialog.getByRole('button', { name: '发送邀请' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await shot(employer, 'talent-invited');
      },
      LONG_STEP_TIMEOUT_MS,
    );

    step(
      'the student accepts the invitation; the application arrives in 收到的简历',
      async () => {
        await student.goto(studentUrl('/wdsq?tab=yq'));
        const row = listRow(student, device, secondPosition);
        await row.first().waitFor();
        await shot(student, 'invitations');
        await row
          .first()
          .getByRole('button', { name: `接受 ${secondPosition}` })
          .click();
        await dialogNamed(student, '接受邀请').getByRole('button', { name: '接受并申请' }).click();
        await student.getByText('已接受邀请，简历已投递').first().waitFor();
        await shot(student, 'invitation-accepted');

        const received = await openReceived(secondPosition);
        await received.getByText('新投递', { exact: true }).waitFor();
        await received.getByText('邀请投递', { exact: true }).waitFor();
        await shot(employer, 'received-invited');
      },
      LONG_STEP_TIMEOUT_MS,
    );
  });
}

export { devices };
