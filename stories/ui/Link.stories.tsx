import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Link } from '../../ui/Link';

function CurrentPath() {
  return <p>当前页面：{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { to: '/jlgl/sddjl', children: '查看收到的简历' },
  argTypes: { underline: { control: 'inline-radio', options: ['always', 'hover'] } },
  render: (args) => (
    <>
      <Link {...args} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: { route: '/dwsy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前页面：/dwsy')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '查看收到的简历' }));
    // Navigated by the router: same document, new location.
    await expect(await canvas.findByText('当前页面：/jlgl/sddjl')).toBeVisible();
  },
};

export const External: Story = {
  args: { to: undefined, href: 'https://www.chsi.com.cn/', children: '学信网' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^学信网\s*（在新窗口中打开）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FileDownload: Story = {
  args: { to: undefined, href: '/dwpage/static/协议书模板.docx', download: true, children: '下载协议书模板' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '下载协议书模板' });
    await expect(link).not.toHaveAttribute('target');
  },
};

export const InText: Story = {
  render: () => (
    <p style={{ maxWidth: 480 }}>
      提交前请阅读<Link href="/dwpage/help/agreement">《用人单位服务协议》</Link>
      ，如有疑问可前往<Link to="/wtlts">常见问题</Link>查看，或访问
      <Link href="https://www.ncss.cn/">国家大学生就业服务平台</Link>。
    </p>
  ),
};

export const StandAlone: Story = {
  args: { underline: 'hover', children: '更多招聘会' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '更多招聘会' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
