// The search page's state and handlers (docs/product.md#screens-and-routes, #states-and-transitions to
// #limits-and-constants), composed from the small hooks beside it, in the shape the search's form and
// results regions, its layout, the AddToListDialog and the saved-searches dialog take. Two states only: the search shown (the URL) and
// the form's draft (decision 030). Every action on the results is one set action (decision 076).
import type {
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
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { naoContatarNow } from '../../shared/company-set/queries';
import { transferOf } from '../../shared/company-set/set-action/binding';
import { useNotice, type Notice } from '../../shared/company-set/set-action/use-notice';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { useNaoContatarOnPage } from '../../shared/company-set/use-new-companies';
import { useMonitorSearch } from '../../shared/radar/use-monitor-search';
import {
  handedSearchSelection,
  handSearchSelection,
  settleSearchSelection,
} from '../../shared/triage/search-selection';
import { TRIAGE_PATH } from '../../shared/triage/triage-path';
import { useSourceLine } from '../../shared/update-date/use-update-date';
import { useCompanySearch } from './use-company-search';
import { useExcelExport } from './use-excel-export';
import { useLeaveGuard } from './use-leave-guard';
import { useLookups, useLookupsFailure } from './use-lookups';
import { useSavedSearches } from './use-saved-searches';
import { useSearchAnalytics } from './use-search-analytics';
import { useSearchCrmExport } from './use-search-crm-export';
import { useSendAll } from './use-send-all';
import { useShownSearch, type ShownSearchState } from './use-shown-search';

/**
 * The selection of the search `searchId`: docs/product.md#states-and-transitions, it belongs to one
 * search; another search (a new one, or one reopened by back and forward) starts without one. Back
 * from this search's triage, it is the selection the triage handed back (decision 080).
 */
function useSelectionOf(searchId: string | null) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(
    () => handedSearchSelection(searchId) ?? new Set(),
  );
  const [selectionOf, setSelectionOf] = useState(searchId);
  if (selectionOf !== searchId) {
    setSelectionOf(searchId);
    setSelection(handedSearchSelection(searchId) ?? new Set());
  }
  // Taken: from here it is this page's state, and a later visit to the search starts without it.
  useEffect(() => {
    if (searchId !== null) settleSearchSelection(searchId);
  }, [searchId]);
  return [selection, setSelection] as const;
}

/** The search with "Não contatar" kept in place, with "Desfazer", for the page on screen (decision 057). */
function useSearchShown(plano: string, url: ShownSearchState, notice: Notice) {
  const track = useSearchAnalytics();
  const shownPage = url.shown.page;
  const doNotContact = useNaoContatarOnPage(
    shownPage ? `${shownPage.run.pesquisaId}:${shownPage.run.ordenacao}:${shownPage.page}` : '',
  );
  const search = useCompanySearch({
    plano,
    shown: url.shown,
    show: url.show,
    onAlert: notice.onAlert,
    onSearched: track.searched,
    onFailed: notice.onFailed,
    keptInPlace: doNotContact.kept,
  });
  return { search, doNotContact, track };
}

/** The actions on the results: Excel, "Enviar todos para lista", the CRM file and "Adicionar à lista". */
function useResultsActions(
  plano: string,
  url: ShownSearchState,
  search: ReturnType<typeof useSearchShown>,
  notice: Notice,
) {
  const { run } = search.search;
  const [selection, setSelection] = useSelectionOf(run?.pesquisaId ?? null);
  const addToList = useAddToList((listId, count) => {
    setSelection(new Set());
    search.track.addedToList(listId, count);
  });
  const common = { run, stale: url.stale, onAlert: notice.onAlert };
  const excel = useExcelExport({
    ...common,
    onFailed: notice.onFailed,
    onExported: search.track.exported,
  });
  // "Não contatar" is always left out of what is sent (decision 043), whatever the backend applied.
  const client = useQueryClient();
  const sendAll = useSendAll({
    ...common,
    onLoaded: (cnpjs) => {
      const naoContatar = naoContatarNow(client);
      addToList.open(cnpjs.filter((cnpj) => !naoContatar.has(cnpj)));
    },
  });
  const crm = useSearchCrmExport({
    ...common,
    plano,
    sourceLine: useSourceLine(),
    naoContatar: () => naoContatarNow(client),
  });
  // "Triagem": the selection goes with the search to its triage and comes back (decision 080).
  const toTriage = () => {
    if (run) handSearchSelection(run.pesquisaId, selection);
  };
  return { selection, setSelection, addToList, excel, sendAll, crm, toTriage };
}

type Actions = ReturnType<typeof useResultsActions>;

/** Asks before leaving while something would be lost, naming it (docs/product.md#search). */
function useLeave(searched: boolean, { selection, excel, crm, sendAll }: Actions) {
  // The search shown survives back and reload, so only what would really be lost holds a move inside
  // the app, and the question names it; closing the tab still warns. The selection goes to the
  // search's triage and comes back (decision 080): there it is not lost.
  const messageFor = (pathname: string) =>
    leaveSearchMessage({
      selected: pathname === TRIAGE_PATH ? 0 : selection.size,
      exporting: excel.binding.running === true || crm.exporting,
      sendingAll: sendAll.binding.running === true,
    });
  const blocker = useLeaveGuard({
    warnOnUnload: searched || selection.size > 0,
    holdNavigation: (pathname) => messageFor(pathname) !== null,
  });
  const leaveMessage = blocker.location ? messageFor(blocker.location.pathname) : null;
  return { blocker, leaveMessage };
}

/** "Pesquisas salvas" and "Monitorar no Radar" (docs/product.md#saved-searches, #radar "Monitoring a search"). */
function useSavedAndMonitor(url: ShownSearchState, search: ReturnType<typeof useCompanySearch>) {
  const { shown, draft, show } = url;
  // "Salvar pesquisa" saves the search shown; before any search, the filters in the form. "Abrir"
  // runs the saved search, as "Pesquisar" would.
  const runSaved = (filters: SearchFilters) => {
    search.forgetSearch();
    show({ filters, page: null });
    search.search(filters);
  };
  // The search shown, not the form being edited, or a saved search under its name.
  const radar = useMonitorSearch();
  const saved = useSavedSearches(shown.page ? shown.filters : draft, runSaved, (filters, name) =>
    radar.open(toSearchCriteria(filters), name),
  );
  const monitor = {
    open: () => radar.open(toSearchCriteria(shown.filters)),
    dialogProps: radar.dialogProps,
  };
  return { saved, monitor };
}

/** A new action starts without the last one's failure. */
const afreshWith =
  (notice: Notice) =>
  <A extends unknown[]>(action: (...args: A) => void) =>
  (...args: A) => {
    notice.dismissFailure();
    action(...args);
  };

type FormRegion = Omit<SearchFormProps, 'titleAction' | 'searchShown' | 'linkComponent'>;
type ResultsRegion = Omit<
  SearchResultsProps,
  'layout' | 'density' | 'onDensityChange' | 'linkComponent'
>;

/** The form region's props. */
function formRegion(
  plano: string,
  url: ShownSearchState,
  search: ReturnType<typeof useCompanySearch>,
  { excel, crm }: Actions,
  afresh: ReturnType<typeof afreshWith>,
): Omit<FormRegion, 'lookups' | 'sourceLine'> {
  return {
    filters: url.draft,
    onFiltersChange: url.setDraft,
    searchedFilters: url.shown.filters,
    plano,
    onSearch: afresh(search.search),
    onClearFilters: () => {
      // Another search's filters with nothing shown yet.
      search.forgetSearch();
      url.show({ filters: defaultFilters(), page: null });
    },
    exportAction: { ...excel.binding, onRequest: afresh(excel.binding.onRequest) },
    crmExport: { onRequest: afresh(crm.requestExport), running: crm.exporting },
  };
}

/** The long answers under way, as the screen lists them, and their "Cancelar". */
function transfersOf({ excel, sendAll }: Actions): ResultsRegion['transfers'] {
  const running = [transferOf('export', excel), transferOf('sendAll', sendAll)];
  return {
    running: running.filter((transfer): transfer is Transfer => transfer !== null),
    onCancel: (kind) => (kind === 'export' ? excel.cancel() : sendAll.cancel()),
  };
}

/** The results region's props. */
function resultsRegion(
  plano: string,
  url: ShownSearchState,
  shown: ReturnType<typeof useSearchShown>,
  actions: Actions,
  afresh: ReturnType<typeof afreshWith>,
): ResultsRegion {
  const { search, doNotContact } = shown;
  const { selection, addToList } = actions;
  return {
    results: search.results,
    filtersChanged: url.stale,
    pageOnlyNote: search.pageOnlyNote,
    selection,
    onSelectionChange: actions.setSelection,
    onPageChange: afresh(search.goToPage),
    plano,
    onAddSelectionToList: () => addToList.open([...selection]),
    sendAll: actions.sendAll.binding,
    transfers: transfersOf(actions),
    doNotContact: {
      onToggle: doNotContact.put,
      marked: search.doNotContactMarked,
      note: doNotContact.note,
      onDismissNote: doNotContact.dismiss,
    },
  };
}

/** Everything the page renders, for the signed-in user on plan `plano`. */
export function useSearchPage(plano: string) {
  const url = useShownSearch();
  const notice = useNotice();
  const lookups = useLookups(url.draft.uf);
  const lookupsFailure = useLookupsFailure(url.draft.uf);
  const shown = useSearchShown(plano, url, notice);
  const { search } = shown;
  const actions = useResultsActions(plano, url, shown, notice);
  const { saved, monitor } = useSavedAndMonitor(url, search);
  const { blocker, leaveMessage } = useLeave(search.run !== null, actions);
  const afresh = afreshWith(notice);
  const sourceLine = useSourceLine();

  const layout: Omit<SearchScreenProps, 'form' | 'results' | 'linkComponent'> = {
    loading: search.results.kind === 'loading' || search.pageLoading === true,
    alert: notice.alert,
    onDismissAlert: notice.dismissAlert,
    failure: notice.failure ?? lookupsFailure,
    onDismissFailure: notice.dismissFailure,
  };
  return {
    form: { ...formRegion(plano, url, search, actions, afresh), lookups, sourceLine },
    results: resultsRegion(plano, url, shown, actions, afresh),
    layout,
    dialog: actions.addToList.dialogProps,
    crmDialog: actions.crm.dialog,
    saved,
    monitor,
    blocker,
    leaveMessage,
    onOpenTriage: actions.toTriage,
  };
}
