// The "Adicionar à lista" modal (SPEC §4): on open it reloads the lists and clears the chosen list and
// messages; creating appends the new list, selects it and publishes the lists-refresh signal; a
// successful add shows the success message and the dialog closes itself after 2 s. SPEC §8 texts.
import type { ApiClient } from '@cnpj/api-client';
import {
  ADD_FAILED_MESSAGE,
  CREATE_FAILED_MESSAGE,
  CREATED_MESSAGE,
  type AddToListMode,
  type AddToListState,
  type Lista,
} from '@cnpj/ui/screens/AddToListDialog/index.ts';
import { useCallback, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import { publishListsRefresh } from '../../services/lists-refresh';
import { isFreePlanRefusal } from './free-plan-refusal';

/** The list calls the modal makes. */
export type ListApi = Pick<ApiClient, 'listListas' | 'createLista' | 'addCompaniesToList'>;

interface Modal {
  open: boolean;
  cnpjs: readonly string[];
  state: AddToListState;
  mode: AddToListMode;
  selectedListId: number | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
}

const CLOSED: Modal = {
  open: false,
  cnpjs: [],
  state: { kind: 'loading' },
  mode: 'choose',
  selectedListId: null,
  busy: false,
  error: null,
  notice: null,
};

/** The modal's state and the handlers the dialog takes; `onAdded` runs after a successful add. */
export function useAddToList(api: ListApi, onAdded: (listId: number, count: number) => void) {
  const [modal, setModal] = useState<Modal>(CLOSED);
  const opened = useRef(0);
  const patch = useCallback(
    (change: Partial<Modal>) => setModal((current) => ({ ...current, ...change })),
    [],
  );

  const loadLists = useCallback(async () => {
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

  const open = useCallback(
    (cnpjs: readonly string[]) => {
      opened.current += 1;
      setModal({ ...CLOSED, open: true, cnpjs });
      void loadLists();
    },
    [loadLists],
  );

  const add = useCallback(
    async (listId: number) => {
      patch({ busy: true, error: null, notice: null });
      try {
        await api.addCompaniesToList(listId, [...modal.cnpjs]);
        patch({ busy: false, state: { kind: 'added' } });
        onAdded(listId, modal.cnpjs.length);
      } catch (error) {
        logError('Failed to add the companies to the list', error);
        patch(
          isFreePlanRefusal(error)
            ? { busy: false, state: { kind: 'freePlan' } }
            : { busy: false, error: ADD_FAILED_MESSAGE },
        );
      }
    },
    [api, modal.cnpjs, onAdded, patch],
  );

  const create = useCallback(
    async (name: string) => {
      patch({ busy: true, error: null, notice: null });
      try {
        const created = await api.createLista(name);
        setModal((current) => ({
          ...current,
          busy: false,
          mode: 'choose',
          selectedListId: created.id,
          notice: CREATED_MESSAGE,
          state: { kind: 'ready', lists: [...listsOf(current.state), created] },
        }));
        publishListsRefresh();
      } catch (error) {
        logError('Failed to create the list', error);
        patch(
          isFreePlanRefusal(error)
            ? { busy: false, state: { kind: 'freePlan' } }
            : { busy: false, error: CREATE_FAILED_MESSAGE },
        );
      }
    },
    [api, patch],
  );

  const dialogProps = {
    open: modal.open,
    onOpenChange: (isOpen: boolean) => !isOpen && setModal(CLOSED),
    state: modal.state,
    count: modal.cnpjs.length,
    mode: modal.mode,
    onModeChange: (mode: AddToListMode) => patch({ mode, error: null, notice: null }),
    selectedListId: modal.selectedListId,
    onSelectList: (id: number) => patch({ selectedListId: id, error: null }),
    onAdd: (listId: number) => void add(listId),
    onCreate: (name: string) => void create(name),
    onAutoClose: () => setModal(CLOSED),
    onRetry: () => void loadLists(),
    busy: modal.busy,
    error: modal.error,
    notice: modal.notice,
  };
  return { open, dialogProps };
}

const listsOf = (state: AddToListState): readonly Lista[] =>
  state.kind === 'ready' ? state.lists : [];
