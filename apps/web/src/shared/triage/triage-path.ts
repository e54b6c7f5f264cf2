// Where the triage of a set opens (docs/product.md#triage): its URL names the set as the set's own
// page does, so leaving it returns there. Every entry point (search results, a list, a Radar queue)
// links here; the bulk lookup opens its triage in its own page (decision 078).

/** The triage's path. */
export const TRIAGE_PATH = '/triagem';

/** The triage of the search shown: the search page's own query (its id, total, order and page). */
export function searchTriagePath(searchPageQuery: string): string {
  const query = searchPageQuery.startsWith('?') ? searchPageQuery.slice(1) : searchPageQuery;
  return `${TRIAGE_PATH}?${query}`;
}

/** The triage of a list, from page `page`. */
export function listTriagePath(listId: number, page = 1): string {
  return `${TRIAGE_PATH}?${new URLSearchParams({ lista: String(listId), pagina: String(page) })}`;
}

/** The triage of a Radar monitor's queue, from page `page`. */
export function radarTriagePath(monitorId: string, page = 1): string {
  return `${TRIAGE_PATH}?${new URLSearchParams({ radar: monitorId, pagina: String(page) })}`;
}
