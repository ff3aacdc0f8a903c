import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Icon } from '../../ui/Icon';

const meta = {
  title: 'UI/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const CustomDescription: Story = {
  args: { description: '暂无符合条件的简历，试试放宽筛选条件' },
};

const onPublish = fn();

export const WithAction: Story = {
  args: {
    description: '您还没有发布职位',
    action: (
      <Button variant="primary" icon={<Icon name="plus" />} onClick={onPublish}>
        发布职位
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onPublish.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '发布职位' }));
    await expect(onPublish).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { compact: true, description: '暂无消息' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { description: '暂无预订记录' },
};
