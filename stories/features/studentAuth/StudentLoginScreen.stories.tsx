import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import StudentLoginScreen from '../../../features/studentAuth/screens/StudentLoginScreen';
import {
  DEMO_STUDENT_NUMBER,
  DEMO_STUDENT_PASSWORD,
  demoStudent,
  resetStudentMocks,
} from '../../mocks/handlers/studentAccount';
import { StudentAt, slow, studentState } from '../../app/student/StudentAt';
import { phoneGlobals } from '../support';

const meta = {
  title: 'Features/studentAuth/Login',
  component: StudentLoginScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: studentState({ session: 'none' }) },
  },
  beforeEach: () => {
    resetStudentMocks();
  },
  render: () => <StudentAt path="/login" />,
} satisfies Meta<typeof StudentLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) => within(within(root).getByRole('form', { name: '学生登录' }));

async function logIn(root: HTMLElement, studentNumber: string, password: string) {
  const fields = within(root);
  const login = await fields.findByRole('form', { name: '学生登录' }, slow);
  await userEvent.type(within(login).getByRole('textbox', { name: '学号' }), studentNumber);
  await userEvent.type(within(login).getByLabelText(/^\*?密码$/), password);
  await userEvent.click(within(login).getByRole('button', { name: '登录' }));
}

/** The empty page: the school code starts with the site's; a blank submit names each missing field. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学校代码' })).toHaveValue('00000');
    await userEvent.click(form(canvasElement).getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入学号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学号' })).toHaveFocus();
  },
};

/** A wrong password: the server's message over the form; the student stays on the login. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, DEMO_STUDENT_NUMBER, 'Wrong#2024');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('用户名或密码错误');
    await expect(canvas.getByRole('heading', { name: '学生登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学号' })).toHaveValue(DEMO_STUDENT_NUMBER);
  },
};

/** Success: the encrypted password is accepted and the student arrives at the home, by name. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, DEMO_STUDENT_NUMBER, DEMO_STUDENT_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeVisible();
  },
};

/** After a session ended elsewhere: the login comes back to the page the student was opening. */
export const BackToPage: Story = {
  render: () => <StudentAt path="/login?redirect=%2Fzhsz" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    await logIn(canvasElement, DEMO_STUDENT_NUMBER, DEMO_STUDENT_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: '账号', level: 1 }, slow)).toBeVisible();
  },
};

/** Phones (/mobile/login): the top bar holds the title; the same form. */
export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentState({ layout: 'phone', session: 'none' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生登录' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '了解学生账号如何开通' })).toBeVisible();
  },
};
