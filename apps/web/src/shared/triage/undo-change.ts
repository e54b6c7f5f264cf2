// "Desfazer" in a triage (docs/product.md#triage): the call that takes the last change back, a
// company off the list it was added to or off "Não contatar" again. A selection takes no call.
import { isNotFound } from '@cnpj/api-client';
import type { TriageChange } from '@cnpj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { undoNaoContatar, type NaoContatarOutcome } from '../company-set/nao-contatar';
import { logError } from '../lib/log';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';

/** "Desfazer" could not take the last change back (the change stays, and is still offered). */
export const TRIAGE_UNDO_FAILED = 'Não foi possível desfazer a última ação. Tente novamente.';

/** What taking a change back came to: done, or the words to say with "Desfazer" offered or not. */
export type UndoResult = { done: true } | { done: false; text: string; undo: boolean };

/** Takes `change` back; `put` is what its "Não contatar" did. */
export async function undoChange(
  client: QueryClient,
  change: TriageChange,
  put: NaoContatarOutcome | undefined,
): Promise<UndoResult> {
  try {
    if (change.type === 'added') {
      await api.removeCompanyFromList(Number(change.list.id), change.cnpj);
      void client.invalidateQueries({ queryKey: keys.listas });
      void client.invalidateQueries({ queryKey: keys.lista() });
    } else if (change.type === 'doNotContact') {
      const outcome = put ? await undoNaoContatar(client, put) : null;
      if (outcome && !outcome.undone) return { done: false, text: outcome.message, undo: false };
    }
    return { done: true };
  } catch (error) {
    if (!isNotFound(error)) logError('Failed to undo the triage change', error);
    return { done: false, text: TRIAGE_UNDO_FAILED, undo: true };
  }
}
