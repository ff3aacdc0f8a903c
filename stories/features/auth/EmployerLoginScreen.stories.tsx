import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import EmployerLoginScreen from '../../../features/auth/screens/EmployerLoginScreen';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../mocks/handlers/account';
import { ScreenRouter, landing, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/dwlogin', element: <EmployerLoginScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
];

const meta = {
  title: 'Features/auth/EmployerLogin',
  component: EmployerLoginScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/dwlogin?xxdm=10001" />,
} satisfies Meta<typeof EmployerLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** dwlogin takes its school from ?xxdm: the links lead to that school's pages. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '单位登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwzc/10001');
    const form = within(canvas.getByRole('form', { name: '密码登录' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.type(form.getByLabelText(/^\*?密码$/), DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '单位登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  },
};
