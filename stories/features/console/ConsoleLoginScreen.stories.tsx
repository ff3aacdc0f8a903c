import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consolePaths } from '../../../contract/console';
import ConsoleLoginScreen from '../../../features/console/screens/ConsoleLoginScreen';
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  LOCKED_MESSAGE,
  LOCKED_STAFF,
  neverAnswers,
} from '../../mocks/handlers/console';
import { ScreenRouter, landing, phoneGlobals } from '../support';
import { consoleState, slow } from './consoleSupport';

const routes = [{ path: '/login', element: <ConsoleLoginScreen /> }, landing('/'), landing('/zpgw')];

const meta = {
  title: 'Features/console/Login',
  component: ConsoleLoginScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: consoleState({ loggedIn: false }) },
  },
  render: () => <ScreenRouter routes={routes} at="/login" />,
} satisfies Meta<typeof ConsoleLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) => within(within(root).getByRole('form', { name: '管理员登录' }));

async function logIn(root: HTMLElement, username: string, password: string, schoolCode?: string) {
  const fields = form(root);
  if (schoolCode !== undefined) {
    await userEvent.clear(fields.getByRole('textbox', { name: '学校代码' }));
    await userEvent.type(fields.getByRole('textbox', { name: '学校代码' }), schoolCode);
  }
  await userEvent.type(fields.getByRole('textbox', { name: '用户名' }), username);
  await userEvent.type(fields.getByLabelText(/^\*?密码$/), password);
  await userEvent.click(fields.getByRole('button', { name: '登录' }));
}

/** The empty page: the school code starts with the last one used; a blank submit names each field. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '管理员登录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学校代码' })).toHaveValue(DEMO_STAFF.xxdm);
    await userEvent.click(form(canvasElement).getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveFocus();
  },
};

/** A browser that never logged in starts with the main site's code; a wrong shape is refused at the field. */
export const InvalidSchoolCode: Story = {
  parameters: { store: { preloadedState: consoleState({ loggedIn: false, knownSite: false }) } },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: '学校代码' });
    await expect(code).toHaveValue('00000');
    await userEvent.clear(code);
    await userEvent.type(code, '123');
    await userEvent.tab();
    await expect(await canvas.findByText('学校代码为5位数字')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A school code the server does not know: its refusal shows at the school code. */
export const UnknownSite: Story = {
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvasElement, DEMO_STAFF.yhm, DEMO_STAFF_PASSWORD, '99999');
    await expect(await canvas.findByText('学校站点不存在', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学校代码' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong password: the server's message about the pair, over the form; what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvasElement, DEMO_STAFF.yhm, 'Wrong#2024');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('用户名或密码错误');
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue(DEMO_STAFF.yhm);
  },
};

/** Too many failures: the server's 429 says how long to wait. */
export const Locked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvasElement, LOCKED_STAFF, DEMO_STAFF_PASSWORD);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(LOCKED_MESSAGE);
  },
};

/** While the login call runs the button shows it and ignores further clicks. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('post', consolePaths.login)] } },
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvasElement, DEMO_STAFF.yhm, DEMO_STAFF_PASSWORD);
    const submit = form(canvasElement).getByRole('button', { name: '登录' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'), slow);
    await expect(canvas.getByRole('form', { name: '管理员登录' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent here by an ended session: the login goes back to the page asked for. */
export const BackToPageAskedFor: Story = {
  render: () => <ScreenRouter routes={routes} at={`/login?redirect=${encodeURIComponent('/zpgw')}`} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    await logIn(canvasElement, DEMO_STAFF.yhm, DEMO_STAFF_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: '到达 /zpgw' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ loggedIn: false, phone: true }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '管理员登录', level: 1 })).toBeVisible();
    await logIn(canvasElement, DEMO_STAFF.yhm, DEMO_STAFF_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: '到达 /' }, slow)).toBeVisible();
  },
};
