import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LightLoginPage } from '../../app/employer/login/LightLoginPage';
import { loginAddressOf } from '../../app/employer/login/loginAddress';
import type { LoginPageState } from '../../app/employer/login/loginPageState';
import { DEMO_CODE, DEMO_MOBILE, DEMO_PASSWORD } from '../mocks/handlers/account';

// The light login page (app/employer/login): the first screen of a visit to a login address, the
// app's login view over a fetch client, without store or router. It loads the next page by `leave`.

const state: LoginPageState = {
  xxdm: '00000',
  siteName: '高校毕业生就业信息网',
  colour: '#8b1a1a',
  variant: 'desktop',
  inWeChat: false,
};

function addressOf(at: string) {
  const url = new URL(at, window.location.origin);
  const address = loginAddressOf(url.pathname, url.search);
  if (address === null) throw new Error(`${at} is no login address`);
  return address;
}

const meta = {
  title: 'App/LightLogin',
  component: LightLoginPage,
  args: {
    address: addressOf('/dwpage/login/00000/0'),
    state,
    origin: window.location.origin,
    leave: fn(),
  },
  parameters: { layout: 'fullscreen', router: false },
} satisfies Meta<typeof LightLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

/** A password login: kept, then the app's home is loaded in the page's place. */
export const PasswordLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '单位注册' })).toHaveAttribute(
      'href',
      '/dwpage/dwzc/00000',
    );
    const form = within(canvas.getByRole('form', { name: '密码登录' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.type(form.getByLabelText(/^\*?密码$/), DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith('/dwpage/dwsy'), slow);
  },
};

/** Sent here by the guard: the note above the form; a refused login shows the server's words. */
export const RedirectedAndRefused: Story = {
  args: { address: addressOf(`/dwpage/login/00000/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    const form = within(canvas.getByRole('form', { name: '密码登录' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.type(form.getByLabelText(/^\*?密码$/), 'Wrong#2024');
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('手机号或密码错误');
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

/** An SMS code: sent, its confirmation as a toast, then the login. */
export const CodeLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '验证码登录' }));
    const form = within(canvas.getByRole('form', { name: '验证码登录' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    await expect(await within(document.body).findByText('验证码已发送', {}, slow)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: '验证码' }), DEMO_CODE);
    await userEvent.click(form.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.leave).toHaveBeenCalled(), slow);
  },
};
