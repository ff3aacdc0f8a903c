import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Result } from '../../ui/Result';

const meta = {
  title: 'UI/Result',
  component: Result,
  argTypes: {
    status: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning', '403', '404'] },
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { status: 'info', title: '申请已提交', subtitle: '学校审核通过后将以短信通知您。' },
};

const onViewTalks = fn();

export const Success: Story = {
  args: {
    status: 'success',
    title: '宣讲会申请成功',
    subtitle: '学校将在 3 个工作日内审核，审核结果会通过站内消息和短信通知您。',
    extra: (
      <>
        <Button variant="primary" onClick={onViewTalks}>
          查看我的宣讲会
        </Button>
        <Button>返回首页</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onViewTalks.mockClear();
    await expect(canvas.getByRole('region', { name: '宣讲会申请成功' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '宣讲会申请成功' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看我的宣讲会' }));
    await expect(onViewTalks).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: {
    status: 'error',
    title: '提交失败',
    subtitle: '网络连接异常，请稍后重试。',
    extra: <Button variant="primary">重新提交</Button>,
  },
};

export const Warning: Story = {
  args: {
    status: 'warning',
    title: '单位信息待完善',
    subtitle: '完善单位信息并通过审核后，才能发布职位和预订展位。',
    extra: <Button variant="primary">去完善</Button>,
  },
};

export const Info: Story = {
  args: {
    status: 'info',
    title: '招聘会报名尚未开始',
    subtitle: '报名时间：2025年3月1日 09:00 至 3月10日 17:00',
  },
};

export const NotFound: Story = {
  args: { status: '404', headingLevel: 1, extra: <Button variant="primary">返回首页</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByText('您访问的页面不存在或已被删除，请检查地址是否正确。')).toBeVisible();
  },
};

/** A page the account's role does not open (the employer app's 无权访问 names the permission). */
export const Forbidden: Story = {
  args: { status: '403', headingLevel: 1, extra: <Button variant="primary">返回首页</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    await expect(canvas.getByText('当前账号没有访问此页面的权限。')).toBeVisible();
  },
};

export const NotFoundOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    status: '404',
    headingLevel: 1,
    extra: (
      <>
        <Button variant="primary" size="phone">
          返回首页
        </Button>
        <Button size="phone">返回上一页</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('button', { name: '返回首页' });
    const back = canvas.getByRole('button', { name: '返回上一页' });
    // Stacked full width on phones, one above the other.
    await expect(home.getBoundingClientRect().width).toBe(back.getBoundingClientRect().width);
    await expect(back.getBoundingClientRect().top).toBeGreaterThan(home.getBoundingClientRect().bottom);
  },
};
