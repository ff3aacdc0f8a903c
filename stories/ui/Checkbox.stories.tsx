import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '../../ui/Checkbox';
import { FormField } from '../../ui/Form';

const phone = { viewport: { value: 'phone', isRotated: false } };

const benefits = [
  { label: '五险一金', value: 'insurance' },
  { label: '带薪年假', value: 'leave' },
  { label: '餐补', value: 'meal' },
  { label: '住房补贴', value: 'housing' },
  { label: '股票期权', value: 'options', disabled: true },
];

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: '我已阅读并同意《用人单位服务协议》', onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已阅读并同意《用人单位服务协议》' });
    await userEvent.click(canvas.getByText('我已阅读并同意《用人单位服务协议》'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Group: Story = {
  render: (args) => (
    <FormField label="福利待遇" help="可多选">
      <CheckboxGroup options={benefits} defaultValue={['insurance']} onChange={args.onChange} />
    </FormField>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: '福利待遇' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '餐补' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['insurance', 'meal']);
    await expect(canvas.getByRole('checkbox', { name: '股票期权' })).toBeDisabled();
  },
};

/** A 全选 box over a group: partly checked (mixed) while only some are. */
export const SelectAll: Story = {
  render: function SelectAllStory() {
    const selectable = benefits.filter((benefit) => !benefit.disabled).map((benefit) => benefit.value);
    const [checked, setChecked] = useState<string[]>(['insurance', 'leave']);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          checked={checked.length === selectable.length}
          indeterminate={checked.length > 0 && checked.length < selectable.length}
          onChange={(all) => setChecked(all ? selectable : [])}
        >
          全选
        </Checkbox>
        <CheckboxGroup aria-label="福利待遇" options={benefits} value={checked} onChange={setChecked} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '住房补贴' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '餐补' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '五险一金' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <FormField label="福利待遇" required error="请至少选择一项">
        <CheckboxGroup options={benefits} onChange={args.onChange} />
      </FormField>
      <FormField label="服务协议" required error="请先阅读并同意服务协议">
        <Checkbox {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /福利待遇/ })).toHaveAccessibleDescription(
      '请至少选择一项',
    );
    const agree = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    await expect(agree).toHaveAccessibleDescription('请先阅读并同意服务协议');
  },
};

export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox disabled>未选中且禁用</Checkbox>
      <Checkbox disabled defaultChecked>
        选中且禁用
      </Checkbox>
      <Checkbox disabled indeterminate>
        部分选中且禁用
      </Checkbox>
    </div>
  ),
};

export const Phone: Story = {
  globals: phone,
  render: (args) => (
    <FormField label="福利待遇" variant="phone">
      <CheckboxGroup options={benefits} direction="vertical" onChange={args.onChange} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('checkbox', { name: '餐补' }).closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
