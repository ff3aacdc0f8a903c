import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { rows: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('加载中');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithAvatar: Story = {
  args: { avatar: true, rows: 2 },
};

export const SingleLine: Story = {
  args: { title: false, rows: 1 },
};

function CompanyCard() {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Skeleton loading={loading} avatar rows={2} label="正在加载单位信息">
        <article>
          <h2 style={{ margin: 0, fontSize: 16 }}>杭州示例科技有限公司</h2>
          <p style={{ margin: '8px 0 0' }}>信息传输、软件和信息技术服务业 · 500–999 人</p>
        </article>
      </Skeleton>
      <Button onClick={() => setLoading((value) => !value)}>{loading ? '加载完成' : '重新加载'}</Button>
    </div>
  );
}

export const ReplacedByContent: Story = {
  render: () => <CompanyCard />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载单位信息');
    await userEvent.click(canvas.getByRole('button', { name: '加载完成' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { name: '杭州示例科技有限公司' })).toBeVisible();
  },
};
