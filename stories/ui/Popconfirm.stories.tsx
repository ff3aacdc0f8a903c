import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Popconfirm } from '../../ui/Popconfirm';

const meta = {
  title: 'UI/Popconfirm',
  component: Popconfirm,
  args: {
    title: '确定下线该职位吗？',
    description: '下线后学生将无法投递，可随时重新上线。',
    onConfirm: fn(),
    onCancel: fn(),
    children: <Button>下线</Button>,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: '160px 200px 40px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popconfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '下线' });
    await userEvent.click(trigger);
    await expect(screen.getByRole('dialog', { name: '确定下线该职位吗？' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '下线' });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DangerStartsOnCancel: Story = {
  args: {
    title: '确定删除该职位吗？',
    description: '删除后不可恢复。',
    danger: true,
    okText: '删除',
    children: (
      <Button variant="link" danger>
        删除
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
  },
};

export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下线' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(screen.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下线' }));
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
