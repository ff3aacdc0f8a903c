import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';

const page = () => within(document.body);

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const bar = await page().findByRole('progressbar', { name: '页面加载中' });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
    await expect(page().queryByRole('progressbar')).toBeNull();
  },
};

/** A route change driven from the page: start, then done. */
function RouteChangeDemo() {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <ProgressBar active={active} />
      <Button onClick={() => setActive(true)}>开始加载</Button>
      <Button onClick={() => setActive(false)}>加载完成</Button>
    </div>
  );
}

export const StartAndDone: Story = {
  render: () => <RouteChangeDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    const bar = await page().findByRole('progressbar', { name: '页面加载中' });
    const start = Number(bar.getAttribute('aria-valuenow'));
    await expect(start).toBeGreaterThan(0);
    await expect(start).toBeLessThan(100);
    await userEvent.click(canvas.getByRole('button', { name: '加载完成' }));
    await waitFor(() => expect(page().queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};
