import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ActionBar } from '../../ui/ActionBar';

const onAction = fn();

const meta = {
  title: 'UI/ActionBar',
  component: ActionBar,
  args: {
    'aria-label': '审核操作',
    items: [
      { key: 'pass', label: '通过', primary: true },
      { key: 'reject', label: '驳回', danger: true },
      { key: 'changes', label: '要求修改' },
    ],
    onAction,
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '要求修改' }));
    await expect(onAction).toHaveBeenCalledWith('changes');
  },
};

/** On phones the buttons share the width, each a 44 px target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    for (const button of buttons)
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
