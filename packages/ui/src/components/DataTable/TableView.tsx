import { Checkbox, type CheckboxState } from '../Checkbox';
import styles from './DataTable.module.css';
import type { DataTableColumn, DataTableSelection } from './types';

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
}: RowsViewProps<Row>) {
  return (
    <div className={styles.scroller}>
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
          {rows.map((row) => (
            <TableRow
              key={getRowId(row)}
              row={row}
              id={getRowId(row)}
              columns={columns}
              selection={selection}
              onToggleRow={onToggleRow}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of one body row. */
type TableRowProps<Row> = Pick<RowsViewProps<Row>, 'columns' | 'selection' | 'onToggleRow'> & {
  row: Row;
  id: string;
};

/** One row: its checkbox (when selectable) and a cell per column. */
function TableRow<Row>({ row, id, columns, selection, onToggleRow }: TableRowProps<Row>) {
  const isSelected = selection?.selectedIds.has(id) ?? false;
  return (
    <tr data-selected={isSelected || undefined}>
      {selection && (
        <td className={styles.selectCell}>
          <Checkbox
            aria-label={selection.rowLabel(row)}
            checked={isSelected}
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
