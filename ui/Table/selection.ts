/** Row-selection rules for Table, free of React. Keys of rows on other pages are kept untouched. */

export type RowKey = string | number;

export type SelectAllState = 'none' | 'some' | 'all';

/** The header checkbox state for the selectable rows currently shown. */
export function selectAllState(
  visibleKeys: readonly RowKey[],
  selectedKeys: readonly RowKey[],
): SelectAllState {
  if (visibleKeys.length === 0) return 'none';
  const selected = new Set(selectedKeys);
  const count = visibleKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === visibleKeys.length ? 'all' : 'some';
}

/** Checks or clears every visible row, keeping the selection order and any rows not shown. */
export function toggleVisible(
  visibleKeys: readonly RowKey[],
  selectedKeys: readonly RowKey[],
  checked: boolean,
): RowKey[] {
  if (!checked) {
    const visible = new Set(visibleKeys);
    return selectedKeys.filter((key) => !visible.has(key));
  }
  const selected = new Set(selectedKeys);
  return [...selectedKeys, ...visibleKeys.filter((key) => !selected.has(key))];
}

export function toggleOne(selectedKeys: readonly RowKey[], key: RowKey, checked: boolean): RowKey[] {
  const without = selectedKeys.filter((selected) => selected !== key);
  return checked ? [...without, key] : without;
}
