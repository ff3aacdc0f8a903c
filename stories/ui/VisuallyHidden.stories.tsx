import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletesAVisibleLabel: Story = {
  render: () => (
    <Button variant="text" icon={<Icon name="bell" />}>
      3<VisuallyHidden> 条未读消息</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    // Sighted users see a bell and "3"; screen readers hear the whole phrase.
    const button = canvas.getByRole('button', { name: '3 条未读消息' });
    const hidden = button.querySelector('[data-ui="visually-hidden"]')!;
    const { width, height } = hidden.getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
  },
};
