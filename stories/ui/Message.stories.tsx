import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { FeedbackHost, NETWORK_ERROR_MESSAGE, resetFeedback, showNetworkError } from '../../ui/Feedback';
import { message, type ToastType } from '../../ui/Message';

const page = () => within(document.body);

const samples: Record<ToastType, string> = {
  success: '职位发布成功',
  error: '保存失败，请稍后重试',
  warning: '请先完善单位信息',
  info: '宣讲会申请已提交审核',
  loading: '正在提交…',
};

type MessageDemoProps = { type: ToastType; content: string; duration: number };

function MessageDemo({ type, content, duration }: MessageDemoProps) {
  return (
    <>
      <Button variant="primary" onClick={() => message[type](content, { duration })}>
        显示消息
      </Button>
      <FeedbackHost />
    </>
  );
}

const meta = {
  title: 'UI/Message',
  component: MessageDemo,
  args: { type: 'success', content: samples.success, duration: 3000 },
  argTypes: { type: { control: 'inline-radio', options: Object.keys(samples) } },
  beforeEach: () => resetFeedback,
} satisfies Meta<typeof MessageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    await expect(await page().findByRole('status')).toHaveTextContent('职位发布成功');
  },
};

/** All five kinds at once, kept open for review. */
function AllKinds() {
  useEffect(() => {
    for (const [type, text] of Object.entries(samples) as [ToastType, string][])
      message[type](text, { duration: 0 });
  }, []);
  return <FeedbackHost />;
}

export const Kinds: Story = {
  render: () => <AllKinds />,
  play: async () => {
    await waitFor(() => expect(page().getAllByRole('status')).toHaveLength(3));
    await expect(
      page()
        .getAllByRole('alert')
        .map((toast) => toast.textContent),
    ).toEqual([samples.error, samples.warning]);
  },
};

export const ClosesAfterItsDuration: Story = {
  args: { type: 'info', content: samples.info, duration: 800 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    await expect(await page().findByText(samples.info)).toBeVisible();
    await waitFor(() => expect(page().queryByText(samples.info)).toBeNull(), { timeout: 2000 });
  },
};

export const PausesOnHover: Story = {
  args: { type: 'warning', content: samples.warning, duration: 800 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    const toast = await page().findByRole('alert');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(page().queryByRole('alert')).toBeNull(), { timeout: 2000 });
  },
};

export const Stacks: Story = {
  args: { type: 'error', content: samples.error, duration: 0 },
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: '显示消息' });
    await userEvent.click(show);
    await userEvent.click(show);
    await userEvent.click(show);
    await expect(page().getAllByRole('alert')).toHaveLength(3);
  },
};

function NetworkErrorDemo() {
  return (
    <>
      <Button onClick={() => showNetworkError(false)}>模拟网络异常</Button>
      <FeedbackHost />
    </>
  );
}

export const NetworkError: Story = {
  render: () => <NetworkErrorDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '模拟网络异常' }));
    const toast = await page().findByRole('alert');
    await expect(toast).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await expect(toast).toHaveAttribute('data-ui', 'message');
  },
};
