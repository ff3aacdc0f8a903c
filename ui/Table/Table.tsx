import { isValidElement, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Empty } from '../Empty';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledCardActions,
  StyledCardCheckLabel,
  StyledCardEmpty,
  StyledCardFields,
  StyledCardHeader,
  StyledCardItem,
  StyledCardList,
  StyledCardSortButton,
  StyledCardToolbar,
  StyledCaption,
  StyledCell,
  StyledCheckbox,
  StyledEmptyCell,
  StyledHeaderCell,
  StyledLoadingOverlay,
  StyledRow,
  StyledScroll,
  StyledSelectionCell,
  StyledSelectionHeader,
  StyledSkeletonBar,
  StyledSortButton,
  StyledSortIcon,
  StyledSpinner,
  StyledTable,
  StyledTableRoot,
  StyledToolbarLabel,
} from './Table.styles';
import { selectAllState, toggleOne, toggleVisible, type RowKey } from './selection';
import { ariaSort, nextSortState, sortRows, type SortOrder, type SortState } from './sort';
import { useScrollable } from './useScrollable';

export type TableColumn<Row> = {
  key: string;
  title: ReactNode;
  /** The row field shown in the cell; use `render` for anything else. */
  dataIndex?: keyof Row;
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * A compare function (ascending) sorts the rows here; `true` makes the column sortable but leaves the
   * order to the caller (server-side sorting through `onSortChange`).
   */
  sorter?: true | ((a: Row, b: Row) => number);
  /** Leave this column out of the phone card list (actions, for example, go in `cardActions`). */
  hideInCards?: boolean;
};

export type TableRowSelection<Row> = {
  selectedRowKeys: readonly RowKey[];
  onChange: (keys: RowKey[], selectedRows: Row[]) => void;
  isSelectable?: (row: Row) => boolean;
  /** Accessible name of a row's checkbox, e.g. `选择 张三`; defaults to `选择第 N 行`. */
  rowLabel?: (row: Row, index: number) => string;
};

export type TableProps<Row> = {
  columns: readonly TableColumn<Row>[];
  data: readonly Row[];
  rowKey: keyof Row | ((row: Row) => RowKey);
  caption?: ReactNode;
  /** Keeps the caption for assistive technology while hiding it on screen (a page title already shows). */
  captionHidden?: boolean;
  /** Accessible name when there is no caption. */
  'aria-label'?: string;
  /** Controlled sort; pass `null` for unsorted. Leave undefined to let the table keep its own. */
  sort?: SortState;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  rowSelection?: TableRowSelection<Row>;
  loading?: boolean;
  emptyText?: ReactNode;
  /** The header stays visible while the body scrolls within `maxHeight`. */
  stickyHeader?: boolean;
  maxHeight?: number | string;
  /** Minimum table width; narrower screens scroll horizontally. */
  minWidth?: number | string;
  variant?: 'desktop' | 'phone';
  /** On phones, show each row as a card of label/value pairs instead of a scrolling table. */
  phoneCards?: boolean;
  /** Card heading on phones; defaults to the first column's cell. */
  cardTitle?: (row: Row, index: number) => ReactNode;
  /** Buttons at the foot of each phone card. */
  cardActions?: (row: Row, index: number) => ReactNode;
};

const SKELETON_ROWS = 5;

/** A card's foot, left out for a row that offers no action (null), so no empty bar is drawn. */
function CardActions({ actions }: { actions: ReactNode }) {
  return actions === null || actions === undefined || actions === false ? null : (
    <StyledCardActions>{actions}</StyledCardActions>
  );
}

const cssLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  if (column.dataIndex === undefined) return null;
  const value: unknown = row[column.dataIndex];
  if (typeof value === 'string' || typeof value === 'number' || isValidElement(value)) return value;
  return null;
}

const orderText: Record<SortOrder, string> = { ascend: '升序', descend: '降序' };

function SortIcon({ order }: { order: SortOrder | undefined }) {
  return (
    <StyledSortIcon $order={order} aria-hidden="true">
      <span>▲</span>
      <span>▼</span>
    </StyledSortIcon>
  );
}

function Checkbox({
  checked,
  indeterminate = false,
  ...rest
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // Before paint, so the half-checked state never shows as unchecked for a frame.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <StyledCheckbox
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={rest.disabled}
      aria-label={rest['aria-label']}
      onChange={(event) => rest.onChange(event.target.checked)}
    />
  );
}

/**
 * A data table: a semantic <table> with sortable columns (aria-sort plus a button in the header),
 * row selection, loading and empty states, and on phones either horizontal scroll or a card list.
 */
export function Table<Row>({
  columns,
  data,
  rowKey,
  caption,
  captionHidden = false,
  'aria-label': ariaLabel,
  sort,
  defaultSort = null,
  onSortChange,
  rowSelection,
  loading = false,
  emptyText = '暂无数据',
  stickyHeader = false,
  maxHeight,
  minWidth,
  variant = 'desktop',
  phoneCards = false,
  cardTitle,
  cardActions,
}: TableProps<Row>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scrollRef);
  const [ownSort, setOwnSort] = useState<SortState>(defaultSort);
  const activeSort = sort === undefined ? ownSort : sort;

  const keyOf = (row: Row): RowKey =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as RowKey);

  const sortColumn = columns.find((column) => column.key === activeSort?.columnKey);
  const rows = useMemo(
    () =>
      sortRows(
        data,
        typeof sortColumn?.sorter === 'function' ? sortColumn.sorter : undefined,
        activeSort?.order,
      ),
    [data, sortColumn, activeSort?.order],
  );

  const changeSort = (columnKey: string) => {
    const next = nextSortState(activeSort, columnKey);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const selectable = (row: Row) => rowSelection?.isSelectable?.(row) ?? true;
  const selectedKeys = rowSelection?.selectedRowKeys ?? [];
  const selectedSet = new Set(selectedKeys);
  const visibleKeys = rows.filter(selectable).map(keyOf);
  const allState = selectAllState(visibleKeys, selectedKeys);

  const emitSelection = (keys: RowKey[]) => {
    if (!rowSelection) return;
    const chosen = new Set(keys);
    rowSelection.onChange(
      keys,
      data.filter((row) => chosen.has(keyOf(row))),
    );
  };
  const rowLabel = (row: Row, index: number) =>
    rowSelection?.rowLabel?.(row, index) ?? `选择第 ${index + 1} 行`;

  const showSkeleton = loading && rows.length === 0;
  const showOverlay = loading && rows.length > 0;
  // One live region announces loading in every state; the visible overlay text stays silent.
  const loadingStatus = <VisuallyHidden role="status">{loading ? '加载中…' : ''}</VisuallyHidden>;
  const overlay = showOverlay && (
    <StyledLoadingOverlay aria-hidden="true">
      <StyledSpinner />
      <span>加载中…</span>
    </StyledLoadingOverlay>
  );

  if (variant === 'phone' && phoneCards) {
    const cardColumns = columns.filter((column) => !column.hideInCards);
    const titleColumn = cardTitle ? undefined : cardColumns[0];
    const fieldColumns = cardTitle ? cardColumns : cardColumns.slice(1);
    const sortable = columns.filter((column) => column.sorter);
    return (
      <StyledTableRoot data-ui="table" aria-busy={loading}>
        {caption && (
          <StyledCaption as="p" id={captionId} $hidden={captionHidden}>
            {caption}
          </StyledCaption>
        )}
        {(rowSelection || sortable.length > 0) && (
          <StyledCardToolbar>
            {rowSelection && (
              <StyledToolbarLabel>
                <Checkbox
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  disabled={visibleKeys.length === 0}
                  onChange={(checked) => emitSelection(toggleVisible(visibleKeys, selectedKeys, checked))}
                />
                全选
              </StyledToolbarLabel>
            )}
            {sortable.length > 0 && <span aria-hidden="true">排序</span>}
            {sortable.map((column) => {
              const order = activeSort?.columnKey === column.key ? activeSort.order : undefined;
              return (
                <StyledCardSortButton
                  key={column.key}
                  type="button"
                  $active={order !== undefined}
                  onClick={() => changeSort(column.key)}
                >
                  <VisuallyHidden>按</VisuallyHidden>
                  {column.title}
                  <VisuallyHidden>{`排序${order ? `，当前${orderText[order]}` : ''}`}</VisuallyHidden>
                  <SortIcon order={order} />
                </StyledCardSortButton>
              );
            })}
          </StyledCardToolbar>
        )}
        {rows.length === 0 ? (
          <StyledCardEmpty>{loading ? '加载中…' : <Empty compact description={emptyText} />}</StyledCardEmpty>
        ) : (
          <StyledCardList
            aria-labelledby={caption ? captionId : undefined}
            aria-label={caption ? undefined : ariaLabel}
          >
            {rows.map((row, index) => {
              const key = keyOf(row);
              const selected = selectedSet.has(key);
              return (
                <StyledCardItem key={key} $selected={selected}>
                  <StyledCardHeader>
                    {rowSelection && (
                      <StyledCardCheckLabel>
                        <Checkbox
                          checked={selected}
                          disabled={!selectable(row)}
                          aria-label={rowLabel(row, index)}
                          onChange={(checked) => emitSelection(toggleOne(selectedKeys, key, checked))}
                        />
                      </StyledCardCheckLabel>
                    )}
                    <span>
                      {cardTitle
                        ? cardTitle(row, index)
                        : titleColumn && cellContent(titleColumn, row, index)}
                    </span>
                  </StyledCardHeader>
                  <StyledCardFields>
                    {fieldColumns.map((column) => (
                      <div key={column.key}>
                        <dt>{column.title}</dt>
                        <dd>{cellContent(column, row, index)}</dd>
                      </div>
                    ))}
                  </StyledCardFields>
                  <CardActions actions={cardActions?.(row, index)} />
                </StyledCardItem>
              );
            })}
          </StyledCardList>
        )}
        {loadingStatus}
        {overlay}
      </StyledTableRoot>
    );
  }

  const columnCount = columns.length + (rowSelection ? 1 : 0);
  return (
    <StyledTableRoot data-ui="table" aria-busy={loading}>
      <StyledScroll
        ref={scrollRef}
        $maxHeight={cssLength(maxHeight)}
        tabIndex={scrollable ? 0 : undefined}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable && caption ? captionId : undefined}
        aria-label={scrollable && !caption ? (ariaLabel ?? '表格') : undefined}
      >
        <StyledTable $minWidth={cssLength(minWidth)} aria-label={caption ? undefined : ariaLabel}>
          {caption && (
            <StyledCaption id={captionId} $hidden={captionHidden}>
              {caption}
            </StyledCaption>
          )}
          <thead>
            <tr>
              {rowSelection && (
                <StyledSelectionHeader scope="col" $sticky={stickyHeader}>
                  <Checkbox
                    checked={allState === 'all'}
                    indeterminate={allState === 'some'}
                    disabled={visibleKeys.length === 0}
                    aria-label="全选当前页"
                    onChange={(checked) => emitSelection(toggleVisible(visibleKeys, selectedKeys, checked))}
                  />
                </StyledSelectionHeader>
              )}
              {columns.map((column) => {
                const align = column.align ?? 'left';
                const order = activeSort?.columnKey === column.key ? activeSort.order : undefined;
                return (
                  <StyledHeaderCell
                    key={column.key}
                    scope="col"
                    $align={align}
                    $sticky={stickyHeader}
                    $width={cssLength(column.width)}
                    aria-sort={column.sorter ? ariaSort(order) : undefined}
                  >
                    {column.sorter ? (
                      <StyledSortButton type="button" $align={align} onClick={() => changeSort(column.key)}>
                        {column.title}
                        <SortIcon order={order} />
                      </StyledSortButton>
                    ) : (
                      column.title
                    )}
                  </StyledHeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {showSkeleton &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <StyledCell key={cell} $align="left">
                      <StyledSkeletonBar style={{ width: `${50 + ((index + cell) % 3) * 20}%` }} />
                    </StyledCell>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <StyledEmptyCell colSpan={columnCount}>
                  <Empty compact description={emptyText} />
                </StyledEmptyCell>
              </tr>
            )}
            {rows.map((row, index) => {
              const key = keyOf(row);
              const selected = selectedSet.has(key);
              return (
                <StyledRow key={key} $selected={selected}>
                  {rowSelection && (
                    <StyledSelectionCell>
                      <Checkbox
                        checked={selected}
                        disabled={!selectable(row)}
                        aria-label={rowLabel(row, index)}
                        onChange={(checked) => emitSelection(toggleOne(selectedKeys, key, checked))}
                      />
                    </StyledSelectionCell>
                  )}
                  {columns.map((column) => (
                    <StyledCell key={column.key} $align={column.align ?? 'left'}>
                      {cellContent(column, row, index)}
                    </StyledCell>
                  ))}
                </StyledRow>
              );
            })}
          </tbody>
        </StyledTable>
      </StyledScroll>
      {loadingStatus}
      {overlay}
    </StyledTableRoot>
  );
}
