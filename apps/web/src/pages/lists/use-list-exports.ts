// docs/product.md#calls, #limits-and-constants list exports: lista_{id}.xlsx and lista_{id}_emails_socios.xlsx through the client's
// download and saveFile. Export failures are only logged (docs/product.md#errors); the free plan gets the product's (docs/product.md#plans-and-permissions)
// export alert instead of a call.
import { saveFile } from '@cnpj/api-client';
import { freePlanAlert, isFreePlanRefusal } from '@cnpj/domain';
import type { ListExportKind, ListExportRequest } from '@cnpj/ui/screens/ListsScreen';
import { useCallback, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';
import { usePlan } from '../../services/PlanProvider';

const download = (listId: number, kind: ListExportKind) =>
  kind === 'excel' ? api.exportList(listId) : api.exportListPartnerEmails(listId);

/** Exports in flight, the export action, and the alert it may raise (shown by the screen). */
export function useListExports(showAlert: (message: string) => void) {
  const { plan } = usePlan();
  const [exporting, setExporting] = useState<readonly ListExportRequest[]>([]);

  const onExport = useCallback(
    async (listId: number, kind: ListExportKind) => {
      const refusal = freePlanAlert('export', plan);
      if (refusal) return showAlert(refusal);
      const request = { listId, kind };
      setExporting((current) => [...current, request]);
      try {
        saveFile(await download(listId, kind));
      } catch (error) {
        if (isFreePlanRefusal(error)) showAlert(freePlanAlert('export', 'G') ?? '');
        else logError('Failed to export the list', error);
      } finally {
        setExporting((current) => current.filter((item) => item !== request));
      }
    },
    [plan, showAlert],
  );

  return { exporting, onExport };
}
