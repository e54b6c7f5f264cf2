// The search page's two states (docs/product.md#search "The search shown", decision 030): the URL holds
// the search that ran (its filters, id, total and page), so the chips, the rows, "Excel" and a shared
// link all describe one search; the form edits a draft that only "Pesquisar" turns into a search.
// No marker is needed to tell who changed the URL: the draft follows the search the URL names.
import { sameFilters, type SearchFilters } from '@cnpj/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filtersFromParams } from './filters-url';
import {
  readShownPage,
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

/** Exactly the same values: what the form shows must stay what the address says. */
const sameValues = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);

/** The URL's search and the form's draft of the next one. */
export function useShownSearch(): ShownSearchState {
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.search;
  // The search a query names, whatever its page: its filters are read from it alone, so turning the
  // page gives the form the same filters object and the React Compiler redraws none of it.
  const identity = shownSearchIdentity(new URLSearchParams(query));
  const filters = filtersFromParams(new URLSearchParams(identity));
  const shown: ShownSearch = {
    filters,
    page: readShownPage(new URLSearchParams(query), filters.ordenacao),
  };
  // The draft belongs to the search shown: another search (a new one, back or forward to another,
  // a link, "Limpar Filtros", a saved search) starts it again from that search's filters, while
  // turning the page keeps what the form holds (React's pattern for state reset by a prop). After
  // "Pesquisar" the address names exactly the filters the form holds: the form keeps its object.
  const [kept, setKept] = useState({ visit: identity, draft: filters });
  let draft = kept.draft;
  if (kept.visit !== identity) {
    draft = sameValues(kept.draft, filters) ? kept.draft : filters;
    setKept({ visit: identity, draft });
  }
  const { pathname } = location;
  const setDraft = (next: SearchFilters) => setKept((current) => ({ ...current, draft: next }));
  const show = (next: ShownSearch) => {
    const search = shownSearchParams(next).toString();
    const to = search ? `?${search}` : '';
    // The same URL again ("Limpar Filtros" on a clean page) is no new place to go back to.
    navigate({ pathname, search: to }, { replace: to === query });
  };
  const stale = shown.page !== null && !sameFilters(draft, shown.filters);
  return { shown, draft, setDraft, stale, show };
}
