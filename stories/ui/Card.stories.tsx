import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Descriptions } from '../../ui/Descriptions';
import { Link } from '../../ui/Link';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: '待办事项',
    extra: <Link href="#todo">查看全部</Link>,
    children: (
      <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
        <li>3 份新简历待查看</li>
        <li>宣讲会「2025 春季校园招聘」待学校审核</li>
        <li>签约邀请 1 份即将过期</li>
      </ul>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '待办事项' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: '前端开发工程师',
    extra: undefined,
    children: (
      <Descriptions
        columns={1}
        items={[
          { key: 'city', label: '工作地点', children: '上海市浦东新区' },
          { key: 'salary', label: '薪资', children: '15,000–20,000 元/月' },
          { key: 'deadline', label: '截止日期', children: '2025年6月30日' },
        ]}
      />
    ),
    actions: [
      <Button key="edit" variant="text">
        编辑
      </Button>,
      <Button key="offline" variant="text">
        下线
      </Button>,
      <Button key="delete" variant="text" danger>
        删除
      </Button>,
    ],
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '待办事项' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('3 份新简历待查看')).not.toBeInTheDocument();
  },
};

export const Bordered: Story = { args: { bordered: true } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone', extra: <Link href="#todo">全部</Link> },
};
