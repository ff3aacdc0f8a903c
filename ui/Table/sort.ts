/** Sorting rules for Table, free of React. */

export type SortOrder = 'ascend' | 'descend';
export type SortState = { columnKey: string; order: SortOrder } | null;

/** Made on first sort, not when the module loads (see formatTotal in ui/Pagination/pageList.ts). */
let collator: Intl.Collator | undefined;

/**
 * Compares two cell values: numbers by value, everything else as zh-CN text (pinyin order for 汉字,
 * natural order for digits inside text). Empty values (null, undefined, '') sort last in ascending order.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

export function compareValues(a: CellValue, b: CellValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  collator ??= new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** Header clicks cycle ascending → descending → unsorted; a different column starts at ascending. */
export function nextSortState(current: SortState, columnKey: string): SortState {
  if (current?.columnKey !== columnKey) return { columnKey, order: 'ascend' };
  return current.order === 'ascend' ? { columnKey, order: 'descend' } : null;
}

/** A stable sort that leaves `rows` untouched; `compare` defines ascending order. */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: ((a: Row, b: Row) => number) | undefined,
  order: SortOrder | undefined,
): readonly Row[] {
  if (!compare || !order) return rows;
  const direction = order === 'ascend' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => compare(x.row, y.row) * direction || x.index - y.index)
    .map(({ row }) => row);
}

export function ariaSort(order: SortOrder | undefined): 'ascending' | 'descending' | 'none' {
  if (order === 'ascend') return 'ascending';
  if (order === 'descend') return 'descending';
  return 'none';
}
