import { useRef, type ReactNode } from 'react';
import { CardList } from './CardList';
import styles from './DataTable.module.css';
import { pageSelectionState, togglePage, toggleRow } from './selection';
import { TableView } from './TableView';
import type { DataTableColumn, DataTableLayout, DataTableSelection } from './types';
import { useAutoLayout } from './useAutoLayout';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table (or of the card list). */
  caption: string;
  rows: readonly Row[];
  /** Keep columns (and renderCard) stable, e.g. module-level: a row redraws when they change. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** 'auto' (default) shows cards when the container is narrower than the md breakpoint. */
  layout?: DataTableLayout;
  /** Custom card content for the narrow layout; by default each column is a term and value. */
  renderCard?: (row: Row) => ReactNode;
  /** Makes rows selectable with a checkbox each and a select-page header checkbox. */
  selection?: DataTableSelection<Row>;
  /** Shown instead of the rows when there are none (e.g. "Nenhuma empresa encontrada"). */
  empty?: ReactNode;
  /** Keeps the table's header row in view while the page scrolls (long pages such as the search results). */
  stickyHeader?: boolean;
  className?: string;
}

/** A generic table of rows that turns into cards on narrow containers, with optional row selection. */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  getRowId,
  layout = 'auto',
  renderCard,
  selection,
  empty = 'Nenhum resultado',
  stickyHeader = false,
  className,
}: DataTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const resolved = useAutoLayout(containerRef, layout);
  const pageIds = rows.map(getRowId);
  const selected = selection?.selectedIds;
  const pageState = selected ? pageSelectionState(pageIds, selected) : false;
  const onTogglePage = () =>
    selection?.onSelectionChange(togglePage(pageIds, selection.selectedIds));
  const onToggleRow = (id: string) =>
    selection?.onSelectionChange(toggleRow(id, selection.selectedIds));

  const viewProps = {
    caption,
    rows,
    columns,
    getRowId,
    selection,
    pageState,
    onTogglePage,
    onToggleRow,
  };
  return (
    <div
      ref={containerRef}
      className={[styles.container, className].filter(Boolean).join(' ')}
      data-layout={resolved ?? undefined}
    >
      {rows.length === 0 && <div className={styles.empty}>{empty}</div>}
      {rows.length > 0 && resolved === 'table' && (
        <TableView {...viewProps} stickyHeader={stickyHeader} />
      )}
      {rows.length > 0 && resolved === 'cards' && (
        <CardList {...viewProps} renderCard={renderCard} />
      )}
    </div>
  );
}
