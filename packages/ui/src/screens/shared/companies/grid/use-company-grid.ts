// The grid's keyboard (decision 077, the WAI-ARIA grid pattern): one stop in the page's tab order,
// arrows through rows and then cells, Space and Enter and the triage's action keys on the focused row,
// and focus brought back to the rows after a search, a page turn, a dialog or a removed row.
import {
  useEffect,
  useRef,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import {
  applyRovingFocus,
  firstBodyRow,
  focusLost,
  gridRows,
  rowStops,
  stopAt,
  stopPosition,
} from './grid-dom';
import { GRID_PAGE_ROWS, gridCommandFor, type GridAction, type GridMove } from './grid-keys';
import {
  COMPANY_SET_REGION,
  HANDS_FOCUS_TO_RESULTS,
  inDialog,
  keyboardInUse,
  lastFocusedWithin,
  rememberFocus,
} from './focus-memory';

/** What the grid does for a row; the hook finds the row, the screen acts. */
export interface GridRowActions {
  /** Ticks or unticks the row (Space, X). */
  onToggleRow?: (id: string) => void;
  /** "Adicionar à lista" with the focused row among the companies sent (L). */
  onAddToList?: (id: string) => void;
}

/** Where the focus is in the grid, by the row's id (rows move) and the cell's place. */
interface ActiveStop {
  element: HTMLElement | null;
  rowId: string | null;
  row: number;
  cell: number;
}

/** The next stop for a move from `from`, or null when the move leads nowhere. */
function moveFrom(table: HTMLTableElement, from: HTMLElement, move: GridMove): HTMLElement | null {
  const position = stopPosition(table, from);
  if (!position) return null;
  const rows = gridRows(table);
  const row = rows[position.row];
  const first = firstBodyRow(table);
  const last = rows.length - 1;
  const stops = row ? rowStops(row) : [];
  const index = stops.indexOf(from);
  switch (move) {
    case 'up':
      return stopAt(table, position.row - 1, position.cell);
    case 'down':
      return stopAt(table, position.row + 1, position.cell);
    case 'left':
      return stops[Math.max(0, index - 1)] ?? null;
    case 'right':
      return stops[Math.min(stops.length - 1, index + 1)] ?? null;
    case 'rowStart':
      return stops[0] ?? null;
    case 'rowEnd':
      return stops.at(-1) ?? null;
    case 'first':
      return stopAt(table, first, 0);
    case 'last': {
      const lastRow = rows[last];
      return lastRow ? (rowStops(lastRow).at(-1) ?? null) : null;
    }
    case 'pageUp':
      return stopAt(table, Math.max(first, position.row - GRID_PAGE_ROWS), position.cell);
    case 'pageDown':
      return stopAt(table, Math.min(last, position.row + GRID_PAGE_ROWS), position.cell);
  }
}

const rowIdOf = (element: Element | null) =>
  element?.closest<HTMLElement>('tr[data-row-id]')?.dataset.rowId ?? null;

/** Clicks the row's own control for an action (its detail link, its "Não contatar"). */
const clickIn = (row: Element | null, selector: string) =>
  row?.querySelector<HTMLElement>(selector)?.click();

type ActiveRef = RefObject<ActiveStop>;

/** Keeps where `element` is, so the stop is found again by its row when the element goes. */
function remember(activeRef: ActiveRef, table: HTMLTableElement, element: HTMLElement | null) {
  const position = element ? stopPosition(table, element) : null;
  activeRef.current = {
    element,
    rowId: rowIdOf(element),
    row: position?.row ?? activeRef.current.row,
    cell: position?.cell ?? activeRef.current.cell,
  };
}

/** The active stop, found again by its row's id (or place) when its element has gone. */
function activeStop(activeRef: ActiveRef, table: HTMLTableElement): HTMLElement | null {
  const current = activeRef.current;
  if (current.element?.isConnected && table.contains(current.element)) return current.element;
  const byId = current.rowId
    ? gridRows(table).find((row) => row.dataset.rowId === current.rowId)
    : undefined;
  const row = byId?.rowIndex ?? Math.max(current.row, firstBodyRow(table));
  const element = stopAt(table, row, current.cell);
  remember(activeRef, table, element);
  return element;
}

/** Moves focus to a stop, alone in the tab order, scrolled into view. */
function focusStop(activeRef: ActiveRef, table: HTMLTableElement, element: HTMLElement | null) {
  if (!element) return;
  remember(activeRef, table, element);
  applyRovingFocus(table, element);
  element.focus();
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/** Focus lost where the results had it (the rows, the pager, the selection bar): back to the row. */
function rescue(activeRef: ActiveRef, table: HTMLTableElement) {
  const region = table.closest(`[${COMPANY_SET_REGION}]`) ?? table;
  if (focusLost() && lastFocusedWithin(region))
    focusStop(activeRef, table, activeStop(activeRef, table));
}

/** Runs a row's action from the element the key was pressed on. */
function runAction(
  from: HTMLElement,
  action: Exclude<GridAction, 'help'>,
  actions: GridRowActions,
) {
  const row = from.closest<HTMLElement>('tr[data-row-id]');
  const id = row?.dataset.rowId;
  if (!row || !id) return;
  if (action === 'select') actions.onToggleRow?.(id);
  if (action === 'openDetail') clickIn(row, '[data-detail-link]');
  if (action === 'doNotContact') clickIn(row, '[data-row-action="doNotContact"]');
  if (action === 'addToList') actions.onAddToList?.(id);
}

/**
 * Another search or page: the keyboard that ran it (the form, the pager) goes on from the first
 * company. A lost focus last seen in the results comes back to the row it was on.
 */
function useFocusHandOver(
  tableRef: RefObject<HTMLTableElement | null>,
  activeRef: ActiveRef,
  rowsKey: string,
) {
  const shownRows = useRef<string | null>(null);
  // After every draw: a row taken away while it had focus (a company sent to "Não contatar") leaves
  // focus in the grid, on its place; another search run by key hands the keyboard to the rows.
  useEffect(() => {
    rememberFocus();
    const table = tableRef.current;
    if (!table) return;
    const newRows = shownRows.current !== rowsKey;
    shownRows.current = rowsKey;
    const handedOver =
      document.activeElement?.closest(`[${HANDS_FOCUS_TO_RESULTS}]`) != null ||
      (focusLost() && lastFocusedWithin(null, HANDS_FOCUS_TO_RESULTS));
    if (!newRows || !handedOver || !keyboardInUse()) return rescue(activeRef, table);
    activeRef.current = { element: null, rowId: null, row: firstBodyRow(table), cell: 0 };
    focusStop(activeRef, table, activeStop(activeRef, table));
  });
  // A dialog leaves the page's body (its portal) after the rows last drew: when what opened it has
  // gone meanwhile (the selection bar, once its companies went to a list), focus comes back here,
  // after the dialog's own return of focus, which runs in a task of its own.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (tableRef.current) rescue(activeRef, tableRef.current);
      }, 0);
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [tableRef, activeRef]);
}

/**
 * The grid's behaviour on a drawn table. `rowsKey` names the rows shown: when it changes (another
 * search, another page) and the keyboard was on the search form or the pager, or lost, focus moves to
 * the first company. `onHelp` opens the key help.
 */
export function useCompanyGrid(
  tableRef: RefObject<HTMLTableElement | null>,
  { rowsKey, actions, onHelp }: { rowsKey: string; actions: GridRowActions; onHelp: () => void },
) {
  const activeRef = useRef<ActiveStop>({ element: null, rowId: null, row: 1, cell: 0 });
  useFocusHandOver(tableRef, activeRef, rowsKey);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const target = event.target;
    // Keys pressed in a dialog drawn from a cell (a greeting) bubble here through React's portal.
    if (!table || !(target instanceof HTMLElement) || !table.contains(target)) return;
    // Tab leaves the grid: with every other stop at -1 first, the browser's own Tab goes to what
    // follows (or precedes) the table, rows drawn since the last move included.
    if (event.key === 'Tab') return applyRovingFocus(table, target);
    const command = gridCommandFor(event);
    if (!command) return;
    if (command.kind === 'action') {
      if (command.action === 'addToList' && !actions.onAddToList) return;
      if (command.action === 'select' && !actions.onToggleRow) return;
      event.preventDefault();
      if (command.action === 'help') return onHelp();
      remember(activeRef, table, target);
      return runAction(target, command.action, actions);
    }
    event.preventDefault();
    const next = stopPosition(table, target) ? moveFrom(table, target, command.move) : null;
    if (next) focusStop(activeRef, table, next);
  };

  /**
   * Tab into the grid lands on the stop the arrows left (the rows drawn since may still be in the
   * page's tab order: they are taken out on the next move or Tab, not on every draw). A click, or
   * focus given back by a dialog, makes what got focus the stop the arrows start from.
   */
  const onFocus = (event: ReactFocusEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const target = event.target;
    if (!table || !(target instanceof HTMLElement) || !stopPosition(table, target)) return;
    const from = event.relatedTarget;
    const tabbedIn =
      from instanceof Element && !table.contains(from) && !inDialog(from) && keyboardInUse();
    const stop = tabbedIn ? activeStop(activeRef, table) : null;
    if (stop && stop !== target) return focusStop(activeRef, table, stop);
    remember(activeRef, table, target);
    applyRovingFocus(table, target);
  };

  return { onKeyDown, onFocus };
}
