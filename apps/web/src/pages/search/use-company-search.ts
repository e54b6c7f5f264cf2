// The search flow of docs/product.md#states-and-transitions: a new search clears the search id, total, page and rows, runs, stores the
// id and total, and page 1 loads; any page change loads that page. Free-plan users have their search
// count checked first (docs/product.md#plans-and-permissions). Search and page failures are only logged (docs/product.md#errors).
// A page named by the URL (reload, back, forward) is reopened through the page call alone; when the
// backend no longer knows that search, the results say so and the filters stay (decision 020).
import { isFreePlanRefusal, type ApiClient } from '@cnpj/api-client';
import { type CompanyRow, type SearchResultsState } from '@cnpj/ui/screens/SearchScreen';
import {
  FREE_PLAN_PAGING_ALERT,
  SEARCH_LIMIT_ALERT,
  toSearchCriteria,
  type SearchFilters,
} from '@cnpj/domain';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import { checkSearchLimit } from './search-limit';
import { samePage, type SearchRun, type ShownPage } from './shown-page-url';

export type { SearchRun } from './shown-page-url';

/** The search calls the page makes. */
export type SearchApi = Pick<ApiClient, 'countSearches' | 'searchCompanies' | 'getSearchPage'>;

/** Who searches: the identity uid, for the search count (the client adds the backend user id to the search paths). */
export interface SearchUser {
  uid: string;
}

interface State {
  run: SearchRun | null;
  page: number;
  rows: readonly CompanyRow[];
  loading: boolean;
  /** A page the URL named could not be reopened: the search has to run again. */
  expired: boolean;
}

const CLEARED: State = { run: null, page: 0, rows: [], loading: false, expired: false };

/** Why a page is on screen: a new search, a page change, or the URL reopening it. */
export type ShownBy = 'search' | 'page' | 'restore';

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
  /** The page on screen changed (null: none while a new search runs), for the URL. */
  onShown?: (shown: ShownPage | null, by: ShownBy) => void;
}

/** The screen's results state for the hook's state. */
function toResults({ run, page, rows, loading, expired }: State): SearchResultsState {
  if (loading) return { kind: 'loading' };
  if (expired) return { kind: 'expired' };
  if (!run) return { kind: 'idle' };
  if (run.total === 0) return { kind: 'empty' };
  return { kind: 'ready', total: run.total, page, rows };
}

/** Runs searches and loads their pages. */
export function useCompanySearch({
  api,
  user,
  plano,
  onAlert,
  onSearched,
  onShown,
}: CompanySearchOptions) {
  const [state, setState] = useState<State>(CLEARED);
  // Only the latest request may write its answer: an older, slower one is dropped.
  const latest = useRef(0);
  // What is on screen, for restore to skip a page already shown (read by a stable callback).
  const onScreen = useRef<ShownPage | null>(null);

  const loadPage = useCallback(
    async (run: SearchRun, page: number, by: ShownBy, request = ++latest.current) => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const rows = await api.getSearchPage({
          pesquisaId: run.pesquisaId,
          ordenacao: run.ordenacao,
          page,
        });
        if (request !== latest.current) return;
        onScreen.current = { run, page };
        onShown?.({ run, page }, by);
        // 50 rows are the heaviest render of the page: as a transition React draws them in short
        // slices, keeping the overlay up meanwhile, so a tap or key is never kept waiting (performance budget).
        startTransition(() => setState({ run, page, rows, loading: false, expired: false }));
      } catch (error) {
        if (request !== latest.current) return;
        if (isFreePlanRefusal(error)) onAlert(FREE_PLAN_PAGING_ALERT);
        else logError('Failed to load the results page', error);
        if (by !== 'restore') setState((current) => ({ ...current, run, loading: false }));
        else {
          // The backend forgot the search (it answers 404) or cannot serve it now: the filters stay
          // and the results ask for a new search, which is the user's to run.
          onScreen.current = null;
          setState({ ...CLEARED, expired: true });
        }
      }
    },
    [api, onAlert, onShown],
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
      onScreen.current = null;
      onShown?.(null, 'search');
      setState({ ...CLEARED, loading: true });
      try {
        const { pesquisaId, total } = await api.searchCompanies(criteria);
        if (request !== latest.current) return false;
        const run = { pesquisaId, total, ordenacao: filters.ordenacao };
        onSearched?.(run);
        if (total > 0) await loadPage(run, 1, 'search', request);
        else {
          onScreen.current = { run, page: 1 };
          onShown?.(onScreen.current, 'search');
          setState({ ...CLEARED, run, page: 1 });
        }
        return true;
      } catch (error) {
        if (request !== latest.current) return false;
        setState(CLEARED);
        if (isFreePlanRefusal(error)) onAlert(SEARCH_LIMIT_ALERT);
        else logError('The search failed', error);
        return false;
      }
    },
    [api, user, plano, onAlert, onSearched, onShown, loadPage],
  );

  const goToPage = useCallback(
    (page: number) => state.run && void loadPage(state.run, page, 'page'),
    [state.run, loadPage],
  );

  /** Reopens a page the URL named, without a new search (nothing to do when it is on screen). */
  const restore = useCallback(
    (shown: ShownPage) => {
      if (samePage(shown, onScreen.current)) return;
      const { run } = shown;
      if (run.total > 0) return void loadPage(run, shown.page, 'restore');
      latest.current += 1;
      onScreen.current = shown;
      setState({ ...CLEARED, run, page: 1 });
    },
    [loadPage],
  );

  /** Forgets the search (clear filters, filters restored from the URL). */
  const clear = useCallback(() => {
    latest.current += 1;
    onScreen.current = null;
    setState(CLEARED);
  }, []);

  // One object per state: a re-render for anything else (the URL, the selection) hands the results
  // area the same results, not a copy.
  const results = useMemo(() => toResults(state), [state]);
  return { results, run: state.run, rows: state.rows, search, goToPage, restore, clear };
}
