import type { ReactNode } from 'react';
import table from './table.module.css';

/** Props of {@link ScrollTable}. */
export interface ScrollTableProps {
  /** The region's accessible name, e.g. "Tabela de usuários". */
  label: string;
  /** The table's thead and tbody. */
  children: ReactNode;
}

/**
 * A plain data table of the screens in a labelled region that keyboard users can focus (tabIndex 0)
 * to scroll a table wider than a phone.
 */
export function ScrollTable({ label, children }: ScrollTableProps) {
  return (
    <div className={table.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={table.table}>{children}</table>
    </div>
  );
}
