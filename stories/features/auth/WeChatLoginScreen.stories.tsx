import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { accountPaths, type LinkedLoginResult, type WechatLoginRequest } from '../../../contract/account';
import WeChatLoginScreen, { NOT_LINKED_INTRO } from '../../../features/auth/screens/WeChatLoginScreen';
import { DEMO_MOBILE, DEMO_PASSWORD, decryptMockPassword, ok, refuse } from '../../mocks/handlers/account';
import { demoEmployer } from '../../mocks/handlers/session';
import { ScreenRouter, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/dwwxdl/:xxdm', element: <WeChatLoginScreen /> },
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
];

/** dwwxdl with mobile and password links the code, as the server does (./session.ts answers only "not linked"). */
const linking = http.post(accountPaths.wechatLogin, async ({ request }) => {
  const { sjhm, mm } = (await request.json()) as WechatLoginRequest;
  if (sjhm !== DEMO_MOBILE || (await decryptMockPassword(mm ?? '')) !== DEMO_PASSWORD)
    return HttpResponse.json(refuse(400, '手机号或密码错误'));
  return HttpResponse.json(ok<LinkedLoginResult>({ isRelated: '1', ...demoEmployer }, '登录成功'));
});

const meta = {
  title: 'Features/auth/WeChatLogin',
  component: WeChatLoginScreen,
  globals: phoneGlobals,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ phone: true }) },
    msw: { handlers: [linking] },
  },
  render: () => <ScreenRouter routes={routes} at="/dwwxdl/00000?code=wx-code-1&state=1" />,
} satisfies Meta<typeof WeChatLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], password: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: '手机号码' }), DEMO_MOBILE);
  await userEvent.type(canvas.getByLabelText(/^\*?登录密码$/), password);
  await userEvent.click(canvas.getByRole('button', { name: '绑定并登录' }));
};

/** Back from WeChat with a code no account is linked to yet: the linking form. */
export const NotLinked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '微信登录', level: 1 })).toBeVisible();
    await expect(canvas.getByText(NOT_LINKED_INTRO)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '绑定并登录' }));
    await expect(await canvas.findByText('请输入手机号码')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
  },
};

export const LinkRefused: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Wrong#2024');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      '手机号或密码错误',
    );
  },
};

export const Linked: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, DEMO_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: '到达 /dwmobileHome' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page().findByText('绑定成功')).toBeVisible();
  },
};

/** Opened in an ordinary browser: WeChat login cannot work here, the mobile login can. */
export const OutsideWeChat: Story = {
  render: () => <ScreenRouter routes={routes} at="/dwwxdl/00000?redirect=%2Fzpxx%2Fzpzwgl" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请在微信中打开本页面' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用手机号登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

/** The page is a phone page wherever it opens; on a desktop it stays phone-wide and centred. */
export const OnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { store: { preloadedState: storeState() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '微信登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '绑定并登录' })).toBeVisible();
  },
};
