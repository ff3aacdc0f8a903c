import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import { accountSettingsPaths } from '../../../contract/accountSettings';
import AccountSettingsScreen from '../../../features/auth/screens/AccountSettingsScreen';
import { DEMO_CODE, DEMO_PASSWORD } from '../../mocks/handlers/account';
import { MOCK_USED_MOBILE } from '../../mocks/handlers/accountAdmin';
import { resetAccountSettingsMock } from '../../mocks/handlers/accountSettings';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';

const at = employerScreenAt({
  path: '/zhgl/zhsz',
  phoneTitle: '账号设置',
  screen: <AccountSettingsScreen />,
  leadsTo: ['/wsdwyh'],
});

const meta = {
  title: 'Features/auth/AccountSettings',
  component: AccountSettingsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetAccountSettingsMock(),
  ...at(),
} satisfies Meta<typeof AccountSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const loaded = async (canvas: Canvas) => {
  await canvas.findByText('138****5678', {}, slow);
  await canvas.findAllByText('当前设备', {}, slow);
};
const field = (scope: ReturnType<typeof page>, label: string) =>
  scope.getByLabelText(new RegExp(`^\\*?${label}$`));

/** Opens 更换手机号 and answers its dialog. */
async function openChangeMobile(canvas: Canvas) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: '更换手机号' }));
  return page().findByRole('dialog', { name: '更换登录手机号' });
}

async function fillChangeMobile(dialog: HTMLElement, mobile: string, code: string, password: string) {
  const scope = within(dialog);
  await userEvent.type(field(scope, '新手机号码'), mobile);
  await userEvent.type(field(scope, '验证码'), code);
  await userEvent.type(field(scope, '当前登录密码'), password);
  await userEvent.click(scope.getByRole('button', { name: '确认更换' }));
}

/** The mobile and password, the links, the devices with the current one marked. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('region', { name: '账号与密码' })).toHaveTextContent('已设置');
    await expect(canvas.getByRole('link', { name: '修改密码' })).toHaveAttribute(
      'href',
      expect.stringContaining('/wsdwyh?redirect=%2Fzhgl%2Fzhsz'),
    );
    const links = within(canvas.getByRole('region', { name: '微信与 App 绑定' }));
    await expect(links.getByRole('row', { name: /微信/ })).toHaveTextContent('iOS 17.1 · 微信 8');
    await expect(links.getByRole('row', { name: /App/ })).toHaveTextContent('未使用');
    const devices = within(canvas.getByRole('region', { name: '登录设备' }));
    const [current] = devices.getAllByRole('row').slice(1);
    await expect(current).toHaveTextContent(/Windows 10 · Chrome 120\s*当前设备/);
    await expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    await expect(devices.getByRole('row', { name: /macOS/ })).toHaveTextContent('2001:db8:85a3:8d3:*');
    await expect(devices.getByRole('button', { name: '退出其他所有设备' })).toBeVisible();
  },
};

/** The password link goes to wsdwyh, which returns here. */
export const ChangePasswordLink: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('link', { name: '修改密码' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /wsdwyh' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(accountPaths.userInfo, () => delay('infinite')),
        http.get(accountSettingsPaths.links, () => delay('infinite')),
        http.get(accountSettingsPaths.sessions, () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载账号信息')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '账号与密码' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '更换手机号' })).not.toBeInTheDocument();
  },
};

/** No link and no other device: the lists say so and nothing can be ended. */
export const NothingLinked: Story = {
  beforeEach: () => resetAccountSettingsMock({ empty: true }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByText(/尚未绑定微信或 App/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '退出其他所有设备' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(accountSettingsPaths.sessions, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录设备加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** The form's own checks, then the server's refusals at their fields. */
export const ChangeMobileErrors: Story = {
  play: async ({ canvas }) => {
    const dialog = await openChangeMobile(canvas);
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('button', { name: '确认更换' }));
    await expect(await scope.findByText('请输入手机号码')).toBeVisible();
    await expect(scope.getByText('请输入验证码')).toBeVisible();
    await expect(scope.getByText('请输入当前登录密码')).toBeVisible();
    await userEvent.type(field(scope, '新手机号码'), MOCK_USED_MOBILE);
    await userEvent.click(scope.getByRole('button', { name: '获取验证码' }));
    await expect(await scope.findByText('该手机号已被其他账号使用', {}, slow)).toBeVisible();
    await expect(field(scope, '新手机号码')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangeMobileWrongPassword: Story = {
  play: async ({ canvas }) => {
    const dialog = await openChangeMobile(canvas);
    await fillChangeMobile(dialog, '13700009999', DEMO_CODE, 'Wrong#Pass1');
    await expect(await within(dialog).findByText('登录密码错误', {}, slow)).toBeVisible();
    await expect(field(within(dialog), '当前登录密码')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangeMobileSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openChangeMobile(canvas);
    await userEvent.type(field(within(dialog), '新手机号码'), '13700009999');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(await page().findByText('验证码已发送', {}, slow)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await userEvent.type(field(within(dialog), '验证码'), DEMO_CODE);
    await userEvent.type(field(within(dialog), '当前登录密码'), DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
    await expect(await page().findByText(/手机号已更换/, {}, slow)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), slow);
    // The other devices were logged out with the change.
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: '退出其他所有设备' })).not.toBeInTheDocument(),
      slow,
    );
  },
};

export const UnbindLink: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      await canvas.findByRole('button', { name: '解除绑定 微信 iOS 17.1 · 微信 8' }, slow),
    );
    const dialog = await page().findByRole('alertdialog', { name: '解除微信绑定？' });
    await expect(dialog).toHaveTextContent('将不能再免密码登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    await expect(await page().findByText('已解除绑定', {}, slow)).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: /解除绑定 微信/ })).not.toBeInTheDocument(),
      slow,
    );
  },
};

export const EndOneSession: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录 iOS 17.1 · 微信 8（198.51.100.*）' }));
    const dialog = await page().findByRole('alertdialog', { name: '让该设备退出登录？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(await page().findByText('该设备已退出登录', {}, slow)).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('row', { name: /198\.51\.100/ })).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('row', { name: /macOS/ })).toBeVisible();
  },
};

export const EndOtherSessions: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '退出其他所有设备' }));
    const dialog = await page().findByRole('alertdialog', { name: '退出其他所有设备？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '全部退出' }));
    await expect(await page().findByText('已退出其他 2 台设备', {}, slow)).toBeVisible();
    const devices = within(canvas.getByRole('region', { name: '登录设备' }));
    await waitFor(() => expect(devices.getAllByRole('row')).toHaveLength(2), slow);
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/zhsz', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: '退出登录 macOS Sonoma · Safari 17（2001:db8:85a3:8d3:*）' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '更换手机号' }));
    const sheet = await page().findByRole('dialog', { name: '更换登录手机号' });
    await expect(within(sheet).getByRole('button', { name: '确认更换' })).toBeVisible();
  },
};
