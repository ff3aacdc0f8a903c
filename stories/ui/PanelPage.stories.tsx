import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../ui/Button';
import { HeaderBrand, PanelPage } from '../../ui/Layout';

const onBack = fn();

const meta = {
  title: 'UI/PanelPage',
  component: PanelPage,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <HeaderBrand name="示例大学就业网" suffix="学校管理端" />,
    title: '管理员登录',
    intro: '学校就业工作人员登录，审核用人单位、招聘职位与招聘公告。',
    width: 420,
    children: (
      <Button variant="primary" block>
        登录
      </Button>
    ),
  },
} satisfies Meta<typeof PanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the site's bar in the school colour and the centred panel titled by the page's h1. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('示例大学就业网')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '管理员登录' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('学校就业工作人员登录');
  },
};

/** Phones: the top bar is the page's heading, with 返回 when the page has somewhere to go back to. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'phone', onBack },
  play: async ({ canvas }) => {
    onBack.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '管理员登录' })).toBeVisible();
    await expect(canvas.queryByText('示例大学就业网')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};
