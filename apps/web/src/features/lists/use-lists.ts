// docs/product.md#screens-and-routes /minhas-listas: GET /api/listas with the product's (docs/product.md#errors) load failure, and creating a list (paid
// plans only, docs/product.md#plans-and-permissions). A created list refreshes every lists view: the lists-refresh signal
// invalidates the one lists query they all read.
import { CREATE_LIST_FAILED_MESSAGE, freePlanAlert, isFreePlanRefusal } from '@cnpj/domain';
import type { CreateListState, ListsState } from '@cnpj/ui/screens/ListsScreen';
import { useState } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { publishListsRefresh } from '../../shared/services/lists-refresh';
import { usePlan } from '../../shared/services/plan-queries';
import { useListasQuery } from '../../shared/company-set/queries';

/** The lists page's state: the one lists query, once the backend session is `ready`. */
export function useLists(ready: boolean) {
  const query = useListasQuery(ready);
  // Cached lists show at once while they revalidate; "Tente novamente" shows the loading state again.
  const state: ListsState = query.data
    ? { kind: 'ready', lists: query.data }
    : query.isError && !query.isFetching
      ? { kind: 'error' }
      : { kind: 'loading' };
  const { refetch } = query;
  const reload = () => void refetch();
  return { state, reload };
}

/** The create-list dialog: free plan alert, busy, the product's (docs/product.md#errors) failure, refresh on success. */
export function useCreateList(showAlert: (message: string) => void) {
  const { plan, loaded } = usePlan();
  const [create, setCreate] = useState<CreateListState>({ kind: 'closed' });

  const open = () => {
    // Until the plan is read, a paid user who acts fast is not told they are on the free plan: the
    // dialog opens and the server, which knows the plan, refuses a free user with the same alert.
    const refusal = loaded ? freePlanAlert('lists', plan) : null;
    if (refusal) showAlert(refusal);
    else setCreate({ kind: 'open' });
  };

  const submit = async (descricao: string) => {
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
      setCreate({ kind: 'error', message: CREATE_LIST_FAILED_MESSAGE });
    }
  };

  return { create, open, submit, cancel: () => setCreate({ kind: 'closed' }) };
}
