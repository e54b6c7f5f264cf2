// The grid's keyboard (decision 077, the WAI-ARIA grid pattern): one stop in the page's tab order,
// arrows through rows and then cells, Space and Enter and the triage's action keys on the focused row,
// and focus brought back to the rows after a search, a page turn, a dialog or a removed row.
import {
  useEffect,
  useLayoutEffect,
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

/**
 * The grid's behaviour on a drawn table. `rowsKey` names the rows shown: when it changes (another
 * search, another page) and the keyboard was on the search form or the pager, or lost, focus moves to
 * the first company. `onHelp` opens the key help.
 */
export function useCompanyGrid(
  tableRef: RefObject<HTMLTableElement | null>,
  { rowsKey, actions, onHelp }: { rowsKey: string; actions: GridRowActions; onHelp: () => void },
) {
  const active = useRef<ActiveStop>({ element: null, rowId: null, row: 1, cell: 0 });

  /** The active stop, found again by its row's id (or place) when its element has gone. */
  const activeStop = (table: HTMLTableElement): HTMLElement | null => {
    const current = active.current;
    if (current.element?.isConnected && table.contains(current.element)) return current.element;
    const byId = current.rowId
      ? gridRows(table).find((row) => row.dataset.rowId === current.rowId)
      : undefined;
    const element = stopAt(
      table,
      byId?.rowIndex ?? Math.max(current.row, firstBodyRow(table)),
      current.cell,
    );
    remember(table, element);
    return element;
  };

  const remember = (table: HTMLTableElement, element: HTMLElement | null) => {
    const position = element ? stopPosition(table, element) : null;
    active.current = {
      element,
      rowId: rowIdOf(element),
      row: position?.row ?? active.current.row,
      cell: position?.cell ?? active.current.cell,
    };
  };

  const focusStop = (table: HTMLTableElement, element: HTMLElement | null) => {
    if (!element) return;
    remember(table, element);
    applyRovingFocus(table, element);
    element.focus();
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  // Keeps one stop in the tab order as rows are drawn (a screenful first, the rest after), as a
  // cut text starts taking focus, and as rows go; when the focused row went, focus stays in the grid.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    rememberFocus();
    const hadFocus = () => table.contains(document.activeElement);
    let focused = hadFocus();
    const sync = () => {
      const stop = activeStop(table);
      applyRovingFocus(table, stop);
      if (focused && focusLost()) focusStop(table, stop);
      focused = hadFocus();
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(table, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'hidden'],
    });
    return () => observer.disconnect();
  });

  // Another search or page: the keyboard that ran it (the form, the pager) goes on from the first
  // company. A lost focus last seen in the results comes back to the row it was on (a dialog opened
  // from the selection bar, closed once the bar went away with the companies sent).
  const shownRows = useRef<string | null>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const newRows = shownRows.current !== rowsKey;
    shownRows.current = rowsKey;
    const handedOver =
      document.activeElement?.closest(`[${HANDS_FOCUS_TO_RESULTS}]`) != null ||
      (focusLost() && lastFocusedWithin(null, HANDS_FOCUS_TO_RESULTS));
    if (newRows && handedOver) {
      active.current = { element: null, rowId: null, row: firstBodyRow(table), cell: 0 };
      focusStop(table, activeStop(table));
      return;
    }
    const region = table.closest(`[${COMPANY_SET_REGION}]`) ?? table;
    if (focusLost() && lastFocusedWithin(region)) focusStop(table, activeStop(table));
  });

  const runAction = (table: HTMLTableElement, from: HTMLElement, action: GridAction) => {
    const row = from.closest<HTMLElement>('tr[data-row-id]');
    const id = row?.dataset.rowId;
    if (action === 'help') return onHelp();
    if (!row || !id) return;
    if (action === 'select') actions.onToggleRow?.(id);
    if (action === 'openDetail') clickIn(row, '[data-detail-link]');
    if (action === 'doNotContact') clickIn(row, '[data-row-action="doNotContact"]');
    if (action === 'addToList') actions.onAddToList?.(id);
    remember(table, from);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const target = event.target;
    // Keys pressed in a dialog drawn from a cell (a greeting) bubble here through React's portal.
    if (!table || !(target instanceof HTMLElement) || !table.contains(target)) return;
    const command = gridCommandFor(event);
    if (!command) return;
    if (command.kind === 'action') {
      if (command.action === 'addToList' && !actions.onAddToList) return;
      if (command.action === 'select' && !actions.onToggleRow) return;
      event.preventDefault();
      runAction(table, target, command.action);
      return;
    }
    const from = target.closest('td, th') && stopPosition(table, target) ? target : null;
    const next = from && moveFrom(table, from, command.move);
    event.preventDefault();
    if (next) focusStop(table, next);
  };

  /** A click or Tab into the grid makes what got focus the stop the arrows start from. */
  const onFocus = (event: ReactFocusEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    if (!table || !(event.target instanceof HTMLElement) || !stopPosition(table, event.target))
      return;
    remember(table, event.target);
    applyRovingFocus(table, event.target);
  };

  return { onKeyDown, onFocus };
}
