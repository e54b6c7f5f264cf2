// "Excel" (docs/product.md#calls, #limits-and-constants): the results as empresas.xlsx. Above 65,535 rows the user confirms first,
// since only that many fit; a failure is only logged (docs/product.md#errors), a free-plan refusal gets the product's (docs/product.md#plans-and-permissions) alert.
import { saveFile, type ApiClient, type DownloadedFile, isFreePlanRefusal } from '@cnpj/api-client';
import { FREE_PLAN_EXPORT_ALERT, MISSING_SEARCH_ID_ALERT, exportNeedsConfirmation } from '@cnpj/domain';
import { useCallback, useState } from 'react';
import { logError } from '../../lib/log';
import type { SearchRun } from './use-company-search';

/** What the export needs. */
export interface ExcelExportOptions {
  api: Pick<ApiClient, 'downloadSearch'>;
  run: SearchRun | null;
  onAlert: (message: string) => void;
  /** The file was saved (for analytics). */
  onExported?: (run: SearchRun) => void;
  /** Saves the file in the browser; tests replace it. */
  save?: (file: DownloadedFile) => void;
}

/** The export button's handler, the confirmation state and its answers. */
export function useExcelExport({
  api,
  run,
  onAlert,
  onExported,
  save = saveFile,
}: ExcelExportOptions) {
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);

  const download = useCallback(async () => {
    if (!run) return;
    setExporting(true);
    try {
      save(await api.downloadSearch({ pesquisaId: run.pesquisaId, ordenacao: run.ordenacao }));
      onExported?.(run);
    } catch (error) {
      if (isFreePlanRefusal(error)) onAlert(FREE_PLAN_EXPORT_ALERT);
      else logError('The Excel export failed', error);
    } finally {
      setExporting(false);
    }
  }, [api, run, onAlert, onExported, save]);

  const requestExport = useCallback(() => {
    // Nothing was searched yet: the same advice as "Enviar todos para lista" without a search (docs/product.md#errors).
    if (!run) onAlert(MISSING_SEARCH_ID_ALERT);
    else if (exportNeedsConfirmation(run.total)) setConfirming(true);
    else void download();
  }, [run, onAlert, download]);

  return {
    exporting,
    exportConfirmation: confirming && run ? { total: run.total } : null,
    requestExport,
    confirmExport: () => {
      setConfirming(false);
      void download();
    },
    cancelExport: () => setConfirming(false),
  };
}
