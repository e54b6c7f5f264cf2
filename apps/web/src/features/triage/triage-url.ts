// The set a triage walks, as its URL names it (docs/product.md#triage): a search shown (the search
// page's own keys: its id, total, order and page) or a list and its page. Leaving returns to the
// set's own page at the page reached, so nothing else is carried in the URL.
import {
  readShownSearch,
  shownSearchParams,
  type ShownSearch,
} from '../../shared/search/shown-page-url';

/** A search's page or a list's page. */
export type TriageSet =
  | { kind: 'search'; shown: ShownSearch & { page: NonNullable<ShownSearch['page']> } }
  | { kind: 'list'; listId: number; page: number };

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The set the query names, or null when it names none. */
export function readTriageSet(params: URLSearchParams): TriageSet | null {
  const listId = wholeNumber(params.get('lista'));
  if (listId !== null && listId > 0) {
    const page = wholeNumber(params.get('pagina')) ?? 1;
    return { kind: 'list', listId, page: Math.max(1, page) };
  }
  const shown = readShownSearch(params);
  return shown.page ? { kind: 'search', shown: { ...shown, page: shown.page } } : null;
}

/** The set's page number. */
export const setPage = (set: TriageSet): number =>
  set.kind === 'list' ? set.page : set.shown.page.page;

/** The same set at `page`. */
export function withPage(set: TriageSet, page: number): TriageSet {
  return set.kind === 'list'
    ? { ...set, page }
    : { ...set, shown: { ...set.shown, page: { ...set.shown.page, page } } };
}

/** The triage's query for `set`. */
export function triageQuery(set: TriageSet): string {
  return set.kind === 'list'
    ? new URLSearchParams({ lista: String(set.listId), pagina: String(set.page) }).toString()
    : shownSearchParams(set.shown).toString();
}

/** The set's own page at the page reached: where leaving the triage goes. */
export function setHref(set: TriageSet): string {
  if (set.kind === 'list') return `/minhas-listas/${set.listId}`;
  return `/pesquisar-empresas?${shownSearchParams(set.shown).toString()}`;
}
