import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { LimitedTextArea } from '../../ui/LimitedTextArea';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/LimitedTextArea',
  component: LimitedTextArea,
  args: { placeholder: '请描述您遇到的问题', onChange: fn(), onIllegalInput: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <FormField label="问题描述" required>
        <LimitedTextArea {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof LimitedTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(field, '中文');
    await expect(canvas.getByText('4/200')).toBeVisible();
    await expect(field).toHaveAttribute('rows', '4');
  },
};

export const CutsAtTheLimit: Story = {
  args: { limit: 10 },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    // 中文 counts two each: 'ab' + 4 × 2 = 10, so the last 字 does not fit.
    await userEvent.type(field, 'ab上传失败了字');
    await expect(field).toHaveValue('ab上传失败');
    await expect(canvas.getByText('10/10')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('ab上传失败');
  },
};

export const IllegalCharacters: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(field, '页面<script>报错');
    await expect(field).toHaveValue('页面script报错');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('系统监测到非法字符输入：>，请重新输入!');
    await expect(args.onIllegalInput).toHaveBeenCalledWith('<', '系统监测到非法字符输入：<，请重新输入!');
    await expect(field).toHaveAccessibleDescription(/系统监测到非法字符输入/);
  },
};

export const TrimsOnBlur: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(field, '  登录后 页面空白  ');
    await expect(field).toHaveValue('  登录后 页面空白  ');
    await userEvent.tab();
    await expect(field).toHaveValue('登录后 页面空白');
    await expect(canvas.getByText('15/200')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: '在“职位管理”中点击“发布职位”后提示网络错误，刷新后职位未保存。' },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <FormField label="问题描述" required error="请输入问题描述">
        <LimitedTextArea {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('请输入问题描述 0/200');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '反馈已提交，等待处理。' },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', placeholder: '请填写问题描述' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await expect(field).toHaveAttribute('rows', '2');
    const before = field.getBoundingClientRect().height;
    await userEvent.type(field, '提交后一直转圈{Enter}换了浏览器也一样{Enter}请尽快处理');
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(before);
    await expect(canvas.getByText(/^\d+\/200$/)).toBeVisible();
  },
};
