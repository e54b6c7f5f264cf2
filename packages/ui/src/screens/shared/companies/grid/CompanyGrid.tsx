// A set of companies for the keyboard and for touch (decision 077): on a wide container the grid
// (GridTable), one stop in the tab order with the results' keys and their help; on a narrow one the
// kit's cards, by touch, as before.
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { triageKey } from '@cnpj/domain';
import {
  DataTable,
  toggleRow,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableSelection,
} from '../../../../components/DataTable';
import tableStyles from '../../../../components/DataTable/DataTable.module.css';
import { useAutoLayout } from '../../../../components/DataTable/useAutoLayout';
import { KeysHelpDialog } from '../../KeysHelpDialog';
import { GridTable } from './GridTable';
import { gridHelpRows } from './grid-keys';

/** Read after the grid's name: how to move in it and where the keys are listed. */
export const GRID_HINT = 'Use as setas para percorrer as empresas. Tecle ? para ver os atalhos.';

/** The hint read after the grid's name (its `aria-describedby`). */
function GridHint({ id }: { id: string }) {
  return (
    <p id={id} className={tableStyles.visuallyHidden}>
      {GRID_HINT}
    </p>
  );
}

/** Props of {@link CompanyGrid}. */
export interface CompanyGridProps<Row> {
  caption: string;
  rows: readonly Row[];
  /** Keep columns (and renderCard) stable, e.g. module-level: a row redraws when they change. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  layout?: DataTableLayout;
  renderCard?: (row: Row) => ReactNode;
  selection?: DataTableSelection<Row>;
  stickyHeader?: boolean;
  className?: string;
  /** "Adicionar à lista" for the selection (L adds the focused row to it first). */
  onAddToList?: () => void;
  /** The rows offer "Não contatar" (N), which the help then lists. */
  doNotContact?: boolean;
}

/** The rows as a grid (wide) or cards (narrow), with the key help the grid opens on "?". */
export function CompanyGrid<Row>(props: CompanyGridProps<Row>) {
  const { rows, selection } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const resolved = useAutoLayout(containerRef, props.layout ?? 'auto');
  const [helpOpen, setHelpOpen] = useState(false);
  const hintId = useId();
  const addToList = useRef(props.onAddToList);
  useLayoutEffect(() => {
    addToList.current = props.onAddToList;
  });
  // L: the focused row joins the selection, drawn at once; then the screen's callback of that drawing
  // (read from the ref, the one of this render holds the selection before) sends it whole.
  const addFocused =
    selection && props.onAddToList
      ? (id: string) => {
          if (!selection.selectedIds.has(id))
            flushSync(() => selection.onSelectionChange(new Set([...selection.selectedIds, id])));
          addToList.current?.();
        }
      : undefined;
  // Space and X tick a row.
  const onToggleRow =
    selection &&
    ((id: string) => selection.onSelectionChange(toggleRow(id, selection.selectedIds)));
  const table = resolved === 'table' && rows.length > 0;
  return (
    <div
      ref={containerRef}
      className={[tableStyles.container, props.className].filter(Boolean).join(' ')}
      data-layout={resolved ?? undefined}
    >
      {/* Cards stay the kit's, by touch; no rows, its empty message. */}
      {!table && resolved !== null && (
        <DataTable {...props} className={undefined} layout={rows.length === 0 ? 'auto' : 'cards'} />
      )}
      {table && (
        <GridTable
          {...props}
          hintId={hintId}
          actions={{ onToggleRow, onAddToList: addFocused }}
          onHelp={() => setHelpOpen(true)}
          stickyHeader={props.stickyHeader ?? false}
        />
      )}
      {table && <GridHint id={hintId} />}
      {/* The keys the grid's handler reads (grid-keys.ts); closing gives focus back to the row. */}
      <KeysHelpDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={triageKey('help').label}
        rows={gridHelpRows({
          select: selection !== undefined,
          addToList: selection !== undefined && props.onAddToList !== undefined,
          doNotContact: props.doNotContact === true,
        })}
      />
    </div>
  );
}
