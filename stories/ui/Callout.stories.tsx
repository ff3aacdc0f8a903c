import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Callout } from '../../ui/Callout';

const meta = {
  title: 'UI/Callout',
  component: Callout,
  args: { tone: 'info', children: '草稿仅贵单位可见，提交审核并经学校审核通过后发布。' },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/草稿仅贵单位可见/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WarningWithTitle: Story = {
  args: {
    tone: 'warning',
    title: '学校修改意见',
    children: '职位描述中“限男性”属于性别限制，请修改或在内容说明中写明理由',
  },
};

/** A refusal that arrives in answer to an action is announced at once. */
export const AnnouncedError: Story = {
  args: { tone: 'error', title: '保存失败', announce: true, children: '服务器繁忙，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('保存失败服务器繁忙，请稍后再试');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { tone: 'warning', title: '暂不能提交审核', children: '学校审核通过贵单位的注册信息后即可提交。' },
};
