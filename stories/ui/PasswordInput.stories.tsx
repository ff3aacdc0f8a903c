import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { PasswordInput } from '../../ui/PasswordInput';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { placeholder: '请输入密码', onChange: fn(), onVisibleChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="登录密码" required>
        <PasswordInput {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/登录密码/);
    await userEvent.type(input, 'Abc@2025');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: '显示密码' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '显示密码' })).toHaveFocus();
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Abc@2025', defaultVisible: true },
};

export const WithError: Story = {
  args: { defaultValue: 'abc' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="新密码" required error="8-20位，包含数字/大写字母/小写字母/特殊符号中的三类">
        <PasswordInput {...args} autoComplete="new-password" />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/新密码/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('8-20位，包含数字/大写字母/小写字母/特殊符号中的三类');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Abc@2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/登录密码/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
