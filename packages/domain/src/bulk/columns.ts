// Which column of an uploaded table holds the CNPJs (docs/product.md#bulk-cnpj-lookup): found on its
// own when one column clearly does, else the user picks it.
import { extractCnpjsFromCells } from './extract';

/** One column of a table, as the picker lists it. */
export interface TableColumn {
  index: number;
  /** The header's text, else "Coluna A", "Coluna B"... */
  label: string;
  /** Cells (below the header) holding a valid CNPJ. */
  cnpjCount: number;
}

/** The columns of a table and the one that clearly holds the CNPJs, if any. */
export interface TableColumns {
  columns: TableColumn[];
  /** Whether the first row is a header (it holds no CNPJ while the rows below do). */
  hasHeader: boolean;
  /** The index of the column that clearly holds the CNPJs; null when the user must pick. */
  chosen: number | null;
}

/** "A", "B", ... "Z", "AA": a spreadsheet's column letters. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function cnpjsIn(cells: readonly string[]): number {
  return extractCnpjsFromCells(cells).valid.length;
}

/**
 * The table's columns and the CNPJ column: a column is the one when it holds CNPJs in at least half
 * of its filled cells and no other column holds any; or, failing that, when it alone is headed "CNPJ".
 */
export function findCnpjColumn(rows: readonly (readonly string[])[]): TableColumns {
  const width = rows.reduce((most, row) => Math.max(most, row.length), 0);
  const first = rows[0] ?? [];
  const hasHeader = rows.length > 1 && cnpjsIn(first) === 0;
  const body = hasHeader ? rows.slice(1) : rows;
  const columns: TableColumn[] = [];
  const filled: number[] = [];
  for (let index = 0; index < width; index += 1) {
    const cells = body.map((row) => (row[index] ?? '').trim());
    const header = hasHeader ? (first[index] ?? '').trim() : '';
    columns.push({
      index,
      label: header || `Coluna ${columnLetter(index)}`,
      cnpjCount: cnpjsIn(cells),
    });
    filled.push(cells.filter(Boolean).length);
  }
  const holding = columns.filter((column) => column.cnpjCount > 0);
  const only = holding.length === 1 ? holding[0] : undefined;
  if (only && only.cnpjCount * 2 >= (filled[only.index] ?? 0))
    return { columns, hasHeader, chosen: only.index };
  const named = hasHeader
    ? columns.filter((column) => /cnpj/i.test(column.label) && column.cnpjCount > 0)
    : [];
  return { columns, hasHeader, chosen: named.length === 1 ? named[0]!.index : null };
}

/** The cells of one column, below the header when there is one. */
export function columnCells(
  rows: readonly (readonly string[])[],
  index: number,
  hasHeader: boolean,
): string[] {
  return (hasHeader ? rows.slice(1) : rows).map((row) => row[index] ?? '');
}
