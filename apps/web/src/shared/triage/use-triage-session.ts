// What a triage did (docs/product.md#triage, decision 075): the domain's session reducer, the notice
// after each change with "Desfazer", and the calls behind "Não contatar" and its undoing. The
// selection is the set's selection when the triage opened, with each X since.
import {
  EMPTY_TRIAGE_SESSION,
  lastUndoable,
  triageChangeText,
  triageReducer,
  triageUndoneText,
  type TriageChange,
  type TriageSession,
} from '@cnpj/domain';
import type { TriageNotice } from '@cnpj/ui/screens/TriageScreen';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { putOnNaoContatar, type NaoContatarOutcome } from '../company-set/nao-contatar';
import { undoChange } from './undo-change';

const NONE: ReadonlySet<string> = new Set();

/** The companies selected: the set's selection, then each one's last selection change here. */
export function selectedIn(
  session: TriageSession,
  initial: ReadonlySet<string> = NONE,
): ReadonlySet<string> {
  const selected = new Set(initial);
  for (const change of session.changes)
    if (change.type === 'selected') {
      if (change.selected) selected.add(change.cnpj);
      else selected.delete(change.cnpj);
    }
  return selected;
}

/** The session of one triage. */
export function useTriageSession(initialSelection?: ReadonlySet<string>) {
  const client = useQueryClient();
  const [session, dispatch] = useReducer(triageReducer, EMPTY_TRIAGE_SESSION);
  const [notice, setNotice] = useState<TriageNotice | null>(null);
  // What each "Não contatar" did, so "Desfazer" puts back exactly that.
  const outcomes = useRef(new Map<string, NaoContatarOutcome>());
  const selected = selectedIn(session, initialSelection);

  const change = (event: TriageChange, text = triageChangeText(event)) => {
    dispatch(event);
    setNotice({ text, undo: true });
  };

  async function doNotContact(cnpj: string) {
    const outcome = await putOnNaoContatar(client, cnpj);
    outcomes.current.set(cnpj, outcome);
    change({ type: 'doNotContact', cnpj }, outcome.message);
  }

  async function undo() {
    const undoable = lastUndoable(session);
    if (!undoable) return;
    const result = await undoChange(client, undoable, outcomes.current.get(undoable.cnpj));
    if (!result.done) return setNotice({ text: result.text, undo: result.undo });
    dispatch({ type: 'undo' });
    setNotice({ text: triageUndoneText(undoable), undo: false });
  }

  return {
    session,
    selected,
    notice,
    change,
    doNotContact: (cnpj: string) => void doNotContact(cnpj),
    toggleSelected: (cnpj: string) =>
      change({ type: 'selected', cnpj, selected: !selected.has(cnpj) }),
    called: (cnpj: string) => dispatch({ type: 'called', cnpj }),
    messaged: (cnpj: string) => dispatch({ type: 'messaged', cnpj }),
    undo: () => void undo(),
  };
}

/** The session of a triage. */
export type TriageSessionState = ReturnType<typeof useTriageSession>;
