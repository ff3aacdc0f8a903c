import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { Switch } from '../../ui/Switch';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { 'aria-label': '接收消息推送', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '接收消息推送' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const WithText: Story = {
  args: { checkedText: '开', uncheckedText: '关', defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '接收消息推送' });
    await expect(toggle).toHaveTextContent('开');
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('关');
  },
};

export const InField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="职位对外公开" help="关闭后学生端不再展示该职位">
      <Switch {...args} defaultChecked />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '职位对外公开' });
    await expect(toggle).toHaveAccessibleDescription('关闭后学生端不再展示该职位');
    await userEvent.click(canvas.getByText('职位对外公开'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** Saving the change: the switch shows a spinner and ignores clicks until the request ends. */
export const Loading: Story = {
  render: function LoadingStory(args) {
    const [checked, setChecked] = useState(false);
    const [saving, setSaving] = useState(false);
    return (
      <Switch
        {...args}
        checked={checked}
        loading={saving}
        onChange={(next) => {
          setSaving(true);
          window.setTimeout(() => {
            setChecked(next);
            setSaving(false);
          }, 600);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '接收消息推送' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'), { timeout: 2000 });
    await expect(toggle).not.toHaveAttribute('aria-busy');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Switch {...args} aria-label="已关闭且禁用" disabled />
      <Switch {...args} aria-label="已开启且禁用" disabled defaultChecked />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Switch {...args} aria-label="小号" size="sm" defaultChecked />
      <Switch {...args} aria-label="默认" defaultChecked checkedText="开" uncheckedText="关" />
    </div>
  ),
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', defaultChecked: true },
};
