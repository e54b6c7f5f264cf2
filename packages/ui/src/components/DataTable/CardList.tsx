import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import styles from './DataTable.module.css';
import { rowProps, type RowProps, type RowsViewProps } from './TableView';
import { useFirstScreenful } from './useFirstScreenful';

/** Props of the narrow layout: the shared ones plus an optional card renderer. */
export interface CardListProps<Row> extends RowsViewProps<Row> {
  /** Keep it stable (a module-level function) so unchanged cards are not redrawn. */
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
  const drawn = useFirstScreenful(rows, getRowId);
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
        {drawn.map((row) => {
          const props = rowProps({ row, columns, getRowId, selection, onToggleRow });
          return <Card key={props.id} {...props} renderCard={renderCard} />;
        })}
      </ul>
    </div>
  );
}

/** One card: its checkbox (when selectable) and the row's content. */
function Card<Row>({
  row,
  id,
  columns,
  selectLabel,
  selected,
  onToggleRow,
  renderCard,
}: RowProps<Row> & Pick<CardListProps<Row>, 'renderCard'>) {
  return (
    <li className={styles.card} data-selected={selected || undefined}>
      {selectLabel !== undefined && (
        <Checkbox
          className={styles.cardSelect}
          aria-label={selectLabel}
          checked={selected}
          onCheckedChange={() => onToggleRow(id)}
        />
      )}
      <div className={styles.cardBody}>
        {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
      </div>
    </li>
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
