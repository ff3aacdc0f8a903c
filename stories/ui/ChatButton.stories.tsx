import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatButton } from '../../ui/ChatButton';

const badge = (root: HTMLElement) => root.querySelector('[data-ui="chat-button-badge"]');

const meta = {
  title: 'UI/ChatButton',
  component: ChatButton,
  args: { unread: 3, onClick: fn() },
  argTypes: { unread: { control: 'number' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: '在线沟通，3条未读' });
    await expect(badge(canvasElement)).toHaveTextContent('3');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Floats in the bottom-right corner of the window.
    const rect = button.getBoundingClientRect();
    await expect(window.innerWidth - rect.right).toBe(24);
    await expect(getComputedStyle(button).position).toBe('fixed');
  },
};

export const NoUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '在线沟通' })).toBeVisible();
    await expect(badge(canvasElement)).toBeNull();
  },
};

export const NonNumericUnread: Story = {
  args: { unread: '未知' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '在线沟通' })).toBeVisible();
    await expect(badge(canvasElement)).toBeNull();
  },
};

export const ManyUnread: Story = {
  args: { unread: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '在线沟通，99+条未读' })).toBeVisible();
    await expect(badge(canvasElement)).toHaveTextContent('99+');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /^在线沟通/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
