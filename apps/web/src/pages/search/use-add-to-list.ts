// The "Adicionar à lista" modal (docs/product.md#states-and-transitions): on open it reloads the lists and clears the chosen list and
// messages; creating appends the new list, selects it and publishes the lists-refresh signal; a
// successful add shows the success message and the dialog closes itself after 2 s. docs/product.md#errors texts.
import type { ApiClient } from '@cnpj/api-client';
// Types and texts only, from their own modules: the dialog's code loads on demand (decision 011).
import type { AddToListDialogProps } from '@cnpj/ui/screens/AddToListDialog';
import {
  ADD_FAILED_MESSAGE,
  CREATE_FAILED_MESSAGE,
} from '@cnpj/ui/screens/AddToListDialog/messages';
import { useCallback, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import { publishListsRefresh } from '../../services/lists-refresh';
import { CLOSED, afterFailure, withCreatedList, type Modal } from './add-to-list-modal';

/** The list calls the modal makes. */
export type ListApi = Pick<ApiClient, 'listListas' | 'createLista' | 'addCompaniesToList'>;

/** Loads the lists into the modal; an answer for an earlier opening is dropped. */
function useListLoader(api: ListApi, patch: (change: Partial<Modal>) => void) {
  const opened = useRef(0);
  const load = useCallback(async () => {
    const session = opened.current;
    patch({ state: { kind: 'loading' } });
    try {
      const lists = await api.listListas();
      if (session === opened.current) patch({ state: { kind: 'ready', lists } });
    } catch (error) {
      logError('Failed to load the lists', error);
      if (session === opened.current) patch({ state: { kind: 'loadFailed' } });
    }
  }, [api, patch]);
  const reopen = useCallback(() => {
    opened.current += 1;
    void load();
  }, [load]);
  return { load, reopen };
}

/** The modal's state and the dialog's props; `onAdded` runs after a successful add. */
export function useAddToList(api: ListApi, onAdded: (listId: number, count: number) => void) {
  const [modal, setModal] = useState<Modal>(CLOSED);
  const patch = useCallback(
    (change: Partial<Modal>) => setModal((current) => ({ ...current, ...change })),
    [],
  );
  const { load: loadLists, reopen } = useListLoader(api, patch);

  async function add(listId: number) {
    patch({ busy: true, error: null, notice: null });
    try {
      await api.addCompaniesToList(listId, [...modal.cnpjs]);
      patch({ busy: false, state: { kind: 'added' } });
      onAdded(listId, modal.cnpjs.length);
    } catch (error) {
      logError('Failed to add the companies to the list', error);
      patch(afterFailure(error, ADD_FAILED_MESSAGE));
    }
  }

  async function create(name: string) {
    patch({ busy: true, error: null, notice: null });
    try {
      const created = await api.createLista(name);
      setModal((current) => withCreatedList(current, created));
      publishListsRefresh();
    } catch (error) {
      logError('Failed to create the list', error);
      patch(afterFailure(error, CREATE_FAILED_MESSAGE));
    }
  }

  const open = useCallback(
    (cnpjs: readonly string[]) => {
      setModal({ ...CLOSED, open: true, cnpjs });
      reopen();
    },
    [reopen],
  );

  const { cnpjs, ...shown } = modal;
  const dialogProps: AddToListDialogProps = {
    ...shown,
    count: cnpjs.length,
    onOpenChange: (isOpen) => !isOpen && setModal(CLOSED),
    onModeChange: (mode) => patch({ mode, error: null, notice: null }),
    onSelectList: (id) => patch({ selectedListId: id, error: null }),
    onAdd: (listId) => void add(listId),
    onCreate: (name) => void create(name),
    onAutoClose: () => setModal(CLOSED),
    onRetry: () => void loadLists(),
  };
  return { open, dialogProps };
}
