// docs/product.md#my-lists a list's two spreadsheets through the client's download and saveFile, named
// by the app after the list and the day (never the server's lista_{id}.xlsx). A failure is logged and
// told under the list with "Tentar novamente", as every other export tells it (decision 033, 060); the
// free plan gets the product's (docs/product.md#plans-and-permissions) export alert instead of a call.
import { saveFile } from '@cnpj/api-client';
import {
  EXPORT_FAILED_MESSAGE,
  freePlanAlert,
  isFreePlanRefusal,
  listFileName,
  type ListExportKind,
} from '@cnpj/domain';
import type { ListExportFailure, ListExportRequest } from '@cnpj/ui/screens/ListsScreen';
import { useState } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { usePlan } from '../../shared/services/plan-queries';

const download = (listId: number, kind: ListExportKind, filename: string) =>
  kind === 'excel'
    ? api.exportList(listId, filename)
    : api.exportListPartnerEmails(listId, filename);

/**
 * Exports in flight, the export action, the failure it may tell and the alert it may raise (shown by
 * the screen). `nameOf` gives a list's name for its file.
 */
export function useListExports(
  showAlert: (message: string) => void,
  nameOf: (listId: number) => string | undefined,
) {
  const { plan } = usePlan();
  const [exporting, setExporting] = useState<readonly ListExportRequest[]>([]);
  const [failure, setFailure] = useState<ListExportFailure | null>(null);

  const onExport = async (listId: number, kind: ListExportKind): Promise<void> => {
    const refusal = freePlanAlert('export', plan);
    if (refusal) return showAlert(refusal);
    const request = { listId, kind };
    setFailure(null);
    setExporting((current) => [...current, request]);
    const filename = listFileName(nameOf(listId) ?? '', kind, new Date());
    await download(listId, kind, filename)
      .then(saveFile)
      .catch((error: unknown) => {
        if (isFreePlanRefusal(error)) return showAlert(freePlanAlert('export', 'G') ?? '');
        logError('Failed to export the list', error);
        const retry = () => void onExport(listId, kind);
        setFailure({ listId, message: EXPORT_FAILED_MESSAGE, retry });
      })
      .finally(() => setExporting((current) => current.filter((item) => item !== request)));
  };

  return { exporting, onExport, failure, dismissFailure: () => setFailure(null) };
}
