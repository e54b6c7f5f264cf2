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
}: RowsViewProps<Row> & { stickyHeader?: boolean }) {
  const drawn = useFirstScreenful(rows, getRowId);
  return (
    <div className={styles.scroller} data-sticky-header={stickyHeader || undefined}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={styles.selectCell}>
                <Checkbox
                  aria-label={selection.pageLabel ?? 'Selecionar página'}
                  checked={pageState}
                  onCheckedChange={onTogglePage}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drawn.map((row) => {
            const props = rowProps({ row, columns, getRowId, selection, onToggleRow });
            return <TableRow key={props.id} {...props} />;
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

/** One row: its checkbox (when selectable) and a cell per column. */
function TableRow<Row>({ row, id, columns, selectLabel, selected, onToggleRow }: RowProps<Row>) {
  return (
    <tr data-selected={selected || undefined}>
      {selectLabel !== undefined && (
        <td className={styles.selectCell}>
          <Checkbox
            aria-label={selectLabel}
            checked={selected}
            onCheckedChange={() => onToggleRow(id)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={column.className}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}
