import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import ForgotPasswordCodeScreen from '../../../features/auth/screens/ForgotPasswordCodeScreen';
import ForgotPasswordEmployerInfoScreen from '../../../features/auth/screens/ForgotPasswordEmployerInfoScreen';
import ForgotPasswordPickScreen, {
  PROGRESS_LOST_MESSAGE,
} from '../../../features/auth/screens/ForgotPasswordPickScreen';
import ForgotPasswordScreen from '../../../features/auth/screens/ForgotPasswordScreen';
import PasswordAppealScreen from '../../../features/auth/screens/PasswordAppealScreen';
import ResetPasswordScreen from '../../../features/auth/screens/ResetPasswordScreen';
import { DEMO_CODE, DEMO_CREDIT_CODE, DEMO_MOBILE, refuse } from '../../mocks/handlers/account';
import { demoEmployer } from '../../mocks/handlers/session';
import { ScreenRouter, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  {
    path: '/dwwjmm',
    element: <ForgotPasswordScreen />,
    children: [
      { path: 'pick', element: <ForgotPasswordPickScreen /> },
      { path: 'srdwxx', element: <ForgotPasswordEmployerInfoScreen /> },
      { path: 'sryzm', element: <ForgotPasswordCodeScreen /> },
      { path: 'czmm', element: <ResetPasswordScreen /> },
      { path: 'mmss', element: <PasswordAppealScreen /> },
    ],
  },
  landing('/login/:xxdm/:mode'),
];

const meta = {
  title: 'Features/auth/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/dwwjmm/pick" />,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const currentStep = (canvas: Canvas) => canvas.getByRole('listitem', { current: 'step' });

async function pick(canvas: Canvas, account = DEMO_MOBILE) {
  await userEvent.type(canvas.getByRole('textbox', { name: '注册手机号或统一社会信用代码' }), account);
  await userEvent.click(canvas.getByRole('button', { name: '查找单位' }));
}

async function toCodeStep(canvas: Canvas) {
  await pick(canvas);
  await canvas.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) });
  await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: '统一社会信用代码' }), DEMO_CREDIT_CODE);
  await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
  await canvas.findByText(/验证码将发送至单位注册手机/);
}

export const PickEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '忘记密码', level: 1 })).toBeVisible();
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('选择单位'));
    await userEvent.click(canvas.getByRole('button', { name: '查找单位' }));
    await expect(await canvas.findByText('请输入注册手机号或统一社会信用代码')).toBeVisible();
  },
};

export const PickInvalid: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, '12345');
    await expect(await canvas.findByText('请输入正确的手机号码或统一社会信用代码')).toBeVisible();
  },
};

export const PickFound: Story = {
  play: async ({ canvas }) => {
    await pick(canvas);
    const choice = await canvas.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) });
    await expect(choice).toBeChecked();
    await expect(canvas.getByText('注册手机 138****0000')).toBeVisible();
  },
};

export const PickNothingFound: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, '13911112222');
    await expect(await canvas.findByText('未找到注册单位')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '无法找到单位？提交密码申诉' })).toBeVisible();
  },
};

export const PickServerError: Story = {
  parameters: {
    msw: {
      handlers: [http.post(accountPaths.forgotFindEmployers, () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvas }) => {
    await pick(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    await expect(canvas.getByRole('textbox', { name: '注册手机号或统一社会信用代码' })).toHaveValue(
      DEMO_MOBILE,
    );
  },
};

export const EmployerInfoMismatch: Story = {
  play: async ({ canvas }) => {
    await pick(canvas);
    await canvas.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) });
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('核验单位'));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: '统一社会信用代码' }),
      '91350100M000100Y43',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('单位名称或统一社会信用代码不正确');
  },
};

export const CodeStep: Story = {
  play: async ({ canvas }) => {
    await toCodeStep(canvas);
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('短信验证'));
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await page().findByText('验证码已发送至 138****0000')).toBeVisible();
    // The countdown label may commit a frame after the toast: wait for it rather than read it at once.
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await userEvent.keyboard('000000');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('验证码错误')).toBeVisible();
  },
};

export const TicketExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.forgotSendCode, () =>
          HttpResponse.json(refuse(400, '找回密码已超时，请重新开始')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await toCodeStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('找回密码已超时，请重新开始');
    await userEvent.click(canvas.getByRole('button', { name: '重新开始找回密码' }));
    await expect(await canvas.findByRole('button', { name: '查找单位' })).toBeVisible();
  },
};

export const ResetDone: Story = {
  play: async ({ canvas }) => {
    await toCodeStep(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '短信验证码' }), DEMO_CODE);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const password = await canvas.findByLabelText(/^\*?新密码$/);
    await userEvent.type(password, 'Minjiang#2024');
    await userEvent.type(canvas.getByLabelText(/^\*?确认新密码$/), 'Minjiang#2025');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^\*?确认新密码$/));
    await userEvent.type(canvas.getByLabelText(/^\*?确认新密码$/), 'Minjiang#2024');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByRole('heading', { name: '密码已重置' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  },
};

/** A step opened without the earlier ones (a reload drops the ticket) goes back to step 1. */
export const ProgressLost: Story = {
  render: () => <ScreenRouter routes={routes} at="/dwwjmm/czmm" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(PROGRESS_LOST_MESSAGE)).toBeVisible();
    await waitFor(() => expect(currentStep(canvas)).toHaveTextContent('选择单位'));
  },
};

export const Appeal: Story = {
  render: () => <ScreenRouter routes={routes} at="/dwwjmm/mmss" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '密码申诉', level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申诉' }));
    await expect(await canvas.findByText('请填写申诉理由')).toBeVisible();
    await expect(canvas.getByText('请输入联系电话')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '单位名称' }), demoEmployer.dwmc);
    await userEvent.type(canvas.getByRole('textbox', { name: '统一社会信用代码' }), DEMO_CREDIT_CODE);
    await userEvent.type(canvas.getByRole('textbox', { name: '联系人' }), '林经理');
    await userEvent.type(canvas.getByRole('textbox', { name: '联系电话' }), '0591-87654321');
    await userEvent.type(
      canvas.getByRole('textbox', { name: '申诉理由' }),
      '注册手机号已停用，无法接收验证码',
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交申诉' }));
    await expect(await canvas.findByRole('heading', { name: '申诉已提交' })).toBeVisible();
    await expect(canvas.getByText(/申诉编号：ss-0001/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第 1 步，共 4 步：选择单位')).toBeVisible();
    await pick(canvas);
    await expect(await canvas.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) })).toBeChecked();
    const links = within(canvas.getByRole('navigation', { name: '其他操作' }));
    await expect(links.getByRole('link', { name: '手机号已停用？密码申诉' })).toBeVisible();
  },
};
