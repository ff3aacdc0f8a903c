import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { NOT_SUITABLE_STUDENT_MESSAGE, studentApplicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import MyApplicationsScreen from '../../../../features/applications/student/screens/MyApplicationsScreen';
import {
  MOCK_APPLICATION_IDS,
  MOCK_INTERVIEW,
  resetStudentApplicationsMock,
} from '../../../mocks/handlers/studentApplications';
import { heldRequest, page } from '../../support';
import { slow, studentPhoneStory, studentScreenAt, studentScreenParameters } from './studentScreenStories';

const meta = {
  title: 'Features/applications/student/MyApplications',
  component: MyApplicationsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: studentScreenParameters,
  beforeEach: () => resetStudentApplicationsMock(),
  ...studentScreenAt('/wdsq'),
} satisfies Meta<typeof MyApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });

/** My applications, newest first, in my wording: never 不合适. */
export const Applications: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '前端开发工程师' }, slow);
    await expect(canvas.getByRole('tab', { name: '我的申请' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(rowOf(canvas, '前端开发工程师')).getByText('邀请面试')).toBeVisible();
    await expect(
      within(rowOf(canvas, '前端开发工程师')).getByText('2026-12-08 14:30 现场面试'),
    ).toBeVisible();
    await expect(within(rowOf(canvas, '产品经理助理')).getByText('未通过')).toBeVisible();
    await expect(within(rowOf(canvas, '测试工程师')).getByText('已录用')).toBeVisible();
    await expect(canvas.queryByText('不合适')).not.toBeInTheDocument();
  },
};

/** The detail beside the list: the interview, the history, the resume as sent. */
export const InvitedDetail: Story = {
  ...studentScreenAt(`/wdsq?id=${MOCK_APPLICATION_IDS.invited}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '前端开发工程师' }, slow);
    await expect(within(drawer).getByText(`${MOCK_INTERVIEW.msrq} ${MOCK_INTERVIEW.mssj}`)).toBeVisible();
    await expect(within(drawer).getByText(MOCK_INTERVIEW.msdd)).toBeVisible();
    await expect(within(drawer).getByText(MOCK_INTERVIEW.msbz)).toBeVisible();
    const history = within(drawer).getByRole('list', { name: '申请进度' });
    await expect(history).toHaveTextContent('已投递');
    await expect(history).toHaveTextContent('已被查看');
    await expect(history).toHaveTextContent('邀请面试');
    await expect(within(drawer).getByText('投递时在线简历完整度 85%，未附附件简历')).toBeVisible();
  },
};

/** Not suitable reads politely, the reason after the message. */
export const NotSuitableDetail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '产品经理助理' }, slow));
    const drawer = await page().findByRole('dialog', { name: '产品经理助理' }, slow);
    await expect(within(drawer).getByText(NOT_SUITABLE_STUDENT_MESSAGE)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ByState: Story = {
  ...studentScreenAt('/wdsq?zt=5'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '测试工程师' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '前端开发工程师' })).not.toBeInTheDocument();
  },
};

export const NoApplications: Story = {
  beforeEach: () => resetStudentApplicationsMock({ positions: 'none' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有申请过职位/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去职位搜索' })).toHaveAttribute('href', '/zpgw');
  },
};

const heldList = heldRequest('get', studentApplicationPaths.list);
export const Loading: Story = {
  parameters: { msw: { handlers: [heldList.handler] } },
  play: async ({ canvas }) => {
    await heldList.reached();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentApplicationPaths.list, () =>
          HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '申请加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** Invitations: pending ones can be accepted or declined. */
export const Invitations: Story = {
  ...studentScreenAt('/wdsq?tab=yq'),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '算法工程师' }, slow);
    await expect(canvas.getByRole('tab', { name: '用人单位邀请' })).toHaveAttribute('aria-selected', 'true');
    const pending = rowOf(canvas, '算法工程师');
    await expect(within(pending).getByText('待处理')).toBeVisible();
    await expect(within(pending).getByText('看了你在简历中的机器学习项目，欢迎投递')).toBeVisible();
    await expect(within(rowOf(canvas, '财务助理')).getByText('已拒绝')).toBeVisible();
    await expect(within(rowOf(canvas, '财务助理')).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Accepting applies to the position: the invitation reads 已接受 and leads to the application. */
export const AcceptInvitation: Story = {
  ...studentScreenAt('/wdsq?tab=yq'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '接受 算法工程师' }, slow));
    const dialog = await page().findByRole('alertdialog', { name: '接受邀请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '接受并申请' }));
    await expect(await page().findByText('已接受邀请，简历已投递')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '查看申请 算法工程师' }, slow)).toBeVisible();
    await expect(within(rowOf(canvas, '算法工程师')).getByText('已接受')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '查看申请 算法工程师' }));
    const drawer = await page().findByRole('dialog', { name: '算法工程师' }, slow);
    await expect(within(drawer).getByRole('list', { name: '申请进度' })).toHaveTextContent('已投递');
  },
};

export const DeclineInvitation: Story = {
  ...studentScreenAt('/wdsq?tab=yq'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '拒绝 运维工程师' }, slow));
    const dialog = await page().findByRole('alertdialog', { name: '拒绝邀请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝邀请' }));
    await expect(await page().findByText('已拒绝该邀请')).toBeVisible();
    await expect(await within(rowOf(canvas, '运维工程师')).findByText('已拒绝', {}, slow)).toBeVisible();
  },
};

export const NoInvitations: Story = {
  ...studentScreenAt('/wdsq?tab=yq'),
  beforeEach: () => resetStudentApplicationsMock({ positions: 'none' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂时没有用人单位的邀请/, {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...studentPhoneStory,
  ...studentScreenAt('/wdsq?tab=yq', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '算法工程师' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '接受 算法工程师' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '我的申请' }));
    await expect(await canvas.findByRole('link', { name: '前端开发工程师' }, slow)).toBeVisible();
  },
};
