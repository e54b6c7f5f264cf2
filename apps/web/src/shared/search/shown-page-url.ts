// The search on screen, in the URL with its filters (docs/product.md#screens-and-routes "Results in
// the URL", decision 020): its id, its total and the page shown. Reload, back and forward reopen that page
// through the page call, so no new search runs and no free-plan search is spent.
// Shared: the search page and the triage name the same search and page.
import {
  filtersFromParams,
  filtersToParams,
  totalPages,
  type Ordenacao,
  type SearchFilters,
} from '@cnpj/domain';

/** A stored search (docs/product.md#entities "Search response") and the order it was run in. */
export interface SearchRun {
  pesquisaId: string;
  total: number;
  ordenacao: Ordenacao;
}

/** One page of a search, as the screen shows it. */
export interface ShownPage {
  run: SearchRun;
  page: number;
}

/** The query keys, short because they sit in every shared link. */
const KEYS = { id: 'pesquisa', total: 'total', page: 'pagina' } as const;

/** Search ids are opaque backend tokens: kept short and plain so a crafted link cannot carry much. */
const SEARCH_ID = /^[\w.:-]{1,128}$/;

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** Adds the shown page's keys to `params` (nothing when no search is shown). */
export function writeShownPage(params: URLSearchParams, shown: ShownPage | null): URLSearchParams {
  if (!shown) return params;
  params.set(KEYS.id, shown.run.pesquisaId);
  params.set(KEYS.total, String(shown.run.total));
  params.set(KEYS.page, String(shown.page));
  return params;
}

/**
 * The page the URL names, in the filters' order, or null when any key is missing or out of range
 * (a page beyond the last one, a negative total): then only the filters are restored.
 */
export function readShownPage(params: URLSearchParams, ordenacao: Ordenacao): ShownPage | null {
  const pesquisaId = params.get(KEYS.id);
  const total = wholeNumber(params.get(KEYS.total));
  const page = wholeNumber(params.get(KEYS.page));
  if (pesquisaId === null || !SEARCH_ID.test(pesquisaId) || total === null || page === null)
    return null;
  if (page < 1 || page > totalPages(total)) return null;
  return { run: { pesquisaId, total, ordenacao }, page };
}

/** What the URL says the screen shows: the filters of the search that ran, and its page (null: none ran). */
export interface ShownSearch {
  filters: SearchFilters;
  page: ShownPage | null;
}

/** Reads the search shown from the URL's query (an old link with filters only shows no results). */
export function readShownSearch(params: URLSearchParams): ShownSearch {
  const filters = filtersFromParams(params);
  return { filters, page: readShownPage(params, filters.ordenacao) };
}

/** The query that names `shown`: its filters (defaults left out), then its page's keys. */
export function shownSearchParams(shown: ShownSearch): URLSearchParams {
  return writeShownPage(filtersToParams(shown.filters), shown.page);
}

/** The search a query names, whatever its page: turning the page shows the same search. */
export function shownSearchIdentity(params: URLSearchParams): string {
  const identity = new URLSearchParams(params);
  identity.delete(KEYS.page);
  return identity.toString();
}
