// The search page's two states (docs/product.md#search "The search shown", decision 030): the URL holds
// the search that ran (its filters, id, total and page), so the chips, the rows, "Excel" and a shared
// link all describe one search; the form edits a draft that only "Pesquisar" turns into a search.
// No marker is needed to tell who changed the URL: the draft follows the search the URL names.
import { sameFilters, type SearchFilters } from '@cnpj/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  readShownSearch,
  shownSearchIdentity,
  shownSearchParams,
  type ShownSearch,
} from './shown-page-url';

/** The search shown, the form's draft, and the one way to show another search. */
export interface ShownSearchState {
  shown: ShownSearch;
  draft: SearchFilters;
  setDraft: (filters: SearchFilters) => void;
  /** Results are shown for filters other than the form's. */
  stale: boolean;
  /** Writes `next` into the URL: a new history entry, so back returns to what was shown before. */
  show: (next: ShownSearch) => void;
}

/**
 * `filters`, or the object last returned when it holds exactly the same values: after "Pesquisar"
 * the address names the filters the form already held, and the memoised form need not redraw for
 * an equal copy (performance budget). Exactly: what the form shows must stay what the address says.
 */
function useKeptWhenSame(filters: SearchFilters): SearchFilters {
  const kept = useRef(filters);
  if (kept.current !== filters && JSON.stringify(kept.current) !== JSON.stringify(filters))
    kept.current = filters;
  return kept.current;
}

/** The URL's search and the form's draft of the next one. */
export function useShownSearch(): ShownSearchState {
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.search;
  const shown = useMemo(() => readShownSearch(new URLSearchParams(query)), [query]);
  // The draft belongs to the search shown: another search (a new one, back or forward to another,
  // a link, "Limpar Filtros", a saved search) starts it again from that search's filters, while
  // turning the page keeps what the form holds (React's pattern for state reset by a prop).
  const identity = useMemo(() => shownSearchIdentity(new URLSearchParams(query)), [query]);
  const [edited, setEdited] = useState<SearchFilters | null>(null);
  const [visit, setVisit] = useState(identity);
  if (visit !== identity) {
    setVisit(identity);
    setEdited(null);
  }
  const draft = useKeptWhenSame(visit === identity && edited ? edited : shown.filters);
  const { pathname } = location;
  const setDraft = useCallback((filters: SearchFilters) => setEdited(filters), []);
  const show = useCallback(
    (next: ShownSearch) => {
      const search = shownSearchParams(next).toString();
      const to = search ? `?${search}` : '';
      // The same URL again ("Limpar Filtros" on a clean page) is no new place to go back to.
      navigate({ pathname, search: to }, { replace: to === query });
    },
    [navigate, pathname, query],
  );
  const stale = shown.page !== null && !sameFilters(draft, shown.filters);
  return { shown, draft, setDraft, stale, show };
}
