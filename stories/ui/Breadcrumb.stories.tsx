import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Breadcrumb } from '../../ui/Breadcrumb';

function CurrentPath() {
  return <p>当前路径：{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: '首页', href: '/dwsy' },
      { label: '招聘信息', href: '/zpxx/zpzwgl' },
      { label: '职位管理' },
    ],
  },
  parameters: { route: '/zpxx/zpzwgl' },
  render: (args) => (
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Breadcrumb {...args} />
            <CurrentPath />
          </>
        }
      />
    </Routes>
  ),
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(within(nav).getByText('职位管理')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: '首页' }));
    // A link's navigation is a transition: the new path renders a little after the click.
    await expect(await canvas.findByText('当前路径：/dwsy')).toBeVisible();
  },
};

export const Deep: Story = {
  args: {
    items: [
      { label: '首页', href: '/dwsy' },
      { label: '宣讲会', href: '/xjh/xjhgl' },
      { label: '宣讲会管理', href: '/xjh/xjhgl' },
      { label: '填报进校人员' },
    ],
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    items: [
      { label: '首页', href: '/dwsy' },
      { label: '签约中心', href: '/qyzx/qygl' },
      { label: '签约解约管理', href: '/qyzx/qyjygl' },
      { label: '发送签约邀请' },
    ],
  },
};
