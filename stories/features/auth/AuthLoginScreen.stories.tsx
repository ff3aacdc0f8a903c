import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import AuthLoginScreen, {
  MISSING_CODE_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../../../features/auth/screens/AuthLoginScreen';
import { DEMO_AUTH_CODE } from '../../mocks/handlers/account';
import { ScreenRouter, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/authlogin', element: <AuthLoginScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
];

const meta = {
  title: 'Features/auth/AuthLogin',
  component: AuthLoginScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at={`/authlogin?code=${DEMO_AUTH_CODE}`} />,
} satisfies Meta<typeof AuthLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' })).toBeVisible();
    await expect(await page().findByText('授权登录成功')).toBeVisible();
  },
};

export const Exchanging: Story = {
  parameters: { msw: { handlers: [http.post(accountPaths.authCodeLogin, async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在授权登录，请稍候');
  },
};

export const MissingCode: Story = {
  render: () => <ScreenRouter routes={routes} at="/authlogin" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '缺少授权码' })).toBeVisible();
    await expect(canvas.getByText(MISSING_CODE_MESSAGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用手机号登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const Refused: Story = {
  render: () => <ScreenRouter routes={routes} at="/authlogin?code=used-code" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '授权登录失败' })).toBeVisible();
    await expect(canvas.getByText('授权码无效或已过期，请从原系统重新进入')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/** A school backend without the auth-code call answers HTTP 404. */
/** A code issued for another school site: the server names the problem. */
export const WrongSite: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.authCodeLogin, () =>
          HttpResponse.json({
            code: 400,
            result: null,
            message: '该授权码不适用于本站点，请从原系统重新进入',
          }),
        ),
      ],
    },
  },
  render: () => <ScreenRouter routes={routes} at={`/authlogin?code=${DEMO_AUTH_CODE}&xxdm=10001`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '授权登录失败' })).toBeVisible();
    await expect(canvas.getByText('该授权码不适用于本站点，请从原系统重新进入')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用手机号登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const NotAvailable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.authCodeLogin, () =>
          HttpResponse.json({ code: 404, result: null, message: '接口不存在' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '授权登录失败' })).toBeVisible();
    await expect(canvas.getByText(UNAVAILABLE_MESSAGE)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  render: () => <ScreenRouter routes={routes} at="/authlogin?code=used-code" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '授权登录', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '授权登录失败' })).toBeVisible();
  },
};
