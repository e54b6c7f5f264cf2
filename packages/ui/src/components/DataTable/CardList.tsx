import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import styles from './DataTable.module.css';
import type { RowsViewProps } from './TableView';

/** Props of the narrow layout: the shared ones plus an optional card renderer. */
export interface CardListProps<Row> extends RowsViewProps<Row> {
  renderCard?: (row: Row) => ReactNode;
}

/** The narrow layout: one card per row; without a renderer, each column becomes a term and value. */
export function CardList<Row>({
  caption,
  rows,
  columns,
  getRowId,
  selection,
  pageState,
  onTogglePage,
  onToggleRow,
  renderCard,
}: CardListProps<Row>) {
  return (
    <div className={styles.cards}>
      {selection && (
        <div className={styles.cardsToolbar}>
          <Checkbox
            label={selection.pageLabel ?? 'Selecionar página'}
            checked={pageState}
            onCheckedChange={onTogglePage}
          />
        </div>
      )}
      <ul className={styles.cardList} aria-label={caption}>
        {rows.map((row) => {
          const id = getRowId(row);
          const isSelected = selection?.selectedIds.has(id) ?? false;
          return (
            <li key={id} className={styles.card} data-selected={isSelected || undefined}>
              {selection && (
                <Checkbox
                  className={styles.cardSelect}
                  aria-label={selection.rowLabel(row)}
                  checked={isSelected}
                  onCheckedChange={() => onToggleRow(id)}
                />
              )}
              <div className={styles.cardBody}>
                {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Column headers as terms and cells as their values. */
function DefaultCard<Row>({ row, columns }: Pick<CardListProps<Row>, 'columns'> & { row: Row }) {
  return (
    <dl className={styles.cardFields}>
      {columns.map((column) => (
        <div key={column.id} className={styles.cardField}>
          <dt>{column.header}</dt>
          <dd>{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
