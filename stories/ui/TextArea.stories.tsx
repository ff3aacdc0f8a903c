import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { TextArea } from '../../ui/TextArea';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { placeholder: '请输入单位简介', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    status: { control: 'inline-radio', options: [undefined, 'error'] },
    footer: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <FormField label="单位简介">
        <TextArea {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '单位简介' });
    await expect(textArea).toHaveAttribute('rows', '4');
    await userEvent.type(textArea, '专注教育信息化。{Enter}欢迎应届生加入。');
    await expect(args.onChange).toHaveBeenLastCalledWith('专注教育信息化。\n欢迎应届生加入。');
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      '本单位成立于2005年，主要从事教育软件研发与服务，现有员工三百余人。\n诚邀计算机、数学及相关专业的毕业生加入。',
  },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <FormField label="单位简介" required error="请输入单位简介">
        <TextArea {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '单位简介' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('请输入单位简介');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '单位信息审核中，暂不可修改。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '单位简介' })).toBeDisabled();
  },
};

export const PhoneAutoSize: Story = {
  globals: phone,
  args: { variant: 'phone', rows: 2, autoSize: { maxRows: 6 } },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '单位简介' });
    const before = textArea.getBoundingClientRect().height;
    await userEvent.type(textArea, '第一行{Enter}第二行{Enter}第三行{Enter}第四行');
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};
