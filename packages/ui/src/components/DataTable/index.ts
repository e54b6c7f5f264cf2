export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableLayout, DataTableSelection } from './types';
export { pageSelectionState, togglePage, toggleRow } from './selection';
