import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge, StatusBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

const meta = {
  title: 'UI/Badge',
  component: StatusBadge,
  args: { children: '待审核', tone: 'warning' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['default', 'primary', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReviewStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <StatusBadge>草稿</StatusBadge>
      <StatusBadge tone="warning">待审核</StatusBadge>
      <StatusBadge tone="primary" pulse>
        审核中
      </StatusBadge>
      <StatusBadge tone="success">已发布</StatusBadge>
      <StatusBadge tone="danger">已驳回</StatusBadge>
      <StatusBadge tone="info">需修改</StatusBadge>
      <StatusBadge>已下线</StatusBadge>
    </div>
  ),
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
      <CountBadge count={5}>
        <Button icon={<Icon name="bell" />} aria-label="消息，5 条未读" />
      </CountBadge>
      <CountBadge count={128}>
        <Button icon={<Icon name="message" />} aria-label="聊天，128 条未读" />
      </CountBadge>
      <CountBadge count={1} dot label={() => '有新通知'}>
        <Button icon={<Icon name="file" />} aria-label="通知，有新通知" />
      </CountBadge>
      <span>
        待处理简历 <CountBadge count={12} label={(count) => `，${count} 份`} />
      </span>
      <CountBadge count={0} showZero />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('128 条未读')).toBeInTheDocument();
    await expect(canvas.getByText('0')).toBeVisible();
  },
};
