import type { ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra class for the column's cells (e.g. a width or alignment). */
  className?: string;
}

/** How rows are laid out: a table, cards, or chosen by the container's width. */
export type DataTableLayout = 'table' | 'cards' | 'auto';

/** Row selection: which ids are selected (any page) and how to name each row's checkbox. */
export interface DataTableSelection<Row> {
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (selectedIds: Set<string>) => void;
  /** Accessible name of a row's checkbox, e.g. "Selecionar 12.345.678/0001-90". */
  rowLabel: (row: Row) => string;
  /** Accessible name of the header checkbox; defaults to "Selecionar página". */
  pageLabel?: string;
}
