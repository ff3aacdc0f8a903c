import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyEmployerSession } from '../../app/session/employerSessionSlice';
import type { RootState } from '../../app/store';
import {
  MOCK_MAIN_ACCOUNT_NAME,
  MOCK_READONLY_TOKEN,
  MOCK_RECRUITER_TOKEN,
  resetAccountAdminMock,
} from '../mocks/handlers/accountAdmin';
import { resetPositionsMock } from '../mocks/handlers/positions';
import { demoEmployer } from '../mocks/handlers/session';
import { AppAt } from './AppAt';

const as = (token: string, isPhone = false): Partial<RootState> => ({
  employerSession: { ...emptyEmployerSession, ...demoEmployer, token },
  device: { isPhone },
});
const slow = { timeout: 8000 };

/** The whole app for the demo employer's sub-accounts: what their roles show and open. */
const meta = {
  title: 'App/Permissions',
  component: AppAt,
  args: { path: '/dwsy' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    resetAccountAdminMock();
    resetPositionsMock();
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 招聘专员 opening 开设子账号 by its address: 无权访问, the permission it needs and whom to ask. */
export const ForbiddenPage: Story = {
  args: { path: '/zhgl/kszzh' },
  parameters: { store: { preloadedState: as(MOCK_RECRUITER_TOKEN) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '无权访问', level: 1 }, slow)).toBeVisible();
    await expect(
      canvas.getByText(
        `当前账号没有“账号管理·查看”权限，请联系单位主账号（${MOCK_MAIN_ACCOUNT_NAME}）开通。`,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(
      await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow),
    ).toBeVisible();
  },
};

/** A 招聘专员's navigation and home: no 签约中心 and no 账号管理, its own settings and messages under 个人设置. */
export const RecruiterNavigation: Story = {
  parameters: { store: { preloadedState: as(MOCK_RECRUITER_TOKEN) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, slow);
    const nav = canvas.getByRole('navigation', { name: '单位中心导航' });
    await expect(await within(nav).findByRole('button', { name: '招聘信息' }, slow)).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: '签约中心' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('button', { name: '账号管理' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: '个人设置' }));
    await expect(within(nav).getByRole('link', { name: '账号设置' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '消息中心' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: '开设子账号' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: '单位信息维护' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: '签约中心' })).not.toBeInTheDocument();
  },
};

/** A 只读 user sees the lists of 招聘信息, not its publishing forms, and no button that changes a position. */
export const ReadOnlyPositions: Story = {
  args: { path: '/zpxx/zpzwgl' },
  parameters: { store: { preloadedState: as(MOCK_READONLY_TOKEN) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '招聘职位管理', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '前端开发工程师' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '发布职位' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^编辑 / })).not.toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: '单位中心导航' });
    await expect(within(nav).getByRole('link', { name: '招聘职位管理' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: '发布招聘职位' })).not.toBeInTheDocument();
  },
};

/** On a phone, the home's shortcuts are those the 招聘专员's role opens. */
export const RecruiterPhoneHome: Story = {
  args: { path: '/dwmobileHome' },
  parameters: { store: { preloadedState: as(MOCK_RECRUITER_TOKEN, true) } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '发布职位' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '收到的简历' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '签约管理' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '单位信息' })).not.toBeInTheDocument();
  },
};
