// The "Adicionar à lista" modal (docs/product.md#states-and-transitions): on open it reloads the lists (the one lists query) and
// clears the chosen list and messages; creating appends the new list, selects it and publishes the lists-refresh signal; a
// successful add shows the success message and the dialog closes itself after 2 s. docs/product.md#errors texts.
// One modal for every page that adds companies to a list: the search (its selection, every result) and
// the company detail (that one company), so both follow the same plan rules and messages.
// Types and texts only, from their own modules: the dialog's code loads on demand (decision 011).
import type { AddToListDialogProps } from '@cnpj/ui/screens/AddToListDialog';
import { ADD_TO_LIST_FAILED_MESSAGE, CREATE_LIST_FAILED_MESSAGE } from '@cnpj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { logError } from '../lib/log';
import { api } from '../services/api';
import { publishListsRefresh } from '../services/lists-refresh';
import { keys } from '../services/server-state/keys';
import { recordListed } from './known-companies';
import { listasQuery } from './queries';
import { CLOSED, afterFailure, withCreatedList, type Modal } from './add-to-list-modal';
import { useSetAction } from './set-action/use-set-action';

/**
 * Reads the lists into the modal through the one lists query: the lists the menu already has show at
 * once, and are read again on every opening (docs/product.md#states-and-transitions); an answer for
 * an earlier opening is dropped. A failure is logged by the query.
 */
function useListLoader(patch: (change: Partial<Modal>) => void) {
  const client = useQueryClient();
  const opened = useRef(0);
  const load = async () => {
    const session = opened.current;
    const cached = client.getQueryData(listasQuery(true).queryKey);
    patch({ state: cached ? { kind: 'ready', lists: cached } : { kind: 'loading' } });
    try {
      const lists = await client.fetchQuery({ ...listasQuery(true), staleTime: 0 });
      if (session === opened.current) patch({ state: { kind: 'ready', lists } });
    } catch {
      if (session === opened.current) patch({ state: { kind: 'loadFailed' } });
    }
  };
  const reopen = () => {
    opened.current += 1;
    void load();
  };
  return { load, reopen };
}

/** "Criar lista" inside the modal: the new list is appended and selected, and every list view hears of it. */
function useCreateList(
  patch: (change: Partial<Modal>) => void,
  setModal: (change: (current: Modal) => Modal) => void,
) {
  async function create(name: string) {
    patch({ busy: true, message: null });
    try {
      const created = await api.createLista(name);
      setModal((current) => withCreatedList(current, created));
      publishListsRefresh();
    } catch (error) {
      logError('Failed to create the list', error);
      patch(afterFailure(error, CREATE_LIST_FAILED_MESSAGE));
    }
  }

  return (name: string) => void create(name);
}

type Added = (listId: number, count: number) => void;

/** The modal's opener and the dialog's props. */
export interface AddToList {
  open: (cnpjs: readonly string[]) => void;
  dialogProps: AddToListDialogProps;
}

/**
 * The modal's state and the dialog's props; `onAdded` runs after a successful add. Every page adds
 * through here, so every page records the added companies in this browser alike.
 */
export function useAddToList(onAdded: Added): AddToList {
  const [modal, setModal] = useState<Modal>(CLOSED);
  const patch = (change: Partial<Modal>) => setModal((current) => ({ ...current, ...change }));
  const { load: loadLists, reopen } = useListLoader(patch);
  const client = useQueryClient();

  // "Adicionar à lista" is the one flow of an action on a set of companies (decision 076); the
  // dialog tells its outcome: the success message, the free plan's notice, or the failure.
  const adding = useSetAction<number, unknown>({
    run: (listId) => api.addCompaniesToList(listId, [...modal.cnpjs]),
    onDone: (_, listId) => {
      // The seed's calls cannot read a list's companies back: a page leaves them out by this
      // browser's record when the backend cannot (decision 043).
      recordListed(modal.cnpjs);
      patch({ busy: false, state: { kind: 'added' } });
      // What the list holds changed: every view of it reads it again.
      void client.invalidateQueries({ queryKey: keys.listas });
      void client.invalidateQueries({ queryKey: keys.lista() });
      onAdded(listId, modal.cnpjs.length);
    },
    onFailed: (error) => {
      logError('Failed to add the companies to the list', error);
      patch(afterFailure(error, ADD_TO_LIST_FAILED_MESSAGE));
      return null;
    },
  });
  const add = (listId: number) => {
    patch({ busy: true, message: null });
    adding.request(listId);
  };

  const create = useCreateList(patch, setModal);

  const open = (cnpjs: readonly string[]) => {
    setModal({ ...CLOSED, open: true, cnpjs });
    reopen();
  };

  const { cnpjs, ...shown } = modal;
  const dialogProps: AddToListDialogProps = {
    ...shown,
    count: cnpjs.length,
    onOpenChange: (isOpen) => !isOpen && setModal(CLOSED),
    onModeChange: (mode) => patch({ mode, message: null }),
    // Choosing a list clears a failure, not the note of the list just created.
    onSelectList: (id) =>
      setModal((current) => ({
        ...current,
        selectedListId: id,
        message: current.message?.tone === 'error' ? null : current.message,
      })),
    onAdd: add,
    onCreate: create,
    onAutoClose: () => setModal(CLOSED),
    onRetry: () => void loadLists(),
  };
  return { open, dialogProps };
}
