import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  RESUME_ATTACHMENT_BUCKET,
  fileTooLargeMessage,
  wrongFileTypeMessage,
  BUCKET_MAX_FILE_BYTES,
} from '../../../../contract/files';
import { RESUME_CONSENT_TEXT } from '../../../../contract/resumes';
import ResumeScreen from '../../../../features/resumes/ResumeScreen';
import { pngFile } from '../../../fixtures/images';
import { studentState } from '../../../app/student/StudentAt';
import { ScreenRouter, landing, page, phoneGlobals } from '../../support';
import {
  completeResume,
  largePdfFile,
  partlyFilledResume,
  pdfFile,
  resumeHandlers,
  withAttachment,
} from './resumeMocks';

const routes = [{ path: '/myResume', element: <ResumeScreen /> }, landing('/')];

const meta = {
  title: 'Features/resumes/student/ResumeScreen',
  component: ResumeScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: studentState() },
    msw: { handlers: resumeHandlers() },
  },
  render: () => <ScreenRouter routes={routes} at="/myResume" />,
} satisfies Meta<typeof ResumeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const loaded = (canvas: Canvas) => canvas.findByRole('progressbar', { name: /简历完整度/ }, slow);
const percent = (canvas: Canvas, value: number) =>
  waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('value', String(value)), slow);
const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '保存简历' }));

async function choose(scope: Canvas, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

async function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await fireEvent.change(input, { target: { files: [file] } });
}

/** Nothing filled yet: 0%, why no application is possible yet, and every section to fill. */
export const EmptyResume: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await percent(canvas, 0);
    await expect(canvas.getByText('投递职位需要在线简历完整度达到50%，或者上传一份附件简历。')).toBeVisible();
    await expect(canvas.getByText(/你现在还不能投递职位/)).toBeVisible();
    const missing = within(canvas.getByRole('navigation', { name: '待完善的部分' }));
    await expect(missing.getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByText('还没有教育经历')).toBeVisible();
    await expect(canvas.getByText('尚未上传附件简历')).toBeVisible();
    await expect(await canvas.findByText('未加入人才库', {}, slow)).toBeVisible();
  },
};

/** 40%: basic information and education; the missing sections link to themselves. */
export const PartlyFilled: Story = {
  parameters: { msw: { handlers: resumeHandlers({ resume: partlyFilledResume() }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await percent(canvas, 40);
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByText(/你现在还不能投递职位/)).toBeVisible();
    await expect(section(canvas, '基本信息').getByRole('textbox', { name: '姓名' })).toHaveValue('李明');
    await expect(section(canvas, '教育经历').getByRole('textbox', { name: '学校名称' })).toHaveValue(
      '滨海理工大学',
    );
    const missing = within(canvas.getByRole('navigation', { name: '待完善的部分' }));
    await userEvent.click(missing.getByRole('link', { name: '求职意向' }));
    await waitFor(() => expect(document.getElementById('resume-section-qzyx')).toHaveFocus());
  },
};

export const Complete: Story = {
  parameters: { msw: { handlers: resumeHandlers({ resume: completeResume(), inPool: true }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await percent(canvas, 100);
    await expect(canvas.getByText('你现在可以投递职位。')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '待完善的部分' })).not.toBeInTheDocument();
    await expect(section(canvas, '技能证书').getByRole('textbox', { name: '专业技能' })).toHaveValue(
      'Python、机器学习',
    );
  },
};

/** Below 50% but with an attachment: applications are open. */
export const AttachmentUploaded: Story = {
  parameters: { msw: { handlers: resumeHandlers({ resume: withAttachment(partlyFilledResume()) }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('你现在可以投递职位。')).toBeVisible();
    const attachment = section(canvas, '附件简历');
    await expect(attachment.getByRole('link', { name: '李明-简历.pdf' })).toBeVisible();
    await userEvent.click(attachment.getByRole('button', { name: '删除附件简历' }));
    await userEvent.click(await page().findByRole('button', { name: '删除' }));
    await expect(await attachment.findByText('尚未上传附件简历', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/你现在还不能投递职位/)).toBeVisible();
  },
};

export const UploadAttachment: Story = {
  parameters: { msw: { handlers: resumeHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvasElement, pdfFile('李明的简历.pdf'));
    const attachment = section(canvas, '附件简历');
    await expect(await attachment.findByRole('link', { name: '李明的简历.pdf' }, slow)).toBeVisible();
    await expect(canvas.getByText('你现在可以投递职位。')).toBeVisible();
  },
};

/** A picture renamed or not: refused before any upload, in the server's words. */
export const UploadWrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvasElement, pngFile('简历截图.png'));
    await expect(
      await canvas.findByText(wrongFileTypeMessage(RESUME_ATTACHMENT_BUCKET, '简历截图.png'), {}, slow),
    ).toBeVisible();
    await expect(canvas.getByText('尚未上传附件简历')).toBeVisible();
  },
};

export const UploadTooBig: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvasElement, largePdfFile('超大简历.pdf'));
    await expect(
      await canvas.findByText(
        fileTooLargeMessage('超大简历.pdf', BUCKET_MAX_FILE_BYTES[RESUME_ATTACHMENT_BUCKET]),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** Adds an education entry, fills it and saves: the completeness moves from 0 to 20%. */
export const AddEducationAndSave: Story = {
  parameters: { msw: { handlers: resumeHandlers() } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const education = section(canvas, '教育经历');
    await userEvent.click(education.getByRole('button', { name: '添加教育经历' }));
    await expect(education.getByRole('textbox', { name: '学校名称' })).toHaveFocus();
    await userEvent.type(education.getByRole('textbox', { name: '学校名称' }), '滨海理工大学');
    await userEvent.type(education.getByRole('textbox', { name: '专业' }), '软件工程');
    await choose(education, '学历', '本科');
    await userEvent.type(education.getByRole('textbox', { name: '开始时间' }), '2022-9');
    await userEvent.type(education.getByRole('textbox', { name: '结束时间' }), '2026.6');
    await userEvent.tab();
    await expect(education.getByRole('textbox', { name: '结束时间' })).toHaveValue('2026-06');
    await expect(canvas.getByText('有未保存的修改')).toBeVisible();
    await expect(canvas.getByText(/（保存后为 20%）/)).toBeVisible();
    await save(canvas);
    await expect(await page().findByText('简历已保存', {}, slow)).toBeVisible();
    await percent(canvas, 20);
    await expect(education.getByRole('textbox', { name: '开始时间' })).toHaveValue('2022-09');
    await expect(canvas.queryByText('有未保存的修改')).not.toBeInTheDocument();
  },
};

/** Every message at its field: an empty entry on save, a wrong mobile and e-mail when left. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const basic = section(canvas, '基本信息');
    await userEvent.type(basic.getByRole('textbox', { name: '手机号码' }), '1380000');
    await userEvent.type(basic.getByRole('textbox', { name: '电子邮箱' }), 'liming@');
    await userEvent.tab();
    await expect(await basic.findByText('请输入正确的手机号码')).toBeVisible();
    await expect(await basic.findByText('请输入正确的电子邮箱')).toBeVisible();
    const education = section(canvas, '教育经历');
    await userEvent.click(education.getByRole('button', { name: '添加教育经历' }));
    await save(canvas);
    await expect(await canvas.findByText(/请先修改标出的内容再保存/)).toBeVisible();
    for (const text of ['请输入学校名称', '请输入专业', '请选择学历', '请选择开始时间', '请选择结束时间'])
      await expect(education.getByText(text)).toBeVisible();
    await expect(basic.getByRole('textbox', { name: '手机号码' })).toHaveFocus();
    await userEvent.clear(basic.getByRole('textbox', { name: '手机号码' }));
    await userEvent.type(basic.getByRole('textbox', { name: '手机号码' }), '13800000000');
    await expect(basic.queryByText('请输入正确的手机号码')).not.toBeInTheDocument();
  },
};

/** The server refuses: its message above the form, and everything typed is still there. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: resumeHandlers({ refuseSave: '简历保存过于频繁，请稍后再试' }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(section(canvas, '基本信息').getByRole('textbox', { name: '姓名' }), '李明');
    await userEvent.type(section(canvas, '自我评价').getByRole('textbox', { name: '自我评价' }), '认真负责');
    await save(canvas);
    await expect(
      await canvas.findByText(
        '保存失败：简历保存过于频繁，请稍后再试。已填写的内容均已保留，请稍后重试。',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(section(canvas, '基本信息').getByRole('textbox', { name: '姓名' })).toHaveValue('李明');
    await expect(section(canvas, '自我评价').getByRole('textbox', { name: '自我评价' })).toHaveValue(
      '认真负责',
    );
    await expect(canvas.getByText('有未保存的修改')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: resumeHandlers({ loadHeld: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('简历加载中')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: resumeHandlers({ loadFailsOnce: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '简历加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await loaded(canvas);
  },
};

export const ConsentOff: Story = {
  parameters: { msw: { handlers: resumeHandlers() } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const pool = section(canvas, '人才库');
    await expect(await pool.findByText(RESUME_CONSENT_TEXT, {}, slow)).toBeVisible();
    await expect(pool.getByText('未加入人才库')).toBeVisible();
    await userEvent.click(pool.getByRole('button', { name: '同意以上说明并加入人才库' }));
    await expect(await pool.findByText('已加入人才库', {}, slow)).toBeVisible();
    await expect(pool.getByRole('button', { name: '退出人才库' })).toBeVisible();
  },
};

export const ConsentOn: Story = {
  parameters: { msw: { handlers: resumeHandlers({ resume: completeResume(), inPool: true }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const pool = section(canvas, '人才库');
    await expect(await pool.findByText('已加入人才库', {}, slow)).toBeVisible();
    await userEvent.click(pool.getByRole('button', { name: '退出人才库' }));
    await expect(await pool.findByText('未加入人才库', {}, slow)).toBeVisible();
    await expect(await page().findByText('已退出人才库，单位将无法再搜索到你', {}, slow)).toBeVisible();
  },
};

/** Phone (/mobile/): the sections as panels; a missing section's link opens its panel. */
export const Phone: Story = {
  globals: phoneGlobals,
  parameters: {
    store: { preloadedState: studentState({ layout: 'phone' }) },
    msw: { handlers: resumeHandlers({ resume: partlyFilledResume() }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await percent(canvas, 40);
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toBeVisible();
    const panel = (key: string) => canvasElement.querySelector(`#resume-section-${key}`);
    await expect(panel('jyjl')).not.toHaveAttribute('open');
    await userEvent.click(canvas.getByText(/^教育经历/, { selector: 'summary' }));
    await expect(panel('jyjl')).toHaveAttribute('open');
    await expect(canvas.getByRole('textbox', { name: '学校名称' })).toBeVisible();
    const missing = within(canvas.getByRole('navigation', { name: '待完善的部分' }));
    await userEvent.click(missing.getByRole('link', { name: '自我评价' }));
    await waitFor(() => expect(panel('zwpj')).toHaveAttribute('open'));
    await expect(canvas.getByText(/^自我评价/, { selector: 'summary' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: '自我评价' }), '喜欢钻研');
    await save(canvas);
    await expect(await page().findByText('简历已保存', {}, slow)).toBeVisible();
    await percent(canvas, 50);
  },
};
