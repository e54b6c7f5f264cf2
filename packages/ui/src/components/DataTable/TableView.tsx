import type { FocusEventHandler, KeyboardEventHandler, RefObject } from 'react';
import { Checkbox, type CheckboxState } from '../Checkbox';
import styles from './DataTable.module.css';
import type { DataTableColumn, DataTableSelection } from './types';
import { useFirstScreenful } from './useFirstScreenful';

/** Props shared by the table and card views. */
export interface RowsViewProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  selection?: DataTableSelection<Row>;
  pageState: CheckboxState;
  onTogglePage: () => void;
  onToggleRow: (id: string) => void;
}

/**
 * The table as a WAI-ARIA grid (the companies' grid, decision 077): the same elements and classes,
 * with role="grid", the rows' selection as aria-selected, every cell focusable for the arrows and
 * the keyboard the grid's owner handles.
 */
export interface TableGrid {
  ref: RefObject<HTMLTableElement | null>;
  /** Id of the hint read after the grid's name. */
  describedBy: string;
  className?: string;
  onKeyDown: KeyboardEventHandler<HTMLTableElement>;
  onFocus: FocusEventHandler<HTMLTableElement>;
}

/** A cell's focus in a grid: reached by the arrows, never by Tab. */
const cellFocus = (grid: boolean) => (grid ? -1 : undefined);

/** The wide layout: a native table, with a checkbox column when rows are selectable. */
export function TableView<Row>({
  caption,
  rows,
  columns,
  getRowId,
  selection,
  pageState,
  onTogglePage,
  onToggleRow,
  stickyHeader = false,
  grid,
}: RowsViewProps<Row> & { stickyHeader?: boolean; grid?: TableGrid }) {
  const drawn = useFirstScreenful(rows, getRowId);
  const inGrid = grid !== undefined;
  return (
    <div className={styles.scroller} data-sticky-header={stickyHeader || undefined}>
      <table
        ref={grid?.ref}
        role={grid && 'grid'}
        aria-multiselectable={grid && selection ? true : undefined}
        aria-describedby={grid?.describedBy}
        aria-keyshortcuts={grid && '?'}
        className={[styles.table, grid?.className].filter(Boolean).join(' ')}
        onKeyDown={grid?.onKeyDown}
        onFocus={grid?.onFocus}
      >
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={styles.selectCell} tabIndex={cellFocus(inGrid)}>
                <Checkbox
                  aria-label={selection.pageLabel ?? 'Selecionar página'}
                  checked={pageState}
                  onCheckedChange={onTogglePage}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.className}
                tabIndex={cellFocus(inGrid)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drawn.map((row) => {
            const props = rowProps({ row, columns, getRowId, selection, onToggleRow });
            return <TableRow key={props.id} {...props} grid={inGrid} />;
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Props of one body row: plain values only, so a row's cells redraw only when its row changes. */
export interface RowProps<Row> {
  row: Row;
  id: string;
  columns: readonly DataTableColumn<Row>[];
  /** The checkbox's accessible name; no checkbox when the table is not selectable. */
  selectLabel: string | undefined;
  selected: boolean;
  onToggleRow: (id: string) => void;
}

/** The props of one row, for the table and the card views alike. */
export function rowProps<Row>({
  row,
  columns,
  getRowId,
  selection,
  onToggleRow,
}: Pick<RowsViewProps<Row>, 'columns' | 'getRowId' | 'selection' | 'onToggleRow'> & {
  row: Row;
}): RowProps<Row> {
  const id = getRowId(row);
  return {
    row,
    id,
    columns,
    selectLabel: selection?.rowLabel(row),
    selected: selection?.selectedIds.has(id) ?? false,
    onToggleRow,
  };
}

/** One row: its checkbox (when selectable) and a cell per column; in a grid, named by its id. */
function TableRow<Row>({
  row,
  id,
  columns,
  selectLabel,
  selected,
  onToggleRow,
  grid,
}: RowProps<Row> & { grid: boolean }) {
  const selectable = selectLabel !== undefined;
  return (
    <tr
      data-selected={selected || undefined}
      data-row-id={grid ? id : undefined}
      aria-selected={grid && selectable ? selected : undefined}
    >
      {selectable && (
        <td className={styles.selectCell} tabIndex={cellFocus(grid)}>
          <Checkbox
            aria-label={selectLabel}
            checked={selected}
            onCheckedChange={() => onToggleRow(id)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={column.className} tabIndex={cellFocus(grid)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}
