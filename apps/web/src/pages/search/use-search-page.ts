// The search page's state and handlers (docs/product.md#screens-and-routes, #states-and-transitions to #limits-and-constants), composed from the small hooks beside it, in the
// shape the SearchScreen, the AddToListDialog and the saved-searches dialog take.
import type { TransferProgress } from '@cnpj/api-client';
import type { SearchScreenProps, Transfer } from '@cnpj/ui/screens/SearchScreen';
import type { SearchFilters } from '@cnpj/domain';
import { useCallback, useEffect, useState } from 'react';
import type { SearchPageDeps } from './collaborators';
import type { ShownPage } from './shown-page-url';
import { useAddToList } from './use-add-to-list';
import { useCompanySearch, type SearchUser, type ShownBy } from './use-company-search';
import { useExcelExport } from './use-excel-export';
import { useLeaveGuard } from './use-leave-guard';
import { useLookups } from './use-lookups';
import { useSavedSearches } from './use-saved-searches';
import { useSearchAnalytics } from './use-search-analytics';
import { useSendAll } from './use-send-all';
import { useUrlFilters, type UrlFilters } from './use-url-filters';

/** The long answers under way, as the screen lists them. */
function transfersOf(
  exporting: TransferProgress | null,
  sendingAll: TransferProgress | null,
): Transfer[] {
  const transfers: Transfer[] = [];
  if (exporting) transfers.push({ kind: 'export', ...exporting });
  if (sendingAll) transfers.push({ kind: 'sendAll', ...sendingAll });
  return transfers;
}

/** The search, its selection and the actions on its results. */
function useResults(deps: SearchPageDeps, user: SearchUser, plano: string, url: UrlFilters) {
  const { api } = deps;
  const track = useSearchAnalytics(deps.analytics);
  const [alert, setAlert] = useState<string | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const { showPage } = url;
  // docs/product.md#screens-and-routes "Results in the URL": a search replaces the entry, a page change pushes one, a restore writes nothing.
  const onShown = useCallback(
    (shown: ShownPage | null, by: ShownBy) =>
      by !== 'restore' && showPage(shown, { push: by === 'page' }),
    [showPage],
  );
  const search = useCompanySearch({
    api,
    user,
    plano,
    onAlert: setAlert,
    onSearched: track.searched,
    onShown,
  });
  const { run } = search;
  // docs/product.md#states-and-transitions: the selection belongs to one search; a new or cleared search starts without one.
  useEffect(() => setSelection(new Set()), [run]);

  const onAdded = useCallback(
    (listId: number, count: number) => {
      setSelection(new Set());
      track.addedToList(listId, count);
    },
    [track],
  );
  const addToList = useAddToList(api, onAdded);
  const common = { api, run, onAlert: setAlert };
  const excel = useExcelExport({ ...common, onExported: track.exported, save: deps.save });
  const sendAll = useSendAll({ ...common, onLoaded: addToList.open });
  return { search, alert, setAlert, selection, setSelection, addToList, excel, sendAll };
}

/** Everything the page renders, for `user` on plan `plano`. */
export function useSearchPage(deps: SearchPageDeps, user: SearchUser, plano: string) {
  const url = useUrlFilters();
  const lookups = useLookups(url.filters.uf);
  const { search, excel, sendAll, addToList, selection, ...results } = useResults(
    deps,
    user,
    plano,
    url,
  );
  const { clear, restore, run } = search;
  const { restoredAt, restoredPage, showPage } = url;
  const forget = useCallback(() => {
    clear();
    showPage(null);
  }, [clear, showPage]);
  // The URL brought other state (a reload, back/forward, a link): reopen the page it names, or drop
  // results that no longer match its filters.
  useEffect(() => {
    if (restoredPage) restore(restoredPage);
    else clear();
  }, [restoredAt, restoredPage, restore, clear]);

  const saved = useSavedSearches(deps.savedSearches, url.filters, (filters: SearchFilters) => {
    url.setFilters(filters, { push: true });
    forget();
  });
  const blocker = useLeaveGuard(run !== null || selection.size > 0);

  const screen: Omit<SearchScreenProps, 'layout'> = {
    filters: url.filters,
    onFiltersChange: url.setFilters,
    lookups,
    results: search.results,
    selection,
    onSelectionChange: results.setSelection,
    plano,
    alert: results.alert,
    onDismissAlert: () => results.setAlert(null),
    exportConfirmation: excel.exportConfirmation,
    onConfirmExport: excel.confirmExport,
    onCancelExport: excel.cancelExport,
    onSearch: (filters) => void search.search(filters),
    onClearFilters: forget,
    onExport: excel.requestExport,
    onPageChange: search.goToPage,
    onAddSelectionToList: () => addToList.open([...selection]),
    onSendAllToList: sendAll.sendAll,
    exporting: excel.exporting,
    sendingAll: sendAll.sendingAll,
    transfers: transfersOf(excel.progress, sendAll.progress),
    onCancelTransfer: (kind) => (kind === 'export' ? excel.cancel() : sendAll.cancel()),
    sendAllConfirmation: sendAll.confirmation,
    onConfirmSendAll: sendAll.confirm,
    onCancelSendAll: sendAll.dismiss,
  };
  return { screen, dialog: addToList.dialogProps, saved, blocker };
}
