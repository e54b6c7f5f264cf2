// docs/product.md#screens-and-routes /minhas-listas: GET /api/listas with the product's (docs/product.md#errors) load failure, and creating a list (paid
// plans only, docs/product.md#plans-and-permissions). A created list refreshes every lists view (the lists-refresh signal).
import type { Lista } from '@cnpj/domain';
import { freePlanAlert } from '@cnpj/domain';
import {
  CREATE_LIST_ERROR,
  type CreateListState,
  type ListsState,
} from '@cnpj/ui/screens/ListsScreen';
import { useCallback, useEffect, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';
import { publishListsRefresh, subscribeListsRefresh } from '../../services/lists-refresh';
import { usePlan } from '../../services/PlanProvider';
import { isFreePlanRefusal } from '@cnpj/api-client';

/** The lists, reloaded on the lists-refresh signal, once the backend session is `ready`. */
export function useLists(ready: boolean) {
  const [state, setState] = useState<ListsState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const lists: readonly Lista[] = await api.listListas();
      setState({ kind: 'ready', lists });
    } catch (error) {
      logError('Failed to load the lists', error);
      setState({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    if (!ready) return;
    void load();
    return subscribeListsRefresh(() => void load());
  }, [ready, load]);

  return { state, reload: load };
}

/** The create-list dialog: free plan alert, busy, the product's (docs/product.md#errors) failure, refresh on success. */
export function useCreateList(showAlert: (message: string) => void) {
  const { plan, loaded } = usePlan();
  const [create, setCreate] = useState<CreateListState>({ kind: 'closed' });

  const open = useCallback(() => {
    // Until the plan is read, a paid user who acts fast is not told they are on the free plan: the
    // dialog opens and the server, which knows the plan, refuses a free user with the same alert.
    const refusal = loaded ? freePlanAlert('lists', plan) : null;
    if (refusal) showAlert(refusal);
    else setCreate({ kind: 'open' });
  }, [loaded, plan, showAlert]);

  const submit = useCallback(
    async (descricao: string) => {
      setCreate({ kind: 'busy' });
      try {
        await api.createLista(descricao.trim());
        setCreate({ kind: 'closed' });
        publishListsRefresh();
      } catch (error) {
        if (isFreePlanRefusal(error)) {
          setCreate({ kind: 'closed' });
          return showAlert(freePlanAlert('lists', 'G') ?? '');
        }
        logError('Failed to create the list', error);
        setCreate({ kind: 'error', message: CREATE_LIST_ERROR });
      }
    },
    [showAlert],
  );

  return { create, open, submit, cancel: () => setCreate({ kind: 'closed' }) };
}
