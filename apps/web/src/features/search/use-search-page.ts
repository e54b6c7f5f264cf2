// The search page's state and handlers (docs/product.md#screens-and-routes, #states-and-transitions to
// #limits-and-constants), composed from the small hooks beside it, in the shape the search's form and
// results regions, its layout, the AddToListDialog and the saved-searches dialog take. Two states only: the search shown (the URL) and
// the form's draft (decision 030).
import type { TransferProgress } from '@cnpj/api-client';
import type {
  SearchFailure,
  SearchFormProps,
  SearchResultsProps,
  SearchScreenProps,
  Transfer,
} from '@cnpj/ui/screens/SearchScreen';
import {
  defaultFilters,
  leaveSearchMessage,
  toSearchCriteria,
  type SearchFilters,
} from '@cnpj/domain';
import { useState } from 'react';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { useSearchCrmExport } from './use-search-crm-export';
import { useCompanySearch } from './use-company-search';
import { useExcelExport } from './use-excel-export';
import { naoContatarNow } from '../../shared/company-set/queries';
import { useQueryClient } from '@tanstack/react-query';
import { useSourceLine } from '../../shared/update-date/use-update-date';
import { useNaoContatarOnPage } from '../../shared/company-set/use-new-companies';
import { useLeaveGuard } from './use-leave-guard';
import { useLookups, useLookupsFailure } from './use-lookups';
import { useSavedSearches } from './use-saved-searches';
import { useMonitorSearch } from '../../shared/radar/use-monitor-search';
import { useSearchAnalytics } from './use-search-analytics';
import { useSendAll } from './use-send-all';
import { useShownSearch, type ShownSearchState } from './use-shown-search';

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
function useResults(plano: string, url: ShownSearchState) {
  const track = useSearchAnalytics();
  const [alert, setAlert] = useState<string | null>(null);
  // docs/product.md#errors: the latest failure, told under the form until retried, dismissed or replaced.
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const onFailed = (told: SearchFailure) => {
    const { retry } = told;
    const again = retry && (() => (setFailure(null), retry()));
    setFailure({ message: told.message, retry: again });
  };
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  // "Não contatar" keeps its rows in place, with "Desfazer", for the page on screen (decision 057).
  const shownPage = url.shown.page;
  const doNotContact = useNaoContatarOnPage(
    shownPage ? `${shownPage.run.pesquisaId}:${shownPage.run.ordenacao}:${shownPage.page}` : '',
  );
  const search = useCompanySearch({
    plano,
    shown: url.shown,
    show: url.show,
    onAlert: setAlert,
    onSearched: track.searched,
    onFailed,
    keptInPlace: doNotContact.kept,
  });
  const { run } = search;
  // docs/product.md#states-and-transitions: the selection belongs to one search; another search
  // (a new one, or one reopened by back and forward) starts without one.
  const searchId = run?.pesquisaId ?? null;
  const [selectionOf, setSelectionOf] = useState(searchId);
  if (selectionOf !== searchId) {
    setSelectionOf(searchId);
    setSelection(new Set());
  }

  const onAdded = (listId: number, count: number) => {
    setSelection(new Set());
    track.addedToList(listId, count);
  };
  const addToList = useAddToList(onAdded);
  const common = { run, stale: url.stale, onAlert: setAlert };
  const excel = useExcelExport({
    ...common,
    onFailed,
    onExported: track.exported,
  });
  // "Não contatar" is always left out of what is sent (decision 043), whatever the backend applied.
  const { open: openAddToList } = addToList;
  const client = useQueryClient();
  const sendLoaded = (cnpjs: string[]) => {
    const naoContatar = naoContatarNow(client);
    openAddToList(cnpjs.filter((cnpj) => !naoContatar.has(cnpj)));
  };
  const sendAll = useSendAll({ ...common, onLoaded: sendLoaded });
  const crm = useSearchCrmExport({
    ...common,
    plano,
    sourceLine: useSourceLine(),
    naoContatar: () => naoContatarNow(client),
  });
  return {
    crm,
    search,
    alert,
    setAlert,
    failure,
    setFailure,
    selection,
    setSelection,
    addToList,
    excel,
    sendAll,
    doNotContact,
  };
}

/** Everything the page renders, for the signed-in user on plan `plano`. */
export function useSearchPage(plano: string) {
  const url = useShownSearch();
  const { shown, draft, show } = url;
  const lookups = useLookups(draft.uf);
  const lookupsFailure = useLookupsFailure(draft.uf);
  const { search, excel, sendAll, addToList, selection, crm, ...results } = useResults(plano, url);
  const { forgetSearch, run } = search;
  // Another search's filters with nothing shown yet: "Limpar Filtros" and a saved search.
  const showFilters = (filters: SearchFilters) => {
    forgetSearch();
    show({ filters, page: null });
  };

  // "Salvar pesquisa" saves the search shown; before any search, the filters in the form. "Abrir"
  // runs the saved search (docs/product.md#saved-searches), as "Pesquisar" would.
  const { search: runSearch } = search;
  const runSaved = (filters: SearchFilters) => {
    showFilters(filters);
    runSearch(filters);
  };
  // "Monitorar no Radar" (docs/product.md#radar "Monitoring a search"): the search shown, not the form
  // being edited, or a saved search under its name.
  const radar = useMonitorSearch();
  const saved = useSavedSearches(shown.page ? shown.filters : draft, runSaved, (filters, name) =>
    radar.open(toSearchCriteria(filters), name),
  );
  const monitor = {
    open: () => radar.open(toSearchCriteria(shown.filters)),
    dialogProps: radar.dialogProps,
  };
  // docs/product.md#search: the search shown survives back and reload, so only what would really be
  // lost holds a move inside the app, and the question names it; closing the tab still warns.
  const leaveMessage = leaveSearchMessage({
    selected: selection.size,
    exporting: excel.exporting || crm.exporting,
    sendingAll: sendAll.sendingAll,
  });
  const blocker = useLeaveGuard({
    warnOnUnload: run !== null || selection.size > 0,
    holdNavigation: leaveMessage !== null,
  });
  /** A new action starts without the last one's failure. */
  const afresh =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      results.setFailure(null);
      action(...args);
    };

  const form: Omit<SearchFormProps, 'titleAction' | 'searchShown' | 'linkComponent'> = {
    filters: draft,
    onFiltersChange: url.setDraft,
    searchedFilters: shown.filters,
    lookups,
    plano,
    onSearch: afresh(search.search),
    onClearFilters: () => showFilters(defaultFilters()),
    exportAction: {
      onRequest: afresh(excel.requestExport),
      running: excel.exporting,
      confirmation: excel.exportConfirmation,
      onConfirm: excel.confirmExport,
      onCancel: excel.cancelExport,
    },
    crmExport: { onRequest: afresh(crm.requestExport), running: crm.exporting },
    sourceLine: useSourceLine(),
  };
  const resultsRegion: Omit<
    SearchResultsProps,
    'layout' | 'density' | 'onDensityChange' | 'linkComponent'
  > = {
    results: search.results,
    filtersChanged: url.stale,
    pageOnlyNote: search.pageOnlyNote,
    selection,
    onSelectionChange: results.setSelection,
    onPageChange: afresh(search.goToPage),
    plano,
    onAddSelectionToList: () => addToList.open([...selection]),
    sendAll: {
      onRequest: sendAll.sendAll,
      running: sendAll.sendingAll,
      confirmation: sendAll.confirmation,
      onConfirm: sendAll.confirm,
      onCancel: sendAll.dismiss,
    },
    transfers: {
      running: transfersOf(excel.progress, sendAll.progress),
      onCancel: (kind) => (kind === 'export' ? excel.cancel() : sendAll.cancel()),
    },
    doNotContact: {
      onToggle: results.doNotContact.put,
      marked: search.doNotContactMarked,
      note: results.doNotContact.note,
      onDismissNote: results.doNotContact.dismiss,
    },
  };
  const layout: Omit<SearchScreenProps, 'form' | 'results' | 'linkComponent'> = {
    loading: search.results.kind === 'loading' || search.pageLoading === true,
    alert: results.alert,
    onDismissAlert: () => results.setAlert(null),
    failure: results.failure ?? lookupsFailure,
    onDismissFailure: () => results.setFailure(null),
  };
  return {
    form,
    results: resultsRegion,
    layout,
    dialog: addToList.dialogProps,
    crmDialog: crm.dialog,
    saved,
    monitor,
    blocker,
    leaveMessage,
  };
}
