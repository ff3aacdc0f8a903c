import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'dashed', 'text', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'phone'] },
    htmlType: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        主要按钮
      </Button>
      <Button {...args} variant="default">
        默认按钮
      </Button>
      <Button {...args} variant="dashed">
        虚线按钮
      </Button>
      <Button {...args} variant="text">
        文本按钮
      </Button>
      <Button {...args} variant="link">
        链接按钮
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['主要按钮', '默认按钮', '虚线按钮', '文本按钮', '链接按钮'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '虚线按钮' })).toHaveStyle({ borderStyle: 'dashed' });
  },
};

export const Danger: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" danger>
        解约
      </Button>
      <Button {...args} variant="default" danger>
        删除职位
      </Button>
      <Button {...args} variant="text" danger icon={<Icon name="trash" />}>
        删除
      </Button>
      <Button {...args} variant="link" danger>
        撤回
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" size="sm">
        小按钮
      </Button>
      <Button {...args} variant="primary" size="md">
        中按钮
      </Button>
      <Button {...args} variant="primary" size="lg">
        大按钮
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['小按钮', '中按钮', '大按钮'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

export const Block: Story = {
  args: { variant: 'primary', block: true, children: '提交申请' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '提交申请' });
    const container = canvasElement.getBoundingClientRect();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(container.width * 0.9);
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交中' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '提交中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so keyboard users keep their place while the request runs.
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button.querySelector('[data-ui="spinner"]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary" disabled>
        无法提交
      </Button>
      <Button {...args} variant="default" disabled>
        无法编辑
      </Button>
      <Button {...args} variant="link" disabled>
        无法查看
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '无法提交' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" icon={<Icon name="plus" />}>
        发布职位
      </Button>
      <Button {...args} icon={<Icon name="upload" />}>
        上传附件
      </Button>
      <Button {...args} icon={<Icon name="search" />} aria-label="搜索">
        {null}
      </Button>
      <Button {...args} variant="text" icon={<Icon name="close" />} aria-label="关闭">
        {null}
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const iconOnly = canvas.getByRole('button', { name: '搜索' });
    const rect = iconOnly.getBoundingClientRect();
    await expect(rect.width).toBe(rect.height);
    await expect(canvas.getByRole('button', { name: '发布职位' })).toBeVisible();
  },
};

function SearchForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(new FormData(event.currentTarget).get('keyword') as string);
  };
  return (
    <form onSubmit={onSubmit} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label htmlFor="keyword">职位名称</label>
      <input id="keyword" name="keyword" defaultValue="Java 开发工程师" />
      <Button htmlType="submit" variant="primary" icon={<Icon name="search" />}>
        查询
      </Button>
      <Button>清空</Button>
      {submitted === null ? null : <output>已查询：{submitted}</output>}
    </form>
  );
}

export const SubmitsForm: Story = {
  render: () => <SearchForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(canvas.queryByText(/已查询/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('已查询：Java 开发工程师')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'primary', children: '确定' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '确定' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(2));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button {...args} variant="primary" size="phone" block>
        立即预订
      </Button>
      <Button {...args} size="phone" block>
        返回
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '立即预订' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(window.innerWidth).toBeLessThan(980);
  },
};
