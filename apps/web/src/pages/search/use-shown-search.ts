// The search page's two states (docs/product.md#search "The search shown", decision 030): the URL holds
// the search that ran (its filters, id, total and page), so the chips, the rows, "Excel" and a shared
// link all describe one search; the form edits a draft that only "Pesquisar" turns into a search.
// Each history entry is a search shown: opening one (back, forward, a link, a reload) starts the
// draft afresh from its filters. No marker is needed: only a search, a page turn, "Limpar Filtros"
// and a saved search navigate, and each means the draft starts from what the URL then holds.
import type { SearchFilters } from '@cnpj/domain';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  readShownSearch,
  sameFilters,
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

/** The URL's search and the form's draft of the next one. */
export function useShownSearch(): ShownSearchState {
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.search;
  const shown = useMemo(() => readShownSearch(new URLSearchParams(query)), [query]);
  // The draft belongs to the visit of one history entry: arriving at any entry, even one seen
  // before, starts it again from that entry's filters (React's pattern for state reset by a prop).
  const [edited, setEdited] = useState<SearchFilters | null>(null);
  const [visit, setVisit] = useState(location.key);
  if (visit !== location.key) {
    setVisit(location.key);
    setEdited(null);
  }
  const draft = visit === location.key && edited ? edited : shown.filters;
  const { pathname } = location;
  const setDraft = useCallback((filters: SearchFilters) => setEdited(filters), []);
  const show = useCallback(
    (next: ShownSearch) => {
      const search = shownSearchParams(next).toString();
      navigate({ pathname, search: search ? `?${search}` : '' });
    },
    [navigate, pathname],
  );
  const stale = shown.page !== null && !sameFilters(draft, shown.filters);
  return { shown, draft, setDraft, stale, show };
}
