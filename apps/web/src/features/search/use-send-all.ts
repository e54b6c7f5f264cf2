// "Enviar todos para lista" (docs/product.md#errors, #search "Long operations"): every row of the search is loaded, then the
// add-to-list modal opens with all their CNPJs. No results, no search id and a failed load each have
// their alert; above 65,535 results the user confirms first, since only that many are sent. Loading
// shows how far it is and can be cancelled. Its phases are the one flow of an action on a set of
// companies (decision 076).
import type { EmpresaResumo } from '@cnpj/domain';
import {
  FREE_PLAN_LISTS_ALERT,
  LOAD_ALL_FAILED_ALERT,
  isFreePlanRefusal,
  sendAllAlert,
} from '@cnpj/domain';
import type { ConfirmationRequest } from '@cnpj/ui/screens/SearchScreen';
import { actionBinding, tellThrough } from '../../shared/company-set/set-action/binding';
import { useSetAction } from '../../shared/company-set/set-action/use-set-action';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { confirmAbove, searchRef } from './search-action';
import type { SearchRun } from './shown-page-url';

/** What sending everything needs. */
export interface SendAllOptions {
  /** The search shown: its results are sent, whatever the form holds. */
  run: SearchRun | null;
  /** The form holds filters that were not searched: the confirmation says which search is sent. */
  stale: boolean;
  onAlert: (message: string) => void;
  /** Opens the add-to-list modal with these CNPJs. */
  onLoaded: (cnpjs: string[]) => void;
}

/** Sending every result as an action on the search shown, and its binding for the button. */
export function useSendAll({ run, stale, onAlert, onLoaded }: SendAllOptions) {
  const action = useSetAction<SearchRun | null, EmpresaResumo[], ConfirmationRequest>({
    check: (search) => {
      const problem = sendAllAlert(search?.total ?? 0, search?.pesquisaId);
      if (problem || !search) return { alert: problem ?? LOAD_ALL_FAILED_ALERT };
      return confirmAbove(search, stale);
    },
    run: (search, transfer) => api.getAllSearchRows(searchRef(search), transfer),
    onDone: (rows) => onLoaded(rows.map((row) => row.cnpj)),
    onFailed: (error) => {
      logError('Failed to load every result', error);
      return { alert: isFreePlanRefusal(error) ? FREE_PLAN_LISTS_ALERT : LOAD_ALL_FAILED_ALERT };
    },
    onNews: tellThrough(onAlert),
  });
  return { ...action, binding: actionBinding(action, () => action.request(run)) };
}
