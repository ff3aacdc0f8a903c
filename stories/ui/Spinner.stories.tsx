import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../ui/Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" label="小" />
      <Spinner size="md" label="中" />
      <Spinner size="lg" label="大" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const WithVisibleLabel: Story = {
  args: { label: '正在加载招聘会列表…', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载招聘会列表…')).toBeVisible();
  },
};
