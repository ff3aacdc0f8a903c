import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { Table, compareValues, type RowKey, type TableColumn } from '../../ui/Table';
import { Tag } from '../../ui/Tag';

type Position = {
  id: number;
  title: string;
  city: string;
  education: string;
  salary: number;
  headcount: number;
  state: '待审核' | '已发布' | '已驳回' | '已下线';
  publishedAt: string;
};

const positions: Position[] = [
  {
    id: 1,
    title: '前端开发工程师',
    city: '上海',
    education: '本科',
    salary: 15000,
    headcount: 3,
    state: '已发布',
    publishedAt: '2025-03-02',
  },
  {
    id: 2,
    title: '财务会计',
    city: '北京',
    education: '本科',
    salary: 8000,
    headcount: 1,
    state: '待审核',
    publishedAt: '2025-03-08',
  },
  {
    id: 3,
    title: '产品经理（校招）',
    city: '杭州',
    education: '硕士',
    salary: 20000,
    headcount: 2,
    state: '已驳回',
    publishedAt: '2025-02-21',
  },
  {
    id: 4,
    title: '销售管培生',
    city: '广州',
    education: '大专',
    salary: 6500,
    headcount: 10,
    state: '已发布',
    publishedAt: '2025-03-11',
  },
  {
    id: 5,
    title: '数据分析师',
    city: '深圳',
    education: '硕士',
    salary: 18000,
    headcount: 2,
    state: '已下线',
    publishedAt: '2025-01-15',
  },
];

const stateTone = { 待审核: 'warning', 已发布: 'success', 已驳回: 'danger', 已下线: 'default' } as const;
const salaryFormat = new Intl.NumberFormat('zh-CN');

const columns: TableColumn<Position>[] = [
  { key: 'title', title: '职位名称', dataIndex: 'title', width: 200 },
  { key: 'city', title: '工作地点', render: (row) => <Tag>{row.city}</Tag> },
  { key: 'education', title: '学历要求', dataIndex: 'education' },
  {
    key: 'salary',
    title: '月薪（元）',
    align: 'right',
    sorter: (a, b) => compareValues(a.salary, b.salary),
    render: (row) => salaryFormat.format(row.salary),
  },
  { key: 'headcount', title: '招聘人数', dataIndex: 'headcount', align: 'right' },
  {
    key: 'state',
    title: '审核状态',
    render: (row) => <StatusBadge tone={stateTone[row.state]}>{row.state}</StatusBadge>,
  },
  {
    key: 'publishedAt',
    title: '发布时间',
    dataIndex: 'publishedAt',
    sorter: (a, b) => compareValues(a.publishedAt, b.publishedAt),
  },
];

const firstColumn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const meta = {
  title: 'UI/Table',
  component: Table<Position>,
  args: { columns, data: positions, rowKey: 'id', caption: '职位列表' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    columns: { control: false },
    data: { control: false },
  },
} satisfies Meta<typeof Table<Position>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SortByColumn: Story = {
  args: { onSortChange: fn() },
  play: async ({ canvasElement, canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /月薪/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual([
      '销售管培生',
      '财务会计',
      '前端开发工程师',
      '数据分析师',
      '产品经理（校招）',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)[0]).toBe('产品经理（校招）');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnKey: 'salary', order: 'descend' });
  },
};

function SelectableTable() {
  const [keys, setKeys] = useState<RowKey[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p aria-live="polite" style={{ margin: 0 }}>
        已选 {keys.length} 项
      </p>
      <Table
        caption="职位列表"
        columns={columns}
        data={positions}
        rowKey="id"
        rowSelection={{
          selectedRowKeys: keys,
          onChange: setKeys,
          isSelectable: (row) => row.state !== '已下线',
          rowLabel: (row) => `选择 ${row.title}`,
        }}
      />
    </div>
  );
}

export const RowSelection: Story = {
  render: () => <SelectableTable />,
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: '全选当前页' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 财务会计' }));
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByText('已选 4 项')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '选择 数据分析师' })).toBeDisabled();
    await userEvent.click(selectAll);
    await expect(canvas.getByText('已选 0 项')).toBeVisible();
  },
};

export const LoadingFirstPage: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    await expect(canvasElement.querySelector('[data-ui="table"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingNextPage: Story = {
  args: { loading: true },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '暂无数据' })).toBeVisible();
  },
};

const manyPositions: Position[] = Array.from({ length: 30 }, (_, index) => {
  const base = positions[index % positions.length]!;
  return { ...base, id: index + 1, title: `${base.title} ${index + 1}` };
});

export const StickyHeader: Story = {
  args: { data: manyPositions, stickyHeader: true, maxHeight: 360 },
  play: async ({ canvas }) => {
    // The region role comes with the first measurement, after the table has been laid out.
    const region = await canvas.findByRole('region', { name: '职位列表' });
    region.scrollTop = 400;
    await expect(region.scrollTop).toBeGreaterThan(0);
    const header = canvas.getByRole('columnheader', { name: '职位名称' });
    await expect(header).toBeVisible();
    // Scrolled past the first rows, the header still sits at the top of the region.
    await expect(
      Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
  },
};

export const HorizontalScroll: Story = {
  args: { minWidth: 1400 },
  play: async ({ canvas }) => {
    // A scrollable region must be reachable from the keyboard; it is one once the table has been
    // measured wider than the desktop viewport (1280 px, set by the test runner).
    const region = await canvas.findByRole('region', { name: '职位列表' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

function PagedTable({ variant }: { variant: 'desktop' | 'phone' }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = manyPositions.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Table caption="职位列表" columns={columns} data={rows} rowKey="id" variant={variant} phoneCards />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={manyPositions.length}
        variant={variant}
        onChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        }}
      />
    </div>
  );
}

export const WithPagination: Story = {
  render: () => <PagedTable variant="desktop" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(firstColumn(canvasElement)[0]).toBe('前端开发工程师 21');
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };

export const PhoneScroll: Story = {
  globals: phone,
  args: { variant: 'phone', minWidth: 900 },
};

function PhoneCardList() {
  const [keys, setKeys] = useState<RowKey[]>([]);
  return (
    <Table
      caption="职位列表"
      columns={columns}
      data={positions}
      rowKey="id"
      variant="phone"
      phoneCards
      rowSelection={{ selectedRowKeys: keys, onChange: setKeys, rowLabel: (row) => `选择 ${row.title}` }}
      cardActions={(row) => (
        <>
          <Button size="phone">编辑</Button>
          <Button size="phone" danger>
            {row.state === '已发布' ? '下线' : '删除'}
          </Button>
        </>
      )}
    />
  );
}

export const PhoneCards: Story = {
  globals: phone,
  render: () => <PhoneCardList />,
  play: async ({ canvas }) => {
    const cards = () => within(canvas.getByRole('list', { name: '职位列表' })).getAllByRole('listitem');
    await expect(cards()).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: /按\s*月薪（元）\s*排序/ }));
    await expect(cards()[0]).toHaveTextContent('销售管培生');
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('checkbox', { name: '选择 财务会计' })).toBeChecked();
  },
};

export const PhonePaged: Story = {
  globals: phone,
  render: () => <PagedTable variant="phone" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 2 页，共 3 页')).toBeInTheDocument();
  },
};
