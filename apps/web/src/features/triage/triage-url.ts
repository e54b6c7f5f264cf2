// The set a triage walks, as its URL names it (docs/product.md#triage): a search shown (the search
// page's own keys: its id, total, order and page), a list and its page, or a Radar monitor's queue
// and its page. Leaving returns to the set's own page at the page reached, so nothing else is carried
// in the URL. (The bulk lookup's found companies live in its page only: its triage opens there.)
import { RADAR_PATH } from '@cnpj/domain';
import {
  readShownSearch,
  shownSearchParams,
  type ShownSearch,
} from '../../shared/search/shown-page-url';

/** A search's page, a list's page or a Radar queue's page. */
export type TriageSet =
  | { kind: 'search'; shown: ShownSearch & { page: NonNullable<ShownSearch['page']> } }
  | { kind: 'list'; listId: number; page: number }
  | { kind: 'radar'; monitorId: string; page: number };

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The set the query names, or null when it names none. */
export function readTriageSet(params: URLSearchParams): TriageSet | null {
  const page = Math.max(1, wholeNumber(params.get('pagina')) ?? 1);
  const listId = wholeNumber(params.get('lista'));
  if (listId !== null && listId > 0) return { kind: 'list', listId, page };
  const monitorId = params.get('radar');
  if (monitorId) return { kind: 'radar', monitorId, page };
  const shown = readShownSearch(params);
  return shown.page ? { kind: 'search', shown: { ...shown, page: shown.page } } : null;
}

/** The set's page number. */
export const setPage = (set: TriageSet): number =>
  set.kind === 'search' ? set.shown.page.page : set.page;

/** The same set at `page`. */
export function withPage(set: TriageSet, page: number): TriageSet {
  return set.kind === 'search'
    ? { ...set, shown: { ...set.shown, page: { ...set.shown.page, page } } }
    : { ...set, page };
}

/** The triage's query for `set`. */
export function triageQuery(set: TriageSet): string {
  if (set.kind === 'search') return shownSearchParams(set.shown).toString();
  const [key, value] =
    set.kind === 'list' ? ['lista', String(set.listId)] : ['radar', set.monitorId];
  return new URLSearchParams([
    [key, value],
    ['pagina', String(set.page)],
  ]).toString();
}

/** A Radar queue at `page`: /radar/<id>, with the page past the first. */
export function radarQueueHref(monitorId: string, page: number): string {
  const path = `${RADAR_PATH}/${encodeURIComponent(monitorId)}`;
  return page > 1 ? `${path}?${new URLSearchParams({ pagina: String(page) })}` : path;
}

/** The set's own page at the page reached: where leaving the triage goes. */
export function setHref(set: TriageSet): string {
  if (set.kind === 'list') return `/minhas-listas/${set.listId}`;
  if (set.kind === 'radar') return radarQueueHref(set.monitorId, set.page);
  return `/pesquisar-empresas?${shownSearchParams(set.shown).toString()}`;
}
