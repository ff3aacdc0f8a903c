import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import StudentRegisterScreen from '../../../features/studentAuth/screens/StudentRegisterScreen';
import { resetStudentMocks } from '../../mocks/handlers/studentAccount';
import { StudentAt, slow, studentState } from '../../app/student/StudentAt';
import { phoneGlobals } from '../support';

const meta = {
  title: 'Features/studentAuth/Register',
  component: StudentRegisterScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: studentState({ session: 'none' }) },
  },
  beforeEach: () => {
    resetStudentMocks();
  },
  render: () => <StudentAt path="/register?xxdm=00000" />,
} satisfies Meta<typeof StudentRegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where code 4007 lands: no self-registration here, what to do instead, and the way back to the login. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生账号注册', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByText('学生账号由学校统一开通')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '返回登录' }));
    await expect(await canvas.findByRole('heading', { name: '学生登录', level: 1 }, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '学校代码' })).toHaveValue('00000');
  },
};

/** /mobile/register: the same page in the phone layout. */
export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentState({ layout: 'phone', session: 'none' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '学生账号注册' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toBeVisible();
  },
};
