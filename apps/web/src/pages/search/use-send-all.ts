// "Enviar todos para lista" (docs/product.md#errors): every row of the search is loaded, then the add-to-list modal
// opens with all their CNPJs. No results, no search id and a failed load each have their alert.
import { isFreePlanRefusal, type ApiClient } from '@cnpj/api-client';
import { FREE_PLAN_LISTS_ALERT, LOAD_ALL_FAILED_ALERT, sendAllAlert } from '@cnpj/domain';
import { useCallback, useState } from 'react';
import { logError } from '../../lib/log';
import type { SearchRun } from './use-company-search';

/** What sending everything needs. */
export interface SendAllOptions {
  api: Pick<ApiClient, 'getAllSearchRows'>;
  run: SearchRun | null;
  onAlert: (message: string) => void;
  /** Opens the add-to-list modal with these CNPJs. */
  onLoaded: (cnpjs: string[]) => void;
}

/** The button's handler and whether the rows are being loaded. */
export function useSendAll({ api, run, onAlert, onLoaded }: SendAllOptions) {
  const [sendingAll, setSendingAll] = useState(false);

  const sendAll = useCallback(async () => {
    const problem = sendAllAlert(run?.total ?? 0, run?.pesquisaId);
    if (problem || !run) {
      onAlert(problem ?? LOAD_ALL_FAILED_ALERT);
      return;
    }
    setSendingAll(true);
    try {
      const rows = await api.getAllSearchRows({ pesquisaId: run.pesquisaId, ordenacao: run.ordenacao });
      onLoaded(rows.map((row) => row.cnpj));
    } catch (error) {
      logError('Failed to load every result', error);
      onAlert(isFreePlanRefusal(error) ? FREE_PLAN_LISTS_ALERT : LOAD_ALL_FAILED_ALERT);
    } finally {
      setSendingAll(false);
    }
  }, [api, run, onAlert, onLoaded]);

  return { sendingAll, sendAll: () => void sendAll() };
}
