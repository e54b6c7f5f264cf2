// "Excel" (docs/product.md#calls, #limits-and-constants): the results as empresas.xlsx. Above 65,535 rows the user confirms first,
// since only that many fit; a failure is only logged (docs/product.md#errors), a free-plan refusal gets the product's (docs/product.md#plans-and-permissions) alert.
// The download shows how far it is and can be cancelled (docs/product.md#search "Long operations").
import { isAborted, saveFile } from '@cnpj/api-client';
import {
  EXPORT_FAILED_MESSAGE,
  FREE_PLAN_EXPORT_ALERT,
  MISSING_SEARCH_ID_ALERT,
  isFreePlanRefusal,
  needsConfirmation,
} from '@cnpj/domain';
import { useState } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import type { SearchRun } from './use-company-search';
import type { SearchFailure } from '@cnpj/ui/screens/SearchScreen';
import { useTransfer } from '../../shared/company-set/use-transfer';

/** What the export needs. */
export interface ExcelExportOptions {
  /** The search shown: the file holds its results, whatever the form holds. */
  run: SearchRun | null;
  /** The form holds filters that were not searched: the confirmation says which search is exported. */
  stale: boolean;
  onAlert: (message: string) => void;
  /** The download failed: told where the action was, with its retry (docs/product.md#errors). */
  onFailed?: (failure: SearchFailure) => void;
  /** The file was saved (for analytics). */
  onExported?: (run: SearchRun) => void;
}

/** The export button's handler, the confirmation state and its answers. */
export function useExcelExport({ run, stale, onAlert, onFailed, onExported }: ExcelExportOptions) {
  // Whether the form differed when "Excel" was pressed (null: nothing to confirm).
  const [confirming, setConfirming] = useState<{ stale: boolean } | null>(null);
  const { progress, run: transfer, cancel } = useTransfer();

  const download = async () => {
    if (!run) return;
    const ref = { pesquisaId: run.pesquisaId, ordenacao: run.ordenacao };
    await transfer((options) => api.downloadSearch(ref, options))
      .then((file) => {
        saveFile(file);
        onExported?.(run);
      })
      .catch((error: unknown) => {
        // The user stopped it: nothing failed, nothing to log.
        if (isAborted(error)) return;
        if (isFreePlanRefusal(error)) return onAlert(FREE_PLAN_EXPORT_ALERT);
        logError('The Excel export failed', error);
        onFailed?.({ message: EXPORT_FAILED_MESSAGE, retry: () => void download() });
      });
  };

  const requestExport = () => {
    // Nothing was searched yet: the same advice as "Enviar todos para lista" without a search (docs/product.md#errors).
    if (!run) onAlert(MISSING_SEARCH_ID_ALERT);
    else if (needsConfirmation(run.total, stale)) setConfirming({ stale });
    else void download();
  };

  return {
    exporting: progress !== null,
    progress,
    cancel,
    exportConfirmation: confirming && run ? { total: run.total, ...confirming } : null,
    requestExport,
    confirmExport: () => {
      setConfirming(null);
      void download();
    },
    cancelExport: () => setConfirming(null),
  };
}
