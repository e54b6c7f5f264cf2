// The grid's roving focus on the table's own elements (decision 077): one element of the table is in
// the page's tab order (tabindex 0), every other cell and control waits at -1 for the arrows. The
// cells' controls (links, copy buttons, "Não contatar", the contacts' links) belong to shared parts
// drawn by many screens, so their tabindex is set here, on the drawn table, not by each part; and
// only when focus moves in the grid or leaves it by Tab, never on every draw: a scan of a page of
// rows after each draw cost the search's first paint more than the grid was worth.

/** Controls a person can reach in a cell; the cells themselves are not among them. */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not(td):not(th)';

/** Out of sight or out of the accessibility tree: never a stop (Radix's hidden form input). */
const unseen = (element: Element) => element.closest('[hidden], [aria-hidden="true"]') !== null;

/** The table's rows, header first. */
export const gridRows = (table: HTMLTableElement): HTMLTableRowElement[] => Array.from(table.rows);

/** The first row of companies (after the header). */
export const firstBodyRow = (table: HTMLTableElement): number => (table.tHead ? 1 : 0);

/** A cell's stops: its controls in order, or the cell itself when it holds none (text to read). */
export function cellStops(cell: HTMLTableCellElement): HTMLElement[] {
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(CONTROLS)).filter(
    (element) => !unseen(element),
  );
  return controls.length > 0 ? controls : [cell];
}

/** A row's stops, cell after cell. */
export const rowStops = (row: HTMLTableRowElement): HTMLElement[] =>
  Array.from(row.cells).flatMap(cellStops);

/** Where a stop is: its row's and its cell's index, or null when it is not the table's. */
export function stopPosition(
  table: HTMLTableElement,
  element: Element,
): { row: number; cell: number } | null {
  const cell = element.closest('td, th');
  const row = cell?.parentElement;
  if (!cell || !(row instanceof HTMLTableRowElement) || !table.contains(row)) return null;
  return { row: row.rowIndex, cell: (cell as HTMLTableCellElement).cellIndex };
}

/** The first stop of a cell, by row and cell index, each kept within the table. */
export function stopAt(table: HTMLTableElement, row: number, cell: number): HTMLElement | null {
  const rows = gridRows(table);
  const target = rows[Math.max(0, Math.min(row, rows.length - 1))];
  if (!target || target.cells.length === 0) return null;
  const cells = Array.from(target.cells);
  const at = cells[Math.max(0, Math.min(cell, cells.length - 1))];
  return at ? (cellStops(at)[0] ?? null) : null;
}

const setTabIndex = (element: HTMLElement, value: number) => {
  if (element.getAttribute('tabindex') !== String(value))
    element.setAttribute('tabindex', String(value));
};

/**
 * Puts `active` alone in the tab order: every cell and control of the table at -1, `active` at 0.
 * Writes only what differs, so calling it again changes nothing.
 */
export function applyRovingFocus(table: HTMLTableElement, active: HTMLElement | null) {
  for (const element of table.querySelectorAll<HTMLElement>(`td, th, ${CONTROLS}`))
    if (element !== active && !unseen(element)) setTabIndex(element, -1);
  if (active) setTabIndex(active, 0);
}

/** Focus has no place: on the page's body, on an element taken away, or on one now hidden. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    active.closest('[hidden]') !== null
  );
}
