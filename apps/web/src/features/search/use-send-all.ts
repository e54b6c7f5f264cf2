// "Enviar todos para lista" (docs/product.md#errors, #search "Long operations"): every row of the search is loaded, then the
// add-to-list modal opens with all their CNPJs. No results, no search id and a failed load each have
// their alert; above 65,535 results the user confirms first, since only that many are sent. Loading
// shows how far it is and can be cancelled.
import { isAborted } from '@cnpj/api-client';
import {
  FREE_PLAN_LISTS_ALERT,
  LOAD_ALL_FAILED_ALERT,
  isFreePlanRefusal,
  needsConfirmation,
  sendAllAlert,
} from '@cnpj/domain';
import { useState } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import type { SearchRun } from './use-company-search';
import { useTransfer } from '../../shared/company-set/use-transfer';

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

/** The button's handler, the confirmation above the cap, and the load's progress and cancel. */
export function useSendAll({ run, stale, onAlert, onLoaded }: SendAllOptions) {
  const { progress, run: transfer, cancel } = useTransfer();
  // Whether the form differed when the button was pressed (null: nothing to confirm).
  const [confirming, setConfirming] = useState<{ stale: boolean } | null>(null);

  const load = async (search: SearchRun) => {
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
  };

  const sendAll = () => {
    const problem = sendAllAlert(run?.total ?? 0, run?.pesquisaId);
    if (problem || !run) onAlert(problem ?? LOAD_ALL_FAILED_ALERT);
    else if (needsConfirmation(run.total, stale)) setConfirming({ stale });
    else void load(run);
  };

  return {
    sendingAll: progress !== null,
    progress,
    sendAll,
    cancel,
    confirmation: confirming && run ? { total: run.total, ...confirming } : null,
    confirm: () => {
      setConfirming(null);
      if (run) void load(run);
    },
    dismiss: () => setConfirming(null),
  };
}
