// The results table's keys (docs/product.md#search "The results from the keyboard", decision 077): the
// grid's own moves, declared here, and the row actions, taken from the triage's one declaration of
// its keys (decision 074), so "L", "N", "X", Enter and "?" mean the same on a row as on the triage's
// card, and the help lists what the handler runs.
import { isTypingTarget, triageActionFor, triageKey, type TriageAction } from '@cnpj/domain';

/** A move of the focus inside the grid. */
export type GridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'rowStart'
  | 'rowEnd'
  | 'first'
  | 'last'
  | 'pageUp'
  | 'pageDown';

/** The triage's actions a row of the table offers too. */
export type GridAction = Extract<
  TriageAction,
  'select' | 'openDetail' | 'addToList' | 'doNotContact' | 'help'
>;

/** What a key press does in the grid: a move, an action on the focused row, or nothing. */
export type GridCommand = { kind: 'move'; move: GridMove } | { kind: 'action'; action: GridAction };

/** Rows a Page Up or Page Down moves by. */
export const GRID_PAGE_ROWS = 10;

const MOVES: Readonly<Record<string, GridMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'rowStart',
  End: 'rowEnd',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
};

const CTRL_MOVES: Readonly<Record<string, GridMove>> = { Home: 'first', End: 'last' };

const ROW_ACTIONS: ReadonlySet<TriageAction> = new Set<GridAction>([
  'select',
  'openDetail',
  'addToList',
  'doNotContact',
  'help',
]);

/** The key event's parts the grid reads (a DOM `KeyboardEvent` or React's). */
export interface GridKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: unknown;
}

const roleOf = (target: unknown): string | null => {
  const element = target as { getAttribute?: (name: string) => string | null } | null;
  return typeof element?.getAttribute === 'function' ? element.getAttribute('role') : null;
};

const tagOf = (target: unknown): string => {
  const tag = (target as { tagName?: unknown } | null)?.tagName;
  return typeof tag === 'string' ? tag.toUpperCase() : '';
};

/** A cell itself, not a control in it: Space and Enter are the grid's there. */
const isCell = (target: unknown) => ['TD', 'TH'].includes(tagOf(target));

/**
 * The command a key runs in the grid, or null for the browser's own: never while typing, never with
 * Cmd or Alt. Space selects the row from a cell (on a checkbox it ticks it, on a button or link it
 * presses it); Enter opens the detail from a cell or the row's checkbox, and presses a button or link.
 */
export function gridCommandFor(event: GridKeyEvent): GridCommand | null {
  if (event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  if (event.ctrlKey) {
    const move = CTRL_MOVES[event.key];
    return move ? { kind: 'move', move } : null;
  }
  const move = MOVES[event.key];
  if (move) return { kind: 'move', move };
  if (event.key === ' ') return isCell(event.target) ? { kind: 'action', action: 'select' } : null;
  if (event.key === 'Enter' && roleOf(event.target) === 'checkbox')
    return { kind: 'action', action: 'openDetail' };
  const action = triageActionFor({ ...event, ctrlKey: false });
  return action && ROW_ACTIONS.has(action)
    ? { kind: 'action', action: action as GridAction }
    : null;
}

/** One line of the help: the keys as read and what they do. */
export interface GridHelpRow {
  keys: string;
  label: string;
}

/** What the grid offers besides moving, selecting and the detail. */
export interface GridOffers {
  /** "Adicionar à lista" (L): the search's results. */
  addToList: boolean;
  /** "Não contatar" (N): rows with its button. */
  doNotContact: boolean;
  /** Rows with a checkbox (Space and X). */
  select: boolean;
}

/** The help's lines for a grid, in the order a person meets them: moves, then the row's actions. */
export function gridHelpRows(offers: GridOffers): GridHelpRow[] {
  const action = (name: GridAction, keys = triageKey(name).helpKeys) => ({
    keys,
    label: triageKey(name).label,
  });
  return [
    { keys: '↑ ou ↓', label: 'Empresa anterior ou seguinte' },
    { keys: '← ou →', label: 'Coluna ou botão anterior ou seguinte' },
    { keys: 'Home ou End', label: 'Início ou fim da linha' },
    { keys: 'Page Up ou Page Down', label: `${GRID_PAGE_ROWS} empresas acima ou abaixo` },
    { keys: 'Ctrl+Home ou Ctrl+End', label: 'Primeira ou última empresa da página' },
    ...(offers.select ? [action('select', `Espaço ou ${triageKey('select').helpKeys}`)] : []),
    action('openDetail'),
    ...(offers.addToList ? [action('addToList')] : []),
    ...(offers.doNotContact ? [action('doNotContact')] : []),
    action('help'),
    { keys: 'Tab', label: 'Sair da tabela' },
  ];
}
