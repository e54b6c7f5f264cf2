// A search's selection carried to its triage and back (docs/product.md#triage, decision 080). The
// search page keeps its selection in its own state, which goes when /triagem replaces the page, and
// the browser's Back returns to an entry whose history state can no longer be written. So the
// selection crosses the route change here, in memory for this tab: the search hands it over when its
// "Triagem" opens, the triage keeps each X here as it is pressed (however it is left: Esc, "Voltar às
// empresas" or Back), and the search page takes it when it shows that search again. One hand-over at
// a time, for one search id: another search, or the same one reached any other way later, starts as
// the search page always did.

/** The selection handed over, and the search it belongs to. */
let handed: { searchId: string; selected: ReadonlySet<string> } | null = null;

/** Hands search `searchId`'s selection over to its triage, or back from it. */
export function handSearchSelection(searchId: string, selected: ReadonlySet<string>): void {
  handed = { searchId, selected: new Set(selected) };
}

/** The selection handed over for search `searchId`, if any (read only: rendering may repeat). */
export function handedSearchSelection(searchId: string | null): ReadonlySet<string> | undefined {
  return searchId !== null && handed?.searchId === searchId ? handed.selected : undefined;
}

/** The search page took the selection handed over for `searchId`: it is its own state again. */
export function settleSearchSelection(searchId: string): void {
  if (handed?.searchId === searchId) handed = null;
}
