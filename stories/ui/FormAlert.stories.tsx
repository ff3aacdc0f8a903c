import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';

const meta = {
  title: 'UI/FormAlert',
  component: FormAlert,
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'info'] } },
  args: { children: '用户名或密码错误' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal naming no field: announced at once. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户名或密码错误');
  },
};

/** A change of situation: announced politely. */
export const Info: Story = {
  args: { tone: 'info', children: '登录已失效或尚未登录，登录后将回到您刚才访问的页面。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: '状态已发生变化，已为您刷新，请查看当前状态后再操作' },
};

/** A failed load with the way to try again. */
export const WithRetry: Story = {
  args: {
    children: (
      <>
        单位列表加载失败：服务器繁忙，请稍后再试 <Button size="sm">重试</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toContainElement(canvas.getByRole('button', { name: '重试' }));
  },
};
