import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { Icon } from '../../ui/Icon';
import { Input } from '../../ui/Input';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': '单位名称', placeholder: '请输入单位名称', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    status: { control: 'inline-radio', options: [undefined, 'error'] },
    prefix: { control: false },
    suffix: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '单位名称' });
    await userEvent.type(input, '北京某某科技有限公司');
    await expect(input).toHaveValue('北京某某科技有限公司');
    await expect(args.onChange).toHaveBeenLastCalledWith('北京某某科技有限公司');
  },
};

export const InField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="联系人" required help="填写负责招聘的同事">
      <Input {...args} placeholder="请输入联系人姓名" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '联系人' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('填写负责招聘的同事');
    await userEvent.click(canvas.getByText('联系人'));
    await expect(input).toHaveFocus();
  },
};

/** One focus ring, the frame's, in the danger colour when the value is wrong; none on the text inside. */
export const FocusRing: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="电子邮箱" required error="请输入正确的电子邮箱">
      <Input {...args} defaultValue="hr@example" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '电子邮箱' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('none');
    const frame = input.parentElement;
    await expect(frame && getComputedStyle(frame).outlineStyle).toBe('solid');
  },
};

export const Filled: Story = {
  args: { defaultValue: '北京某某科技有限公司' },
};

export const PrefixAndSuffix: Story = {
  args: { 'aria-label': '月薪', prefix: '￥', suffix: '元/月', defaultValue: '8000', placeholder: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} />
      <Input aria-label="搜索职位" placeholder="搜索职位名称" prefix={<Icon name="search" />} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('￥'));
    await expect(canvas.getByRole('textbox', { name: '月薪' })).toHaveFocus();
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: '北京某某科技有限公司' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '单位名称' });
    await userEvent.click(canvas.getByRole('button', { name: '清除内容' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '清除内容' })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="电子邮箱" required error="请输入正确的电子邮箱">
      <Input {...args} defaultValue="hr@example" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '电子邮箱' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的电子邮箱');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的电子邮箱');
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: '91110000600000000X',
    'aria-label': '统一社会信用代码',
    clearable: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '统一社会信用代码' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除内容' })).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} size="sm" aria-label="小号" placeholder="小号 24px" />
      <Input {...args} size="md" aria-label="默认" placeholder="默认 32px" />
      <Input {...args} size="lg" aria-label="大号" placeholder="大号 40px" />
    </div>
  ),
};

export const Phone: Story = {
  globals: phone,
  args: { 'aria-label': undefined, variant: 'phone', clearable: true },
  render: (args) => (
    <FormField label="手机号" required variant="phone">
      <Input {...args} type="tel" inputMode="tel" placeholder="请输入手机号" defaultValue="13800138000" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号' });
    await expect(input.closest('[data-ui="input"]')).toHaveStyle({ minHeight: '44px' });
    await expect(
      canvas.getByRole('button', { name: '清除内容' }).getBoundingClientRect().width,
    ).toBeGreaterThanOrEqual(44);
  },
};
