// Where the triage of a set opens (docs/product.md#triage): its URL names the set as the set's own
// page does, so leaving it returns there. Every entry point (search results, a list) links here.

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
