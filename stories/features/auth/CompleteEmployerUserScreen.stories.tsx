import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import CompleteEmployerUserScreen, {
  SAME_PASSWORD_MESSAGE,
} from '../../../features/auth/screens/CompleteEmployerUserScreen';
import { DEMO_PASSWORD, refuse } from '../../mocks/handlers/account';
import { PASSWORD_PENDING_TOKEN, demoEmployer, demoUserDetails } from '../../mocks/handlers/session';
import { ScreenRouter, heldRequest, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/wsdwyh', element: <CompleteEmployerUserScreen /> },
  landing('/dwsy'),
  landing('/zpxx/zpzwgl'),
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
];

const meta = {
  title: 'Features/auth/CompleteEmployerUser',
  component: CompleteEmployerUserScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ loggedIn: true }) },
  },
  render: () => <ScreenRouter routes={routes} at="/wsdwyh" />,
} satisfies Meta<typeof CompleteEmployerUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const input = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^\\*?${label}$`));

async function fillDetails(canvas: Canvas, email = 'wang@example.com') {
  await userEvent.type(await canvas.findByLabelText(/^\*?职务$/), '招聘主管');
  await userEvent.type(input(canvas, '电子邮箱'), email);
}

async function fill(canvas: Canvas, oldPassword: string, newPassword: string, confirmation = newPassword) {
  await fillDetails(canvas);
  await userEvent.type(input(canvas, '原密码'), oldPassword);
  await userEvent.type(input(canvas, '新密码'), newPassword);
  await userEvent.type(input(canvas, '确认新密码'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: '保存并进入' }));
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demoEmployer.dwmc)).toBeVisible();
    await expect(canvas.getByText('138****5678')).toBeVisible();
    await expect(input(canvas, '姓名')).toHaveValue(demoUserDetails.xm);
    await userEvent.click(canvas.getByRole('button', { name: '保存并进入' }));
    await expect(await canvas.findByText('请输入职务')).toBeVisible();
    await expect(canvas.getByText('请输入电子邮箱')).toBeVisible();
    await expect(canvas.getByText('请输入原密码')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(input(canvas, '职务')).toHaveFocus();
  },
};

export const InvalidDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText(/^\*?姓名$/));
    await fillDetails(canvas, 'wang@');
    await userEvent.type(input(canvas, '固定电话'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存并进入' }));
    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(canvas.getByText('请输入正确的电子邮箱')).toBeVisible();
    await expect(canvas.getByText('请输入正确的固定电话号码')).toBeVisible();
  },
};

/** The server refuses a detail: its message goes under that field, and the password is not sent. */
export const DetailRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.saveUserDetails, () =>
          HttpResponse.json(refuse(400, '职务：存在非法字符drop，请重新输入！')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, DEMO_PASSWORD, 'Minjiang#2024');
    await expect(
      await canvas.findByText('职务：存在非法字符drop，请重新输入！', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(input(canvas, '职务')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SameAsOld: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(await canvas.findByText(SAME_PASSWORD_MESSAGE)).toBeVisible();
  },
};

export const WrongOldPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Wrong#2024', 'Minjiang#2024');
    await expect(await canvas.findByText('原密码错误', {}, { timeout: 8000 })).toBeVisible();
    await expect(input(canvas, '原密码')).toHaveAttribute('aria-invalid', 'true');
  },
};

const heldPasswordChange = heldRequest('post', accountPaths.changePassword);

export const Saving: Story = {
  parameters: { msw: { handlers: [heldPasswordChange.handler] } },
  play: async ({ canvas }) => {
    await fill(canvas, DEMO_PASSWORD, 'Minjiang#2024');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: '保存并进入' })).toHaveAttribute('aria-busy', 'true'),
      { timeout: 8000 },
    );
    await heldPasswordChange.reached();
  },
};

export const Saved: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, DEMO_PASSWORD, 'Minjiang#2024');
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' }, { timeout: 8000 })).toBeVisible();
    await expect(await page().findByText('密码修改成功，其他设备上的登录已退出')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(accountPaths.userInfo, () => HttpResponse.json(refuse(500, '服务器繁忙，请稍后再试'))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  parameters: { store: { preloadedState: storeState() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请先登录' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '完善单位用户', level: 1 })).toBeVisible();
    await expect(await canvas.findByText(demoEmployer.dwmc)).toBeVisible();
    await expect(canvas.getByLabelText(/^\*?职务$/)).toBeVisible();
  },
};

/**
 * A sub-account its main account opened (or reset) logs in by SMS code with no password yet (mmdsz):
 * it sets one without 原密码, then goes on to the page its login was headed for.
 */
export const PasswordToSet: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: PASSWORD_PENDING_TOKEN }) } },
  render: () => (
    <ScreenRouter routes={routes} at={`/wsdwyh?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '设置登录密码', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/您的账号尚未设置登录密码/)).toBeVisible();
    await expect(canvas.queryByLabelText(/原密码/)).not.toBeInTheDocument();
    await fillDetails(canvas);
    await userEvent.type(input(canvas, '新密码'), 'Minjiang#2024');
    await userEvent.type(input(canvas, '确认新密码'), 'Minjiang#2024');
    await userEvent.click(canvas.getByRole('button', { name: '保存并进入' }));
    await expect(
      await canvas.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page().findByText('密码设置成功，请使用手机号和新密码登录')).toBeVisible();
  },
};
