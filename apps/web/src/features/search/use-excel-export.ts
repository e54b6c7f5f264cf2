// "Excel" (docs/product.md#calls, #limits-and-constants): the results as empresas.xlsx. Above 65,535 rows the user confirms first,
// since only that many fit; a failure is only logged (docs/product.md#errors), a free-plan refusal gets the product's (docs/product.md#plans-and-permissions) alert.
// The download shows how far it is and can be cancelled (docs/product.md#search "Long operations").
// Its phases are the one flow of an action on a set of companies (decision 076).
import { saveFile, type DownloadedFile } from '@cnpj/api-client';
import {
  EXPORT_FAILED_MESSAGE,
  FREE_PLAN_EXPORT_ALERT,
  MISSING_SEARCH_ID_ALERT,
  isFreePlanRefusal,
} from '@cnpj/domain';
import type { ConfirmationRequest } from '@cnpj/ui/screens/SearchScreen';
import {
  actionBinding,
  tellThrough,
  type FailureNews,
} from '../../shared/company-set/set-action/binding';
import { useSetAction } from '../../shared/company-set/set-action/use-set-action';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { confirmAbove, searchRef } from './search-action';
import type { SearchRun } from './shown-page-url';

/** What the export needs. */
export interface ExcelExportOptions {
  /** The search shown: the file holds its results, whatever the form holds. */
  run: SearchRun | null;
  /** The form holds filters that were not searched: the confirmation says which search is exported. */
  stale: boolean;
  onAlert: (message: string) => void;
  /** The download failed: told where the action was, with its retry (docs/product.md#errors). */
  onFailed?: (failure: FailureNews) => void;
  /** The file was saved (for analytics). */
  onExported?: (run: SearchRun) => void;
}

/** The export as an action on the search shown, and its binding for the "Excel" button. */
export function useExcelExport({ run, stale, onAlert, onFailed, onExported }: ExcelExportOptions) {
  const action = useSetAction<SearchRun | null, DownloadedFile, ConfirmationRequest>({
    // Nothing was searched yet: the same advice as "Enviar todos para lista" without a search (docs/product.md#errors).
    check: (search) => (search ? confirmAbove(search, stale) : { alert: MISSING_SEARCH_ID_ALERT }),
    run: (search, transfer) => api.downloadSearch(searchRef(search), transfer),
    onDone: (file, search) => {
      saveFile(file);
      if (search) onExported?.(search);
    },
    onFailed: (error) => {
      if (isFreePlanRefusal(error)) return { alert: FREE_PLAN_EXPORT_ALERT };
      logError('The Excel export failed', error);
      return { failure: EXPORT_FAILED_MESSAGE };
    },
    onNews: tellThrough(onAlert, onFailed),
  });
  return { ...action, binding: actionBinding(action, () => action.request(run)) };
}
