// Putting a company on "Não contatar" and taking it off again (docs/product.md#search "Only companies
// new to you", decisions 043 and 057): a list of that name through the seed's list calls, created on
// first use, so any backend keeps it; this browser records it too, so its pages leave the company out
// even when the backend cannot. A failed call still leaves it out here, and the words say which.
import { isNotFound } from '@cnpj/api-client';
import {
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_FREE_PLAN,
  NAO_CONTATAR_LIST_NAME,
  NAO_CONTATAR_LOCAL_ONLY,
  NAO_CONTATAR_UNDO_FAILED,
  NAO_CONTATAR_UNDO_UNAVAILABLE,
  NAO_CONTATAR_UNDONE,
  isFreePlanRefusal,
} from '@cnpj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { logError } from '../lib/log';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';
import { forgetNaoContatar, readKnownCompanies, recordNaoContatar } from './known-companies';

/** How a put went: what to tell the user, and what the undo needs to put things back. */
export interface NaoContatarOutcome {
  cnpj: string;
  message: string;
  /** The backend's list the company went on; null when only this browser keeps it. */
  listId: number | null;
  /** It was on one of the user's lists before (this browser's record), so the undo leaves that. */
  wasListed: boolean;
}

/** The "Não contatar" list's id, created when the user has none. */
async function naoContatarListId(): Promise<number> {
  const lists = await api.listListas();
  const found = lists.find((list) => list.descricao === NAO_CONTATAR_LIST_NAME);
  return found ? found.id : (await api.createLista(NAO_CONTATAR_LIST_NAME)).id;
}

/**
 * Puts `cnpj` on "Não contatar". The free plan keeps no lists in the account: the server refuses
 * (402) and the words say so, and that the company is hidden in this browser only. The plan is not
 * judged here first: while it is still being read every user looks free.
 */
export async function putOnNaoContatar(
  client: QueryClient,
  cnpj: string,
): Promise<NaoContatarOutcome> {
  const wasListed = readKnownCompanies().inLists.has(cnpj);
  recordNaoContatar(cnpj);
  const local = (message: string) => ({ cnpj, message, listId: null, wasListed });
  try {
    const listId = await naoContatarListId();
    await api.addCompaniesToList(listId, [cnpj]);
    await client.invalidateQueries({ queryKey: keys.listas });
    return { cnpj, message: NAO_CONTATAR_DONE, listId, wasListed };
  } catch (error) {
    if (isFreePlanRefusal(error)) return local(NAO_CONTATAR_FREE_PLAN);
    logError('Failed to put the company on "Não contatar"', error);
    return local(NAO_CONTATAR_LOCAL_ONLY);
  }
}

/** How an undo went: the words, and whether the company is off the list again. */
export interface UndoOutcome {
  message: string;
  undone: boolean;
}

/**
 * Takes the company of `put` off "Não contatar" again: off the backend's list where it went on it,
 * then off this browser's record. When the backend keeps it, nothing changes here either, and the
 * words say why (a backend without the remove call, or a failed one).
 */
export async function undoNaoContatar(
  client: QueryClient,
  put: NaoContatarOutcome,
): Promise<UndoOutcome> {
  if (put.listId !== null) {
    try {
      await api.removeCompanyFromList(put.listId, put.cnpj);
      await client.invalidateQueries({ queryKey: keys.listas });
    } catch (error) {
      if (isNotFound(error)) return { message: NAO_CONTATAR_UNDO_UNAVAILABLE, undone: false };
      logError('Failed to take the company off "Não contatar"', error);
      return { message: NAO_CONTATAR_UNDO_FAILED, undone: false };
    }
  }
  forgetNaoContatar(put.cnpj, !put.wasListed);
  return { message: NAO_CONTATAR_UNDONE, undone: true };
}
