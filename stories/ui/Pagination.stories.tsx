import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../ui/Pagination';

/** Keeps page and size in state so the pager behaves as on a real list page. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onChange={(nextPage, nextSize) => {
        setPage(nextPage);
        setPageSize(nextSize);
        props.onChange(nextPage, nextSize);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 1234, onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 1,234 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
  },
};

export const JumpToPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '跳至页码' }), '5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5, 10);
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPagesInTheMiddle: Story = {
  args: { page: 60 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '向前 5 页' }));
    await expect(canvas.getByRole('button', { name: '第 55 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChangePageSize: Story = {
  args: { page: 5 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50 条/页');
    // Rows 41–50 were on screen; at 50 per page they are on page 1.
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 50);
    await expect(canvas.getByRole('button', { name: '第 25 页' })).toBeVisible();
  },
};

export const FewPages: Story = { args: { total: 42, showSizeChanger: false, showQuickJumper: false } };

export const SinglePage: Story = {
  args: { total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true, page: 3 } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone', total: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第 1 页，共 10 页')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 2 页，共 10 页')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
  },
};
