// The wide layout of a set of companies as a WAI-ARIA grid (decision 077): the kit's table view (same
// elements, same classes, so it looks the same) drawn as a grid, with the keyboard of useCompanyGrid.
import { useRef } from 'react';
import {
  pageSelectionState,
  togglePage,
  type DataTableColumn,
  type DataTableSelection,
} from '../../../../components/DataTable';
import { TableView } from '../../../../components/DataTable/TableView';
import { useCompanyGrid, type GridRowActions } from './use-company-grid';
import styles from './CompanyGrid.module.css';

/** Props of {@link GridTable}. */
export interface GridTableProps<Row> {
  caption: string;
  /** Id of the hint read after the grid's name (how to move, "?" for the keys). */
  hintId: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  selection?: DataTableSelection<Row>;
  actions: GridRowActions;
  onHelp: () => void;
  stickyHeader: boolean;
}

/** The table of companies as one stop in the tab order that arrows move through. */
export function GridTable<Row>(props: GridTableProps<Row>) {
  const { rows, getRowId, selection, actions } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const pageIds = rows.map(getRowId);
  const grid = useCompanyGrid(tableRef, {
    rowsKey: pageIds.join(' '),
    actions,
    onHelp: props.onHelp,
  });
  return (
    <TableView
      caption={props.caption}
      rows={rows}
      columns={props.columns}
      getRowId={getRowId}
      selection={selection}
      pageState={selection ? pageSelectionState(pageIds, selection.selectedIds) : false}
      onTogglePage={() => selection?.onSelectionChange(togglePage(pageIds, selection.selectedIds))}
      onToggleRow={(id) => actions.onToggleRow?.(id)}
      stickyHeader={props.stickyHeader}
      grid={{ ref: tableRef, describedBy: props.hintId, className: styles.grid, ...grid }}
    />
  );
}
