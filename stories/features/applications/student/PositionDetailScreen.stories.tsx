import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { STUDENT_REFUSED_CODE, studentApplicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import { INCOMPLETE_RESUME_MESSAGE } from '../../../../contract/resumes';
import PositionDetailScreen from '../../../../features/applications/student/screens/PositionDetailScreen';
import {
  ALREADY_APPLIED_MESSAGE,
  MOCK_STUDENT_POSITION_IDS,
  resetStudentApplicationsMock,
} from '../../../mocks/handlers/studentApplications';
import { heldRequest, page } from '../../support';
import { slow, studentPhoneStory, studentScreenAt, studentScreenParameters } from './studentScreenStories';

const at = (id: string, phone = false) => studentScreenAt(`/zpgw/${id}`, phone);

const meta = {
  title: 'Features/applications/student/PositionDetail',
  component: PositionDetailScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: studentScreenParameters,
  beforeEach: () => resetStudentApplicationsMock(),
  ...at(MOCK_STUDENT_POSITION_IDS.open),
} satisfies Meta<typeof PositionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const applyButton = (canvas: Canvas) => canvas.findByRole('button', { name: '申请职位' }, slow);

/** Confirms 申请职位's dialog. */
async function applyAndConfirm(canvas: Canvas) {
  await userEvent.click(await applyButton(canvas));
  const dialog = await page().findByRole('alertdialog', { name: '申请职位' });
  await expect(dialog).toHaveTextContent('Java 后端开发工程师');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认申请' }));
}

export const Detail: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Java 后端开发工程师' }, slow)).toBeVisible();
    await expect(canvas.getByText('山东云帆信息技术有限公司')).toBeVisible();
    await expect(canvas.getByText('8,000-12,000元/月')).toBeVisible();
    await expect(canvas.getByText('五险一金')).toBeVisible();
    await expect(canvas.getByText('山东省 济南市 历下区 经十路 100 号')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '职位描述' })).toBeVisible();
    await expect(await applyButton(canvas)).toBeEnabled();
  },
};

/** 申请职位, confirmed: the success message, and the page shows my application's state. */
export const ApplySucceeds: Story = {
  play: async ({ canvas }) => {
    await applyAndConfirm(canvas);
    await expect(await page().findByText('申请成功，可在“我的申请”中查看进度')).toBeVisible();
    await expect(await canvas.findByText('已投递', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看申请进度' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '申请职位' })).not.toBeInTheDocument();
  },
};

/** Cancelling the confirmation sends nothing. */
export const ApplyCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await applyButton(canvas));
    const dialog = await page().findByRole('alertdialog', { name: '申请职位' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(canvas.getByRole('button', { name: '申请职位' })).toBeVisible();
  },
};

/** Applied meanwhile (another tab): the server refuses, the student client says why. */
export const AlreadyApplied: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(studentApplicationPaths.apply, () =>
          HttpResponse.json<Envelope<null>>({
            code: STUDENT_REFUSED_CODE,
            result: null,
            message: ALREADY_APPLIED_MESSAGE,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await applyAndConfirm(canvas);
    await expect(await page().findByText(ALREADY_APPLIED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '申请职位' })).toBeEnabled();
  },
};

/** A position I applied to: its state and the way to my application instead of the button. */
export const Applied: Story = {
  ...at(MOCK_STUDENT_POSITION_IDS.applied),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('邀请面试', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看申请进度' })).toHaveAttribute(
      'href',
      '/wdsq?id=a0001',
    );
    await expect(canvas.queryByRole('button', { name: '申请职位' })).not.toBeInTheDocument();
  },
};

export const EmailOnly: Story = {
  ...at(MOCK_STUDENT_POSITION_IDS.emailOnly),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该职位通过电子邮箱接收简历', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hr@luxin.example.com' })).toHaveAttribute(
      'href',
      'mailto:hr@luxin.example.com',
    );
  },
};

export const DeadlinePassed: Story = {
  ...at(MOCK_STUDENT_POSITION_IDS.closed),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该职位已截止申请', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '申请职位' })).not.toBeInTheDocument();
  },
};

/** Another school's or an unknown id: the server's words, a retry and the way back. */
export const Missing: Story = {
  ...at('p9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('职位不存在')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回职位搜索' })).toBeVisible();
  },
};

const held = heldRequest('get', studentApplicationPaths.position);
export const Loading: Story = {
  parameters: { msw: { handlers: [held.handler] } },
  play: async ({ canvas }) => {
    await held.reached();
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('职位加载中');
  },
};

export const Phone: Story = {
  ...studentPhoneStory,
  ...at(MOCK_STUDENT_POSITION_IDS.open, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Java 后端开发工程师' }, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '职位详情' })).toBeVisible();
    await applyAndConfirm(canvas);
    await expect(await canvas.findByText('已投递', {}, slow)).toBeVisible();
  },
};

/**
 * An incomplete resume (under 50%, no attachment): the student client's error dialog with the
 * server's message, after which it goes to /sc/myResume (a page load: tests/app/studentClient.test.tsx
 * covers the navigation). Last in this file: closing the dialog leaves the story's page.
 */
export const IncompleteResume: Story = {
  beforeEach: () => resetStudentApplicationsMock({ resume: 'incomplete' }),
  play: async ({ canvas }) => {
    await applyAndConfirm(canvas);
    const dialog = await page().findByRole('alertdialog', { name: '提示' }, slow);
    await expect(dialog).toHaveTextContent(INCOMPLETE_RESUME_MESSAGE);
    await expect(canvas.getByRole('button', { name: '申请职位' })).toBeInTheDocument();
  },
};
