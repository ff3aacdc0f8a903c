import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Dropdown, type DropdownItem } from '../../ui/Dropdown';
import { Icon } from '../../ui/Icon';

const actions: DropdownItem[] = [
  { key: 'edit', label: '编辑', icon: <Icon name="edit" /> },
  { key: 'copy', label: '复制为新职位', icon: <Icon name="file" /> },
  { key: 'refresh', label: '刷新发布时间', icon: <Icon name="clock" />, disabled: true },
  { key: 'delete', label: '删除', icon: <Icon name="trash" />, danger: true, dividerBefore: true },
];

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  args: { items: actions, onSelect: fn(), children: '更多操作' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['button', 'plain'] },
    size: { control: 'inline-radio', options: ['md', 'phone'] },
    items: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // 刷新发布时间 is disabled and skipped.
    await expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('copy');
    await expect(button).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await expect(screen.getByRole('menu', { name: '更多操作' })).toBeVisible();
  },
};

export const AccountMenuInHeader: Story = {
  args: {
    appearance: 'plain',
    placement: 'bottom-end',
    children: (
      <>
        <Icon name="user" /> 上海某某信息科技有限公司
      </>
    ),
    items: [
      { key: 'info', label: '单位信息维护' },
      { key: 'settings', label: '账号设置' },
      { key: 'switch', label: '切换学校' },
      { key: 'logout', label: '退出登录', danger: true, dividerBefore: true },
    ],
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          padding: 12,
          minHeight: 240,
          alignItems: 'flex-start',
          background: 'var(--color-primary)',
          color: 'var(--color-on-primary)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /上海某某信息科技有限公司/ }));
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { size: 'phone' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await expect(screen.getByRole('menuitem', { name: '编辑' })).toBeVisible();
  },
};
