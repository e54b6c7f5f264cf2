// The search flow of docs/product.md#states-and-transitions "Search", through the server-state layer:
// running a search is a mutation that, once the backend stored it, writes it into the URL; each page
// is a query keyed by the search's id, order and page. What the URL names is what the screen shows, so
// a refused or failed search, or a page that could not load, changes nothing on screen (decision 030).
// Free-plan users have their search count checked first (docs/product.md#plans-and-permissions).
// Search and page failures are only logged (docs/product.md#errors). When the backend no longer knows
// the search the URL names, the results say so and the filters stay (decision 020).
import { isFreePlanRefusal } from '@cnpj/domain';
import type { SearchFailure, SearchResultsState } from '@cnpj/ui/screens/SearchScreen';
import {
  FREE_PLAN_PAGING_ALERT,
  PAGE_FAILED_MESSAGE,
  applyToShownPage,
  pageOnlyNote,
  SEARCH_FAILED_MESSAGE,
  SEARCH_LIMIT_ALERT,
  toSearchCriteria,
  type SearchFilters,
} from '@cnpj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { checkSearchLimit } from './search-limit';
import { searchExtras, searchPageQuery, useSearchPageQuery } from './search-queries';
import { useAnnouncedCriteria } from '../../shared/search/queries';
import { useListedCompanies } from '../../shared/company-set/queries';
import type { SearchRun, ShownPage, ShownSearch } from './shown-page-url';

export type { SearchRun } from './shown-page-url';

/** What the hook needs. */
export interface CompanySearchOptions {
  /** The user's plano (docs/product.md#plans-and-permissions limits for the free plan). */
  plano: string;
  /** The search the URL names. */
  shown: ShownSearch;
  /** Shows another search: writes it into the URL. */
  show: (next: ShownSearch) => void;
  /** Shows an alert of docs/product.md#plans-and-permissions, #errors. */
  onAlert: (message: string) => void;
  /** A search succeeded (for analytics). */
  onSearched?: (run: SearchRun) => void;
  /** A search or a page failed: told where the action was, with its retry (docs/product.md#errors). */
  onFailed?: (failure: SearchFailure) => void;
  /** Companies put on "Não contatar" from the page on screen: kept there, marked (decision 057). */
  keptInPlace?: ReadonlySet<string>;
}

/** A search's outcome: it ran, or an alert refused it before the call. */
type Outcome = { run: SearchRun } | { refused: string };

/** What the screen shows of the search: one object per state, so the deferred rows follow it. */
function resultsState(
  pending: boolean,
  page: ShownPage | null,
  rows: Extract<SearchResultsState, { kind: 'ready' }>['rows'] | undefined,
  failed: boolean,
): SearchResultsState {
  if (pending) return { kind: 'loading' };
  if (!page) return { kind: 'idle' };
  if (page.run.total === 0) return { kind: 'empty' };
  if (rows) return { kind: 'ready', total: page.run.total, page: page.page, rows };
  return failed ? { kind: 'expired' } : { kind: 'loading' };
}

/** Runs a search: once the backend stored it, the URL names it and its first page loads. */
function useSearchRunner({
  plano,
  show,
  onAlert,
  onSearched,
  onFailed,
}: Omit<CompanySearchOptions, 'shown' | 'keptInPlace'>) {
  const client = useQueryClient();
  const searching = useMutation({
    mutationFn: async (filters: SearchFilters): Promise<Outcome> => {
      const criteria = toSearchCriteria(filters);
      if (!criteria) throw new Error('A search needs a UF');
      const refused = await checkSearchLimit(plano);
      if (refused) return { refused };
      // Extra criteria travel only to a backend that announced them (decision 043).
      const extras = await searchExtras(client, criteria);
      // None to send: the seed's call, exactly.
      const { pesquisaId, total } = await (Object.keys(extras).length > 0
        ? api.searchCompanies(criteria, extras)
        : api.searchCompanies(criteria));
      return { run: { pesquisaId, total, ordenacao: filters.ordenacao } };
    },
  });
  const { mutate: runSearch, reset: forgetSearch } = searching;
  // The callbacks given to mutate() fire for the latest search only: an older, slower answer is dropped.
  const search = (filters: SearchFilters) => {
    runSearch(filters, {
      onSuccess: (outcome) => {
        if ('refused' in outcome) return onAlert(outcome.refused);
        // The first page's read starts now, not once the URL has named it and the page has
        // redrawn: the same call the screen makes next, a render's time sooner on a slow phone.
        if (outcome.run.total > 0)
          void client.prefetchQuery(searchPageQuery({ run: outcome.run, page: 1 }));
        onSearched?.(outcome.run);
        show({ filters, page: { run: outcome.run, page: 1 } });
      },
      onError: (error) => {
        if (isFreePlanRefusal(error)) return onAlert(SEARCH_LIMIT_ALERT);
        logError('The search failed', error);
        onFailed?.({ message: SEARCH_FAILED_MESSAGE, retry: () => search(filters) });
      },
    });
  };
  return { search, forgetSearch, pending: searching.isPending };
}

/** Turns the page: the page on screen stays until the next one has loaded; only then does the URL name it. */
function usePageTurner({
  shown,
  show,
  onAlert,
  onFailed,
}: Pick<CompanySearchOptions, 'shown' | 'show' | 'onAlert' | 'onFailed'>) {
  const client = useQueryClient();
  const { page } = shown;
  const turning = useMutation({
    mutationFn: (target: ShownPage) => client.fetchQuery(searchPageQuery(target)),
  });
  const { mutate: turn } = turning;
  const goToPage = (next: number) => {
    if (!page) return;
    const target = { run: page.run, page: next };
    turn(target, {
      onSuccess: () => show({ filters: shown.filters, page: target }),
      // The cache has logged it (the query's meta); the user is told here.
      onError: (error) => {
        if (isFreePlanRefusal(error)) onAlert(FREE_PLAN_PAGING_ALERT);
        else onFailed?.({ message: PAGE_FAILED_MESSAGE, retry: () => goToPage(next) });
      },
    });
  };
  return { goToPage, pending: turning.isPending };
}

/**
 * The rows of the page shown: what the backend did not apply, the page applies to its own rows, and
 * says so (decision 043).
 */
function useShownRows(
  shown: ShownSearch,
  onAlert: (message: string) => void,
  keptInPlace: ReadonlySet<string> | undefined,
) {
  const rows = useSearchPageQuery(shown.page);
  const pageError = rows.error;
  // docs/product.md#plans-and-permissions: a free user's link to page 2 and beyond is refused with its alert.
  useEffect(() => {
    if (isFreePlanRefusal(pageError)) onAlert(FREE_PLAN_PAGING_ALERT);
  }, [pageError, onAlert]);
  const announced = useAnnouncedCriteria();
  // With excluir_listas the backend leaves the lists out of a search it runs now; a search it ran
  // before a company went on "Não contatar" (reopened by link or reload) still holds it, so that one
  // list is read anyway.
  const known = useListedCompanies(
    announced !== null && rows.data !== undefined,
    announced?.has('excluir_listas') === true,
  );
  const pageRows = rows.data
    ? applyToShownPage(rows.data, shown.filters, announced, { ...known, keptInPlace })
    : { rows: rows.data, pageOnly: [], undecided: [], marked: new Set<string>() };
  return { pageRows, failed: rows.isError };
}

/** Runs searches and loads the pages of the search shown. */
export function useCompanySearch(options: CompanySearchOptions) {
  const { shown } = options;
  const runner = useSearchRunner(options);
  const turner = usePageTurner(options);
  const { pageRows, failed } = useShownRows(shown, options.onAlert, options.keptInPlace);
  const { page } = shown;
  const results = resultsState(runner.pending, page, pageRows.rows, failed);

  return {
    // 50 rows are the heaviest render of the page: deferred, React draws them in short slices while
    // the overlay stays up, so a tap or key is never kept waiting (performance budget).
    results: useDeferredValue(results),
    run: page?.run ?? null,
    /** "…: filtro aplicado às empresas desta página…" while the page narrowed itself. */
    pageOnlyNote: pageOnlyNote(pageRows.pageOnly, pageRows.undecided),
    /** The rows kept in place on "Não contatar", marked. */
    doNotContactMarked: pageRows.marked,
    pageLoading: turner.pending,
    search: runner.search,
    goToPage: turner.goToPage,
    /** Drops a search still running, so its answer shows nothing ("Limpar Filtros", a saved search). */
    forgetSearch: runner.forgetSearch,
  };
}
