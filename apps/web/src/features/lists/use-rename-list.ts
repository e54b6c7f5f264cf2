// docs/product.md#my-lists renaming a list through the extension PATCH /api/listas/{listId}. A 404
// while the list is still among the user's lists means the backend lacks the extension: the page says
// the list cannot be renamed here and stops offering it. A free user gets the lists alert
// (docs/product.md#plans-and-permissions); any other failure is logged and told in the dialog.
import { isNotFound } from '@cnpj/api-client';
import {
  RENAME_LIST_FAILED_MESSAGE,
  RENAME_LIST_UNAVAILABLE_MESSAGE,
  freePlanAlert,
  isFreePlanRefusal,
} from '@cnpj/domain';
import type { Lista, RenameListState } from '@cnpj/ui/screens/ListsScreen';
import { useState } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { publishListsRefresh } from '../../shared/services/lists-refresh';

/** Whether a 404 on the rename means "no such call" rather than "no such list". */
async function lacksRename(listId: number): Promise<boolean> {
  try {
    return (await api.listListas()).some((list) => list.id === listId);
  } catch {
    return true;
  }
}

/** The rename dialog's state, its actions, and whether the backend offers renaming. */
export function useRenameList(showAlert: (message: string) => void) {
  const [rename, setRename] = useState<RenameListState>({ kind: 'closed' });
  const [available, setAvailable] = useState(true);

  const submit = async (list: Lista, descricao: string) => {
    setRename({ kind: 'busy', list });
    try {
      await api.renameLista(list.id, descricao);
      setRename({ kind: 'closed' });
    } catch (error) {
      if (isFreePlanRefusal(error)) {
        setRename({ kind: 'closed' });
        return showAlert(freePlanAlert('lists', 'G') ?? '');
      }
      if (isNotFound(error)) {
        setRename({ kind: 'closed' });
        if (await lacksRename(list.id)) {
          setAvailable(false);
          return showAlert(RENAME_LIST_UNAVAILABLE_MESSAGE);
        }
        // The list is gone (deleted elsewhere): the lists read again drop it.
        return publishListsRefresh();
      }
      logError('Failed to rename the list', error);
      setRename({ kind: 'error', list, message: RENAME_LIST_FAILED_MESSAGE });
      return;
    }
    // The side menu, the add-to-list dialog and this page read the one lists query.
    publishListsRefresh();
  };

  return {
    rename,
    available,
    open: (list: Lista) => setRename({ kind: 'open', list }),
    cancel: () => setRename({ kind: 'closed' }),
    submit: (listId: number, descricao: string) => {
      if (rename.kind !== 'closed' && rename.list.id === listId)
        void submit(rename.list, descricao);
    },
  };
}
