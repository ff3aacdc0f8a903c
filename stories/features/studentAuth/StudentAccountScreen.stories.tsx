import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { STUDENT_ACCOUNT_MESSAGES, studentAccountPaths } from '../../../contract/student';
import StudentAccountScreen from '../../../features/studentAuth/screens/StudentAccountScreen';
import { passwordMessage } from '../../../ui/validators';
import {
  STUDENT_MOCK_CODE,
  THROTTLED_MOBILE,
  resetStudentAccountMock,
} from '../../mocks/handlers/studentAccountSettings';
import { DEMO_STUDENT_NUMBER, DEMO_STUDENT_PASSWORD, demoStudent } from '../../mocks/handlers/studentAccount';
import { StudentAt, slow, studentState } from '../../app/student/StudentAt';
import { page, phoneGlobals } from '../support';

const meta = {
  title: 'Features/studentAuth/Account',
  component: StudentAccountScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: studentState() } },
  beforeEach: () => {
    resetStudentAccountMock();
    return () => resetStudentAccountMock();
  },
  render: () => <StudentAt path="/zhsz" />,
} satisfies Meta<typeof StudentAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Qz7#mWp4x';

const formNamed = async (root: HTMLElement, name: string) =>
  within(await within(root).findByRole('form', { name }, slow));

async function changePassword(root: HTMLElement, old: string, next: string, repeat = next) {
  const form = await formNamed(root, '修改密码');
  await userEvent.type(form.getByLabelText(/^\*?原密码$/), old);
  await userEvent.type(form.getByLabelText(/^\*?新密码$/), next);
  await userEvent.type(form.getByLabelText(/^\*?确认新密码$/), repeat);
  await userEvent.click(form.getByRole('button', { name: '修改密码' }));
  return form;
}

/** The account's facts, the password form with the site's rule, and 绑定手机. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '账号', level: 1 }, slow)).toBeVisible();
    const account = within(canvas.getByRole('region', { name: '账号信息' }));
    await expect(await account.findByText(DEMO_STUDENT_NUMBER, {}, slow)).toBeVisible();
    await expect(account.getByText(demoStudent.name)).toBeVisible();
    await expect(account.getByText('未绑定')).toBeVisible();
    await expect(canvas.getByText(passwordMessage[3])).toBeVisible();
    await expect(canvas.getByRole('form', { name: '绑定手机' })).toBeVisible();
  },
};

/** Checked before sending: the repetition and the site's rule. */
export const PasswordChecks: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, DEMO_STUDENT_PASSWORD, 'abcdefgh', 'abcdefgx');
    await expect(await form.findByText(passwordMessage[3])).toBeVisible();
    await expect(form.getByText('两次输入的新密码不一致')).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, DEMO_STUDENT_PASSWORD, NEW_PASSWORD);
    await expect(await page().findByText('密码修改成功，其他设备上的登录已退出', {}, slow)).toBeVisible();
    await expect(form.getByLabelText(/^\*?原密码$/)).toHaveValue('');
    await expect(form.getByLabelText(/^\*?新密码$/)).toHaveValue('');
  },
};

/** The server's refusal stays at 原密码; what was typed is kept. */
export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, 'Wrong#2024x', NEW_PASSWORD);
    await expect(await form.findByText(STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong, {}, slow)).toBeVisible();
    await expect(form.getByLabelText(/^\*?原密码$/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(/^\*?新密码$/)).toHaveValue(NEW_PASSWORD);
  },
};

/** A password the level accepts but the extra rules refuse (three ascending characters). */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, DEMO_STUDENT_PASSWORD, 'Abc#12345');
    await expect(await form.findByText(/密码强度较弱/, {}, slow)).toBeVisible();
    await expect(form.getByLabelText(/^\*?新密码$/)).toHaveAttribute('aria-invalid', 'true');
  },
};

async function sendCode(root: HTMLElement, mobile: string) {
  const form = await formNamed(root, '绑定手机');
  await userEvent.type(form.getByRole('textbox', { name: /手机号码/ }), mobile);
  await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
  return form;
}

/** 获取验证码 starts the 60-second wait; the code binds the mobile, shown masked. */
export const MobileBound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await sendCode(canvasElement, '13812345678');
    await expect(await form.findByRole('button', { name: /秒后重新获取/ }, slow)).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: /验证码/ }), STUDENT_MOCK_CODE);
    await userEvent.click(form.getByRole('button', { name: '绑定手机' }));
    await expect(await page().findByText('手机号绑定成功', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('138****5678', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('form', { name: '更换手机' }, slow)).toBeVisible();
  },
};

/** A wrong code stays at the code; the mobile is kept. */
export const CodeRefused: Story = {
  play: async ({ canvasElement }) => {
    const form = await sendCode(canvasElement, '13812345678');
    await form.findByRole('button', { name: /秒后重新获取/ }, slow);
    await userEvent.type(form.getByRole('textbox', { name: /验证码/ }), '000000');
    await userEvent.click(form.getByRole('button', { name: '绑定手机' }));
    await expect(await form.findByText('验证码错误', {}, slow)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /手机号码/ })).toHaveValue('13812345678');
    await expect(within(canvasElement).getByText('未绑定')).toBeVisible();
  },
};

/** The SMS throttle: the message above the form, and the wait starts here too. */
export const CodeTooFrequent: Story = {
  play: async ({ canvasElement }) => {
    const form = await sendCode(canvasElement, THROTTLED_MOBILE);
    await expect(await form.findByRole('alert', {}, slow)).toHaveTextContent('验证码发送过于频繁');
    await expect(await form.findByRole('button', { name: /秒后重新获取/ }, slow)).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(studentAccountPaths.info, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('正在加载账号信息', {}, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentAccountPaths.info, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '账号信息加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
    // The forms stay usable meanwhile.
    await expect(canvas.getByRole('form', { name: '修改密码' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentState({ layout: 'phone' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '账号' }, slow)).toBeVisible();
    await expect(await canvas.findByText(DEMO_STUDENT_NUMBER, {}, slow)).toBeVisible();
    const form = await changePassword(canvasElement, 'Wrong#2024x', NEW_PASSWORD);
    await expect(await form.findByText(STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong, {}, slow)).toBeVisible();
  },
};
