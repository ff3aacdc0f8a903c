import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { FeedbackHost, NETWORK_ERROR_MESSAGE, resetFeedback, showNetworkError } from '../../ui/Feedback';
import type { ToastType } from '../../ui/Message';
import { notice } from '../../ui/Notice';

const page = () => within(document.body);

const samples: Record<ToastType, string> = {
  success: '提交成功',
  error: '提交失败，请稍后重试',
  warning: '请填写联系方式',
  info: '已为您保存草稿',
  loading: '正在上传图片…',
};

type NoticeDemoProps = { type: ToastType; content: string; duration: number };

function NoticeDemo({ type, content, duration }: NoticeDemoProps) {
  return (
    <>
      <Button size="phone" variant="primary" onClick={() => notice[type](content, { duration })}>
        显示通知
      </Button>
      <FeedbackHost variant="phone" />
    </>
  );
}

const meta = {
  title: 'UI/Notice',
  component: NoticeDemo,
  args: { type: 'success', content: samples.success, duration: 3000 },
  argTypes: { type: { control: 'inline-radio', options: Object.keys(samples) } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => resetFeedback,
} satisfies Meta<typeof NoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示通知' }));
    const shown = await page().findByRole('status');
    await expect(shown).toHaveTextContent(samples.success);
    // A bar across the whole screen, under the 48 px top bar of the phone layout (no notch here).
    await expect(shown.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(shown.getBoundingClientRect().top).toBe(48);
  },
};

function AllKinds() {
  useEffect(() => {
    for (const [type, text] of Object.entries(samples) as [ToastType, string][])
      notice[type](text, { duration: 0 });
  }, []);
  return <FeedbackHost variant="phone" />;
}

/** Five at once: three bars stay, the newest on top; the two oldest gave way. */
export const NewestOnTop: Story = {
  render: () => <AllKinds />,
  play: async () => {
    await waitFor(() => expect(page().getAllByRole('alert')).toHaveLength(1));
    const bars = Array.from(document.querySelectorAll('[data-ui="notice"]'), (bar) => bar.textContent);
    await expect(bars).toEqual([samples.loading, samples.info, samples.warning]);
  },
};

export const ClosesAfterItsDuration: Story = {
  args: { type: 'warning', content: samples.warning, duration: 800 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示通知' }));
    await expect(await page().findByRole('alert')).toHaveTextContent(samples.warning);
    await waitFor(() => expect(page().queryByRole('alert')).toBeNull(), { timeout: 2000 });
  },
};

function NetworkErrorDemo() {
  return (
    <>
      <Button size="phone" onClick={() => showNetworkError(true)}>
        模拟网络异常
      </Button>
      <FeedbackHost variant="phone" />
    </>
  );
}

export const NetworkError: Story = {
  render: () => <NetworkErrorDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '模拟网络异常' }));
    const bar = await page().findByRole('alert');
    await expect(bar).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await expect(bar).toHaveAttribute('data-ui', 'notice');
  },
};
