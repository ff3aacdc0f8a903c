import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import LoginScreen from '../../../features/auth/screens/LoginScreen';
import { DEMO_CODE, DEMO_MOBILE, DEMO_PASSWORD } from '../../mocks/handlers/account';
import { ScreenRouter, heldRequest, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/login/:xxdm/:mode', element: <LoginScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
  landing('/zpxx/zpzwgl'),
  landing('/dwzc/:xxdm'),
];

const meta = {
  title: 'Features/auth/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/login/00000/0" />,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordForm = (root: HTMLElement) => within(within(root).getByRole('form', { name: '密码登录' }));
const codeForm = (root: HTMLElement) => within(within(root).getByRole('form', { name: '验证码登录' }));

async function typePassword(root: HTMLElement, mobile: string, password: string) {
  const form = passwordForm(root);
  await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), mobile);
  await userEvent.type(form.getByLabelText(/^\*?密码$/), password);
  await userEvent.click(form.getByRole('button', { name: '登录' }));
}

/** The empty page: both login methods, the links, and the messages for a blank submit. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwzc/00000');
    await userEvent.click(passwordForm(canvasElement).getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入手机号码')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveFocus();
  },
};

export const InvalidMobile: Story = {
  play: async ({ canvas }) => {
    const mobile = canvas.getByRole('textbox', { name: '手机号码' });
    await userEvent.type(mobile, '1380000');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Mode 1: the guard sent the visitor here and the login returns to that page. */
export const RedirectedHere: Story = {
  render: () => (
    <ScreenRouter routes={routes} at={`/login/00000/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    await typePassword(canvasElement, DEMO_MOBILE, DEMO_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page().findByText('登录成功')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, DEMO_MOBILE, DEMO_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' }, { timeout: 8000 })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, DEMO_MOBILE, 'Wrong#2024');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      '手机号或密码错误',
    );
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveValue(DEMO_MOBILE);
  },
};

const heldLogin = heldRequest('post', accountPaths.passwordLogin);

export const Loading: Story = {
  parameters: { msw: { handlers: [heldLogin.handler] } },
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, DEMO_MOBILE, DEMO_PASSWORD);
    const submit = passwordForm(canvasElement).getByRole('button', { name: '登录' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'), { timeout: 8000 });
    await expect(canvas.getByRole('form', { name: '密码登录' })).toHaveAttribute('aria-busy', 'true');
    await heldLogin.reached();
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: [http.post(accountPaths.passwordLogin, () => HttpResponse.error())] },
  },
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, DEMO_MOBILE, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      '网络异常，请检查网络连接后重试',
    );
    await expect(canvas.getByLabelText(/^\*?密码$/)).toHaveValue(DEMO_PASSWORD);
  },
};

export const CodeLogin: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '验证码登录' }));
    const form = codeForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    await expect(await form.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: '验证码' })).toHaveFocus();
    await expect(await page().findByText('验证码已发送')).toBeVisible();
    await userEvent.keyboard(DEMO_CODE);
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' })).toBeVisible();
  },
};

export const CodeRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '验证码登录' }));
    const form = codeForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.type(form.getByRole('textbox', { name: '验证码' }), '000000');
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await expect(await form.findByText('验证码错误')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await typePassword(canvasElement, DEMO_MOBILE, DEMO_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: '到达 /dwmobileHome' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};
