// docs/product.md#my-lists a list's two spreadsheets through the client's download and saveFile, named
// by the app after the list and the day (never the server's lista_{id}.xlsx). A failure is logged and
// told under the list with "Tentar novamente", as every other export tells it (decision 033, 060); the
// free plan gets the product's (docs/product.md#plans-and-permissions) export alert instead of a call.
// Each file is the one flow of an action on a set of companies (decision 076); several download side by side.
import { saveFile, type DownloadedFile } from '@cnpj/api-client';
import {
  EXPORT_FAILED_MESSAGE,
  freePlanAlert,
  isFreePlanRefusal,
  listFileName,
} from '@cnpj/domain';
import type { ListExportFailure, ListExportRequest } from '@cnpj/ui/screens/ListsScreen';
import { useSetAction } from '../../shared/company-set/set-action/use-set-action';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { usePlan } from '../../shared/services/plan-queries';

const download = ({ listId, kind }: ListExportRequest, filename: string) =>
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
  const action = useSetAction<ListExportRequest, DownloadedFile>({
    check: () => {
      const refusal = freePlanAlert('export', plan);
      return refusal ? { alert: refusal } : null;
    },
    run: (request) =>
      download(request, listFileName(nameOf(request.listId) ?? '', request.kind, new Date())),
    onDone: (file) => saveFile(file),
    onFailed: (error) => {
      if (isFreePlanRefusal(error)) return { alert: freePlanAlert('export', 'G') ?? '' };
      logError('Failed to export the list', error);
      return { failure: EXPORT_FAILED_MESSAGE };
    },
    onNews: (news) => news.kind === 'alert' && showAlert(news.message),
    parallel: true,
  });

  const { phase } = action;
  const failure: ListExportFailure | null =
    phase.kind === 'failed' && phase.news.kind === 'failure'
      ? { listId: phase.request.listId, message: phase.news.message, retry: phase.news.retry }
      : null;
  return {
    exporting: action.running,
    onExport: (listId: number, kind: ListExportRequest['kind']) => action.request({ listId, kind }),
    failure,
    dismissFailure: action.dismissFailure,
  };
}
