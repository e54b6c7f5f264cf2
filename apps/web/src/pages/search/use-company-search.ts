// The search flow of docs/product.md#states-and-transitions: a new search clears the search id, total, page and rows, runs, stores the
// id and total, and page 1 loads; any page change loads that page. Free-plan users have their search
// count checked first (docs/product.md#plans-and-permissions). Search and page failures are only logged (docs/product.md#errors).
import { isFreePlanRefusal, type ApiClient } from '@cnpj/api-client';
import type { Ordenacao } from '@cnpj/domain';
import { type CompanyRow, type SearchResultsState } from '@cnpj/ui/screens/SearchScreen';
import { FREE_PLAN_PAGING_ALERT, SEARCH_LIMIT_ALERT, toSearchCriteria, type SearchFilters } from '@cnpj/domain';
import { startTransition, useCallback, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import { checkSearchLimit } from './search-limit';

/** The search calls the page makes. */
export type SearchApi = Pick<ApiClient, 'countSearches' | 'searchCompanies' | 'getSearchPage'>;

/** Who searches: the identity uid, for the search count (the client adds the backend user id to the search paths). */
export interface SearchUser {
  uid: string;
}

/** A stored search (docs/product.md#entities "Search response") and the order it was run in. */
export interface SearchRun {
  pesquisaId: string;
  total: number;
  ordenacao: Ordenacao;
}

interface State {
  run: SearchRun | null;
  page: number;
  rows: readonly CompanyRow[];
  loading: boolean;
}

const CLEARED: State = { run: null, page: 0, rows: [], loading: false };

/** What the hook needs. */
export interface CompanySearchOptions {
  api: SearchApi;
  user: SearchUser;
  /** The user's plano (docs/product.md#plans-and-permissions limits for the free plan). */
  plano: string;
  /** Shows an alert of docs/product.md#plans-and-permissions, #errors. */
  onAlert: (message: string) => void;
  /** A search succeeded (for analytics). */
  onSearched?: (run: SearchRun) => void;
}

/** The screen's results state for the hook's state. */
function toResults({ run, page, rows, loading }: State): SearchResultsState {
  if (loading) return { kind: 'loading' };
  if (!run) return { kind: 'idle' };
  if (run.total === 0) return { kind: 'empty' };
  return { kind: 'ready', total: run.total, page, rows };
}

/** Runs searches and loads their pages. */
export function useCompanySearch({ api, user, plano, onAlert, onSearched }: CompanySearchOptions) {
  const [state, setState] = useState<State>(CLEARED);
  // Only the latest request may write its answer: an older, slower one is dropped.
  const latest = useRef(0);

  const loadPage = useCallback(
    async (run: SearchRun, page: number, request = ++latest.current) => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const rows = await api.getSearchPage({ pesquisaId: run.pesquisaId, ordenacao: run.ordenacao, page });
        // 50 rows are the heaviest render of the page: as a transition React draws them in short
        // slices, keeping the overlay up meanwhile, so a tap or key is never kept waiting (performance budget).
        if (request === latest.current)
          startTransition(() => setState({ run, page, rows, loading: false }));
      } catch (error) {
        if (request !== latest.current) return;
        setState((current) => ({ ...current, run, loading: false }));
        if (isFreePlanRefusal(error)) onAlert(FREE_PLAN_PAGING_ALERT);
        else logError('Failed to load the results page', error);
      }
    },
    [api, onAlert],
  );

  const search = useCallback(
    async (filters: SearchFilters): Promise<boolean> => {
      const criteria = toSearchCriteria(filters);
      if (!criteria) return false;
      const blocked = await checkSearchLimit(api, user.uid, plano);
      if (blocked) {
        onAlert(blocked);
        return false;
      }
      const request = ++latest.current;
      setState({ ...CLEARED, loading: true });
      try {
        const { pesquisaId, total } = await api.searchCompanies(criteria);
        if (request !== latest.current) return false;
        const run = { pesquisaId, total, ordenacao: filters.ordenacao };
        onSearched?.(run);
        if (total === 0) setState({ ...CLEARED, run, page: 1 });
        else await loadPage(run, 1, request);
        return true;
      } catch (error) {
        if (request !== latest.current) return false;
        setState(CLEARED);
        if (isFreePlanRefusal(error)) onAlert(SEARCH_LIMIT_ALERT);
        else logError('The search failed', error);
        return false;
      }
    },
    [api, user, plano, onAlert, onSearched, loadPage],
  );

  const goToPage = useCallback(
    (page: number) => state.run && void loadPage(state.run, page),
    [state.run, loadPage],
  );

  /** Forgets the search (clear filters, filters restored from the URL). */
  const clear = useCallback(() => {
    latest.current += 1;
    setState(CLEARED);
  }, []);

  return { results: toResults(state), run: state.run, rows: state.rows, search, goToPage, clear };
}
