// The search page's state and handlers (SPEC §2, §4-§9), composed from the small hooks beside it, in the
// shape the SearchScreen, the AddToListDialog and the saved-searches dialog take.
import type { SearchFilters } from '@cnpj/ui/screens/SearchScreen/index.ts';
import { useCallback, useEffect, useState } from 'react';
import type { SearchPageDeps } from './deps';
import { useAddToList } from './use-add-to-list';
import { useCompanySearch, type SearchRun, type SearchUser } from './use-company-search';
import { useExcelExport } from './use-excel-export';
import { useLeaveGuard } from './use-leave-guard';
import { useLookups } from './use-lookups';
import { useSavedSearches } from './use-saved-searches';
import { useSendAll } from './use-send-all';
import { useUrlFilters } from './use-url-filters';

/** Everything the page renders, for `user` on plan `plano`. */
export function useSearchPage(deps: SearchPageDeps, user: SearchUser, plano: string) {
  const { api, analytics } = deps;
  const url = useUrlFilters();
  const lookups = useLookups(api, url.filters.uf);
  const [alert, setAlert] = useState<string | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const onSearched = useCallback(
    (run: SearchRun) =>
      void analytics.trackUserAction({ category: 'search', action: 'search', value: run.total }),
    [analytics],
  );
  const search = useCompanySearch({ api, user, plano, onAlert: setAlert, onSearched });
  const { clear, run } = search;

  // SPEC §4: the selection belongs to one search; a new or cleared search starts without one.
  useEffect(() => setSelection(new Set()), [run]);
  // Filters brought by the URL (back/forward, a link) no longer match the results on screen.
  useEffect(() => clear(), [url.restoredAt, clear]);

  const onAdded = useCallback(
    (listId: number, count: number) => {
      setSelection(new Set());
      void analytics.trackUserAction({
        category: 'lists',
        action: 'add_to_list',
        label: String(listId),
        value: count,
      });
    },
    [analytics],
  );
  const addToList = useAddToList(api, onAdded);
  const onExported = useCallback(
    (exported: SearchRun) =>
      void analytics.trackUserAction({
        category: 'search',
        action: 'export_excel',
        value: exported.total,
      }),
    [analytics],
  );
  const excel = useExcelExport({
    api,
    run,
    backendUserId: user.backendUserId,
    onAlert: setAlert,
    onExported,
    save: deps.save,
  });
  const sendAll = useSendAll({
    api,
    run,
    backendUserId: user.backendUserId,
    onAlert: setAlert,
    onLoaded: addToList.open,
  });

  const reopen = (filters: SearchFilters) => {
    url.setFilters(filters, { push: true });
    clear();
  };
  const saved = useSavedSearches(deps.savedSearches, url.filters, reopen);
  const blocker = useLeaveGuard(run !== null || selection.size > 0);

  const screen = {
    filters: url.filters,
    onFiltersChange: url.setFilters,
    lookups,
    results: search.results,
    selection,
    onSelectionChange: setSelection,
    plano,
    alert,
    onDismissAlert: () => setAlert(null),
    exportConfirmation: excel.exportConfirmation,
    onConfirmExport: excel.confirmExport,
    onCancelExport: excel.cancelExport,
    onSearch: (filters: SearchFilters) => {
      void search.search(filters).then((ran) => ran && url.markRestorePoint());
    },
    onClearFilters: clear,
    onExport: excel.requestExport,
    onPageChange: search.goToPage,
    onAddSelectionToList: () => addToList.open([...selection]),
    onSendAllToList: sendAll.sendAll,
    exporting: excel.exporting,
    sendingAll: sendAll.sendingAll,
  };
  return { screen, dialog: addToList.dialogProps, saved, blocker };
}
