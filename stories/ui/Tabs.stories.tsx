import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../ui/Button';
import { CountBadge } from '../../ui/Badge';
import { Tabs, type TabItem } from '../../ui/Tabs';

const items: TabItem[] = [
  { key: 'all', label: '全部', children: <p>全部职位（36）</p> },
  { key: 'pending', label: '待审核', children: <p>待审核的职位会在 3 个工作日内完成审核。</p> },
  { key: 'published', label: '已发布', children: <p>已发布的职位对学生可见。</p> },
  { key: 'rejected', label: '已驳回', children: <p>已驳回的职位可以修改后重新提交。</p> },
  { key: 'offline', label: '已下线', children: <p>已下线的职位</p>, disabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, 'aria-label': '职位状态', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    items: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '待审核' })).toHaveTextContent('3 个工作日');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // 已下线 is disabled, so the focus wraps around to 全部.
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '已驳回' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('rejected');
  },
};

/** Not usable yet (a server-rendered page before its script runs): muted, announced, and inert. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '待审核' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '全部' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithExtraAndCounts: Story = {
  args: {
    items: items.map((item) =>
      item.key === 'pending'
        ? {
            ...item,
            label: (
              <>
                待审核
                <CountBadge count={3} label={(count) => `，${count} 个`} />
              </>
            ),
          }
        : item,
    ),
    extra: (
      <Button variant="primary" size="sm">
        发布职位
      </Button>
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await expect(canvas.getByRole('tabpanel', { name: '已发布' })).toBeVisible();
  },
};
