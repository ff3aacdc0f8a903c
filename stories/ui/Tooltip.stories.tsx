import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Tooltip } from '../../ui/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: '提交后学校将在 3 个工作日内审核',
    children: <Button variant="primary">提交审核</Button>,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'top-start', 'bottom-end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OnHover: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '提交审核' });
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(button).toHaveAccessibleDescription('提交后学校将在 3 个工作日内审核');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeVisible());
  },
};

export const OnKeyboardFocus: Story = {
  args: {
    content: '编辑职位',
    describe: false,
    placement: 'right',
    children: <Button variant="text" icon={<Icon name="edit" />} aria-label="编辑职位" />,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '编辑职位' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible());
  },
};
