import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { Radio, RadioGroup } from '../../ui/Radio';

const phone = { viewport: { value: 'phone', isRotated: false } };

const natures = [
  { label: '国有企业', value: 'state' },
  { label: '民营企业', value: 'private' },
  { label: '外资企业', value: 'foreign' },
  { label: '事业单位', value: 'institution' },
];

const meta = {
  title: 'UI/Radio',
  component: RadioGroup<string>,
  args: { options: natures, onChange: fn(), onBlur: fn() },
  argTypes: {
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    options: { control: false },
  },
  render: (args) => (
    <FormField label="单位性质">
      <RadioGroup {...args} />
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '单位性质' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '民营企业' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('private');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '外资企业' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('foreign');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Vertical: Story = {
  args: { direction: 'vertical', defaultValue: 'state' },
};

export const WithChildren: Story = {
  render: (args) => (
    <FormField label="招聘类型">
      <RadioGroup onChange={args.onChange} defaultValue="campus">
        <Radio value="campus">校园招聘</Radio>
        <Radio value="intern">实习生</Radio>
        <Radio value="social" disabled>
          社会招聘（暂未开放）
        </Radio>
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '校园招聘' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '社会招聘（暂未开放）' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="单位性质" required error="请选择单位性质">
      <RadioGroup {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /单位性质/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择单位性质');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'state' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', direction: 'vertical' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('radio', { name: '国有企业' }).closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
