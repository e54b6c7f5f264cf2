// "Enviar todos para lista" (docs/product.md#errors, #search "Long operations"): every row of the search is loaded, then the
// add-to-list modal opens with all their CNPJs. No results, no search id and a failed load each have
// their alert; above 65,535 results the user confirms first, since only that many are sent. Loading
// shows how far it is and can be cancelled.
import { isAborted, isFreePlanRefusal, type ApiClient } from '@cnpj/api-client';
import {
  FREE_PLAN_LISTS_ALERT,
  LOAD_ALL_FAILED_ALERT,
  exceedsRowCap,
  sendAllAlert,
} from '@cnpj/domain';
import { useCallback, useState } from 'react';
import { logError } from '../../lib/log';
import type { SearchRun } from './use-company-search';
import { useTransfer } from './use-transfer';

/** What sending everything needs. */
export interface SendAllOptions {
  api: Pick<ApiClient, 'getAllSearchRows'>;
  run: SearchRun | null;
  onAlert: (message: string) => void;
  /** Opens the add-to-list modal with these CNPJs. */
  onLoaded: (cnpjs: string[]) => void;
}

/** The button's handler, the confirmation above the cap, and the load's progress and cancel. */
export function useSendAll({ api, run, onAlert, onLoaded }: SendAllOptions) {
  const { progress, run: transfer, cancel } = useTransfer();
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    async (search: SearchRun) => {
      try {
        const ref = { pesquisaId: search.pesquisaId, ordenacao: search.ordenacao };
        const rows = await transfer((options) => api.getAllSearchRows(ref, options));
        onLoaded(rows.map((row) => row.cnpj));
      } catch (error) {
        // The user stopped it: nothing failed, nothing to say.
        if (isAborted(error)) return;
        logError('Failed to load every result', error);
        onAlert(isFreePlanRefusal(error) ? FREE_PLAN_LISTS_ALERT : LOAD_ALL_FAILED_ALERT);
      }
    },
    [api, transfer, onAlert, onLoaded],
  );

  const sendAll = useCallback(() => {
    const problem = sendAllAlert(run?.total ?? 0, run?.pesquisaId);
    if (problem || !run) onAlert(problem ?? LOAD_ALL_FAILED_ALERT);
    else if (exceedsRowCap(run.total)) setConfirming(true);
    else void load(run);
  }, [run, onAlert, load]);

  return {
    sendingAll: progress !== null,
    progress,
    sendAll,
    cancel,
    confirmation: confirming && run ? { total: run.total } : null,
    confirm: () => {
      setConfirming(false);
      if (run) void load(run);
    },
    dismiss: () => setConfirming(false),
  };
}
