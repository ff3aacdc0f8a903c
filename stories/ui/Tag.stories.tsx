import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag } from '../../ui/Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: '本科', tone: 'default' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['default', 'primary', 'success', 'warning', 'danger', 'info'],
    },
    size: { control: 'inline-radio', options: ['md', 'phone'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag>默认</Tag>
      <Tag tone="primary">校招</Tag>
      <Tag tone="success">已认证</Tag>
      <Tag tone="warning">即将截止</Tag>
      <Tag tone="danger">急招</Tag>
      <Tag tone="info">实习</Tag>
    </div>
  ),
};

export const Closable: Story = {
  args: { closable: true, onClose: fn(), tone: 'primary', children: '上海' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除标签 上海' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function CityFilter({ size }: { size: 'md' | 'phone' }) {
  const [cities, setCities] = useState(['北京', '上海', '广州', '深圳', '杭州']);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: size === 'phone' ? 16 : 8 }}>
      {cities.map((city) => (
        <Tag
          key={city}
          size={size}
          closable
          onClose={() => setCities((current) => current.filter((item) => item !== city))}
        >
          {city}
        </Tag>
      ))}
    </div>
  );
}

export const RemovableFilters: Story = {
  render: () => <CityFilter size="md" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除标签 广州' }));
    await expect(canvas.queryByText('广州')).not.toBeInTheDocument();
    await expect(canvas.getByText('深圳')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <CityFilter size="phone" />,
};
