import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { Table, compareValues, type RowKey, type TableColumn } from '../../ui/Table';

type Job = { id: number; title: string; salary: number; city: string };

const jobs: Job[] = [
  { id: 1, title: '前端工程师', salary: 15000, city: '上海' },
  { id: 2, title: '会计', salary: 8000, city: '北京' },
  { id: 3, title: '产品经理', salary: 20000, city: '杭州' },
];

const columns: TableColumn<Job>[] = [
  { key: 'title', title: '职位名称', dataIndex: 'title' },
  { key: 'salary', title: '月薪', dataIndex: 'salary', sorter: (a, b) => compareValues(a.salary, b.salary) },
  { key: 'city', title: '工作地点', dataIndex: 'city' },
];

const titlesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function SelectableTable({ onChange }: { onChange?: (keys: RowKey[]) => void }) {
  const [keys, setKeys] = useState<RowKey[]>([]);
  return (
    <Table
      caption="职位列表"
      columns={columns}
      data={jobs}
      rowKey="id"
      rowSelection={{
        selectedRowKeys: keys,
        onChange: (next) => {
          setKeys(next);
          onChange?.(next);
        },
        rowLabel: (job) => `选择 ${job.title}`,
      }}
    />
  );
}

describe('Table', () => {
  it('is a table named by its caption, with one row per record', () => {
    render(<Table caption="职位列表" columns={columns} data={jobs} rowKey="id" />);
    expect(screen.getByRole('table', { name: '职位列表' })).toBeInTheDocument();
    expect(titlesInOrder()).toEqual(['前端工程师', '会计', '产品经理']);
  });

  it('sorts by a column from its header button and reports the order in aria-sort', async () => {
    const user = userEvent.setup();
    render(<Table caption="职位列表" columns={columns} data={jobs} rowKey="id" />);
    const header = screen.getByRole('columnheader', { name: /月薪/ });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(titlesInOrder()).toEqual(['会计', '前端工程师', '产品经理']);

    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(titlesInOrder()).toEqual(['产品经理', '前端工程师', '会计']);

    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(titlesInOrder()).toEqual(['前端工程师', '会计', '产品经理']);
  });

  it('leaves rows in the given order under a controlled server-side sort', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const serverColumns: TableColumn<Job>[] = [
      { key: 'title', title: '职位名称', dataIndex: 'title' },
      { key: 'salary', title: '月薪', dataIndex: 'salary', sorter: true },
    ];
    render(
      <Table
        caption="职位列表"
        columns={serverColumns}
        data={jobs}
        rowKey="id"
        sort={{ columnKey: 'salary', order: 'descend' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /月薪/ })).toHaveAttribute('aria-sort', 'descending');
    expect(titlesInOrder()).toEqual(['前端工程师', '会计', '产品经理']);
    await user.click(screen.getByRole('button', { name: /月薪/ }));
    expect(onSortChange).toHaveBeenCalledWith(null);
  });

  it('selects all rows from the header checkbox and shows a partial selection as indeterminate', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectableTable onChange={onChange} />);
    const selectAll = screen.getByRole('checkbox', { name: '全选当前页' });

    await user.click(screen.getByRole('checkbox', { name: '选择 会计' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 产品经理' })).toBeChecked();

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says 暂无数据 when there are no rows', () => {
    render(<Table caption="职位列表" columns={columns} data={[]} rowKey="id" />);
    expect(screen.getByRole('cell', { name: '暂无数据' })).toHaveAttribute('colspan', '3');
  });

  it('marks itself busy and announces loading', () => {
    const { container } = render(
      <Table caption="职位列表" columns={columns} data={jobs} rowKey="id" loading />,
    );
    expect(container.querySelector('[data-ui="table"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('shows each row as a card of labelled fields on phones', () => {
    render(<Table caption="职位列表" columns={columns} data={jobs} rowKey="id" variant="phone" phoneCards />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '职位列表' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('前端工程师');
    expect(within(cards[0]!).getByText('月薪').nextElementSibling).toHaveTextContent('15000');
  });
});

describe('the scroll region of a wide table', () => {
  const observed: Element[] = [];
  const widths = { scroll: 1200, client: 600 };
  beforeAll(() => {
    // jsdom lays nothing out: the table reports a content wider than its box, and the observer records.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    window.ResizeObserver = class {
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    jest.restoreAllMocks();
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  /** How many elements were under measurement when this commit's layout effects ran, before any paint. */
  function MeasuredBeforePaint({ seen }: { seen: number[] }) {
    useLayoutEffect(() => {
      seen.push(observed.length);
    });
    return null;
  }

  it('is measured before the first paint, and becomes a focusable region named by the caption', () => {
    const seen: number[] = [];
    render(
      <>
        <Table caption="职位列表" columns={columns} data={jobs} rowKey="id" />
        <MeasuredBeforePaint seen={seen} />
      </>,
    );
    // Measured in the same commit's layout phase: its re-render comes before the browser paints.
    expect(seen[0]).toBeGreaterThan(0);
    const region = screen.getByRole('region', { name: '职位列表' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
