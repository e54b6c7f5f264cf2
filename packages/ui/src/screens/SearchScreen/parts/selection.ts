// SPEC §4 "Selection": a row toggles itself; the header checkbox selects or clears the current page.

/** The selection with `cnpj` added or removed. */
export function toggleOne(selection: ReadonlySet<string>, cnpj: string, checked: boolean): Set<string> {
  const next = new Set(selection);
  if (checked) next.add(cnpj);
  else next.delete(cnpj);
  return next;
}

/** The selection with every row of the page added (checked) or removed. */
export function togglePage(selection: ReadonlySet<string>, pageCnpjs: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selection);
  for (const cnpj of pageCnpjs) {
    if (checked) next.add(cnpj);
    else next.delete(cnpj);
  }
  return next;
}

/** 'all', 'some' or 'none' of the page's rows are selected (drives the header checkbox). */
export function pageSelectionState(selection: ReadonlySet<string>, pageCnpjs: readonly string[]): 'all' | 'some' | 'none' {
  const count = pageCnpjs.filter((cnpj) => selection.has(cnpj)).length;
  if (count === 0) return 'none';
  return count === pageCnpjs.length ? 'all' : 'some';
}
