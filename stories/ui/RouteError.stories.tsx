import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageLoading } from '../../ui/PageLoading';
import { NotFoundPage } from '../../ui/Result';
import { RouteError } from '../../ui/RouteError';

/** Whole pages a surface's router shows instead of a screen: failed, loading, unknown. */
const meta = {
  title: 'UI/RouteError',
  component: RouteError,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

const onReload = fn();

/** A screen that could not load or crashed. */
export const Playground: Story = {
  args: { onReload },
  play: async ({ canvas }) => {
    onReload.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '刷新页面' }));
    await expect(onReload).toHaveBeenCalledTimes(1);
  },
};

/** A surface's own reason, in its own words. */
export const OwnWords: Story = {
  args: {
    title: '暂时无法打开该页面',
    description: '您有问卷需要作答，回答完成后才能继续下一步操作。',
    onReload,
  },
};

/** The route's fallback: the spinner shows only after half a second. */
export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('页面加载中');
  },
};

/** An address no route knows. */
export const NotFound: Story = {
  render: () => <NotFoundPage homePath="/" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};
