export { Table, type TableColumn, type TableProps, type TableRowSelection } from './Table';
export { compareValues, type SortOrder, type SortState } from './sort';
export type { RowKey } from './selection';
