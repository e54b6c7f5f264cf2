// The triage's keys (docs/product.md#triage): each action's keys, the key shown on its button and its
// words, declared once. The help list, the buttons and the key handler all derive from this one list,
// so a key cannot be listed in the help and do something else (decision 074).
import { WHATSAPP_LABEL } from '../messages/contacts';
import { NAO_CONTATAR_ACTION, NAO_CONTATAR_UNDO } from '../messages/prospecting';
import { isTypingTarget } from './typing';

/** What a person does to the company shown, from a key or its button. */
export type TriageAction =
  | 'next'
  | 'previous'
  | 'addToList'
  | 'call'
  | 'whatsapp'
  | 'copyEmail'
  | 'doNotContact'
  | 'select'
  | 'undo'
  | 'openDetail'
  | 'help'
  | 'leave';

/** One action's keys: the `KeyboardEvent.key` values that run it, the one shown and its words. */
export interface TriageKey {
  action: TriageAction;
  /** `KeyboardEvent.key` values, letters in lower case (read case-insensitively). */
  keys: readonly string[];
  /** The key shown on the action's button: "J". */
  shown: string;
  /** The keys as the help reads them: "J, ↓ ou →". */
  helpKeys: string;
  /** The action's words, on its button and in the help. */
  label: string;
}

/** Every triage action and its keys, in the order the help lists them. */
export const TRIAGE_KEYS: readonly TriageKey[] = [
  {
    action: 'next',
    keys: ['j', 'ArrowDown', 'ArrowRight'],
    shown: 'J',
    helpKeys: 'J, ↓ ou →',
    label: 'Próxima',
  },
  {
    action: 'previous',
    keys: ['k', 'ArrowUp', 'ArrowLeft'],
    shown: 'K',
    helpKeys: 'K, ↑ ou ←',
    label: 'Anterior',
  },
  { action: 'addToList', keys: ['l'], shown: 'L', helpKeys: 'L', label: 'Adicionar à lista' },
  { action: 'call', keys: ['c'], shown: 'C', helpKeys: 'C', label: 'Ligar' },
  { action: 'whatsapp', keys: ['w'], shown: 'W', helpKeys: 'W', label: WHATSAPP_LABEL },
  { action: 'copyEmail', keys: ['e'], shown: 'E', helpKeys: 'E', label: 'Copiar e-mail' },
  { action: 'doNotContact', keys: ['n'], shown: 'N', helpKeys: 'N', label: NAO_CONTATAR_ACTION },
  { action: 'select', keys: ['x'], shown: 'X', helpKeys: 'X', label: 'Selecionar' },
  // Not in the brief's list: "Desfazer" from the keyboard, Z as in e-mail triage tools.
  { action: 'undo', keys: ['z'], shown: 'Z', helpKeys: 'Z', label: NAO_CONTATAR_UNDO },
  {
    action: 'openDetail',
    keys: ['Enter'],
    shown: 'Enter',
    helpKeys: 'Enter',
    label: 'Abrir detalhes',
  },
  { action: 'help', keys: ['?'], shown: '?', helpKeys: '?', label: 'Atalhos do teclado' },
  { action: 'leave', keys: ['Escape'], shown: 'Esc', helpKeys: 'Esc', label: 'Sair da triagem' },
];

const byAction = new Map(TRIAGE_KEYS.map((entry) => [entry.action, entry]));
const byKey = new Map(
  TRIAGE_KEYS.flatMap((entry) => entry.keys.map((key) => [key, entry.action] as const)),
);

/** An action's declaration: its keys, the key shown and its words. */
export function triageKey(action: TriageAction): TriageKey {
  const entry = byAction.get(action);
  if (!entry) throw new Error(`No key declared for ${action}`);
  return entry;
}

/** `aria-keyshortcuts` of an action's button: "J ArrowDown ArrowRight". */
export function triageKeyShortcuts(action: TriageAction): string {
  return triageKey(action)
    .keys.map((key) => (key.length === 1 ? key.toUpperCase() : key))
    .join(' ');
}

/** The help's rows: each action's keys and words, in the declaration's order. */
export function triageHelpRows(): { action: TriageAction; keys: string; label: string }[] {
  return TRIAGE_KEYS.map(({ action, helpKeys, label }) => ({ action, keys: helpKeys, label }));
}

/** What the handler reads of a keyboard event (a DOM KeyboardEvent or React's fits). */
export interface TriageKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: unknown;
}

/** Elements whose own Enter a person expects: a button or link pressed, not the detail opened. */
function activatesOnEnter(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const tag = (target as { tagName?: unknown }).tagName;
  return typeof tag === 'string' && ['BUTTON', 'A', 'SUMMARY'].includes(tag.toUpperCase());
}

/**
 * The action a key press runs, or null: never while typing in a field, never with Ctrl, Cmd or Alt
 * (the browser's and the system's shortcuts, Ctrl+C among them, stay theirs), and Enter on a button
 * or link presses that button rather than opening the detail.
 */
export function triageActionFor(event: TriageKeyEvent): TriageAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const action = byKey.get(key) ?? null;
  if (action === 'openDetail' && activatesOnEnter(event.target)) return null;
  return action;
}
