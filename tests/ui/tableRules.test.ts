import { selectAllState, toggleOne, toggleVisible } from '../../ui/Table/selection';
import { ariaSort, compareValues, nextSortState, sortRows } from '../../ui/Table/sort';

describe('compareValues', () => {
  it.each([
    [2, 10, -1],
    [10, 2, 1],
    ['职位2', '职位10', -1],
    ['安徽', '北京', -1],
    ['北京', '安徽', 1],
    ['2024-03-01', '2024-11-20', -1],
    ['', '北京', 1],
    [null, 3, 1],
    [undefined, null, 0],
  ])('orders %j before or after %j (%i)', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b))).toBe(sign);
  });
});

describe('nextSortState', () => {
  it('cycles one column through ascending, descending and unsorted', () => {
    const first = nextSortState(null, 'salary');
    const second = nextSortState(first, 'salary');
    const third = nextSortState(second, 'salary');
    expect([first, second, third]).toEqual([
      { columnKey: 'salary', order: 'ascend' },
      { columnKey: 'salary', order: 'descend' },
      null,
    ]);
  });

  it('starts another column at ascending', () => {
    expect(nextSortState({ columnKey: 'salary', order: 'descend' }, 'date')).toEqual({
      columnKey: 'date',
      order: 'ascend',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: '丙', pay: 8000 },
    { name: '甲', pay: 12000 },
    { name: '乙', pay: 8000 },
  ];
  const byPay = (a: (typeof rows)[number], b: (typeof rows)[number]) => compareValues(a.pay, b.pay);

  it('sorts ascending and descending, keeping equal rows in their original order', () => {
    expect(sortRows(rows, byPay, 'ascend').map((row) => row.name)).toEqual(['丙', '乙', '甲']);
    expect(sortRows(rows, byPay, 'descend').map((row) => row.name)).toEqual(['甲', '丙', '乙']);
  });

  it('returns the rows untouched without an order or a compare function', () => {
    expect(sortRows(rows, byPay, undefined)).toBe(rows);
    expect(sortRows(rows, undefined, 'ascend')).toBe(rows);
  });

  it('does not reorder the array it was given', () => {
    sortRows(rows, byPay, 'descend');
    expect(rows.map((row) => row.name)).toEqual(['丙', '甲', '乙']);
  });
});

describe('ariaSort', () => {
  it.each([
    ['ascend', 'ascending'],
    ['descend', 'descending'],
    [undefined, 'none'],
  ] as const)('maps %s to aria-sort=%s', (order, expected) => {
    expect(ariaSort(order)).toBe(expected);
  });
});

describe('row selection', () => {
  it.each([
    [[1, 2, 3], [], 'none'],
    [[1, 2, 3], [2], 'some'],
    [[1, 2, 3], [3, 1, 2], 'all'],
    [[1, 2, 3], [9], 'none'],
    [[], [1], 'none'],
  ] as const)('visible %j with selected %j is %s', (visible, selected, state) => {
    expect(selectAllState(visible, selected)).toBe(state);
  });

  it('select-all adds the visible rows and keeps rows chosen on other pages', () => {
    expect(toggleVisible([3, 4, 5], [1, 4], true)).toEqual([1, 4, 3, 5]);
  });

  it('clearing all removes only the visible rows', () => {
    expect(toggleVisible([3, 4, 5], [1, 4, 5], false)).toEqual([1]);
  });

  it('toggles one row without duplicates', () => {
    expect(toggleOne([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleOne([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleOne([1, 2], 1, false)).toEqual([2]);
  });
});
