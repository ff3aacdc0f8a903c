import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from '../../ui/SearchBox';

const onSearch = fn();

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: { value: '', onSearch, label: '职位名称', placeholder: '搜索职位名称' },
  beforeEach: () => onSearch.mockClear(),
  // The list keeps the search in force (its address): here a state does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onSearch={(keyword) => {
          setValue(keyword);
          args.onSearch(keyword);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '职位名称' });
    await userEvent.type(box, ' 工程师 {Enter}');
    await expect(onSearch).toHaveBeenLastCalledWith('工程师');
    await userEvent.clear(box);
    await expect(onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(box, '销售');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onSearch).toHaveBeenLastCalledWith('销售');
  },
};

export const WithKeyword: Story = {
  args: { value: '数据' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '职位名称' })).toHaveValue('数据');
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'phone', label: '公告标题', placeholder: '搜索公告标题' },
};
