// What a triage did (docs/product.md#triage): a pure reducer over its events, the summary shown on
// leaving, and "Desfazer" of the last action that changed something (a list, "Não contatar", the
// selection). Calls and messages change nothing to undo; they are counted.

/** A list a company was added to. */
export interface TriageList {
  id: string;
  name: string;
}

/** An action that changed something, which "Desfazer" takes back. */
export type TriageChange =
  | { type: 'added'; cnpj: string; list: TriageList }
  | { type: 'doNotContact'; cnpj: string }
  | { type: 'selected'; cnpj: string; selected: boolean };

/** What happened in a triage, in order. */
export type TriageEvent =
  | TriageChange
  | { type: 'called'; cnpj: string }
  | { type: 'messaged'; cnpj: string }
  /** "Desfazer": takes back the last change not taken back yet. */
  | { type: 'undo' };

/** The triage so far: its changes (the last one first undone) and who was called or messaged. */
export interface TriageSession {
  changes: readonly TriageChange[];
  called: readonly string[];
  messaged: readonly string[];
}

/** A triage before its first action. */
export const EMPTY_TRIAGE_SESSION: TriageSession = { changes: [], called: [], messaged: [] };

const withOnce = (cnpjs: readonly string[], cnpj: string) =>
  cnpjs.includes(cnpj) ? cnpjs : [...cnpjs, cnpj];

/** The session after `event`. */
export function triageReducer(session: TriageSession, event: TriageEvent): TriageSession {
  switch (event.type) {
    case 'undo':
      return session.changes.length === 0
        ? session
        : { ...session, changes: session.changes.slice(0, -1) };
    case 'called':
      return { ...session, called: withOnce(session.called, event.cnpj) };
    case 'messaged':
      return { ...session, messaged: withOnce(session.messaged, event.cnpj) };
    default:
      return { ...session, changes: [...session.changes, event] };
  }
}

/** The change "Desfazer" would take back, or null when there is none. */
export function lastUndoable(session: TriageSession): TriageChange | null {
  return session.changes.at(-1) ?? null;
}

/** The summary on leaving: per list the companies added, then "Não contatar", calls and messages. */
export interface TriageSummary {
  lists: { list: TriageList; count: number }[];
  doNotContact: number;
  called: number;
  messaged: number;
}

/** What the triage did, counting each company once per list (an add undone does not count). */
export function triageSummary(session: TriageSession): TriageSummary {
  const lists = new Map<string, { list: TriageList; cnpjs: Set<string> }>();
  const doNotContact = new Set<string>();
  for (const change of session.changes) {
    if (change.type === 'added') {
      const entry = lists.get(change.list.id) ?? { list: change.list, cnpjs: new Set<string>() };
      entry.cnpjs.add(change.cnpj);
      lists.set(change.list.id, entry);
    } else if (change.type === 'doNotContact') doNotContact.add(change.cnpj);
  }
  return {
    lists: [...lists.values()].map(({ list, cnpjs }) => ({ list, count: cnpjs.size })),
    doNotContact: doNotContact.size,
    called: session.called.length,
    messaged: session.messaged.length,
  };
}
