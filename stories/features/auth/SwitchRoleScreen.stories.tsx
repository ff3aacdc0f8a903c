import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import SwitchRoleScreen, { STUDENT_LOGIN_URL } from '../../../features/auth/screens/SwitchRoleScreen';
import { demoEmployer } from '../../mocks/handlers/session';
import { ScreenRouter, landing, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/switchRole', element: <SwitchRoleScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
  landing('/dwzc/:xxdm'),
];

const meta = {
  title: 'Features/auth/SwitchRole',
  component: SwitchRoleScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/switchRole" />,
} satisfies Meta<typeof SwitchRoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '用人单位' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往学生端登录' })).toHaveAttribute(
      'href',
      STUDENT_LOGIN_URL.desktop,
    );
    await userEvent.click(canvas.getByRole('button', { name: '单位注册' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwzc/:xxdm' })).toBeVisible();
  },
};

/** Switching the employer account logs the current one out first. */
export const LoggedIn: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`已登录：${demoEmployer.dwmc}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '切换单位账号' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '切换角色', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往学生端登录' })).toHaveAttribute(
      'href',
      STUDENT_LOGIN_URL.phone,
    );
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwmobileHome' })).toBeVisible();
  },
};
