// The wide layout of a set of companies as a WAI-ARIA grid (decision 077): the table the kit's
// DataTable draws (same elements, same classes, so it looks the same), with role="grid", the rows'
// selection as aria-selected, and the keyboard of useCompanyGrid.
import { useRef } from 'react';
import { Checkbox } from '../../../../components/Checkbox';
import {
  pageSelectionState,
  togglePage,
  type DataTableColumn,
  type DataTableSelection,
} from '../../../../components/DataTable';
import tableStyles from '../../../../components/DataTable/DataTable.module.css';
import { useFirstScreenful } from '../../../../components/DataTable/useFirstScreenful';
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

/** One row: its checkbox (when selectable) and a cell per column, each cell a gridcell. */
function GridRow<Row>({
  row,
  id,
  columns,
  selectLabel,
  selected,
  onToggleRow,
}: {
  row: Row;
  id: string;
  columns: readonly DataTableColumn<Row>[];
  selectLabel: string | undefined;
  selected: boolean;
  onToggleRow?: (id: string) => void;
}) {
  const selectable = selectLabel !== undefined;
  return (
    <tr
      data-row-id={id}
      data-selected={selected || undefined}
      aria-selected={selectable ? selected : undefined}
    >
      {selectable && (
        <td className={tableStyles.selectCell} tabIndex={-1}>
          <Checkbox
            aria-label={selectLabel}
            checked={selected}
            onCheckedChange={() => onToggleRow?.(id)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={column.className} tabIndex={-1}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** The header row: the page's checkbox and the columns' names. */
function GridHeader<Row>({
  columns,
  selection,
  rows,
  getRowId,
}: Pick<GridTableProps<Row>, 'columns' | 'selection' | 'rows' | 'getRowId'>) {
  const pageIds = rows.map(getRowId);
  const pageState = selection ? pageSelectionState(pageIds, selection.selectedIds) : false;
  const onTogglePage = () =>
    selection?.onSelectionChange(togglePage(pageIds, selection.selectedIds));
  return (
    <thead>
      <tr>
        {selection && (
          <th scope="col" className={tableStyles.selectCell} tabIndex={-1}>
            <Checkbox
              aria-label={selection.pageLabel ?? 'Selecionar página'}
              checked={pageState}
              onCheckedChange={onTogglePage}
            />
          </th>
        )}
        {columns.map((column) => (
          <th key={column.id} scope="col" className={column.className} tabIndex={-1}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The table of companies as one stop in the tab order that arrows move through. */
export function GridTable<Row>(props: GridTableProps<Row>) {
  const { caption, rows, columns, getRowId, selection, actions } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const drawn = useFirstScreenful(rows, getRowId);
  const rowsKey = rows.map(getRowId).join(' ');
  const grid = useCompanyGrid(tableRef, { rowsKey, actions, onHelp: props.onHelp });
  return (
    <div className={tableStyles.scroller} data-sticky-header={props.stickyHeader || undefined}>
      <table
        ref={tableRef}
        role="grid"
        aria-multiselectable={selection ? true : undefined}
        aria-describedby={props.hintId}
        aria-keyshortcuts="?"
        className={[tableStyles.table, styles.grid].join(' ')}
        onKeyDown={grid.onKeyDown}
        onFocus={grid.onFocus}
      >
        <caption className={tableStyles.visuallyHidden}>{caption}</caption>
        <GridHeader {...props} />
        <tbody>
          {drawn.map((row) => {
            const id = getRowId(row);
            return (
              <GridRow
                key={id}
                row={row}
                id={id}
                columns={columns}
                selectLabel={selection?.rowLabel(row)}
                selected={selection?.selectedIds.has(id) ?? false}
                onToggleRow={actions.onToggleRow}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
